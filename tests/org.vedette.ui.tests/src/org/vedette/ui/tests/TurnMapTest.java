package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Position;
import org.vedette.core.rules.ActionRequest;
import org.vedette.table.Stand;
import org.vedette.ui.internal.parts.TurnPart;
import org.vedette.ui.map.TableMap;

/**
 * The Turn part's map: a game whose scenario deploys its units shows them on
 * the table where they stand, those whose turn it is outlined; a move taken
 * with a path on the table puts the unit at the path's end, is journalled
 * with its path, and Undo moves the unit back.
 */
class TurnMapTest {
    @AfterEach
    void clear() {
        Games.clear();
    }

    /**
     * The Turn part shows what the players may see: the French garrison made a hidden force (until turn 2) is
     * neither listed nor drawn, though deployed; the 13th Light Dragoons, who arrive on turn 3, are listed with
     * their turn but are not among those to act.
     */
    @Test
    void aHiddenForceIsNeitherListedNorDrawnAndAUnitStillToArriveIsListedWithItsTurn() throws Exception {
        Path from = Workbench.workspace().resolve("scenarios/bridge-at-almaraz.json");
        Path copy = from.resolveSibling("hidden-bridge-at-almaraz.json");
        String text = Files.readString(from).replace("\"control\": \"non-player\",",
                "\"control\": \"non-player\", \"hidden\": { \"until\": \"the column is seen\", \"turn\": 2 },");
        assertTrue(text.contains("\"hidden\""), "the garrison is hidden");
        Files.writeString(copy, text);
        try {
            Workbench.waitUntil("the workspace lists the copy", java.time.Duration.ofSeconds(10),
                    () -> Games.folder().file(copy).isPresent());
            Games.begin(Workbench.workspace().relativize(copy).toString(), "games/almaraz-hidden");
        } finally {
            Files.deleteIfExists(copy);
            Workbench.spin();
        }
        TurnPart turn = Games.turn();
        assertNull(turn.actorRow("6e Léger"), "the hidden garrison is not listed");
        assertNotNull(turn.actorRow("50th (West Kent) Foot"));
        String dragoons = turn.actorRow("13th Light Dragoons");
        assertTrue(dragoons != null && dragoons.contains("not on the table yet: it arrives on turn 3"), dragoons);
        String acting = turn.turnText();
        assertTrue(acting.contains("To act: 50th (West Kent) Foot"), acting);
        assertFalse(acting.contains("13th Light Dragoons"), acting);
        turn.showMap();
        Workbench.spin();
        TableMap map = turn.map();
        assertTrue(map.stands().stream().noneMatch(s -> s.id().equals("6e-leger")), "nor drawn");
        assertEquals(Position.at(6, 3), where(stand(map, "50th-foot")));
    }

    @Test
    void theMapShowsTheDeployedUnitsAndAMoveWithAPathIsUndoneBackToWhereItStood() throws Exception {
        Path game = Games.begin("scenarios/bridge-at-almaraz.json", "games/almaraz-map");
        TurnPart turn = Games.turn();
        assertTrue(turn.mapShown(), "Almaraz deploys its units: the Turn part has a map");
        turn.showMap();
        Workbench.spin();
        TableMap map = turn.map();
        assertEquals(Position.at(6, 3), where(stand(map, "50th-foot")), "as the scenario deploys it");
        assertEquals(Set.copyOf(Games.open().state().turn().activation().actors()), map.selection(),
                "the units whose turn it is are outlined");

        // A move on the table: the ruleset's move by the distance, and the path the game adds — west, below the
        // cork woods, which the book closes to line infantry (1H Terrain).
        ActionRequest move = new ActionRequest("onehour", "move", Map.of("actor", "50th-foot", "distance", 4.0,
                TableMove.PATH, "6,3; 2,3"));
        Games.open().act(move, new ScriptedDice());
        Workbench.spin();
        assertEquals(Position.at(2, 3), where(stand(map, "50th-foot")), "the map shows the unit where it went");
        assertEquals(0, stand(map, "50th-foot").facing(), 1e-9, "it keeps its facing");
        String last = Games.lines(game).get(Games.lines(game).size() - 1);
        assertTrue(last.contains("\"table.path\":\"6,3; 2,3\""), "journalled with its path: " + last);

        // Zoomed in on where the unit went, for the picture.
        map.zoom(2.5, (int) map.scale().screenX(2), (int) map.scale().screenY(3));
        Workbench.spin();
        picture(map.getShell(), "turn-map.png");

        turn.undo();
        Workbench.spin();
        assertEquals(Position.at(6, 3), where(stand(map, "50th-foot")), "Undo moves it back");
    }

