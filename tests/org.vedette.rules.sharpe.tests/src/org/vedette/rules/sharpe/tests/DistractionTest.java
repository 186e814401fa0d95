package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §11 Distraction: a D6 against initiative, a 6 always failing; each
 * further test this bound at one less initiative; not against opponents at
 * the sides; success makes the attack fail and the opponent stay put for the
 * bound. Ruling A15: a failed test ends the chain.
 */
class DistractionTest {
    static final Actor HAGMAN = british("hagman", 4, 4, 3, 3, 11, Weapon.BAKER_RIFLE);
    static final Actor F1 = french("f1", 3, 3, 3, 3, 6, Weapon.MUSKET);
    static final Actor F2 = french("f2", 3, 3, 3, 3, 6, Weapon.MUSKET);

    @Test
    void aSuccessfulDistractionStopsTheAttackAndTheMove() {
        GameState s = state("f1", HAGMAN, F1, F2);
        Outcome o = resolve(s, request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f1"), 4);
        GameState after = after(s, o);
        assertTrue(flag(after, "f1", Mark.DISTRACTED));
        assertEquals(1, count(after, "hagman", Mark.SPENT_I));
        refusedBy(after, request(Action.ATTACK, Input.ACTOR, "f1", Input.TARGET, "hagman"), "11 Distraction", "automatically fails");
        refusedBy(after, request(Action.MOVE, Input.ACTOR, "f1", Input.PACE, Pace.WALK, Input.DISTANCE, 2), "11 Distraction", "does not move");
    }

    @Test
    void eachFurtherTestIsAtOneLessInitiative() {
        GameState s = state("f1", HAGMAN.withMark(Mark.SPENT_I, 1), F1, F2);
        Outcome o = resolve(s, request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f2"), 4);
        assertTrue(says(o, "against initiative 3"), explain(o));
        assertTrue(o.headline().endsWith(": not distracted, the attack goes in as normal"), o.headline());
    }

    @Test
    void aSixAlwaysFails() {
        Actor sharp = british("hagman", 6, 4, 3, 3, 11, Weapon.BAKER_RIFLE);
        Outcome o = resolve(state("f1", sharp, F1), request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f1"), 6);
        assertTrue(says(o, "a 6 is an automatic failure"));
    }

    @Test
    void notAgainstOpponentsAtHisSides() {
        refusedBy(state("f1", HAGMAN, F1), request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f1", Input.FROM, Side.LEFT),
                "11 Distraction", "either side");
    }

    @Test
    void rulingA15AFailedTestEndsTheChain() {
        GameState s = state("f1", HAGMAN, F1, F2);
        GameState failed = after(s, resolve(s, request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f1"), 5));
        assertTrue(flag(failed, "hagman", Mark.CHAIN_BROKEN));
        refusedBy(failed, request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f2", Input.CONTINUES_CHAIN, true), "A15", "ends the chain");
        // A new chain (an opponent from another quarter) may still be tried, at one less initiative.
        Outcome again = resolve(failed, request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f2"), 3);
        assertTrue(says(again, "against initiative 3"));
    }

    @Test
    void notOnceTheOpponentHasAttacked() {
        refusedBy(state("f1", HAGMAN, F1.withMark(Mark.ATTACKED, true)), request(Action.DISTRACT, Input.ACTOR, "hagman", Input.TARGET, "f1"),
                "11 Distraction", "immediately the enemy starts to move");
    }
}
