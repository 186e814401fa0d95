package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;

/**
 * OSOTH "Sequence of play": "Each turn, all of the figures on the tabletop will take one action" — the book's
 * "Winning and Losing" speaks of "the entire game" but gives it no length, so a scenario's turns count these turns:
 * one of 1 ends with the press of the Initiative/Event button after every unit has acted, not while one is still to
 * act.
 */
class SequenceOfPlayLastTurnTest {
    @Test
    void theGameEndsWithThePressAfterEveryUnitHasActedInTheLastTurn() throws Exception {
        GameState start = state(figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle"),
                figure("cooper", BRITISH, "95th", "rifleman", "veteran", "rifle"),
                figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket")).withLastTurn(1);
        SeededDice dice = new SeededDice(5);
        Game g = Game.begin(RULES, start, dice, false).game();
        int acted = 0;
        for (int step = 0; step < 200 && g.state().turn().round() == 1; step++) {
            assertFalse(g.ended(), "the last turn is played to its end");
            List<String> acting = g.state().turn().activation().actors();
            if (acting.isEmpty()) {
                g = g.advance(dice, false).game();
            } else {
                g = g.act(request(Action.STAND, Input.ACTOR, acting.get(0)), dice, false).game();
                acted++;
            }
        }
        assertTrue(g.ended());
        assertEquals(2, g.state().turn().round());
        assertEquals(3, acted, "every figure of the turn took its action before it ended");
        Game ended = g;
        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> ended.act(
                request(Action.STAND, Input.ACTOR, "harris"), dice, false));
        assertEquals("the game ended after turn 1, the scenario's last", refused.getMessage());
    }
}
