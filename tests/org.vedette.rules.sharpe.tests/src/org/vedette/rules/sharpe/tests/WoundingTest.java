package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Cover;
import org.vedette.rules.sharpe.Sharpe.CoverHeight;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §12 Wounding: the area hit and the arm swap, knocking out, cover,
 * recoil, suppression, and the extent of the wound with its modifiers and the
 * clamp at the table's ends. Rulings A1, A3, A8, A9, A11, A14.
 */
class WoundingTest {
    static final Actor HARPER = british("harper", 4, 4, 6, 5, 6, Weapon.MUSKET, Weapon.BAYONET);
    static final Actor VOLT = french("volt", 3, 3, 3, 3, 6, Weapon.MUSKET);

    private static Outcome shoot(GameState s, Object[] more, int... faces) {
        Object[] all = new Object[more.length + 6];
        all[0] = Input.ACTOR;
        all[1] = "harper";
        all[2] = Input.TARGET;
        all[3] = "volt";
        all[4] = Input.RANGE;
        all[5] = 12;
        System.arraycopy(more, 0, all, 6, more.length);
        return resolve(s, request(Action.SHOOT, all), faces);
    }

    @ParameterizedTest(name = "a {0} is the {1}")
    @CsvSource({ "1, legs", "2, abdomen", "3, left-arm", "4, right-arm", "5, chest", "6, head" })
    void theAreaHitTable(int die, String location) {
        GameState s = state("harper", HARPER, VOLT);
        // 2D6 of 4 (2+2) on any row is a light wound.
        GameState after = after(s, shoot(s, new Object[0], 1, 2, die, 2, 2));
        assertEquals(1, woundsAt(after, "volt", location));
    }

    @Test
    void anArmTurnedAwayFromTheAttackIsSwappedForTheOther() {
        GameState s = state("harper", HARPER, VOLT);
        GameState fromLeft = after(s, shoot(s, new Object[] { Input.FROM, Side.LEFT }, 1, 2, 4, 2, 2));
        assertEquals(1, woundsAt(fromLeft, "volt", Location.LEFT_ARM), "from the left the right arm is away: the left is hit");
        GameState fromRight = after(s, shoot(s, new Object[] { Input.FROM, Side.RIGHT }, 1, 2, 3, 2, 2));
        assertEquals(1, woundsAt(fromRight, "volt", Location.RIGHT_ARM));
        GameState front = after(s, shoot(s, new Object[] { Input.FROM, Side.FRONT }, 1, 2, 3, 2, 2));
        assertEquals(1, woundsAt(front, "volt", Location.LEFT_ARM));
    }

    @Test
    void hardCoverMissesAnObscuredArea() {
        GameState s = state("harper", HARPER, VOLT);
        Outcome legs = shoot(s, new Object[] { Input.COVER, Cover.HARD }, 1, 2, 1);
        assertTrue(legs.headline().contains("cover stops it"), legs.headline());
        assertEquals(0, woundPoints(after(s, legs), "volt"));
        assertFalse(flag(after(s, legs), "volt", Mark.SUPPRESSED), "a miss suppresses nobody");
        Outcome chest = shoot(s, new Object[] { Input.COVER, Cover.HARD }, 1, 2, 5, 3, 3);
        assertEquals(2, woundPoints(after(s, chest), "volt"));
        Outcome loophole = shoot(s, new Object[] { Input.COVER, Cover.HARD, Input.COVER_HEIGHT, CoverHeight.ALL_BUT_HEAD }, 1, 2, 5);
        assertTrue(loophole.headline().contains("cover stops it"));
    }

    @Test
    void softCoverMissesOnOneToThreeForEveryHitByDefault() {
        GameState s = state("harper", HARPER, VOLT);
        Outcome miss = shoot(s, new Object[] { Input.COVER, Cover.SOFT }, 1, 2, 6, 3);
        assertTrue(miss.headline().contains("cover stops it"));
        assertTrue(cites(miss, "A11"));
        Outcome hit = shoot(s, new Object[] { Input.COVER, Cover.SOFT }, 1, 2, 6, 4, 2, 2);
        assertEquals(1, woundPoints(after(s, hit), "volt"));
    }

