package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.Plan;
import org.vedette.io.CollectionFiles;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.editors.parts.CollectionEditor;
import org.vedette.ui.editors.parts.Column;
import org.vedette.ui.editors.parts.ItemsPage;
import org.vedette.ui.editors.parts.RowTable;

/**
 * The collection editor and the inventory planner (issue #15): each item
 * shows the needs of the chosen scenario it is assigned to, following the
 * collection as edited before it is saved; and a collection that still says
 * where figures are kept in the old {@code storage} field is moved into box
 * and drawer in one change that Undo takes back.
 */
class CollectionPlanningTest {
    private final Path collection = Bench.workspace().resolve("collection/planned-collection.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        Bench.close(collection);
        Files.deleteIfExists(collection);
    }

    @Test
    void eachItemShowsTheNeedsOfTheChosenScenarioItIsAssignedTo() throws Exception {
        Files.copy(Bench.workspace().resolve("collection/my-figures.json"), collection);
        CollectionEditor editor = Bench.open(collection);
        ItemsPage items = editor.items();
        items.planFor("scenarios/bridge-at-almaraz.json");
        Bench.spin();

        // What the planner service itself assigns, item by item, for the same files.
        Plan plan = plan(Bench.workspace().resolve("scenarios/bridge-at-almaraz.json"),
                CollectionFiles.read(collection).value());
        Map<String, String> expected = byItem(plan);
        assertFalse(expected.isEmpty(), "the example collection covers some of the bridge's needs");
        int column = assignedColumn(editor.table());
        int rows = editor.document().at("/items").size();
        for (int i = 0; i < rows; i++) {
            String row = "/items/" + i;
            String id = editor.document().at(row + "/id").asText();
            assertEquals(expected.getOrDefault(id, ""), items.assignedTo(row), id);
            assertEquals(items.assignedTo(row), cell(editor.table(), row, column), "the column shows it: " + id);
        }
        assertTrue(items.assignedSummary().startsWith("Assigned to the needs of " + plan.title() + ": "
                + plan.assigned() + " of " + plan.needed() + " figures"), items.assignedSummary());

        // An edit not yet saved is planned at once: an item with no figures left is assigned to nothing.
        String firstAssigned = expected.keySet().iterator().next();
        String row = rowOf(editor, firstAssigned);
        RowTable table = editor.table();
        List<String> labels = table.columns().stream().map(Column::label).toList();
        table.edit(row, labels.indexOf("Painted"), "0");
        table.edit(row, labels.indexOf("Count"), "0");
        Bench.spin();
        Bench.waitUntil("the plan of the edited collection", () -> items.assignedTo(row).isEmpty());
        assertTrue(editor.isDirty());

        // The ch. XII minimums are a choice too.
        items.planFor(null);
        Bench.spin();
        assertTrue(items.assignedSummary().startsWith("Assigned to the needs of "), items.assignedSummary());
        assertFalse(items.assignedSummary().contains(plan.title()), items.assignedSummary());
    }

    @Test
    void atFirstItPlansForTheScenarioOpenInAnEditor() throws Exception {
        Path spy = Bench.workspace().resolve("scenarios/osoth-the-spy-in-the-village.json");
        assertNotEquals(spy, Bench.support().files("vedette.scenario").get(0), "not the choice without an editor open");
        // The scenario editors an earlier test (or the workbench's saved session) left open are closed:
        // with several open the first is taken, and this test is about the one the referee opened. The
        // workbench opens the workspace's first scenario once its start-up completes (LifeCycle), which on a
        // busy machine comes after this first test has begun: it is waited for, to be closed with the rest.
        Bench.startedUp();
        for (Path other : Bench.support().files("vedette.scenario")) Bench.close(other);
        Bench.open(spy);
        try {
            Files.copy(Bench.workspace().resolve("collection/my-figures.json"), collection);
            CollectionEditor editor = Bench.open(collection);
            Bench.spin();
            String title = ScenarioFiles.read(spy, Bench.support().catalog()).value().title();
            assertTrue(editor.items().assignedSummary().startsWith("Assigned to the needs of " + title + ": "),
                    editor.items().assignedSummary());
        } finally {
            Bench.close(spy);
        }
    }

