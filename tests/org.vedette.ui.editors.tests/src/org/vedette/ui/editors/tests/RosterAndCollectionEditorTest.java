package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Roster;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.CollectionFiles;
import org.vedette.io.RosterFiles;
import org.vedette.ui.editors.parts.CollectionEditor;
import org.vedette.ui.editors.parts.Column;
import org.vedette.ui.editors.parts.RosterEditor;
import org.vedette.ui.editors.parts.RowTable;

/**
 * The roster editor's table — a column per profile field of the roster's
 * ruleset, cell editors by type, a number typed wrong said and not written,
 * problems in the cell, add, duplicate and delete as commands, sorting and
 * filtering — and the collection editor's items and totals by troop type.
 */
class RosterAndCollectionEditorTest {
    private final Path roster = Bench.workspace().resolve("rosters/edited-roster.json");
    private final Path collection = Bench.workspace().resolve("collection/edited-collection.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        for (Path p : List.of(roster, collection)) {
            Bench.close(p);
            Files.deleteIfExists(p);
        }
    }

    @Test
    void theRosterTableHasAColumnPerProfileFieldAndEditsCellsByType() throws Exception {
        Files.copy(Bench.workspace().resolve("rosters/british.json"), roster);
        RosterEditor editor = Bench.open(roster);
        RowTable table = editor.table();
        Ruleset onehour = Bench.support().ruleset("onehour").orElseThrow();
        List<String> labels = table.columns().stream().map(Column::label).toList();
        for (FieldSpec f : onehour.profile().fields()) assertTrue(labels.contains(f.label()), labels.toString());
        int typeColumn = labels.indexOf(onehour.profile().fields().get(0).label());
        FieldSpec type = onehour.profile().fields().get(0);

        // A choice cell: the combo's index of the choice (after "—" only when the field may be left out).
        int offset = type.required() ? 0 : 1;
        table.edit("/units/0", typeColumn, type.choices().size() - 1 + offset);
        Bench.spin();
        assertEquals(type.choices().get(type.choices().size() - 1).label(), table.cellText("/units/0", typeColumn));

        // Add, duplicate, delete: one operation each, through the tool bar's command.
        int units = editor.document().at("/units").size();
        table.select("/units/1");
        Bench.row("duplicate");
        assertEquals(units + 1, editor.document().at("/units").size());
        String copyId = editor.document().at("/units/2/id").asText();
        assertFalse(copyId.equals(editor.document().at("/units/1/id").asText()), "a copy gets an id of its own");
        table.select("/units/2");
        Bench.row("delete");
        assertEquals(units, editor.document().at("/units").size());
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertEquals(copyId, editor.document().at("/units/2/id").asText(), "the delete undone");

        // A problem io finds shows in its cell: a quality the ruleset does not know.
        int quality = labels.indexOf("Quality");
        String text = editor.source().text().replaceFirst("\"quality\": \"trained\"", "\"quality\": \"veteran\"");
        editor.source().widget().setText(text);
        Bench.waitUntil("the check of the edited text", () -> !table.cellProblems("/units/0", quality).isEmpty());
        assertTrue(table.cellProblems("/units/0", quality).get(0).message().contains("veteran"));

        // Sorted by name, filtered by a word.
        int name = labels.indexOf("Name");
        table.sort(name, true);
        List<String> shown = new ArrayList<>();
        for (TreeItem i : table.viewer().getTree().getItems()) shown.add(i.getText(name));
        List<String> sorted = new ArrayList<>(shown);
        sorted.sort(String::compareToIgnoreCase);
        assertEquals(sorted, shown);
        String one = editor.document().at("/units/1/id").asText();
        table.filter().setText(one);
        Bench.spin();
        // The unit and its copy (whose id is made from it) contain the id typed; no other unit does.
        List<String> containing = new ArrayList<>();
        editor.document().at("/units").forEach(u -> {
            if (u.path("id").asText().contains(one)) containing.add(u.path("id").asText());
        });
        assertEquals(List.of(one, copyId), containing);
        List<String> left = new ArrayList<>();
        for (TreeItem i : table.viewer().getTree().getItems()) left.add(i.getText(0));
        assertEquals(containing.stream().sorted().toList(), left.stream().sorted().toList());

        Bench.command("org.vedette.ui.command.save", Map.of());
        assertEquals(editor.source().text(), Files.readString(roster));
    }

    @Test
    void aNumberTypedWrongIsSaidAndNotWritten() throws Exception {
        Files.copy(Bench.workspace().resolve("collection/my-figures.json"), collection);
        CollectionEditor editor = Bench.open(collection);
        RowTable table = editor.table();
        List<String> labels = table.columns().stream().map(Column::label).toList();
        String before = editor.source().text();
        table.edit("/items/0", labels.indexOf("Count"), "-3");
        Bench.spin();
        assertEquals(before, editor.source().text(), "a count below 0 changes nothing");
        table.edit("/items/0", labels.indexOf("Count"), "twelve");
        assertEquals(before, editor.source().text(), "a word for a count changes nothing");
        assertFalse(editor.isDirty());
    }

    @Test
    void theCollectionShowsItsItemsWhereTheyAreStoredAndTotalsByTroopType() throws Exception {
        Files.copy(Bench.workspace().resolve("collection/my-figures.json"), collection);
        CollectionEditor editor = Bench.open(collection);
        RowTable table = editor.table();
        List<String> labels = table.columns().stream().map(Column::label).toList();
        assertFalse(labels.contains("Stored in"), "where figures are kept is box and drawer, not the old storage");
        table.edit("/items/0", labels.indexOf("Box"), "Box 3");
        table.select("/items/0");
        Bench.row("add");
        int added = 1;
        table.edit("/items/" + added, labels.indexOf("Troop type"), "line-infantry");
        table.edit("/items/" + added, labels.indexOf("Count"), "6");
        Bench.spin();
        Bench.waitUntil("the check", () -> editor.diagnostics().isEmpty() && editor.source().text().contains("Box 3"));
        Bench.command("org.vedette.ui.command.save", Map.of());

        var read = CollectionFiles.read(collection);
        assertTrue(read.ok(), read.report());
        FigureCollection c = read.value();
        // The totals the editor shows are the file's, troop type by troop type.
        for (var t : editor.totals()) {
            List<CollectionItem> of = c.items().stream().filter(i -> t.troopType().equals("all")
                    || t.troopType().equals(i.troopType() == null ? "(no type)" : i.troopType())).toList();
            assertEquals(of.size(), t.items(), t.toString());
            assertEquals(of.stream().mapToInt(CollectionItem::count).sum(), t.figures(), t.toString());
            assertEquals(of.stream().mapToInt(CollectionItem::painted).sum(), t.painted(), t.toString());
        }
        assertEquals("Box 3", c.items().get(0).box());
        assertEquals("drawer A", c.items().get(0).drawer(), "the example's own drawer is kept");
        assertEquals(6, c.items().get(1).count());
    }

    @Test
    void theInventoryPlannersFieldsAreColumnsAndReadBack() throws Exception {
        Files.copy(Bench.workspace().resolve("collection/my-figures.json"), collection);
        CollectionEditor editor = Bench.open(collection);
        RowTable table = editor.table();
        List<String> labels = table.columns().stream().map(Column::label).toList();
        table.edit("/items/0", labels.indexOf("Drawer"), "drawer Z");
        table.edit("/items/0", labels.indexOf("Role"), "officer");
        table.edit("/items/0", labels.indexOf("Weapon"), "musket");
        Bench.spin();
        Bench.waitUntil("the check", () -> editor.diagnostics().isEmpty() && editor.source().text().contains("drawer Z"));
        Bench.command("org.vedette.ui.command.save", Map.of());
        var read = CollectionFiles.read(collection);
        assertTrue(read.ok(), read.report());
        CollectionItem first = read.value().items().get(0);
        assertEquals("Box 1", first.box(), "the example's own box is kept");
        assertEquals("drawer Z", first.drawer());
        assertEquals("officer", first.role());
        assertEquals("musket", first.weapon());
    }

    /** Keeps the roster type imported: the test reads what it saved with io's reader. */
    static Roster read(Path p) {
        return RosterFiles.read(p, Bench.support().catalog()).value();
    }
}
