package org.vedette.ui.editors.parts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;

/**
 * A roster's one page: its id, name, ruleset and nation, and its units and
 * figures in a table with a column per profile field of the ruleset.
 */
final class UnitsPage implements FormPage, Rows {
    private final Document document;
    private final EditorSupport support;
    private final Fields fields;
    private final UnitRows units;
    private RowTable table;

    UnitsPage(Document document, EditorSupport support) {
        this.document = document;
        this.support = support;
        this.fields = new Fields(document);
        this.units = new UnitRows(document, () -> "/units", () -> RulesetChoices.of(document, support));
    }

    @Override
    public String title() {
        return "Units";
    }

    @Override
    public Control create(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Composite head = new Composite(page, SWT.NONE);
        head.setLayout(new GridLayout(4, false));
        head.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        fields.text(head, "Id", () -> "/id", false);
        fields.text(head, "Name", () -> "/name", false);
        fields.choice(head, "Ruleset", () -> "/ruleset", () -> RulesetChoices.installed(support), false,
                "The ruleset the roster is for: it decides the columns");
        fields.text(head, "Nation", () -> "/nation", false);
        table = new RowTable(page, document, units, support::icon);
        units.table(table);
        return page;
    }

    @Override
    public void refresh() {
        fields.refresh();
        table.columns(units.columns());
        table.refresh();
    }

    /** The table of units (for tests). */
    RowTable table() {
        return table;
    }

    @Override
    public boolean canAdd() {
        return units.canAdd();
    }

    @Override
    public void add() {
        units.add();
    }

    @Override
    public boolean canDuplicate() {
        return units.canDuplicate();
    }

    @Override
    public void duplicate() {
        units.duplicate();
    }

    @Override
    public boolean canDelete() {
        return units.canDelete();
    }

    @Override
    public void delete() {
        units.delete();
    }
}
