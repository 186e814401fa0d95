package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A scenario's victory conditions that a judge checks ({@code victoryConditions},
 * docs/FILES.md), one a row: the side it counts for, its goal and the goal's
 * fields, when it is looked at, whether it decides the game and its points.
 * Each cell is checked by the scenario reader as the Source is (an unknown
 * side, feature or actor, a turn beyond the scenario's): the problem shows on
 * its cell. A hold's places are written on the Source page.
 */
public final class VictoryPage implements FormPage, Rows {
    private static final String LIST = "/victoryConditions";
    private final Document document;
    private final EditorSupport support;
    private final ListRows rows;
    private RowTable table;

    VictoryPage(Document document, EditorSupport support) {
        this.document = document;
        this.support = support;
        // A condition's id is unique among the conditions, not among the units.
        this.rows = new ListRows(document, LIST, "Victory Condition", tree -> {
            java.util.Set<String> ids = new java.util.HashSet<>();
            for (JsonNode c : tree.at(LIST)) if (c.path("id").isTextual()) ids.add(c.path("id").textValue());
            return ids;
        });
    }

    @Override
    public String title() {
        return "Victory";
    }

    @Override
    public Control create(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Label about = new Label(page, SWT.WRAP);
        about.setText("Victory conditions judged in a game and by the balance simulator; the objectives on the"
                + " Overview stay the designer's words. A hold's places (a terrain feature, a circle or a rectangle)"
                + " are written on the Source page.");
        about.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        table = new RowTable(page, document, rows, support::icon);
        table.columns(columns());
        return page;
    }

    static List<Column> columns() {
        return List.of(Column.text("id", "Id"), Column.text("side", "Side"),
                choice("goal", "Goal", "hold", "casualties", "leave-by", "broken", "outlast"),
                choice("check", "Looked at", "at-once", "end-of-turn", "game-end"),
                Column.of(FieldSpec.builder("turn", FieldType.INTEGER).label("Turn").min(1)
                        .help("The turn at whose end an 'end-of-turn' condition is looked at").build(), "turn"),
                Column.flag("decisive", "Decisive"),
                Column.of(FieldSpec.builder("points", FieldType.INTEGER).label("Points").min(0).build(), "points"),
                Column.list("actors", "Actors"), Column.of(FieldSpec.builder("atLeast", FieldType.INTEGER)
                        .label("At least").min(1).build(), "atLeast"),
                choice("edge", "Edge", "north", "east", "south", "west"), Column.text("enemy", "Enemy"),
                Column.text("text", "In words"));
    }

    private static Column choice(String member, String label, String... values) {
        List<Choice> choices = new ArrayList<>();
        for (String v : values) choices.add(Choice.of(v, v));
        return Column.of(FieldSpec.builder(member, FieldType.CHOICE).label(label).choices(choices).build(), member);
    }

    @Override
    public void refresh() {
        table.refresh();
    }

    /** The table of conditions (for tests). */
    public RowTable table() {
        return table;
    }

    @Override
    public boolean canAdd() {
        return true;
    }

    /** A new condition after the one selected: the first side outlasts to the end, to be made into the one meant. */
    @Override
    public void add() {
        rows.add(table.selected(), "condition", (tree, id) -> {
            ObjectNode c = JsonNodeFactory.instance.objectNode();
            c.put("id", id);
            JsonNode firstSide = tree.path("sides").path(0).path("id");
            c.put("side", firstSide.isTextual() ? firstSide.textValue() : "");
            c.put("goal", "outlast");
            c.put("check", "game-end");
            c.put("decisive", true);
            return c;
        });
    }

    @Override
    public boolean canDuplicate() {
        return !table.selected().isEmpty();
    }

    @Override
    public void duplicate() {
        rows.duplicate(table.selected().get(0), "condition");
    }

    @Override
    public boolean canDelete() {
        return !table.selected().isEmpty();
    }

    @Override
    public void delete() {
        rows.delete(table.selected());
    }
}