    @Test
    void theOldStorageFieldIsMovedIntoBoxAndDrawerAndUndoTakesItBack() throws Exception {
        Files.writeString(collection, """
                { "format": "vedette.collection", "version": 1, "id": "old",
                  "items": [ { "id": "rifles", "count": 8, "troopType": "rifle", "storage": "Box 3, drawer 2" },
                             { "id": "guns", "count": 1, "storage": "Shelf A" },
                             { "id": "monks", "count": 4, "storage": "Box 9", "box": "Box 4" } ] }
                """);
        CollectionEditor editor = Bench.open(collection);
        assertEquals(3, CollectionFiles.read(collection).warnings().size(), "each old field is warned of");
        editor.items().moveOldStorage();
        Bench.spin();
        for (int i = 0; i < 3; i++) assertTrue(editor.document().at("/items/" + i + "/storage").isMissingNode());
        Bench.command("org.vedette.ui.command.save", Map.of());
        var read = CollectionFiles.read(collection);
        assertTrue(read.ok(), read.report());
        assertTrue(read.warnings().isEmpty(), read.report());
        List<CollectionItem> moved = read.value().items();
        assertEquals("Box 3", moved.get(0).box());
        assertEquals("drawer 2", moved.get(0).drawer());
        assertEquals("Shelf A", moved.get(1).box());
        assertNull(moved.get(1).drawer());
        assertEquals("Box 4", moved.get(2).box(), "an item's own box is kept");
        assertFalse(Files.readString(collection).contains("storage"));

        Bench.command("org.vedette.ui.command.undo", Map.of());
        Bench.spin();
        assertEquals("Box 3, drawer 2", editor.document().at("/items/0/storage").asText());
        assertTrue(editor.document().at("/items/0/box").isMissingNode());
    }

    private static Plan plan(Path scenarioFile, FigureCollection c) throws InterruptedException {
        ServiceTracker<InventoryPlanner, InventoryPlanner> t = new ServiceTracker<>(
                FrameworkUtil.getBundle(CollectionPlanningTest.class).getBundleContext(), InventoryPlanner.class, null);
        t.open();
        try {
            InventoryPlanner planner = t.waitForService(10_000);
            assertNotNull(planner, "no InventoryPlanner service");
            Scenario s = ScenarioFiles.read(scenarioFile, Bench.support().catalog()).value();
            return planner.plan(s, c, planner.defaultRules(), Coverage.WORST_CASE);
        } finally {
            t.close();
        }
    }

    /** Each item's needs, written out independently of the editor's own code. */
    private static Map<String, String> byItem(Plan plan) {
        Map<String, String> by = new LinkedHashMap<>();
        for (NeedLine l : plan.lines()) {
            for (Assigned a : l.assigned()) {
                String text = l.need().label() + " × " + a.count() + (a.substituted() ? ", standing in" : "");
                by.merge(a.itemId(), text, (x, y) -> x + "; " + y);
            }
        }
        return by;
    }

    private static int assignedColumn(RowTable table) {
        TreeColumn[] columns = table.viewer().getTree().getColumns();
        for (int i = 0; i < columns.length; i++) {
            if (columns[i].getText().equals(ItemsPage.ASSIGNED_TO)) return i;
        }
        throw new AssertionError("no " + ItemsPage.ASSIGNED_TO + " column");
    }

    private static String cell(RowTable table, String row, int column) {
        for (TreeItem item : table.viewer().getTree().getItems()) {
            if (row.equals(item.getData())) return item.getText(column);
        }
        throw new AssertionError("no row " + row);
    }

    private static String rowOf(CollectionEditor editor, String id) {
        int rows = editor.document().at("/items").size();
        for (int i = 0; i < rows; i++) {
            if (editor.document().at("/items/" + i + "/id").asText().equals(id)) return "/items/" + i;
        }
        throw new AssertionError("no item " + id);
    }
}
