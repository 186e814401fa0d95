package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Weapon;
import org.vedette.rules.sharpe.Sharpe.Weather;
import org.vedette.rules.sharpe.TargetPriorities;
import org.vedette.rules.sharpe.TargetPriorities.Candidate;
import org.vedette.rules.sharpe.TargetPriorities.Priority;
import org.vedette.rules.sharpe.TargetPriorities.Ranked;

/**
 * Sharpe §7 Shooting: "Throw 2D6 and if the score is above the firer's
 * modified shooting skill then the shot has missed"; the modifiers; each
 * weapon's ranges, cap and loading; misfires and the weather; picking up
 * weapons; target priorities. Rulings A4, A5.
 */
class ShootingTest {
    static final Actor HARPER = british("harper", 4, 4, 6, 5, 6, Weapon.MUSKET, Weapon.BAYONET);
    static final Actor VOLTIGEUR = french("volt", 3, 3, 3, 3, 6, Weapon.MUSKET);

    private static Outcome shot(GameState s, Object[] inputs, int... faces) {
        Object[] all = new Object[inputs.length + 4];
        all[0] = Input.ACTOR;
        all[1] = "harper";
        all[2] = Input.TARGET;
        all[3] = "volt";
        System.arraycopy(inputs, 0, all, 4, inputs.length);
        return resolve(s, request(Action.SHOOT, all), faces);
    }

    @Test
    void aScoreNotAboveTheSkillHitsAndAboveItMisses() {
        GameState s = state("harper", HARPER, VOLTIGEUR);
        // Skill 6 at 12": 6 hits; location 5 (chest), extent 2D6 3+3=6: serious.
        Outcome hit = shot(s, new Object[] { Input.RANGE, 12 }, 2, 4, 5, 3, 3);
        assertEquals("harper shoots at volt with his musket at 12\": hit: serious wound", hit.headline());
        GameState after = after(s, hit);
        assertEquals(2, woundPoints(after, "volt"));
        assertEquals(2, woundsAt(after, "volt", Location.CHEST));
        assertEquals(1, count(after, "harper", Mark.RELOAD_PREFIX + Weapon.MUSKET), "a musket: one bound of loading");
        Outcome miss = shot(s, new Object[] { Input.RANGE, 12 }, 3, 4);
        assertTrue(miss.headline().endsWith("miss"), miss.headline());
        assertEquals(0, woundPoints(after(s, miss), "volt"));
    }

    @Test
    void everyModifierOfTheTable() {
        // Skill 6, wounded (a light -1), target moving -1, firer moving -1, at night -1, mounted target +1, resting +1: 4.
        Actor firer = wounded(HARPER, 1).withMark(Mark.MOVED, true);
        Actor target = mounted(VOLTIGEUR).withMark(Mark.MOVED, true);
        GameState s = state(options(Option.NIGHT, true), "harper", firer, target);
        Outcome o = shot(s, new Object[] { Input.RANGE, 12, Input.RESTING, true }, 1, 3, 1, 1, 1);
        assertTrue(says(o, "modified skill 4"), explain(o));
        assertTrue(says(o, "wounds -1, target moving -1, firer moving -1, shooting at night -1, mounted target +1, firer resting gun +1"), explain(o));
        Outcome miss = shot(s, new Object[] { Input.RANGE, 12, Input.RESTING, true }, 2, 3);
        assertTrue(miss.headline().endsWith("miss"), "5 is above 4");
    }

    @Test
    void theMusketCapOfNineHoldsForARiflemanWhoBorrowsAMusket() {
        Actor rifleman = british("harper", 4, 4, 4, 4, 11, Weapon.MUSKET);
        GameState s = state("harper", rifleman, VOLTIGEUR);
        Outcome o = shot(s, new Object[] { Input.RANGE, 12 }, 5, 5);
        assertTrue(o.headline().endsWith("miss"), "10 is above the capped 9: " + explain(o));
        assertTrue(says(o, "capped at 9"));
        Outcome hit = shot(s, new Object[] { Input.RANGE, 12 }, 4, 5, 1, 1, 1);
        assertFalse(hit.headline().endsWith("miss"));
    }

