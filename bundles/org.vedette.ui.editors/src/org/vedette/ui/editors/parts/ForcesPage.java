package org.vedette.ui.editors.parts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Formats;
import org.vedette.io.RosterFiles;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A scenario's Forces: the sides, each with who controls it (a player or
 * the computer), its edge, whether it is hidden at the start and when it is
 * revealed, and its units — typed here, in a table with a column per
 * profile field, or taken from a roster of the workspace (all its units, or
 * only some). The unit or figure chosen in the table is shown in a form
 * generated from the ruleset's profile below it. The side's settings for the
 * NPC AI have a group of their own, and a unit's are in its form. A unit or
 * figure that comes on after the start has the turn it arrives on in its
 * form (the side's "arrivals", by its id); a roster's units have theirs in
 * a group of their own, one a line.
 */
public final class ForcesPage implements FormPage, Rows {
    /** What the roster combo shows for a side whose units are typed in the scenario. */
    static final String TYPED = "(units typed here)";

    private final Document document;
    private final EditorSupport support;
    private final Path file;
    private final Fields fields;
    private final UnitRows units;
    private TableViewer sides;
    private Composite sideForm;
    private Group typedUnits;
    private RowTable table;
    private Group chosen;
    private Fields chosenFields;
    private String chosenRow;
    private String chosenRuleset;
    private Group rosterArrivals;
    private Fields arrivalFields;
    private Map<String, String> arrivalRows;

    ForcesPage(Document document, EditorSupport support, Path file) {
        this.document = document;
        this.support = support;
        this.file = file;
        this.fields = new Fields(document);
        this.units = new UnitRows(document, () -> side().isEmpty() ? "" : side() + "/units",
                () -> RulesetChoices.of(document, support));
    }

    @Override
    public String title() {
        return "Forces";
    }

    @Override
    public Control create(Composite parent) {
        SashForm split = new SashForm(parent, SWT.HORIZONTAL);
        Composite left = new Composite(split, SWT.NONE);
        left.setLayout(new GridLayout(2, true));
        Label l = new Label(left, SWT.NONE);
        l.setText("Sides:");
        l.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        sides = new TableViewer(left, SWT.SINGLE | SWT.BORDER | SWT.FULL_SELECTION);
        sides.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        sides.setContentProvider(ArrayContentProvider.getInstance());
        sides.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                JsonNode s = document.at((String) element);
                String name = s.path("name").asText(s.path("id").asText("?"));
                return name + ("non-player".equals(s.path("control").asText()) ? " (non-player)" : "")
                        + (s.has("hidden") ? " — hidden" : "");
            }
        });
        sides.addSelectionChangedListener(e -> refresh());
        button(left, "Add Side", this::addSide);
        button(left, "Delete Side", this::deleteSide);

        ScrolledComposite scroll = new ScrolledComposite(split, SWT.V_SCROLL | SWT.H_SCROLL);
        sideForm = new Composite(scroll, SWT.NONE);
        sideForm.setLayout(new GridLayout(2, true));
        Group side = group(sideForm, "Side", 1);
        fields.text(side, "Id", () -> side() + "/id", false);
        fields.text(side, "Name", () -> side() + "/name", false);
        fields.choice(side, "Control", () -> side() + "/control", () -> List.of(Choice.of("player", "Player"),
                Choice.of("non-player", "Non-player (the computer)")), true, "Who gives the side's orders");
        fields.choice(side, "Edge", () -> side() + "/edge", OverviewPage::edges, true, "The edge it enters from");
        fields.choice(side, "Units from", () -> side() + "/roster", this::rosters, false,
                "A roster of the workspace for the scenario's ruleset, or units typed here", this::unitsFrom);
        fields.list(side, "Only units", () -> side() + "/only").setToolTipText(
                "Ids of the roster's units to take, separated by commas; all of them when empty");
        Group hidden = group(sideForm, "Hidden force", 1);
        fields.flag(hidden, "Hidden at the start", () -> side() + "/hidden", "Not on the table until it is revealed",
                (tree, on) -> Members.set(tree, side() + "/hidden", on ? JsonNodeFactory.instance.objectNode() : null),
                JsonNode::isObject);
        fields.text(hidden, "Revealed when", () -> side() + "/hidden/until", false).setToolTipText(
                "What reveals it: \"a British figure comes within 12 inches of the mill\"");
        fields.number(hidden, FieldSpec.builder("turn", FieldType.INTEGER).label("Revealed on turn").min(1)
                .help("The turn it comes on at the latest").build(), () -> side() + "/hidden/turn");
        Group ai = group(sideForm, "NPC AI", 1);
        aiSettings(fields, ai, () -> side() + "/ai");
        rosterArrivals = group(sideForm, "Arrivals", 2);
        typedUnits = group(sideForm, "Units and figures", 2);
        table = new RowTable(typedUnits, document, units, support::icon);
        ((GridData) table.viewer().getControl().getLayoutData()).heightHint = 180;
        units.table(table);
        table.viewer().addSelectionChangedListener(e -> showChosen());
        chosen = group(sideForm, "Chosen unit or figure", 2);
        scroll.setContent(sideForm);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        scroll.addListener(SWT.Resize, e -> scroll.setMinSize(sideForm.computeSize(scroll.getClientArea().width,
                SWT.DEFAULT)));
        split.setWeights(1, 4);
        return split;
    }

    /**
     * The settings for the NPC AI at {@code at} (a side's "ai", or one of its units' under "ai/units"): the
     * archetype, aggression, risk aversion, holding its position and a traveller's destination; each an
     * undoable edit, each mistake marked with io's message. Unset: the AI's own reading of the rules.
     */
    private static void aiSettings(Fields fields, Composite group, Supplier<String> at) {
        fields.text(group, "AI archetype", () -> at.get() + "/archetype", false).setToolTipText(
                "One of the NPC AI's archetypes (its temperament sheet names them: bandits, deserters, villagers, …);"
                        + " empty: the one its figures' type gives");
        fields.number(group, FieldSpec.builder("aggression", FieldType.INTEGER).label("AI aggression").range(-3, 3)
                .help("Added to the AI's Actions-table die").build(), () -> at.get() + "/aggression");
        fields.number(group, FieldSpec.builder("risk-aversion", FieldType.INTEGER).label("AI risk aversion")
                .range(0, 3).help("Taken off the AI's Actions-table die").build(), () -> at.get() + "/risk-aversion");
        fields.flag(group, "AI holds its position", () -> at.get() + "/hold", false,
                "It halts where it is unless something it avoids threatens it");
        // A traveller's destination on the table (OSOTH IV: monks and aristocrats travel to a far edge; messengers
        // exit at their point): both coordinates, or neither for the AI's own choice of exit.
        fields.number(group, FieldSpec.builder("x", FieldType.DECIMAL).label("AI destination x").unit("in").min(0)
                .help("Where it travels to, inches from the table's left edge; empty (with y): the exit the AI"
                        + " finds itself").build(), () -> at.get() + "/destination/x");
        fields.number(group, FieldSpec.builder("y", FieldType.DECIMAL).label("AI destination y").unit("in").min(0)
                .help("Inches from the table's near edge").build(), () -> at.get() + "/destination/y");
    }

    /** What a turn of arrival says when it is not 2 or later (as io's reader says it). */
    static final String ARRIVES_FROM_TURN_2 = "turn 1 is the start — leave it blank for a unit on the table from the"
            + " start";

    /**
     * The turn the unit or figure {@code id} of the side chosen arrives on (its entry in the side's "arrivals");
     * blank: on the table from the start. A turn before 2 is said and not written; the last arrival cleared takes
     * "arrivals" away.
     */
    private Text arrival(Fields f, Composite grid, String label, Supplier<String> id) {
        Supplier<String> pointer = () -> Members.child(side() + "/arrivals", id.get());
        BiConsumer<ObjectNode, JsonNode> set = (tree, turn) -> {
            if (id.get().isEmpty()) return;
            String all = side() + "/arrivals";
            Members.set(tree, Members.child(all, id.get()), turn);
            if (tree.at(all) instanceof ObjectNode o && o.isEmpty()) Members.set(tree, all, null);
        };
        return f.number(grid, FieldSpec.builder("turn", FieldType.INTEGER).label(label).min(2)
                .help("The turn it comes on from the side's edge; blank: on the table from the start").build(),
                pointer, set, ARRIVES_FROM_TURN_2);
    }

    private static Group group(Composite parent, String title, int span) {
        Group g = new Group(parent, SWT.NONE);
        g.setText(title);
        g.setLayout(new GridLayout(2, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false, span, 1));
        return g;
    }

    private static void button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        b.addListener(SWT.Selection, e -> action.run());
    }

    /** The pointer of the side chosen ("/sides/1"), or "" when there is none. */
    public String side() {
        Object o = sides == null ? null : ((IStructuredSelection) sides.getSelection()).getFirstElement();
        return o instanceof String s && !document.at(s).isMissingNode() ? s : "";
    }

    /** The workspace's rosters as the scenario names them: relative to its file. */
    private List<Choice> rosters() {
        List<Choice> list = new ArrayList<>();
        list.add(Choice.of("", TYPED));
        Path dir = file.toAbsolutePath().getParent();
        for (Path p : support.files(Formats.ROSTER)) {
            String ref = dir.relativize(p.toAbsolutePath()).toString().replace('\\', '/');
            list.add(Choice.of(ref, ref));
        }
        return list;
    }

    /**
     * A side's units from a roster (its "roster", the units typed here gone) or typed here
     * (an empty "units", the roster and its "only" gone): a side has one or the other.
     */
    private void unitsFrom(ObjectNode tree, String roster) {
        String s = side();
        if (roster.isEmpty()) {
            Members.set(tree, s + "/roster", null);
            Members.set(tree, s + "/only", null);
            if (!tree.at(s).has("units")) Members.array(tree, s + "/units");
        } else {
            Members.set(tree, s + "/units", null);
            Members.setText(tree, s + "/roster", roster);
        }
    }

    @Override
    public void refresh() {
        List<String> pointers = new ArrayList<>();
        for (int i = 0; i < document.at("/sides").size(); i++) pointers.add(Members.item("/sides", i));
        String was = side();
        sides.setInput(pointers);
        if (was.isEmpty() || !pointers.contains(was)) {
            if (!pointers.isEmpty()) sides.setSelection(new StructuredSelection(pointers.get(0)));
        }
        boolean any = !side().isEmpty();
        sideForm.setVisible(any);
        fields.refresh();
        boolean typed = any && !document.at(side()).has("roster");
        typedUnits.setVisible(typed);
        ((GridData) typedUnits.getLayoutData()).exclude = !typed;
        showRosterArrivals(any && !typed);
        table.columns(units.columns());
        table.refresh();
        showChosen();
        sideForm.layout(true, true);
    }

    /** The form of the unit or figure chosen in the table, generated from the ruleset's profile. */
    private void showChosen() {
        List<String> sel = table.selected();
        String row = sel.size() == 1 && typedUnits.getVisible() ? sel.get(0) : null;
        Ruleset r = RulesetChoices.of(document, support);
        String rid = r == null ? "" : r.info().id();
        if (row == null ? chosenRow != null || chosenFields == null
                : !row.equals(chosenRow) || !rid.equals(chosenRuleset)) {
            for (Control c : chosen.getChildren()) c.dispose();
            chosenFields = new Fields(document);
            chosenRow = row;
            chosenRuleset = rid;
            if (row == null) {
                new Label(chosen, SWT.NONE).setText("Choose a unit or figure in the table above.");
            } else {
                String id = document.at(row).path("id").asText("");
                // When it comes on, by its id as it is now (a unit's or a figure's: each may arrive on its own).
                if (!id.isEmpty()) arrival(chosenFields, chosen, "Arrives on turn", () -> document.at(row).path("id")
                        .asText(""));
                // A unit's own settings (not a figure's): kept by the side under ai/units, by the unit's id.
                if (!id.isEmpty() && row.matches(".*/units/\\d+")) {
                    String key = id.replace("~", "~0").replace("/", "~1");
                    aiSettings(chosenFields, chosen, () -> side() + "/ai/units/" + key);
                }
                for (Column c : units.columns()) {
                    String pointer = c.pointer(row);
                    if (c.list()) {
                        chosenFields.list(chosen, c.label() + " (separated by commas)", () -> pointer);
                    } else if (c.spec().type() == FieldType.TEXT) {
                        chosenFields.text(chosen, c.label(), () -> pointer, false);
                    } else {
                        chosenFields.field(chosen, c.spec(), () -> pointer);
                    }
                }
            }
            chosen.getParent().layout(true, true);
        }
        chosenFields.refresh();
    }

    /**
     * The arrivals of a side whose units come from a roster: a turn for each of the roster's units it takes, and
     * for any other id the side's "arrivals" names (io says what is wrong with it; here it can be cleared).
     */
    private void showRosterArrivals(boolean shown) {
        rosterArrivals.setVisible(shown);
        ((GridData) rosterArrivals.getLayoutData()).exclude = !shown;
        Map<String, String> rows = shown ? rosterUnits() : null;
        if (arrivalFields == null || !java.util.Objects.equals(rows, arrivalRows)) {
            for (Control c : rosterArrivals.getChildren()) c.dispose();
            arrivalFields = new Fields(document);
            arrivalRows = rows;
            if (rows != null && rows.isEmpty()) {
                new Label(rosterArrivals, SWT.NONE).setText("The roster's units show here once it reads.");
            } else if (rows != null) {
                rows.forEach((id, label) -> arrival(arrivalFields, rosterArrivals, label + " arrives on turn",
                        () -> id));
            }
            rosterArrivals.getParent().layout(true, true);
        }
        arrivalFields.refresh();
    }

    /**
     * The ids of the roster units the chosen side takes ("only"), then the others its arrivals name (a figure of
     * one, a unit left out, an id the roster lacks), each with its label; empty while the roster does not read.
     */
    private Map<String, String> rosterUnits() {
        String s = side();
        Map<String, String> rows = new LinkedHashMap<>();
        Map<String, String> others = new LinkedHashMap<>();
        Path roster = file.toAbsolutePath().getParent().resolve(document.at(s + "/roster").asText("")).normalize();
        Roster r = Files.isRegularFile(roster) ? RosterFiles.read(roster, support.catalog()).value() : null;
        if (r == null) return rows;
        List<String> only = new ArrayList<>();
        document.at(s + "/only").forEach(n -> only.add(n.asText()));
        for (Unit u : r.units()) {
            boolean taken = only.isEmpty() || only.contains(u.id());
            if (taken) rows.put(u.id(), u.name() + " (" + u.id() + ")");
            else others.put(u.id(), u.name() + " (" + u.id() + ", not taken)");
            u.figures().forEach(f -> others.put(f.id(), f.name() + " (" + f.id() + ", of " + u.name() + ")"));
        }
        document.at(s + "/arrivals").fieldNames().forEachRemaining(id -> rows.putIfAbsent(id,
                others.getOrDefault(id, id + " (not in the roster)")));
        return rows;
    }

    private void addSide() {
        String[] made = new String[1];
        document.edit("Add Side", null, tree -> {
            ArrayNode list = Members.array(tree, "/sides");
            ObjectNode s = JsonNodeFactory.instance.objectNode();
            s.put("id", UnitRows.free("side", UnitRows.ids(tree)));
            s.put("name", "New side");
            s.put("control", "player");
            s.putArray("units");
            list.add(s);
            made[0] = Members.item("/sides", list.size() - 1);
        });
        if (made[0] != null) {
            sides.setSelection(new StructuredSelection(made[0]));
            refresh();
        }
    }

    private void deleteSide() {
        String s = side();
        if (s.isEmpty()) return;
        document.edit("Delete Side", null, tree -> Members.set(tree, s, null));
    }

    /** Chooses a side (for tests). */
    public void chooseSide(int index) {
        sides.setSelection(new StructuredSelection(Members.item("/sides", index)));
    }

    /** Adds a side as the button does (for tests). */
    public void pressAddSide() {
        addSide();
    }

    public void pressDeleteSide() {
        deleteSide();
    }

    public RowTable table() {
        return table;
    }

    /** The chosen unit's or figure's form (for tests): its widgets. */
    public List<Control> chosenControls() {
        return List.of(chosen.getChildren());
    }

    @Override
    public boolean canAdd() {
        return typedUnits.getVisible() && units.canAdd();
    }

    @Override
    public void add() {
        units.add();
    }

    @Override
    public boolean canDuplicate() {
        return typedUnits.getVisible() && units.canDuplicate();
    }

    @Override
    public void duplicate() {
        units.duplicate();
    }

    @Override
    public boolean canDelete() {
        return typedUnits.getVisible() && units.canDelete();
    }

    @Override
    public void delete() {
        units.delete();
    }
}
