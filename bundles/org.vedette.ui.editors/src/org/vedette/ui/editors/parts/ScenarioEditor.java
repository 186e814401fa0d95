package org.vedette.ui.editors.parts;

import java.util.List;

import org.vedette.ui.editors.model.Document;

/**
 * The editor of a scenario ({@code vedette.scenario}): Overview, Forces, the
 * Table's map and Source.
 */
public final class ScenarioEditor extends FormEditor {
    private OverviewPage overview;
    private ForcesPage forces;
    private TablePage table;

    @Override
    protected List<FormPage> pages(Document document, java.nio.file.Path file) {
        overview = new OverviewPage(document, support);
        forces = new ForcesPage(document, support, file);
        table = new TablePage(document, support, file);
        return List.of(overview, forces, table);
    }

    public OverviewPage overview() {
        return overview;
    }

    public ForcesPage forces() {
        return forces;
    }

    public TablePage table() {
        return table;
    }
}