    @ParameterizedTest(name = "{0} at {1}\": {2}")
    @CsvSource({
            // Pistol: short 3" or less +1; 3-6 -1; 6-12 -2; beyond ineffective (ruling A5: a band includes its upper end).
            "pistol, 3, 7", "pistol, 3.5, 5", "pistol, 6, 5", "pistol, 6.5, 4", "pistol, 12, 4",
            // Musket: 6" or less +1; to 24 unmodified; 24-36 -1; 36-48 -2.
            "musket, 6, 7", "musket, 6.5, 6", "musket, 24, 6", "musket, 24.5, 5", "musket, 36, 5", "musket, 48, 4",
            // Carbine: the musket's ranges (ruling A17).
            "carbine, 6, 7", "carbine, 40, 4",
            // Baker rifle: 10" or less +1; to 48 unmodified; beyond -1, no limit.
            "baker-rifle, 10, 7", "baker-rifle, 48, 6", "baker-rifle, 90, 5",
            // Volley gun: 15" unmodified; to 30 -1.
            "volley-gun, 15, 6", "volley-gun, 30, 5" })
    void rangeBands(String weapon, double range, int skill) {
        Actor firer = british("harper", 4, 4, 6, 5, 6, weapon);
        GameState s = state("harper", firer, VOLTIGEUR);
        // 5 and 6 = 11: a hit only at skill 11+; the explanation gives the modified skill.
        Outcome o = shot(s, new Object[] { Input.RANGE, range, Input.WEAPON, weapon }, 5, 6);
        assertTrue(says(o, "modified skill " + skill), explain(o));
    }

