package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * SS §1 "Sequence of events": "The word 'bound' is used to indicate one complete cycle through the sequence of
 * events" — a scenario's turns are bounds, and one of 1 ends when the last figure in the order of movement has
 * had his move (the book gives no section on the game's length), not when the first has.
 */
class SequenceOfEventsLastBoundTest {
    @Test
    void theGameEndsWhenTheLastFigureOfTheLastBoundHasMoved() throws Exception {
        GameState start = state(1, Map.of(), null, british("a", 4, 4, 4, 4, 6, Weapon.MUSKET),
                french("d", 2, 4, 4, 4, 6, Weapon.MUSKET)).withTurn(null).withLastTurn(1);
        SeededDice dice = new SeededDice(12);
        Game g = Game.begin(RULES, start, dice, false).game();
        List<String> order = ((BoundOrder) g.state().turn().detail()).order();
        assertEquals(List.of(order.get(0)), g.state().turn().activation().actors());
        g = g.advance(dice, false).game();
        assertEquals(List.of(order.get(1)), g.state().turn().activation().actors(), "the last in the order moves");
        assertFalse(g.ended());
        Game ended = g.advance(dice, false).game();
        assertTrue(ended.ended(), "the bound after the last has begun: the game is over");
        assertEquals(2, ended.state().turn().round());
        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> ended.act(
                request("move", "actor", order.get(0), "distance", 2), dice, false));
        assertEquals("the game ended after turn 1, the scenario's last", refused.getMessage());
        assertFalse(ended.undo().ended(), "undo opens the last bound again");
    }
}
