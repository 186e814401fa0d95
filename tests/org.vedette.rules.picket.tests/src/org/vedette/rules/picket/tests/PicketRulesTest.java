package org.vedette.rules.picket.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.rules.picket.Picket;
import org.vedette.rules.picket.Picket.Action;
import org.vedette.rules.picket.Picket.Input;

/**
 * Picket's rules (RULES.md), section by section, with scripted dice: the fixture is a ruleset, so it is held to
 * its book like the five. Steady picket-1 and raw supports-1 are British; raw line-1 is French.
 */
class PicketRulesTest {
    private final Ruleset rules = Services.picket();
    private final GameState state = begun();

    private GameState begun() {
        return Game.begin(rules, GameState.of(Services.crossroads(rules), rules), new SeededDice(1), false).game()
                .state();
    }

    private Outcome resolve(GameState s, String action, Map<String, Object> inputs, int... faces)
            throws IllegalActionException {
        return rules.resolve(new ActionRequest(Picket.RULESET, action, inputs), s, new Dice(new ScriptedDice(faces)),
                Explanation.wanted());
    }

    private GameState after(GameState s, Outcome o) {
        return s.apply(o.events());
    }

    @Test
    void movementAFigureMovesUpToSixInches() throws IllegalActionException {
        Outcome o = resolve(state, Action.MOVE, Map.of(Input.ACTOR, "picket-1", Input.DISTANCE, 6.0));
        assertEquals(Boolean.TRUE, after(state, o).actor("picket-1").marks().get(Picket.Mark.MOVED));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> resolve(state, Action.MOVE, Map.of(Input.ACTOR, "picket-1", Input.DISTANCE, 6.5)));
        assertTrue(e.getMessage().contains("may move up to 6\""), e.getMessage());
    }

    @Test
    void movementAFigureMovesOnceATurn() throws IllegalActionException {
        GameState moved = after(state, resolve(state, Action.MOVE, Map.of(Input.ACTOR, "picket-1", Input.DISTANCE, 2.0)));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> resolve(moved, Action.MOVE, Map.of(Input.ACTOR, "picket-1", Input.DISTANCE, 2.0)));
        assertTrue(e.getMessage().contains("has moved this turn"), e.getMessage());
    }

    @Test
    void shootingARawShooterHitsOnFourAndMissesOnThree() throws IllegalActionException {
        Map<String, Object> shot = Map.of(Input.ACTOR, "supports-1", Input.TARGET, "line-1", Input.RANGE, 12.0);
        assertEquals(0, after(state, resolve(state, Action.SHOOT, shot, 3)).actor("line-1").status().wounds());
        assertEquals(1, after(state, resolve(state, Action.SHOOT, shot, 4)).actor("line-1").status().wounds());
    }

    @Test
    void shootingASteadyShooterHitsOnThree() throws IllegalActionException {
        Map<String, Object> shot = Map.of(Input.ACTOR, "picket-1", Input.TARGET, "line-1", Input.RANGE, 12.0);
        assertEquals(1, after(state, resolve(state, Action.SHOOT, shot, 3)).actor("line-1").status().wounds());
    }

    @Test
    void shootingASecondWoundTakesTheFigureOut() throws IllegalActionException {
        GameState once = after(state, resolve(state, Action.SHOOT,
                Map.of(Input.ACTOR, "picket-1", Input.TARGET, "line-1", Input.RANGE, 12.0), 6));
        assertFalse(once.actor("line-1").status().out());
        GameState twice = after(once, resolve(once, Action.SHOOT,
                Map.of(Input.ACTOR, "picket-2", Input.TARGET, "line-1", Input.RANGE, 12.0), 6));
        assertTrue(twice.actor("line-1").status().out());
    }

    @Test
    void shootingBeyondTheMusketsEighteenInchesIsRefusedAndChangesNothing() {
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> resolve(state, Action.SHOOT,
                Map.of(Input.ACTOR, "picket-1", Input.TARGET, "line-1", Input.RANGE, 18.5), 6));
        assertTrue(e.getMessage().contains("beyond the musket's 18\""), e.getMessage());
        assertEquals(0, state.actor("line-1").status().wounds());
    }

    @Test
    void meleeTheLowerScoreIsWoundedAndASteadyFigureAddsOne() throws IllegalActionException {
        Map<String, Object> fight = Map.of(Input.ACTOR, "picket-1", Input.TARGET, "line-1");
        // Steady 2 + 1 = 3 against raw 3: equal, nothing happens.
        GameState equal = after(state, resolve(state, Action.FIGHT, fight, 2, 3));
        assertEquals(0, equal.actor("picket-1").status().wounds() + equal.actor("line-1").status().wounds());
        // Steady 2 + 1 = 3 against raw 4: the picket is worsted.
        GameState lost = after(state, resolve(state, Action.FIGHT, fight, 2, 4));
        assertEquals(1, lost.actor("picket-1").status().wounds());
        assertEquals(0, lost.actor("line-1").status().wounds());
    }
}
