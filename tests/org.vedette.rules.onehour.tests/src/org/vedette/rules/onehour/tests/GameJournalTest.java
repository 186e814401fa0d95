package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** A few turns played through core's Game: begin, act, advance, undo and replay give equal states. */
class GameJournalTest {
    private static Unit unit(String id, String name, String type) {
        return new Unit(id, name, "trained", false, Map.of(OneHour.TYPE_FIELD, type), List.of(), null);
    }

    private static GameState start() {
        Scenario s = new Scenario("ridge", "The Ridge", OneHour.RULESET, null, Map.of(), new Table(36, 36, null, null),
                List.of(new Side(BRITISH, "British", null, null, List.of(unit("b-line", "52nd Foot", Type.INFANTRY),
                        unit("b-guns", "Ross's Troop", Type.HORSE_ARTILLERY))),
                        new Side(FRENCH, "French", null, null, List.of(unit("f-cav", "7e Hussards", Type.LIGHT_CAVALRY),
                                unit("f-col", "4e Léger", Type.LIGHT_INFANTRY)))),
                List.of(), 0);
        return GameState.of(s, RULES);
    }

    private static Game act(Game g, String action, int[] faces, Object... inputs) throws IllegalActionException {
        return g.act(request(action, inputs), new ScriptedDice(faces), true).game();
    }

    private static Game advance(Game g, int times) {
        try {
            for (int i = 0; i < times; i++) g = g.advance(new ScriptedDice(), true).game();
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
        return g;
    }

    @Test
    void aFewTurnsReplayToTheSameState() throws Exception {
        GameState start = start();
        assertEquals(Boolean.FALSE, start.option(OneHour.Option.TROOP_QUALITY), "option defaults filled in");
        Game g = Game.begin(RULES, start, new ScriptedDice(), true).game();
        assertEquals(Phase.MOVEMENT, g.state().turn().phase());
        assertEquals(BRITISH, g.state().turn().activation().side());

        // British turn 1: the line advances, the guns stay and fire.
        g = act(g, Action.MOVE, new int[0], Input.ACTOR, "b-line", Input.DISTANCE, 6);
        g = advance(g, 1);
        g = act(g, Action.SHOOT, new int[] { 6, 6 }, Input.ACTOR, "b-guns", Input.TARGET, "f-col", Input.RANGE, 20);
        assertEquals(1, g.state().actor("f-col").status().wounds(), "horse artillery 2*: one hit");
        g = advance(g, 3);

        // French turn 1: the hussars charge the line in the flank; the line forms square.
        assertEquals(FRENCH, g.state().turn().activation().side());
        g = act(g, Action.CHARGE, new int[0], Input.ACTOR, "f-cav", Input.TARGET, "b-line", Input.DISTANCE, 11,
                Input.ARC_AT_START, Arc.FLANK, Input.ARC_AT_END, Arc.FLANK);
        g = act(g, Action.FORM_SQUARE, new int[] { 4 }, Input.ACTOR, "b-line");
        assertEquals(Boolean.TRUE, g.state().actor("b-line").marks().get(Mark.SQUARE));
        assertEquals(Arc.FRONT, g.state().actor("b-line").marks().get(Mark.ATTACKED_FROM));
        g = advance(g, 1);

        // Cavalry cannot fire: refused, and nothing changes.
        Game before = g;
        assertThrows(IllegalActionException.class, () -> before.act(request(Action.SHOOT, Input.ACTOR, "f-cav",
                Input.TARGET, "b-guns", Input.RANGE, 5), new ScriptedDice(6, 6), true));
        assertSame(before.state(), g.state());
        assertEquals(before.journal().size(), g.journal().size());

        // Hand-to-hand: two hits, both saved by the square, so the hussars retreat (ruling D4).
        g = advance(g, 1);
        g = act(g, Action.FIGHT, new int[] { 5, 4, 5, 6 }, Input.ACTOR, "f-cav", Input.TARGET, "b-line");
        assertEquals(0, g.state().actor("b-line").status().wounds());
        assertEquals(null, g.state().actor("f-cav").marks().get(Mark.CHARGING));
        g = advance(g, 1);
        assertEquals(Phase.ELIMINATION, g.state().turn().phase());

        // British turn 2: the square, its cavalry beaten off, leaves square.
        g = advance(g, 1);
        assertEquals(2, g.state().turn().round());
        g = act(g, Action.LEAVE_SQUARE, new int[0], Input.ACTOR, "b-line");
        g = act(g, Action.MOVE, new int[0], Input.ACTOR, "b-line", Input.DISTANCE, 2, Input.PIVOT, true);

        Game replayed = Game.replay(RULES, start, g.journal());
        assertEquals(g.state(), replayed.state());

        Game undone = g.undo();
        assertEquals(null, undone.state().actor("b-line").marks().get(Mark.MOVED));
        assertEquals(g.journal().size() - 1, undone.journal().size());
        Game again = act(undone, Action.MOVE, new int[0], Input.ACTOR, "b-line", Input.DISTANCE, 2, Input.PIVOT, true);
        assertEquals(g.state(), again.state());
    }

    @Test
    void aSeededGameReplaysExactly() throws Exception {
        GameState start = start();
        Game g = Game.begin(RULES, start, new SeededDice(7), false).game();
        SeededDice dice = new SeededDice(42);
        g = advance(g, 1);
        for (int i = 0; i < 3; i++) {
            ActionRequest shot = request(Action.SHOOT, Input.ACTOR, "b-guns", Input.TARGET, "f-col", Input.RANGE, 18);
            g = g.act(shot, dice, false).game();
            g = advance(g, 4);
            g = g.act(request(Action.SHOOT, Input.ACTOR, "f-col", Input.TARGET, "b-line", Input.RANGE, 12), dice, false).game();
            g = advance(g, 4);
        }
        assertTrue(g.journal().size() > 20);
        assertEquals(g.state(), Game.replay(RULES, start, g.journal()).state());
    }
}
