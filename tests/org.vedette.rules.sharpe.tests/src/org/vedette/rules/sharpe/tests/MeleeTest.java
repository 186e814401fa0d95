package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §8 Melee: "Each figure may make one attack per bound"; a figure may
 * defend against any number of attacks "up to the value of its various
 * abilities"; an attack costs 1, a parry 1, a riposte 2, deducted for the
 * bound only.
 */
class MeleeTest {
    static final Actor A = british("a", 4, 4, 4, 4, 6, Weapon.SWORD);
    static final Actor B = french("b", 4, 4, 4, 4, 6, Weapon.SWORD);

    @Test
    void aSecondAttackInTheBoundIsRefused() {
        GameState s = state("a", A.withMark(Mark.ATTACKED, true), B);
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b"), "8 Melee", "one attack per bound");
    }

    @Test
    void theDefenderMayDefendOnlyWhileHeHasThePoints() {
        GameState one = state("a", A, B.withMark(Mark.SPENT_C, 3));
        refusedBy(one, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b", Input.DEFENCE, Defence.RIPOSTE), "8 Melee", "a riposte costs 2");
        resolve(one, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b", Input.DEFENCE, Defence.PARRY), 1, 6);
        GameState none = state("a", A, B.withMark(Mark.SPENT_C, 4));
        refusedBy(none, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b"), "8 Melee", "no close combat points left");
        // He may still take an unmodified D6.
        resolve(none, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b", Input.DEFENCE, Defence.NONE), 1, 6);
    }

    @Test
    void pointsSpentAreDeductedAfterTheAttackAndCountInTheNext() {
        GameState s = state("a", A.withMark(Mark.SPENT_C, 1), B);
        // Close combat 4 less the 1 spent: 3; +3 = 6 against 4 + 2 = 6: a draw.
        var o = resolve(s, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b"), 3, 2);
        assertEquals(true, says(o, "close combat 3"));
        assertEquals(2, count(after(s, o), "a", Mark.SPENT_C));
    }

    @Test
    void anUnconsciousFigureCannotAct() {
        GameState s = state("a", A.withMark(Mark.UNCONSCIOUS, true), B);
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b"), "13 Wound effects", "unconscious");
    }

    @Test
    void anUnconsciousManDefendsWithAnUnmodifiedD6() {
        GameState s = state("a", A, down(B).withMark(Mark.UNCONSCIOUS, true));
        var o = resolve(s, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b", Input.DEFENCE, Defence.PARRY), 1, 6);
        assertEquals(true, says(o, "defends with an unmodified D6: 6"), explain(o));
    }

    /** §7: "Close combat weapons can be picked up and used for defence in the same bound. They cannot be used to attack until the next bound." */
    @Test
    void aWeaponPickedUpDefendsAtOnceButAttacksOnlyNextBound() {
        GameState s = state("a", A.withMark(Mark.DROPPED_PREFIX + Weapon.SWORD, true), B);
        GameState armed = after(s, resolve(s, request(Action.PICK_UP, Input.ACTOR, "a", Input.WEAPON, Weapon.SWORD)));
        refusedBy(armed, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b"), "Picking Up", "cannot be used to attack until the next bound");
        // Attacked by b, he parries with it (a riposte needs a weapon: he has one again).
        var o = resolve(mover(armed, "b"), request(Action.ATTACK, Input.ACTOR, "b", Input.TARGET, "a", Input.DEFENCE, Defence.RIPOSTE), 1, 6, 1, 1);
        assertEquals(true, o.headline().contains("ripostes"), explain(o));
    }

    @Test
    void anOutOfTurnAttackIsRefused() {
        GameState s = state("b", A, B);
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "a", Input.TARGET, "b"), "1 Sequence of events", "in order of initiative");
    }
}
