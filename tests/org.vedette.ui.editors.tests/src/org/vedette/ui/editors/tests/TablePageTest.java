package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.TerrainKind;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.table.Sight;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;
import org.vedette.ui.editors.parts.ScenarioEditor;
import org.vedette.ui.editors.parts.TablePage;
import org.vedette.ui.map.TableMap;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The scenario editor's Table page, driven by the mouse as a designer would:
 * a unit dragged and turned on the map lands in its side's deployment,
 * saved, undone and redone, and is where it was put when the file is opened
 * again; a wood drawn point by point becomes a terrain feature with the kind,
 * cover and going chosen, its point dragged, and a bad outline changes
 * nothing; the tape from base to base shows what the engine computes, and
 * the table exports as a PNG.
 */
class TablePageTest {
    private final Path file = Bench.workspace().resolve("scenarios/table-page.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        Bench.close(file);
        Files.deleteIfExists(file);
    }

    private ScenarioEditor openTable() throws Exception {
        Files.copy(Bench.workspace().resolve("scenarios/bridge-at-almaraz.json"), file);
        ScenarioEditor editor = Bench.open(file);
        editor.showPage("Table");
        Bench.spin();
        assertNotNull(editor.table().map().table(), "the map shows the table: " + editor.table().status());
        return editor;
    }

    @Test
    void aUnitDraggedAndTurnedOnTheMapIsSavedUndoneAndReopenedWhereItWasPut() throws Exception {
        ScenarioEditor editor = openTable();
        TablePage page = editor.table();
        TableMap map = page.map();
        assertEquals(Position.at(6, 3), at(stand(map, "50th-foot")), "as the example deploys it");

        drag(map, Position.at(6, 3), Position.at(9, 8), 0);
        JsonNode placed = editor.document().at("/sides/0/deployment/50th-foot");
        assertEquals(9, placed.path("x").asDouble(), 0.15);
        assertEquals(8, placed.path("y").asDouble(), 0.15);
        assertEquals(0, placed.path("facing").asInt(), "a move keeps the facing");
        assertEquals(9, stand(map, "50th-foot").position().x(), 0.15, "the map shows it where it was put");
        // Shift-drag turns the unit to face the pointer: due east.
        Position centre = stand(map, "50th-foot").position();
        drag(map, centre, Position.at(centre.x() + 5, centre.y()), SWT.SHIFT);
        assertEquals(90, editor.document().at("/sides/0/deployment/50th-foot/facing").asInt());
        assertEquals(90, stand(map, "50th-foot").facing(), 1e-9);

        // Each gesture is one operation: Undo turns it back, then moves it back; Redo does both again.
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertEquals(0, stand(map, "50th-foot").facing(), 1e-9);
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertEquals(Position.at(6, 3), at(stand(map, "50th-foot")));
        assertFalse(editor.isDirty(), "both undone, the text is the file's again");
        Bench.command("org.vedette.ui.command.redo", Map.of());
        Bench.command("org.vedette.ui.command.redo", Map.of());
        assertEquals(90, stand(map, "50th-foot").facing(), 1e-9);

        assertTrue(editor.isDirty());
        Bench.command("org.vedette.ui.command.save", Map.of());
        assertFalse(editor.isDirty());
        ReadResult<Scenario> read = ScenarioFiles.read(file, Bench.support().catalog());
        assertTrue(read.ok(), read.report());
        Position saved = read.value().sides().get(0).deployment().get("50th-foot");
        assertEquals(9, saved.x(), 0.15);
        assertEquals(90.0, saved.facing());

        Bench.close(file);
        ScenarioEditor again = Bench.open(file);
        again.showPage("Table");
        Bench.spin();
        Stand reopened = stand(again.table().map(), "50th-foot");
        assertEquals(saved.x(), reopened.position().x(), 1e-9);
        assertEquals(90, reopened.facing(), 1e-9);
    }

    @Test
    void aWoodIsDrawnPointByPointReshapedAndABadOutlineChangesNothing() throws Exception {
        ScenarioEditor editor = openTable();
        TablePage page = editor.table();
        TableMap map = page.map();
        int before = editor.document().at("/table/terrain").size();

        page.chooseTool(TablePage.Tool.TERRAIN);
        page.chooseTerrain(TerrainKind.WOODS, CoverClass.SOFT, Going.BAD);
        List<Position> outline = List.of(Position.at(2, 8), Position.at(8, 8), Position.at(8, 12), Position.at(2, 12));
        for (Position p : outline) click(map, p);
        doubleClick(map, outline.get(3));
        JsonNode wood = editor.document().at("/table/terrain/" + before);
        assertEquals("woods", wood.path("kind").asText(), wood.toString());
        assertEquals("soft", wood.path("cover").asText());
        assertEquals("bad", wood.path("going").asText());
        assertEquals(4, wood.path("outline").size(), "the double-click's second press is not a fifth point");
        for (int i = 0; i < 4; i++) {
            assertEquals(outline.get(i).x(), wood.at("/outline/" + i + "/x").asDouble(), 0.15);
            assertEquals(outline.get(i).y(), wood.at("/outline/" + i + "/y").asDouble(), 0.15);
        }
        assertEquals(before + 1, map.table().terrain().size(), "the map shows the wood");

        // Picked, its north-east point dragged two inches east.
        page.chooseTool(TablePage.Tool.SELECT);
        click(map, Position.at(5, 10));
        assertTrue(map.selection().contains(wood.path("id").asText()), "a click in the wood picks it");
        drag(map, Position.at(wood.at("/outline/2/x").asDouble(), wood.at("/outline/2/y").asDouble()),
                Position.at(10, 12), 0);
        assertEquals(10, editor.document().at("/table/terrain/" + before + "/outline/2/x").asDouble(), 0.15);

        // An outline that crosses itself is refused, saying why, and the document is as it was.
        String text = editor.source().text();
        page.chooseTool(TablePage.Tool.TERRAIN);
        for (Position p : List.of(Position.at(20, 8), Position.at(26, 14), Position.at(26, 8), Position.at(20, 14))) {
            click(map, p);
        }
        doubleClick(map, Position.at(20, 14));
        assertEquals(text, editor.source().text());
        assertTrue(page.status().contains("crosses itself"), page.status());

        Bench.command("org.vedette.ui.command.undo", Map.of());
        Bench.command("org.vedette.ui.command.undo", Map.of());
        assertEquals(before, map.table().terrain().size(), "undone, the wood is gone");
    }

