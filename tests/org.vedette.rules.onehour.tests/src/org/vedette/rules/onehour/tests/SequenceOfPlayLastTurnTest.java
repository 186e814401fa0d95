package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Sequence of Play: "Each complete turn comprises two player turns" — a scenario of 2 turns ends when the
 * second general's Eliminating Units of turn 2 is over, not a phase sooner (the book gives no section on the
 * game's length: the scenario's turns count complete turns).
 */
class SequenceOfPlayLastTurnTest {
    @Test
    void theGameEndsAfterBothPlayerTurnsOfTheLastCompleteTurn() throws Exception {
        GameState start = state(BRITISH, Phase.MOVEMENT, british("b", Type.INFANTRY), french("f", Type.INFANTRY))
                .withTurn(null).withLastTurn(2);
        Game g = Game.begin(RULES, start, new ScriptedDice(), false).game();
        int nexts = 0;
        while (!g.ended()) {
            g = g.advance(new ScriptedDice(), false).game();
            nexts++;
            if (nexts == 15) {
                // The French Eliminating Units of turn 2: the last phase of the last complete turn is still played.
                assertEquals(2, g.state().turn().round());
                assertEquals(FRENCH, g.state().turn().activation().side());
                assertEquals(Phase.ELIMINATION, g.state().turn().phase());
                assertFalse(g.ended());
            }
        }
        assertEquals(16, nexts, "two complete turns of two player turns of four phases");
        assertEquals(3, g.state().turn().round());
        Game ended = g;
        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> ended.act(
                request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 2), new ScriptedDice(), false));
        assertEquals("the game ended after turn 2, the scenario's last", refused.getMessage());
        assertTrue(ended.undo().state().turn().phase().equals(Phase.ELIMINATION), "undo opens the last phase again");
    }
}