    @Test
    void beyondTheLastBandTheBallIsSpent() {
        GameState s = state("harper", HARPER, VOLTIGEUR);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 48.5), "Muskets", "the ball is spent");
        Actor pistoleer = british("harper", 4, 4, 6, 5, 6, Weapon.PISTOL);
        refusedBy(state("harper", pistoleer, VOLTIGEUR), request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12.5), "Pistols", "beyond");
    }

    @Test
    void aTwoOrATwelveMisfiresAndTheWeaponIsReprimedInOneBound() {
        GameState s = state("harper", HARPER, VOLTIGEUR);
        Outcome two = shot(s, new Object[] { Input.RANGE, 5 }, 1, 1);
        assertTrue(two.headline().endsWith(": misfire: the musket must be re-primed (1 bound)"), two.headline());
        assertEquals(1, count(after(s, two), "harper", Mark.RELOAD_PREFIX + Weapon.MUSKET));
        assertEquals(0, woundPoints(after(s, two), "volt"), "a 2 would have hit, but it misfires");
        Outcome twelve = shot(s, new Object[] { Input.RANGE, 5 }, 6, 6);
        assertTrue(cites(twelve, "Misfires"));
    }

    @Test
    void fogMisfiresOnASixOfTheExtraDieAndRainOnFourToSix() {
        GameState fog = state(options(Option.WEATHER, Weather.FOG), "harper", HARPER, VOLTIGEUR);
        Outcome misfire = shot(fog, new Object[] { Input.RANGE, 5 }, 6);
        assertEquals(1, misfire.rolls().size(), "no 2D6 after a weather misfire");
        assertTrue(misfire.headline().contains("misfire"));
        Outcome fires = shot(fog, new Object[] { Input.RANGE, 5 }, 5, 3, 3, 1, 1, 1);
        assertFalse(fires.headline().contains("misfire"));
        GameState rain = state(options(Option.WEATHER, Weather.RAIN), "harper", HARPER, VOLTIGEUR);
        assertTrue(shot(rain, new Object[] { Input.RANGE, 5 }, 4).headline().contains("misfire"));
        assertFalse(shot(rain, new Object[] { Input.RANGE, 5 }, 3, 6, 5).headline().contains("misfire"));
    }

    @Test
    void anUnloadedMusketIsRefusedAndLoadingTakesItsBounds() {
        Actor fired = HARPER.withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, 1);
        GameState s = state("harper", fired, VOLTIGEUR);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 10), "Reloading", "not loaded");
        Outcome load = resolve(s, request(Action.RELOAD, Input.ACTOR, "harper"));
        assertEquals("harper loads his musket: loaded", load.headline());
        assertEquals(null, mark(after(s, load), "harper", Mark.RELOAD_PREFIX + Weapon.MUSKET));
        refusedBy(after(s, load), request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 10), "5 Actions", "one move or one action per bound");
    }

    @Test
    void aBakerRifleFiresEveryThreeBoundsOrEveryOtherTapLoaded() {
        Actor rifleman = british("rifle", 4, 4, 4, 4, 11, Weapon.BAKER_RIFLE);
        GameState s = state("rifle", rifleman, VOLTIGEUR);
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "rifle", Input.TARGET, "volt", Input.RANGE, 30), 3, 4, 1, 1, 1);
        assertEquals(2, count(after(s, o), "rifle", Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE), "fire, then 2 bounds loading");
        GameState next = state(2, java.util.Map.of(), "rifle", after(s, o).actor("rifle").withMark(Mark.ACTION, null), VOLTIGEUR);
        Outcome tap = resolve(next, request(Action.RELOAD, Input.ACTOR, "rifle", Input.TAP_LOAD, true));
        GameState loaded = after(next, tap);
        assertEquals(0, count(loaded, "rifle", Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE));
        assertTrue(flag(loaded, "rifle", Mark.TAP_LOADED));
        // Next bound: the tap-loaded rifle shoots at 9 at most: 5+5 misses though the rifleman's skill is 11.
        GameState third = state(3, java.util.Map.of(), "rifle", loaded.actor("rifle").withMark(Mark.ACTION, null).withMark(Mark.RELOADED, null).withMark(Mark.RELOAD_WORK, null), VOLTIGEUR);
        Outcome capped = resolve(third, request(Action.SHOOT, Input.ACTOR, "rifle", Input.TARGET, "volt", Input.RANGE, 30), 5, 5);
        assertTrue(capped.headline().endsWith("miss"), explain(capped));
        assertTrue(says(capped, "only as accurate as a musket"));
    }

    @Test
    void aWeaponTheFigureDoesNotCarryIsRefused() {
        GameState s = state("harper", HARPER, VOLTIGEUR);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 10, Input.WEAPON, Weapon.BAKER_RIFLE),
                "7 Shooting", "does not carry a Baker rifle");
        refusedBy(state("harper", HARPER.withMark(Mark.DROPPED_PREFIX + Weapon.MUSKET, true), VOLTIGEUR),
                request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 10), "7 Shooting", "carries no firearm");
    }

    @Test
    void aPickedUpFirearmCannotFireThatBound() {
        GameState s = state("harper", HARPER.withMark(Mark.DROPPED_PREFIX + Weapon.MUSKET, true), VOLTIGEUR);
        Outcome up = resolve(s, request(Action.PICK_UP, Input.ACTOR, "harper", Input.WEAPON, Weapon.MUSKET));
        GameState armed = after(s, up);
        assertEquals(null, mark(armed, "harper", Mark.DROPPED_PREFIX + Weapon.MUSKET));
        refusedBy(armed, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 10), "Picking Up", "same bound");
    }

    @Test
    void anAimedShotNeedsAMoveSpentAimingAtTheTarget() {
        GameState s = state(2, java.util.Map.of(), "harper", HARPER.withMark(Mark.AIMING, "volt").withMark(Mark.AIM_BOUND, 1), VOLTIGEUR);
        Outcome o = shot(s, new Object[] { Input.RANGE, 12, Input.AIMED, true }, 4, 3, 1, 1, 1);
        assertTrue(says(o, "aimed shot +1"), explain(o));
        assertTrue(says(o, "modified skill 7"));
        GameState same = state(1, java.util.Map.of(), "harper", HARPER.withMark(Mark.AIMING, "volt").withMark(Mark.AIM_BOUND, 1), VOLTIGEUR);
        refusedBy(same, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12, Input.AIMED, true), "Modifiers", "aimed only this bound");
        GameState aim = state("harper", HARPER, VOLTIGEUR);
        GameState aiming = after(aim, resolve(aim, request(Action.AIM, Input.ACTOR, "harper", Input.TARGET, "volt")));
        assertEquals("volt", mark(aiming, "harper", Mark.AIMING));
    }

    @Test
    void aSecondShotInTheBoundIsRefused() {
        GameState s = state("harper", HARPER.withMark(Mark.ACTION, Action.SHOOT), VOLTIGEUR);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 10, Input.WEAPON, Weapon.MUSKET),
                "5 Actions", "already taken his action");
    }

    @Test
    void theVolleyGunHitsAutomaticallyWithinTenPacesAndApportionsItsWounds() {
        Actor sergeant = british("harper", 4, 4, 6, 5, 7, Weapon.VOLLEY_GUN, Weapon.BAKER_RIFLE);
        Actor v2 = french("v2", 3, 3, 3, 3, 6);
        GameState s = state("harper", sergeant, VOLTIGEUR, v2);
        // 4" (under 10 paces = 5"): automatic; the 2D6 (3,4) only for a misfire (ruling A10); wounds D6+1 = 3.
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.ALSO_1, "v2",
                Input.RANGE, 4, Input.WEAPON, Weapon.VOLLEY_GUN),
                3, 4, /* wounds */ 2,
                /* volt */ 1, 2, 2, /* v2 */ 1, 2, 2, /* volt again */ 1, 2, 2);
        assertEquals("harper shoots at volt with his volley gun at 4\": 3 hits, 3 wounds: volt light wound; v2 light wound; volt light wound", o.headline());
        GameState after = after(s, o);
        assertEquals(2, woundPoints(after, "volt"), "two light wounds in the legs to the first named");
        assertEquals(1, woundPoints(after, "v2"));
        assertEquals(9, count(after, "harper", Mark.RELOAD_PREFIX + Weapon.VOLLEY_GUN), "once every 10 moves");
    }

    @Test
    void theVolleyGunAtLongerRangeRollsToHitAndScoresD3PlusOne() {
        Actor sergeant = british("harper", 4, 4, 6, 5, 7, Weapon.VOLLEY_GUN);
        GameState s = state("harper", sergeant, VOLTIGEUR);
        // 20": skill 7 -1 = 6; 2D6 = 5 hits; D3+1 from a 6 = 4 wounds.
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 20, Input.WEAPON, Weapon.VOLLEY_GUN),
                2, 3, 6, 1, 2, 2, 1, 2, 2, 1, 2, 2, 2, 1, 1);
        assertEquals("harper shoots at volt with his volley gun at 20\": 4 hits, 3 wounds: volt light wound; volt light wound; volt light wound; volt no effect (suppressed)", o.headline());
    }

    @Test
    void targetPrioritiesAreDataAndRankTheNearestUnlessAnotherIsEasier() {
        assertEquals(List.of(Priority.RIFLES_SHOOT_OFFICERS_FIRST, Priority.EASIER_TARGET, Priority.MORE_DANGEROUS, Priority.NEAREST),
                TargetPriorities.PRIORITIES);
        List<Ranked> r = TargetPriorities.rank(Weapon.MUSKET, List.of(
                new Candidate("near-in-cover", 8, "hard", false, false),
                new Candidate("further-in-open", 20, "none", false, false),
                new Candidate("far", 30, "none", false, false),
                new Candidate("out-of-range", 60, "none", false, false)));
        assertEquals(List.of("further-in-open", "far", "near-in-cover"), r.stream().map(x -> x.target().id()).toList());
        assertEquals(Priority.EASIER_TARGET, r.get(0).decidedBy());
        List<Ranked> cav = TargetPriorities.rank(Weapon.MUSKET, List.of(new Candidate("infantry", 10, null, false, false),
                new Candidate("hussar", 11.5, null, true, false)));
        assertEquals("hussar", cav.get(0).target().id(), "a cavalryman at 23 paces before an infantryman at 20");
        List<Ranked> rifles = TargetPriorities.rank(Weapon.BAKER_RIFLE, List.of(new Candidate("private", 10, null, false, false),
                new Candidate("officer", 40, "soft", false, true)));
        assertEquals("officer", rifles.get(0).target().id());
        assertEquals(Priority.RIFLES_SHOOT_OFFICERS_FIRST, rifles.get(0).decidedBy());
    }
}
