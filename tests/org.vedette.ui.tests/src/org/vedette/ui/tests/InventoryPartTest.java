package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.junit.jupiter.api.Test;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.NeedLine;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.EditorPart;
import org.vedette.ui.internal.parts.Editors;
import org.vedette.ui.inventory.internal.InventoryPart;

/**
 * The Inventory part, contributed by org.vedette.ui.inventory's model
 * fragment: a scenario against a collection of the workspace, coloured and
 * filtered, following the files, opening a figure's collection at its item.
 */
class InventoryPartTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final String ALMARAZ = "scenarios/bridge-at-almaraz.json";
    private static final String FIGURES = "collection/my-figures.json";

    private static InventoryPart show() {
        assertEquals(1, Workbench.modelService().findElements(Workbench.window(), "org.vedette.ui.inventory.menu.show",
                MMenuElement.class, null, EModelService.IN_MAIN_MENU).size(), "the fragment's Window ▸ Inventory item");
        assertTrue(Workbench.command("org.vedette.ui.inventory.command.show"), "the fragment's command runs");
        MPart part = Workbench.partService().findPart(InventoryPart.ID);
        assertNotNull(part, "the fragment's part");
        return (InventoryPart) part.getObject();
    }

    @Test
    void aScenarioAgainstTheCollectionColouredAndFiltered() {
        InventoryPart part = show();
        part.choose(ALMARAZ, FIGURES);
        assertNotNull(part.plan(), part.status());
        assertTrue(part.status().contains("No event tables installed: encounters not counted"), part.status());
        List<NeedLine> all = part.visibleNeeds();
        assertEquals(part.plan().lines().size(), all.size());
        long shortNeeds = all.stream().filter(l -> l.state() == NeedLine.State.SHORT).count();
        assertTrue(shortNeeds > 0, "the example collection has no command figures");
        // Each state its own colour.
        NeedLine shortOne = all.stream().filter(l -> l.state() == NeedLine.State.SHORT).findFirst().orElseThrow();
        NeedLine coveredOne = all.stream().filter(l -> l.state() == NeedLine.State.COVERED).findFirst().orElseThrow();
        NeedLine substitutedOne = all.stream().filter(l -> l.state() == NeedLine.State.SUBSTITUTED).findFirst()
                .orElseThrow();
        assertNotEquals(part.colour(shortOne), part.colour(coveredOne));
        assertNotEquals(part.colour(substitutedOne), part.colour(coveredOne));
        assertNotEquals(part.colour(substitutedOne), part.colour(shortOne));

        part.filter("", "Short");
        assertEquals(shortNeeds, part.visibleNeeds().size());
        part.filter("standard", "All");
        assertTrue(part.visibleNeeds().stream().allMatch(l -> l.need().label().contains("standard")));
        assertEquals(2, part.visibleNeeds().size(), "a British and a French standard");
        part.filter("", "All");
        // The OSOTH minimums instead of a scenario.
        part.choose(null, FIGURES);
        assertEquals(80, part.plan().needed());
    }

    @Test
    void theViewFollowsTheCollectionOnDiskAndOpensAFiguresItem() throws IOException {
        InventoryPart part = show();
        Path extra = Workbench.workspace().resolve("collection/inventory-test.json");
        String before = Files.readString(Workbench.workspace().resolve(FIGURES));
        Files.writeString(extra, before.replace("\"id\": \"my-figures\"", "\"id\": \"inventory-test\""));
        try {
            WorkspaceFolder folder = Workbench.context().get(WorkspaceFolder.class);
            Workbench.waitUntil("the new collection in the workspace", WAIT, () -> folder.file(extra).isPresent());
            Workbench.spin();
            part.choose(ALMARAZ, "collection/inventory-test.json");
            assertNotNull(part.plan(), part.status());
            assertEquals("inventory-test", part.plan().collection(), part.status());
            int shortBefore = part.plan().shortBy();
            // The collector adds the standard bearers; the plan follows the save.
            Files.writeString(extra, before.replace("\"id\": \"my-figures\"", "\"id\": \"inventory-test\"")
                    .replace("\"items\": [", "\"items\": [\n    { \"id\": \"colours\", \"troopType\": \"infantry\","
                            + " \"nation\": \"british\", \"role\": \"standard\", \"count\": 1, \"box\": \"Box 9\" },"));
            Workbench.waitUntil("the plan to see the standard bearer", WAIT,
                    () -> part.plan() != null && part.plan().shortBy() == shortBefore - 1);

            Assigned colours = part.plan().lines().stream().flatMap(l -> l.assigned().stream())
                    .filter(a -> a.itemId().equals("colours")).findFirst().orElseThrow();
            assertEquals("Box 9", colours.box());
            part.open(colours);
            Workbench.spin();
            MPart editor = Editors.find(Workbench.partService(), extra).orElseThrow();
            assertEquals(8, ((EditorPart) editor.getObject()).caretLine(), "the item's line (the first of the items)");
            Workbench.partService().hidePart(editor, true);
        } finally {
            Files.deleteIfExists(extra);
        }
    }
}
