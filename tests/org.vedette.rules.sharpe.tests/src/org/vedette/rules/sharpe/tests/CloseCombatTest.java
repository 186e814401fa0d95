package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Blow;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §9 Close combat: attack, parry and riposte as close combat skill +
 * modifiers + 1D6, the highest succeeding; recoil and follow-up; draws;
 * turning to face a second attacker (and the book's rifleman example); every
 * combat modifier including second attacks from the weapon side, the shield
 * side and the rear; fighting across an obstacle; barehanded fighting.
 * Ruling A13.
 */
class CloseCombatTest {
    static final Actor SHARPE = british("sharpe", 5, 5, 3, 4, 7, Weapon.SWORD);
    static final Actor DUBRETON = french("dubreton", 4, 4, 4, 3, 6, Weapon.SWORD);

    private static Outcome attack(GameState s, Object[] more, int... faces) {
        Object[] all = new Object[more.length + 4];
        all[0] = Input.ACTOR;
        all[1] = "sharpe";
        all[2] = Input.TARGET;
        all[3] = "dubreton";
        System.arraycopy(more, 0, all, 4, more.length);
        return resolve(s, request(Action.ATTACK, all), faces);
    }

    @Test
    void theHigherScoreWinsAndAnAttackThatWinsWounds() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        // 4 + 4 = 8 against a parry of 3 + 2 = 5: difference 3; chest; 1D6 2, strength 3 (0): 5 on the chest: L/w.
        Outcome o = attack(s, new Object[0], 4, 2, 5, 2);
        GameState after = after(s, o);
        assertEquals(1, woundsAt(after, "dubreton", Location.CHEST), explain(o));
        assertEquals(1, count(after, "sharpe", Mark.SPENT_C), "an attack costs 1");
        assertEquals(1, count(after, "dubreton", Mark.SPENT_C), "a parry costs 1");
        assertTrue(flag(after, "sharpe", Mark.ATTACKED));
        assertTrue(instructed(o, "recoils 1 inch"));
    }

    @Test
    void aSuccessfulParryRecoilsTheParrierAndTheAttackerMayFollowUp() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        Outcome o = attack(s, new Object[] { Input.FOLLOW_UP, true }, 1, 5);
        assertTrue(o.headline().contains("parries"), o.headline());
        assertTrue(instructed(o, "recoils 1 pace"));
        GameState after = after(s, o);
        assertEquals("dubreton", mark(after, "sharpe", Mark.ENGAGED_WITH));
        assertEquals("sharpe", mark(after, "dubreton", Mark.ENGAGED_WITH));
        Outcome free = attack(s, new Object[0], 1, 5);
        assertNull(mark(after(s, free), "sharpe", Mark.ENGAGED_WITH), "no follow-up: contact ends");
    }

    @Test
    void aSuccessfulRiposteWoundsTheAttackerAndCostsTwo() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        Outcome o = attack(s, new Object[] { Input.DEFENCE, Defence.RIPOSTE }, 1, 6, 1, 1);
        GameState after = after(s, o);
        assertEquals(1, woundsAt(after, "sharpe", Location.LEGS), explain(o));
        assertEquals(2, count(after, "dubreton", Mark.SPENT_C));
        assertTrue(o.headline().contains("ripostes"));
    }

    @Test
    void aDrawMeansTheyFightAgainNextBound() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        Outcome o = attack(s, new Object[0], 3, 4);
        assertTrue(o.headline().contains("a draw"));
        assertEquals("dubreton", mark(after(s, o), "sharpe", Mark.ENGAGED_WITH));
    }

    @Test
    void aSecondAttackFromTheWeaponSideIsPlusOneAndARiposteWithoutTurningMinusOne() {
        GameState s = state("sharpe", SHARPE, DUBRETON.withMark(Mark.FIGHTS, 1));
        Outcome o = attack(s, new Object[] { Input.FROM, Side.RIGHT, Input.DEFENCE, Defence.RIPOSTE }, 3, 4, 1, 1);
        assertTrue(says(o, "right side, not turned to face +1"), explain(o));
        assertTrue(says(o, "riposting an attack he could not turn to face -1"), explain(o));
        assertTrue(says(o, "= 8"), "4 +1 +3 = 8");
        // 3 -1 +4 = 6: the attack wins by 2; legs, 2 + 1 = 3: no effect.
        assertTrue(o.headline().contains("the attack hits: no effect"), explain(o));
    }

    @Test
    void theLeftSideIsPlusTwoAndTheRearPlusThree() {
        GameState s = state("sharpe", SHARPE, DUBRETON.withMark(Mark.FIGHTS, 1));
        assertTrue(says(attack(s, new Object[] { Input.FROM, Side.LEFT }, 1, 6), "left side, not turned to face +2"));
        assertTrue(says(attack(s, new Object[] { Input.FROM, Side.REAR }, 1, 6), "rear side, not turned to face +3"));
    }

    @Test
    void theFirstAttackOfTheBoundIsAlwaysFaced() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        Outcome o = attack(s, new Object[] { Input.FROM, Side.REAR }, 1, 6);
        assertFalse(says(o, "not turned"), explain(o));
        assertTrue(says(o, "automatically turns to face its first attacker"));
    }

    @Test
    void aManStillEngagedCannotTurn() {
        GameState s = state("sharpe", SHARPE, DUBRETON.withMark(Mark.FIGHTS, 1).withMark(Mark.ENGAGED_WITH, "someone"),
                french("someone", 3, 3, 3, 3, 6));
        Outcome o = attack(s, new Object[] { Input.FROM, Side.LEFT, Input.DEFENDER_TURNS, true }, 1, 6);
        assertEquals(2, o.rolls().size(), "no turning die");
        assertTrue(says(o, "still engaged"));
        assertTrue(says(o, "left side, not turned to face +2"));
    }

    /**
     * §9 example: "A rifleman with a dexterity of 5 has just successfully riposted
     * against a French attack. He is now attacked from behind by a second
     * Frenchman. In order to turn he tests against his dexterity of 5 and rolls a
     * 4. he can now turn. As his close combat skill is now very low he elects to
     * dodge this attack. His dexterity is now only 4 so he must roll a 4 or below
     * to succeed."
     */
    @Test
    void theRiflemanTurnsAndDodges() {
        Actor rifleman = british("rifleman", 4, 5, 4, 2, 10, Weapon.BAKER_RIFLE).withMark(Mark.FIGHTS, 1).withMark(Mark.SPENT_C, 2);
        Actor second = french("second", 3, 3, 3, 3, 6, Weapon.MUSKET);
        GameState s = state("second", rifleman, second);
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "second", Input.TARGET, "rifleman", Input.FROM, Side.REAR,
                Input.DEFENDER_TURNS, true, Input.DEFENCE, Defence.DODGE), 4, 4);
        assertTrue(says(o, "tests dexterity 5: rolls 4 — succeeds; dexterity now 4"), explain(o));
        assertTrue(says(o, "tests dexterity 4: rolls 4 — succeeds; dexterity now 3"), explain(o));
        assertTrue(o.headline().contains("dodges"));
        assertEquals(2, count(after(s, o), "rifleman", Mark.SPENT_D));
        // A 5 on the dodge would fail: "he must roll a 4 or below".
        Outcome fails = resolve(s, request(Action.ATTACK, Input.ACTOR, "second", Input.TARGET, "rifleman", Input.FROM, Side.REAR,
                Input.DEFENDER_TURNS, true, Input.DEFENCE, Defence.DODGE), 4, 5, 1, 1, 1);
        assertTrue(fails.headline().contains("the attack hits"), explain(fails));
    }

    @Test
    void acrossAnObstacleTheParrierHasPlusOneAndHoldsHisPlace() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        Outcome o = attack(s, new Object[] { Input.OBSTACLE, true, Input.FOLLOW_UP, true }, 2, 3);
        assertTrue(says(o, "parrying while defending an obstacle +1"));
        assertTrue(instructed(o, "holds his place"));
        assertNull(mark(after(s, o), "sharpe", Mark.ENGAGED_WITH), "no follow-up across the wall");
    }

    @Test
    void everyOtherCombatModifier() {
        // Attacker uphill +1, mounted +1, against a fallen man +1, with a light wound -1.
        Actor rider = wounded(mounted(SHARPE), 1);
        GameState s = state("sharpe", rider, down(DUBRETON));
        Outcome o = attack(s, new Object[] { Input.ATTACKER_UPHILL, true }, 1, 6);
        assertTrue(says(o, "wounds -1, uphill +1, man on horseback +1, attacking a fallen man +1"), explain(o));
        assertTrue(says(o, "on the ground (ruling A13) -1"), "the fallen defender is also -1 by default");
        GameState only = state(options(Option.FALLEN_DEFENDER, Reading.ATTACKER_ONLY), "sharpe", rider, down(DUBRETON));
        assertFalse(says(attack(only, new Object[] { Input.ATTACKER_UPHILL, true }, 1, 6), "on the ground"));
        // Defender uphill +1.
        assertTrue(says(attack(state("sharpe", SHARPE, DUBRETON), new Object[] { Input.DEFENDER_UPHILL, true }, 1, 6), "uphill +1, rolls 6"));
    }

    @Test
    void aWeaponInTheWrongHandIsMinusOne() {
        Actor lefty = SHARPE.withMark(Mark.WOUND_PREFIX + Location.RIGHT_ARM, 2);
        GameState s = state("sharpe", lefty, DUBRETON);
        assertTrue(says(attack(s, new Object[0], 1, 6), "weapon in the wrong hand -1"));
    }

    @Test
    void barehandedFighting() {
        Actor unarmed = british("sharpe", 5, 5, 3, 4, 7);
        GameState s = state("sharpe", unarmed, DUBRETON);
        // A punch: a 1 on the area die is thrown again; no weapon -1 on the wound.
        Outcome punch = attack(s, new Object[0], 6, 1, 1, 2, 3);
        assertTrue(says(punch, "using no weapon -1"), explain(punch));
        assertEquals(5, punch.rolls().size(), "attack, defence, area, area again, extent");
        // A head butt lands on the head with no area die.
        Outcome butt = attack(s, new Object[] { Input.WITH, Blow.HEAD_BUTT }, 4, 1, 1);
        assertTrue(says(butt, "head butt is directed only to the head"));
        assertEquals(3, butt.rolls().size(), "no area die");
        assertEquals(1, woundsAt(after(s, butt), "dubreton", Location.HEAD), explain(butt));
        // A kick lands below the belt; a man with leg wounds cannot kick.
        Outcome kick = attack(s, new Object[] { Input.WITH, Blow.KICK }, 6, 1, 5, 1);
        assertTrue(says(kick, "Kicks land below the belt: 5 is the abdomen"));
        refusedBy(state("sharpe", unarmed.withMark(Mark.WOUND_PREFIX + Location.LEGS, 1), DUBRETON),
                request(Action.ATTACK, Input.ACTOR, "sharpe", Input.TARGET, "dubreton", Input.WITH, Blow.KICK), "Barehanded", "only head butt or punch");
        // A barehanded parry against a weapon is -1, and a riposte needs a weapon.
        GameState d = state("dubreton", DUBRETON, unarmed);
        Outcome parry = resolve(d, request(Action.ATTACK, Input.ACTOR, "dubreton", Input.TARGET, "sharpe"), 1, 6);
        assertTrue(says(parry, "barehanded parry against a weapon -1"), explain(parry));
        refusedBy(d, request(Action.ATTACK, Input.ACTOR, "dubreton", Input.TARGET, "sharpe", Input.DEFENCE, Defence.RIPOSTE), "8 Melee", "only be made with a weapon");
    }

    @Test
    void aPinnedDefenderMayOnlyDodgeAndIsWoundedAtPlusOne() {
        GameState s = state("sharpe", SHARPE, DUBRETON);
        refusedBy(s, request(Action.ATTACK, Input.ACTOR, "sharpe", Input.TARGET, "dubreton", Input.DEFENDER_PINNED, true), "9 Close combat", "only dodging or distraction");
        Outcome o = attack(s, new Object[] { Input.DEFENDER_PINNED, true, Input.DEFENCE, Defence.DODGE }, 6, 6, 1, 1);
        assertTrue(says(o, "defender unable to recoil +1"), explain(o));
    }
}
