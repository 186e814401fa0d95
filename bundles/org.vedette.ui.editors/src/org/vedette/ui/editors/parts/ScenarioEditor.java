package org.vedette.ui.editors.parts;

import java.util.List;

import org.vedette.ui.editors.model.Document;

/**
 * The editor of a scenario ({@code vedette.scenario}): Overview, Forces, the
 * Table's map, its Victory conditions and Source.
 */
public final class ScenarioEditor extends FormEditor {
    private OverviewPage overview;
    private ForcesPage forces;
    private TablePage table;
    private VictoryPage victory;

    @Override
    protected List<FormPage> pages(Document document, java.nio.file.Path file) {
        overview = new OverviewPage(document, support);
        forces = new ForcesPage(document, support, file);
        table = new TablePage(document, support, file);
        victory = new VictoryPage(document, support);
        return List.of(overview, forces, table, victory);
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

    /** The Victory page (for tests). */
    public VictoryPage victory() {
        return victory;
    }
}
