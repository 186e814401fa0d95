package org.vedette.ui.editors.parts;

import java.util.List;

import org.vedette.ui.editors.model.Document;

/** The editor of a roster ({@code vedette.roster}): its units page and its Source. */
public final class RosterEditor extends FormEditor {
    private UnitsPage units;

    @Override
    protected List<FormPage> pages(Document document, java.nio.file.Path file) {
        units = new UnitsPage(document, support);
        return List.of(units);
    }

    /** The table of units and figures (for tests). */
    public RowTable table() {
        return units.table();
    }
}
