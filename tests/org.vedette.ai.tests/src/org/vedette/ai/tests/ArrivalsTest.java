package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Engagement;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;

/**
 * The Bridge at Almaraz's 13th Light Dragoons, who arrive on turn 3: with the AI playing both sides they take no
 * part before then and come on from the British (south) edge on their turn; a hidden force is no enemy's target.
 */
class ArrivalsTest {
    private static final String DRAGOONS = "13th-light-dragoons";

    private static Game begun(Scenario scenario, long seed) throws IllegalActionException {
        GameState start = GameState.of(scenario, Games.ONE_HOUR);
        return Game.begin(Games.ONE_HOUR, start, new SeededDice(seed), false).game();
    }

    private static boolean names(ActionRequest r, String id) {
        return r.inputs().values().stream().anyMatch(id::equals);
    }

    @Test
    void theDragoonsTakeNoPartBeforeTurnThreeAndComeOnFromTheSouthEdgeOnIt() throws Exception {
        Scenario bridge = WholeGameTest.example("bridge-at-almaraz.json");
        Engagement e = new Engagement(Games.AI, begun(bridge, 1812), Set.of(), new SeededDice(1812), false);
        GameEvent.Moved entered = null;
        int round = 0;
        for (int i = 0; i < 5_000 && entered == null && e.aiToAct(); i++) {
            Engagement.Step step = e.step();
            for (Game.Played p : step.played()) {
                round = p.game().state().turn().round();
                if (p.entry().request() == null || !names(p.entry().request(), DRAGOONS)) continue;
                assertTrue(round >= 3, "turn " + round + ": " + p.entry().request());
                for (GameEvent ev : p.outcome().events()) {
                    if (ev instanceof GameEvent.Moved m && m.actor().equals(DRAGOONS)) entered = m;
                }
            }
        }
        assertNotNull(entered, "the dragoons came on (last turn seen: " + round + ")");
        assertEquals(3, round, "on turn 3, their turn");
        assertNull(entered.from(), "from off the table");
        assertEquals(0, entered.path().get(0).y(), 1, "their path starts at the south edge: " + entered.path());
        assertTrue(entered.to().y() > 1, "and ends on the table: " + entered.to());
    }

    @Test
    void beforeTurnThreeTheAiLeavesTheDragoonsOutAndSaysWhen() throws Exception {
        Scenario bridge = WholeGameTest.example("bridge-at-almaraz.json");
        Game g = begun(bridge, 7);
        Suggestion s = Games.AI.suggest(Games.ONE_HOUR, g.state(), DRAGOONS, Checklist.NONE, new Dice(new SeededDice(7)),
                true);
        assertTrue(s.requests().isEmpty());
        assertTrue(s.reasons().stream().map(Reason::text).anyMatch(t -> t.contains("arrives on turn 3")),
                s.reasons().toString());
    }

    @Test
    void theTableLawRefusesAnEntryFromAnotherEdgeThanTheSides() throws Exception {
        Scenario bridge = WholeGameTest.example("bridge-at-almaraz.json");
        Game g = begun(bridge, 3);
        // The British side's own turn, turn 3: advance past turns 1 and 2 (the onehour movement phase first).
        while (!(g.state().turn().round() == 3 && g.state().turn().activation().includes(DRAGOONS))) {
            g = g.advance(new SeededDice(3), false).game();
        }
        Game at3 = g;
        ActionRequest north = move(Position.at(2, 36), Position.at(2, 31));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> at3.act(north, new SeededDice(3), false));
        assertTrue(e.getMessage().contains("its side's edge, the south"), e.getMessage());
        ActionRequest south = move(Position.at(33, 0), Position.at(33, 8));
        Actor in = at3.act(south, new SeededDice(3), false).game().state().actor(DRAGOONS);
        assertEquals(8, in.position().y(), 0.01);
    }

    private static ActionRequest move(Position from, Position to) {
        return new ActionRequest("onehour", "move", Map.of("actor", DRAGOONS, TableMove.PATH,
                TableMove.write(List.of(from, to))));
    }

    @Test
    void aHiddenForceIsNoEnemysTargetNorNearestEnemy() throws Exception {
        Scenario bridge = WholeGameTest.example("bridge-at-almaraz.json");
        List<Side> sides = new ArrayList<>(bridge.sides());
        sides.set(0, sides.get(0).withHidden(new Side.Hidden("the column is seen on the road", 2)));
        Scenario hidden = new Scenario(bridge.id(), bridge.title(), bridge.ruleset(), bridge.description(),
                bridge.options(), bridge.table(), sides, bridge.objectives(), bridge.turns(),
                bridge.victoryConditions());
        List<String> british = bridge.sides().get(0).units().stream().map(u -> u.name()).toList();
        assertTrue(mentions(begun(bridge, 11), british), "seen, the British are the French guns' nearest enemy");
        assertFalse(mentions(begun(hidden, 11), british), "hidden, they are nobody's");
    }

    /** Whether the AI's suggestion for the guns of Fort Napoleon names any of these, in its requests or reasons. */
    private static boolean mentions(Game g, List<String> names) {
        Suggestion s = Games.AI.suggest(Games.ONE_HOUR, g.state(), "fort-napoleon-guns", Checklist.NONE,
                new Dice(new SeededDice(5)), true);
        String all = s.requests() + " " + s.reasons().stream().map(Reason::text).toList();
        return names.stream().anyMatch(all::contains);
    }
}