    /**
     * The window as drawn, for README (docs/turn-map.png; BalancePartTest's docs/balance.png): printed by SWT, no
     * screen grab needed.
     */
    static void picture(org.eclipse.swt.widgets.Control shell, String name) throws Exception {
        var size = shell.getSize();
        var image = new org.eclipse.swt.graphics.Image(shell.getDisplay(), size.x, size.y);
        var gc = new org.eclipse.swt.graphics.GC(image);
        try {
            shell.print(gc);
            var loader = new org.eclipse.swt.graphics.ImageLoader();
            loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
            Path out = Path.of(System.getProperty("vedette.pictures", "target/pictures"));
            java.nio.file.Files.createDirectories(out);
            loader.save(out.resolve(name).toString(), org.eclipse.swt.SWT.IMAGE_PNG);
            assertTrue(java.nio.file.Files.size(out.resolve(name)) > 10_000, name + " is a drawn window");
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    @Test
    void aUnitDraggedOnTheMapIsTheMoveTheActionResolverTakes() {
        Path game = Games.begin("scenarios/bridge-at-almaraz.json", "games/almaraz-drag");
        TurnPart turn = Games.turn();
        turn.showMap();
        Workbench.spin();
        TableMap map = turn.map();
        mouse(map, org.eclipse.swt.SWT.MouseDown, Position.at(6, 3));
        mouse(map, org.eclipse.swt.SWT.MouseMove, Position.at(7.5, 5));
        mouse(map, org.eclipse.swt.SWT.MouseUp, Position.at(9, 7));
        assertEquals(5, map.tape().length(), 0.15, "the tape runs from the unit's centre to where it was dropped: " + map.tape().notes());
        assertTrue(map.tape().notes().get(0).startsWith("50th (West Kent) Foot: " + String.format(java.util.Locale.ROOT,
                "%.1f\"", map.tape().length())), map.tape().notes().toString());
        Workbench.spin();

        // The resolver has the ruleset's move, the unit and the distance measured; the referee takes it.
        var resolver = Workbench.part(Workbench.RESOLVER, org.vedette.ui.internal.parts.ActionResolverPart.class);
        assertEquals("move", resolver.actionId());
        assertEquals("50th-foot", String.valueOf(resolver.field("actor").value()));
        // The map finds the 50th's line infantry among the cork woods, which the book closes to them: the move is
        // filled with its length for the referee to judge, and the panel says why the map would not allow it.
        assertEquals(5.0, ((Number) resolver.field("distance").value()).doubleValue(), 0.15, resolver.outcomeText());
        assertTrue(resolver.outcomeText().contains("not allowed: 1H Movement: Woods"), resolver.outcomeText());
        // Taken as it is, the table refuses it with the map's reason, and the unit stays where it stood.
        Games.take(resolver);
        assertTrue(resolver.outcomeText().startsWith("Refused: 50th (West Kent) Foot may not move so")
                && resolver.outcomeText().contains("Cork woods"), resolver.outcomeText());
        assertEquals(Position.at(6, 3), where(stand(map, "50th-foot")), "a refusal moves nobody");
        // The referee knows better than the map: he overrides it, saying why, and the unit goes.
        resolver.overrideTable("the cork woods are thin there");
        assertTrue(Games.take(resolver).contains("the referee's ruling over the table: the cork woods are thin there"),
                resolver.outcomeText());
        Position went = where(stand(map, "50th-foot"));
        assertEquals(9, went.x(), 0.15);
        assertEquals(7, went.y(), 0.15);
        String last = Games.lines(game).get(Games.lines(game).size() - 1);
        assertTrue(last.contains("\"table.path\":\"" + TableMove.write(java.util.List.of(Position.at(6, 3), went))
                + "\""), "journalled with its path, which ends where the unit stands: " + last);

        turn.undo();
        Workbench.spin();
        assertEquals(Position.at(6, 3), where(stand(map, "50th-foot")), "Undo moves it back");
    }

    /**
     * A dragged move is what it costs by the ruleset's going, with the map's words for it: a voltigeur 4"
     * through the Monastery Door's orchard (bad going, Sharpe §4: "all movement halved") uses 8" of his pace.
     */
    @Test
    void aMoveThroughBadGoingCostsWhatTheGoingSaysAndSaysWhy() {
        // Sharpe's beginning throws for the order: the referee's dice, whatever an earlier test left chosen.
        var resolver = Workbench.part(Workbench.RESOLVER, org.vedette.ui.internal.parts.ActionResolverPart.class);
        boolean entered = resolver.usesEnteredDice();
        resolver.useEnteredDice(true);
        try {
            Games.begin("scenarios/the-monastery-door.json", "games/monastery-going", 6, 5, 4, 2, 6, 5, 4, 2);
        } finally {
            resolver.useEnteredDice(entered);
        }
        var state = Games.open().state();
        var stands = org.vedette.table.TableGeometry.of(state.table(), org.vedette.table.TableRules.forRuleset("sharpe"))
                .stands(state.actors().values());
        Stand leroux = stands.get("leroux");
        var inOrchard = stands.measureMove(leroux, java.util.List.of(leroux.position(), Position.at(38, 32)));
        assertEquals(4, inOrchard.length(), 1e-6);
        assertEquals(8, inOrchard.cost(), 1e-6, "the orchard is bad going: its inches count double");
        String words = org.vedette.ui.internal.parts.TablePick.words(inOrchard);
        assertTrue(words.startsWith("4.0\", counting 8.0\": 4.0\" through "), words);
        assertTrue(words.contains("counts 8.0\""), words);

        // What the Action Resolver takes from such a drag: the cost as the distance, the words in its panel.
        org.eclipse.e4.core.contexts.ContextInjectionFactory.make(org.vedette.ui.internal.parts.TablePick.class,
                Workbench.context()).moved(new org.vedette.ui.internal.parts.TablePick.Move(
                "leroux", inOrchard.path(), inOrchard.cost(), false, words));
        Workbench.spin();
        assertEquals("move", resolver.actionId());
        assertEquals("leroux", String.valueOf(resolver.field("actor").value()));
        assertEquals(8.0, ((Number) resolver.field("distance").value()).doubleValue(), 1e-9);
        assertTrue(resolver.outcomeText().contains("From the map: " + words), resolver.outcomeText());
        var across = stands.measureMove(leroux, java.util.List.of(leroux.position(), Position.at(38, 20)));
        assertEquals(8, across.length(), 1e-6);
        assertEquals(12, across.cost(), 1e-6, "leaving the orchard costs double only inside it, the open ground beyond once: "
                + org.vedette.ui.internal.parts.TablePick.words(across));
    }

    /**
     * A unit whose turn it is, clicked, is picked to aim; the next unit clicked is its target, and the Action
     * Resolver is filled with what the table shows, as the ruleset reads it: in One Hour's movement phase a
     * charge, with the inches to the target and the target's arc the charger stands in (1H Charge Moves).
     */
    @Test
    void aUnitPickedThenAnotherClickedFillsTheResolverFromTheTable() {
        Games.begin("scenarios/bridge-at-almaraz.json", "games/almaraz-aim");
        TurnPart turn = Games.turn();
        turn.showMap();
        Workbench.spin();
        TableMap map = turn.map();
        var state = Games.open().state();
        var geometry = org.vedette.table.TableGeometry.of(state.table(), org.vedette.table.TableRules.forRuleset("onehour"));
        var stands = geometry.stands(state.actors().values());
        var expected = org.vedette.table.Sightings.of(geometry, stands, stands.get("92nd-highlanders"),
                stands.get("voltigeurs"));

        // Click the 92nd (no drag), then the voltigeurs.
        mouse(map, org.eclipse.swt.SWT.MouseDown, Position.at(24, 3));
        mouse(map, org.eclipse.swt.SWT.MouseUp, Position.at(24, 3));
        mouse(map, org.eclipse.swt.SWT.MouseMove, Position.at(24, 12.5));
        assertTrue(map.tape().notes().get(0).startsWith("92nd"), "the line of sight follows the pointer: "
                + map.tape().notes());
        mouse(map, org.eclipse.swt.SWT.MouseDown, Position.at(24, 12.5));
        mouse(map, org.eclipse.swt.SWT.MouseUp, Position.at(24, 12.5));
        Workbench.spin();
        var resolver = Workbench.part(Workbench.RESOLVER, org.vedette.ui.internal.parts.ActionResolverPart.class);
        assertEquals("charge", resolver.actionId(), "the movement phase offers no shot: a charge is what aiming fills; " + resolver.outcomeText() + " " + resolver.actionIds());
        assertEquals("92nd-highlanders", String.valueOf(resolver.field("actor").value()));
        assertEquals("voltigeurs", String.valueOf(resolver.field("target").value()));
        assertEquals(Math.round(expected.distance() * 10) / 10.0,
                ((Number) resolver.field("distance").value()).doubleValue(), 1e-9, resolver.outcomeText());
        assertEquals(expected.face().arc(), String.valueOf(resolver.field("arc-at-start").value()));
        assertTrue(resolver.outcomeText().startsWith("From the map: " + org.vedette.ui.internal.parts.TablePick.words(expected)),
                resolver.outcomeText());
        assertEquals(expected.visible(), map.tape().clear(), "the tape is drawn as the line of sight finds it");

        // Picked, then the ground clicked: nothing is aimed and the tape goes.
        mouse(map, org.eclipse.swt.SWT.MouseDown, Position.at(6, 3));
        mouse(map, org.eclipse.swt.SWT.MouseUp, Position.at(6, 3));
        mouse(map, org.eclipse.swt.SWT.MouseDown, Position.at(40, 40));
        assertEquals(null, map.tape(), "letting go of the pick clears the tape");
        assertEquals("92nd-highlanders", String.valueOf(resolver.field("actor").value()), "the form is as it was");
    }

    private static void mouse(TableMap map, int type, Position p) {
        org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
        e.button = type == org.eclipse.swt.SWT.MouseMove ? 0 : 1;
        e.x = (int) Math.round(map.scale().screenX(p.x()));
        e.y = (int) Math.round(map.scale().screenY(p.y()));
        map.notifyListeners(type, e);
    }

    private static Stand stand(TableMap map, String id) {
        return map.stands().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
    }

    private static Position where(Stand s) {
        return Position.at(s.position().x(), s.position().y());
    }
}