    @Test
    void softCoverOnlyForObscuredAreasWithTheOption() {
        GameState s = state(options(Option.SOFT_COVER, Reading.OBSCURED_ONLY), "harper", HARPER, VOLT);
        Outcome head = shoot(s, new Object[] { Input.COVER, Cover.SOFT }, 1, 2, 6, 2, 2);
        assertEquals(3, head.rolls().size(), "no soft-cover die for the head over a waist-high bush");
        assertEquals(1, woundPoints(after(s, head), "volt"));
        Outcome legs = shoot(s, new Object[] { Input.COVER, Cover.SOFT }, 1, 2, 1, 2);
        assertTrue(legs.headline().contains("cover stops it"));
    }

    @Test
    void noEffectSuppressesAndRecoilsAndInterruptsLoading() {
        Actor loading = VOLT.withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, 0).withMark(Mark.RELOADED, Weapon.MUSKET)
                .withMark(Mark.RELOAD_WORK, 1).withMark(Mark.ACTION, Action.RELOAD);
        GameState s = state("harper", HARPER, loading);
        Outcome o = shoot(s, new Object[0], 1, 2, 1, 1, 1);
        assertTrue(o.headline().contains("no effect (suppressed)"), o.headline());
        GameState after = after(s, o);
        assertTrue(flag(after, "volt", Mark.SUPPRESSED));
        assertTrue(instructed(o, "recoils 1 inch"));
        assertEquals(1, count(after, "volt", Mark.RELOAD_PREFIX + Weapon.MUSKET), "the bound's loading must be done again");
        assertTrue(cites(o, "Continuing Actions"));
        // Suppressed: no movement or attacks this bound.
        GameState his = state(1, Map.of(), "volt", after.actor("harper"), after.actor("volt"));
        refusedBy(his, request(Action.MOVE, Input.ACTOR, "volt", Input.PACE, "walk", Input.DISTANCE, 3), "Suppression", "no movement or attacks");
    }

    @Test
    void scoresBelowTwoHaveNoEffectAndAboveTwelveAlwaysKill() {
        // Melee: C6 + 6 = 12 against an unmodified 1: difference 11, +1D6 1, strength 6 +1 = 13 on the arms: kill.
        Actor brute = british("brute", 6, 6, 6, 6, 6, Weapon.SWORD);
        GameState s = state("brute", brute, VOLT);
        Outcome kill = resolve(s, request(Action.ATTACK, Input.ACTOR, "brute", Input.TARGET, "volt", Input.DEFENCE, Defence.NONE), 6, 1, 3, 1);
        assertTrue(says(kill, "= 13 on the left arm row: Kill"), explain(kill));
        assertTrue(after(s, kill).actor("volt").status().out());
        // A barehanded weakling: difference 1, 1D6 1, strength 1 -1, no weapon -1: 0, no effect.
        Actor weakling = british("weak", 6, 6, 1, 6, 6);
        GameState w = state("weak", weakling, VOLT);
        Outcome none = resolve(w, request(Action.ATTACK, Input.ACTOR, "weak", Input.TARGET, "volt", Input.DEFENCE, Defence.NONE), 1, 6, 2, 1);
        assertTrue(says(none, "= 0 on the abdomen row: N/e"), explain(none));
        assertEquals(0, woundPoints(after(w, none), "volt"));
    }

    @Test
    void rulingA1TheHeadAtFiveIsLightUnlessThePlaysheetIsChosen() {
        GameState s = state("harper", HARPER, VOLT);
        Outcome light = shoot(s, new Object[0], 1, 2, 6, 2, 3);
        assertEquals(1, woundsAt(after(s, light), "volt", Location.HEAD));
        assertTrue(cites(light, "A1"));
        GameState p = state(options(Option.HEAD_AT_FIVE, Reading.SERIOUS), "harper", HARPER, VOLT);
        Outcome serious = shoot(p, new Object[0], 1, 2, 6, 2, 3, /* knocked out for */ 4);
        assertEquals(2, woundsAt(after(p, serious), "volt", Location.HEAD));
        assertEquals(4, count(after(p, serious), "volt", Mark.OUT_COLD));
    }

    @Test
    void rulingA8AShootersStrengthCountsOnlyWithTheOption() {
        GameState s = state("harper", HARPER, VOLT);
        // Arms at 7: L/w; with Harper's strength 6 (+1), 8: S/w.
        assertEquals(1, woundPoints(after(s, shoot(s, new Object[0], 1, 2, 3, 3, 4)), "volt"));
        GameState opt = state(options(Option.SHOOTER_STRENGTH, true), "harper", HARPER, VOLT);
        Outcome o = shoot(opt, new Object[0], 1, 2, 3, 3, 4);
        assertEquals(2, woundPoints(after(opt, o), "volt"));
        assertTrue(says(o, "shooter's strength"));
    }

    @Test
    void aManOnTheFloorIsWoundedAtPlusOne() {
        GameState s = state("harper", HARPER, down(VOLT));
        Outcome o = shoot(s, new Object[0], 1, 2, 3, 3, 4);
        assertEquals(2, woundPoints(after(s, o), "volt"), "7 +1 = 8 on the arms: serious");
        assertTrue(says(o, "wounded whilst on the floor +1"));
    }

    @Test
    void rulingA9TheRipostersStrengthAndA14TheStrengthAsItStands() {
        // The riposter (strength 6, +1) beats the attacker by 1: 1 + 1D6 3 + 1 = 5 on the legs: light.
        Actor riposter = british("rip", 3, 3, 6, 6, 6, Weapon.SWORD);
        Actor attacker = french("att", 3, 3, 5, 3, 6, Weapon.BAYONET);
        GameState s = state("att", attacker, riposter);
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "att", Input.TARGET, "rip", Input.DEFENCE, Defence.RIPOSTE), 5, 3, 1, 3);
        assertTrue(cites(o, "A9"));
        assertTrue(says(o, "striker's strength 6 +1"), explain(o));
        assertEquals(1, woundsAt(after(s, o), "att", Location.LEGS));
        // A14: a wounded attacker of strength 5 with a light wound has strength 4: band 3,4, 0; as rolled, +1.
        Actor hurt = wounded(french("att", 3, 3, 5, 6, 6, Weapon.BAYONET), 1);
        Actor victim = british("v", 3, 3, 3, 1, 6);
        GameState cur = state("att", hurt, victim);
        Outcome c = resolve(cur, request(Action.ATTACK, Input.ACTOR, "att", Input.TARGET, "v", Input.DEFENCE, Defence.NONE), 6, 1, 1, 1);
        assertTrue(says(c, "striker's strength 4 +0"), explain(c));
        GameState orig = state(options(Option.STRENGTH_BAND, Reading.ORIGINAL), "att", hurt, victim);
        Outcome r = resolve(orig, request(Action.ATTACK, Input.ACTOR, "att", Input.TARGET, "v", Input.DEFENCE, Defence.NONE), 6, 1, 1, 1);
        assertTrue(says(r, "striker's strength 5 +1"), explain(r));
    }

    @Test
    void knockingOutAddsOneToTheAreaAndTurnsSeriousWoundsIntoKnockOuts() {
        Actor brute = british("brute", 6, 6, 4, 6, 6, Weapon.CLUB);
        GameState s = state("brute", brute, VOLT);
        // 6+5 = 11 against 3+2 = 5: difference 6; area 5 +1 = head; 1D6 2: 8 on the head: S/w → knocked out for 3 bounds.
        Outcome o = resolve(s, request(Action.ATTACK, Input.ACTOR, "brute", Input.TARGET, "volt", Input.KNOCK_OUT, true), 5, 2, 5, 2, 3);
        GameState after = after(s, o);
        assertEquals(0, woundPoints(after, "volt"), "a knock-out is not a wound");
        assertTrue(flag(after, "volt", Mark.UNCONSCIOUS));
        assertEquals(3, count(after, "volt", Mark.OUT_COLD));
        assertTrue(cites(o, "Knocking out"));
    }
}
