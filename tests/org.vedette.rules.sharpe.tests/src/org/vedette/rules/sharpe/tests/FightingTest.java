package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §6 Fighting: "A figure cannot shoot and attack in melee in the same
 * bound […] If a shooter is attacked […] and the shooter decides to parry or
 * riposte then he cannot shoot that bound"; a man wounded by a figure of
 * higher initiative loses his attack; a pistol in the left hand is -1.
 */
class FightingTest {
    static final Actor DRAGOON = british("dragoon", 5, 4, 4, 4, 6, Weapon.PISTOL, Weapon.SWORD);
    static final Actor VOLT = french("volt", 3, 3, 3, 3, 6, Weapon.MUSKET, Weapon.BAYONET);

    @Test
    void noAttackAfterAShot() {
        GameState s = state("dragoon", DRAGOON.withMark(Mark.ACTION, Action.SHOOT), VOLT);
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "dragoon", Input.TARGET, "volt"), "6 Fighting", "cannot shoot and attack");
    }

    @Test
    void noShotAfterAnAttack() {
        GameState s = state("dragoon", DRAGOON.withMark(Mark.ATTACKED, true), VOLT);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "dragoon", Input.TARGET, "volt", Input.RANGE, 2), "6 Fighting", "cannot shoot and attack");
    }

    @Test
    void aShooterWhoParriedCannotShootThatBound() {
        GameState s = state("volt", DRAGOON, VOLT);
        GameState parried = after(s, resolve(s, request(Action.ATTACK, Input.ACTOR, "volt", Input.TARGET, "dragoon"), 1, 6));
        assertTrue(flag(parried, "dragoon", Mark.DEFENDED));
        GameState his = mover(parried, "dragoon");
        refusedBy(his, request(Action.SHOOT, Input.ACTOR, "dragoon", Input.TARGET, "volt", Input.RANGE, 2), "6 Fighting", "cannot shoot that bound");
    }

    @Test
    void woundedByAHigherInitiativeHeLosesHisAttack() {
        GameState s = state(1, Map.of(), "volt", DRAGOON.withMark(Mark.WOUNDED, true), VOLT);
        GameState his = mover(s, "dragoon");
        refusedBy(his, request(Action.ATTACK, Input.ACTOR, "dragoon", Input.TARGET, "volt"), "13 Wound effects", "no further action");
    }

    @Test
    void aPistolInTheLeftHandIsMinusOne() {
        GameState s = state("dragoon", DRAGOON.withMark(Mark.WOUND_PREFIX + Location.RIGHT_ARM, 2), VOLT);
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "dragoon", Input.TARGET, "volt", Input.RANGE, 2), 5, 5);
        assertTrue(says(o, "pistol in the left hand -1"), explain(o));
        assertTrue(says(o, "modified skill 6"), "6 +1 short range -1 left hand");
    }
}