    @Test
    void theTapeFromBaseToBaseShowsTheEnginesDistanceAndLineOfSightAndTheTableExportsAsPng() throws Exception {
        ScenarioEditor editor = openTable();
        TablePage page = editor.table();
        TableMap map = page.map();
        // A wood drawn across the line from the 50th Foot to the 39e Ligne, so sight has something to say.
        Position from = stand(map, "50th-foot").position(), to = stand(map, "39e-ligne").position();
        Position mid = Position.at((from.x() + to.x()) / 2, (from.y() + to.y()) / 2);
        page.chooseTool(TablePage.Tool.TERRAIN);
        page.chooseTerrain(TerrainKind.WOODS, CoverClass.SOFT, Going.BAD);
        for (double[] d : new double[][] { { -3, -2 }, { 3, -2 }, { 3, 2 }, { -3, 2 } }) {
            click(map, Position.at(mid.x() + d[0], mid.y() + d[1]));
        }
        doubleClick(map, Position.at(mid.x() - 3, mid.y() + 2));

        page.chooseTool(TablePage.Tool.TAPE);
        drag(map, from, to, 0);
        Scenario s = ScenarioFiles.parse(editor.source().text(), file, Bench.support().catalog()).value();
        TableGeometry geometry = TableGeometry.of(s.table(), TableRules.forRuleset(s.ruleset()));
        Stands stands = geometry.stands(GameState.of(s, Bench.support().ruleset(s.ruleset()).orElseThrow()).actors()
                .values());
        Sight sight = stands.sight(stands.get("50th-foot"), stands.get("39e-ligne"));
        List<String> notes = map.tape().notes();
        assertTrue(notes.get(0).endsWith(String.format(java.util.Locale.ROOT, "%.1f\" base to base",
                geometry.distance(stands.get("50th-foot"), stands.get("39e-ligne")))), notes.get(0));
        assertFalse(sight.reasons().isEmpty(), "the wood across the line gives a reason: " + sight);
        assertEquals(2, notes.size(), "beside the tape: the distance and the sight");
        assertTrue(notes.get(1).startsWith(sight.visible() ? "Line of sight: clear" : "Line of sight: blocked"),
                notes.get(1));
        assertEquals(sight.visible(), map.tape().clear());
        for (String reason : sight.reasons()) {
            assertTrue(page.status().contains(reason), "the engine's reason '" + reason + "' is said: "
                    + page.status());
        }

        // The tape between two points is the distance alone.
        drag(map, Position.at(1, 30), Position.at(4, 34), 0);
        assertEquals(5, map.tape().length(), 0.1);
        assertEquals(List.of(String.format(java.util.Locale.ROOT, "%.1f\"", map.tape().length())), map.tape().notes());

        Path png = Files.createTempDirectory("table").resolve("almaraz.png");
        page.exportPng(png);
        ImageData picture = new ImageLoader().load(png.toString())[0];
        assertEquals((int) Math.ceil(s.table().width() * 10) + 40, picture.width, page.status());
    }

    private static Stand stand(TableMap map, String id) {
        return map.stands().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
    }

    private static Position at(Stand s) {
        return Position.at(Math.round(s.position().x() * 10) / 10.0, Math.round(s.position().y() * 10) / 10.0);
    }

    private static void drag(TableMap map, Position from, Position to, int state) {
        mouse(map, SWT.MouseDown, from, state);
        List<Position> way = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            way.add(Position.at(from.x() + (to.x() - from.x()) * i / 4, from.y() + (to.y() - from.y()) * i / 4));
        }
        for (Position p : way) mouse(map, SWT.MouseMove, p, state | SWT.BUTTON1);
        mouse(map, SWT.MouseUp, to, state | SWT.BUTTON1);
        Bench.spin();
    }

    private static void click(TableMap map, Position p) {
        mouse(map, SWT.MouseDown, p, 0);
        mouse(map, SWT.MouseUp, p, SWT.BUTTON1);
        Bench.spin();
    }

    private static void doubleClick(TableMap map, Position p) {
        click(map, p);
        mouse(map, SWT.MouseDoubleClick, p, 0);
        Bench.spin();
    }

    private static void mouse(TableMap map, int type, Position p, int state) {
        Event e = new Event();
        e.button = type == SWT.MouseMove ? 0 : 1;
        e.x = (int) Math.round(map.scale().screenX(p.x()));
        e.y = (int) Math.round(map.scale().screenY(p.y()));
        e.stateMask = state;
        map.notifyListeners(type, e);
    }
}
