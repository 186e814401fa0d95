package org.vedette.ui.editors.parts;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.vedette.core.model.Edge;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

/**
 * A scenario's Overview: title, ruleset and turns, the description, the
 * table's size and friendly edge, the ruleset's options — a form generated
 * from the ruleset's own list — and the objectives and victory conditions.
 */
public final class OverviewPage implements FormPage {
    private final Document document;
    private final EditorSupport support;
    private final Fields fields;
    private Fields optionFields;
    private Group options;
    private String optionsOf;
    private TextList objectives;
    private TextList victory;

    OverviewPage(Document document, EditorSupport support) {
        this.document = document;
        this.support = support;
        this.fields = new Fields(document);
    }

    @Override
    public String title() {
        return "Overview";
    }

    @Override
    public Control create(Composite parent) {
        ScrolledComposite scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        Composite page = new Composite(scroll, SWT.NONE);
        page.setLayout(new GridLayout(2, true));
        Group about = group(page, "Scenario");
        fields.text(about, "Id", () -> "/id", false);
        fields.text(about, "Title", () -> "/title", false);
        fields.choice(about, "Ruleset", () -> "/ruleset", () -> RulesetChoices.installed(support), false,
                "The ruleset the scenario is played with: it decides the options and the figures' profiles");
        fields.number(about, FieldSpec.builder("turns", FieldType.INTEGER).label("Turns").min(0)
                .help("0 for a game with no set end").build(), () -> "/turns");
        fields.text(about, "Description", () -> "/description", true);
        Group table = group(page, "Table");
        fields.number(table, FieldSpec.builder("width", FieldType.DECIMAL).label("Width").unit("in").min(1)
                .required(true).build(), () -> "/table/width");
        fields.number(table, FieldSpec.builder("depth", FieldType.DECIMAL).label("Depth").unit("in").min(1)
                .required(true).build(), () -> "/table/depth");
        fields.choice(table, "Friendly edge", () -> "/table/friendlyEdge", OverviewPage::edges, true,
                "The edge behind the player's lines (south when left out)");
        options = group(page, "Options of the ruleset");
        Group aims = group(page, "Objectives and victory");
        objectives = new TextList(aims, document, "/objectives", "Objectives", "Hold the bridge until turn 8");
        victory = new TextList(aims, document, "/victory", "Victory conditions",
                "The British win if they hold the bridge at the end");
        scroll.setContent(page);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        scroll.addListener(SWT.Resize, e -> scroll.setMinSize(page.computeSize(scroll.getClientArea().width,
                SWT.DEFAULT)));
        return scroll;
    }

    static List<Choice> edges() {
        return List.of(Edge.values()).stream().map(e -> Choice.of(e.name().toLowerCase(java.util.Locale.ROOT),
                e.name().charAt(0) + e.name().substring(1).toLowerCase(java.util.Locale.ROOT))).toList();
    }

    private static Group group(Composite page, String title) {
        Group g = new Group(page, SWT.NONE);
        g.setText(title);
        g.setLayout(new GridLayout(2, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        return g;
    }

    @Override
    public void refresh() {
        Ruleset r = RulesetChoices.of(document, support);
        String id = r == null ? "" : r.info().id();
        if (!id.equals(optionsOf)) rebuildOptions(r);
        fields.refresh();
        optionFields.refresh();
        objectives.refresh();
        victory.refresh();
    }

    /** The options' form for the ruleset now: one field per option, as the ruleset lists them. */
    private void rebuildOptions(Ruleset r) {
        for (Control c : options.getChildren()) c.dispose();
        optionFields = new Fields(document);
        optionsOf = r == null ? "" : r.info().id();
        if (r == null || r.options().isEmpty()) {
            new Label(options, SWT.WRAP).setText(r == null ? "Choose an installed ruleset to see its options."
                    : r.info().name() + " has no options.");
        } else {
            for (RuleOption o : r.options()) {
                Control c = optionFields.field(options, o.field(), () -> Members.child("/options", o.id()));
                c.setToolTipText(o.field().help() + " [" + o.rule() + "]");
            }
        }
        options.getParent().layout(true, true);
    }

    /** The options' fields, rebuilt with the ruleset (for tests). */
    public List<Control> optionControls() {
        return List.of(options.getChildren());
    }
}
