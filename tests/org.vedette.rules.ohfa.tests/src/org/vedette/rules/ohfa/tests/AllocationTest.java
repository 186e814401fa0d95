package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Fights.fight;
import static org.vedette.rules.ohfa.tests.Fights.pts;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA "allocating between one and six points to each" round (ruling B4: all points, at least one each). */
class AllocationTest {
    private static final Actor A = character("a", BRITISH, Quality.REGULAR);
    private static final Actor B = character("b", FRENCH, Quality.REGULAR);

    @Test
    void aRoundOutsideOneToSixIsRefused() {
        IllegalActionException e = refused(state(A, B), fight(pts(0, 3, 3), pts(2, 2, 2)));
        assertTrue(e.getMessage().contains("'assault' is 0 points but must be from 1 to 6"), e.getMessage());
        IllegalActionException seven = refused(state(character("a", BRITISH, Quality.HERO), B), fight(pts(7, 2, 1), pts(2, 2, 2)));
        assertTrue(seven.getMessage().contains("must be from 1 to 6"), seven.getMessage());
    }

    /**
     * A round over six, refused by the round's own limit, says as well the
     * combat points the fighter allocates and those he has — in a fight
     * given at once, and in a commitment in a game (its modifiers counted).
     */
    @Test
    void aRoundOverSixSaysThePointsTheFighterHas() throws IllegalActionException {
        Actor hero = character("a", BRITISH, Quality.HERO);
        String e = refused(state(hero, B), fight(pts(7, 3, 2), pts(2, 2, 2))).getMessage();
        assertTrue(e.contains("'assault' is 7 points but must be from 1 to 6"), e);
        assertTrue(e.contains("a allocates 12 combat points; a Hero has 10"), e);
        String target = refused(state(hero, wounds(B, 1)), fight(pts(4, 3, 3), pts(1, 1, 8))).getMessage();
        assertTrue(target.contains("b allocates 10 combat points; a Regular has 4: Regular 6, wounded -2"), target);
        Game charged = SecretAllocationTest.charged();
        IllegalActionException commit = assertThrows(IllegalActionException.class, () -> act(charged,
                request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 9, Input.CLOSE, 1, Input.GRAPPLING, 1)));
        assertTrue(commit.getMessage().contains("dubois allocates 11 combat points; a Regular has 8: Regular 6,"
                + " charging on foot +2"), commit.getMessage());
    }

    @Test
    void anAllocationOverTheTotalIsRefused() {
        IllegalActionException e = refused(state(A, B), fight(pts(3, 2, 2), pts(2, 2, 2)));
        assertTrue(e.getMessage().contains("allocates 7 points but has only 6"), e.getMessage());
    }

    @Test
    void rulingB4AllThePointsAreDivided() {
        IllegalActionException e = refused(state(A, B), fight(pts(2, 2, 1), pts(2, 2, 2)));
        assertTrue(e.getMessage().contains("allocates 5 of his 6 points"), e.getMessage());
        assertTrue(e.rule().section().startsWith("B4"));
    }

    @Test
    void rulingB4TooFewPointsStillPutOneInEachRound() throws IllegalActionException {
        // wounded -2 and two shock counters: 6 - 4 = 2, yet each round takes one
        Actor weak = shock(wounds(B, 1), 2);
        Outcome o = resolve(state(A, weak), fight(pts(1, 1, 4), pts(1, 1, 1)), 3);
        assertTrue(o.headline().contains("a strikes b: killed"), o.headline());
    }

    @Test
    void rawAllocateNothing() {
        IllegalActionException e = refused(state(character("a", BRITISH, Quality.RAW), B), fight(pts(1, 1, 1), pts(2, 2, 2)));
        assertTrue(e.getMessage().contains("is Raw"), e.getMessage());
    }

    @Test
    void everyRoundIsAllocated() {
        IllegalActionException e = refused(state(A, B), fight(null, pts(2, 2, 2)));
        assertTrue(e.getMessage().contains("all three rounds"), e.getMessage());
    }
}
