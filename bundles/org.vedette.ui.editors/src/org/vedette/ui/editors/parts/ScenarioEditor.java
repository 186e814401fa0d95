package org.vedette.ui.editors.parts;

import java.util.List;

import org.vedette.ui.editors.model.Document;

/**
 * The editor of a scenario ({@code vedette.scenario}): Overview, Forces and
 * Source. The table's map is to be one more {@link FormPage} in this list.
 */
public final class ScenarioEditor extends FormEditor {
    private OverviewPage overview;
    private ForcesPage forces;

    @Override
    protected List<FormPage> pages(Document document, java.nio.file.Path file) {
        overview = new OverviewPage(document, support);
        forces = new ForcesPage(document, support, file);
        return List.of(overview, forces);
    }

    public OverviewPage overview() {
        return overview;
    }

    public ForcesPage forces() {
        return forces;
    }
}
