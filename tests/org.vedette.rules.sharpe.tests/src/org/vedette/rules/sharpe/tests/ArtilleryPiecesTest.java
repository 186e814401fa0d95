package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §19 Artillery pieces (optional): firing skill 6, at most 9;
 * automatic under 10"; 24" unmodified, then -1, -2, -3; D6+1 wounds under 24",
 * D3+1 to 48", D3 beyond; 20 man-bounds to load, four men at most; misfires as
 * usual (ruling A10).
 */
class ArtilleryPiecesTest {
    static final Map<String, Object> ON = options(Option.ARTILLERY, true);
    static final Actor GUNNER = british("gunner", 4, 4, 4, 4, 6, Weapon.CANNON);
    static final Actor MATE = british("mate", 4, 4, 4, 4, 6);
    static final Actor COLUMN = french("column", 3, 3, 3, 3, 6);

    private static Outcome fire(GameState s, double range, int... faces) {
        return resolve(s, request(Action.SHOOT, Input.ACTOR, "gunner", Input.TARGET, "column", Input.RANGE, range), faces);
    }

    @Test
    void refusedWithoutTheOption() {
        refusedBy(state("gunner", GUNNER, COLUMN), request(Action.SHOOT, Input.ACTOR, "gunner", Input.TARGET, "column", Input.RANGE, 20),
                "19 Artillery", "option 'artillery'");
    }

    @ParameterizedTest(name = "{0}\": skill {1}")
    @CsvSource({ "10, 6", "24, 6", "30, 5", "36, 5", "40, 4", "48, 4", "60, 3" })
    void rangeBands(double range, int skill) {
        Outcome o = fire(state(ON, "gunner", GUNNER, COLUMN), range, 6, 5);
        assertTrue(says(o, "modified skill " + skill), explain(o));
    }

    @Test
    void underTenInchesAnAutomaticHitStillMisfiresOnTwoOrTwelve() {
        GameState s = state(ON, "gunner", GUNNER, COLUMN);
        Outcome misfire = fire(s, 9, 1, 1);
        assertTrue(misfire.headline().contains("misfire"));
        // 6 + 5 would miss at skill 6, but it is an automatic hit: D6+1 = 2 wounds.
        Outcome hit = fire(s, 9, 6, 5, 1, 1, 2, 2, 1, 2, 2);
        assertEquals("gunner fires the artillery piece at column at 9\": 2 hits, 2 wounds: column light wound; column light wound", hit.headline(), explain(hit));
        GameState noRoll = state(options(Option.ARTILLERY, true, Option.AUTOMATIC_HIT_MISFIRES, false), "gunner", GUNNER, COLUMN);
        Outcome plain = fire(noRoll, 9, 1, 1, 2, 2, 1, 2, 2);
        assertEquals("gunner fires the artillery piece at column at 9\": 2 hits, 2 wounds: column light wound; column light wound", plain.headline(), explain(plain));
    }

    @Test
    void woundsByRange() {
        GameState s = state(ON, "gunner", GUNNER, COLUMN);
        // 30": D3+1 from a 3 (D3 2): 3 wounds.
        assertEquals("gunner fires the artillery piece at column at 30\": 3 hits, 3 wounds: column light wound; column light wound; column light wound", fire(s, 30, 1, 2, 3, 1, 2, 2, 1, 2, 2, 1, 2, 2).headline());
        // 60": D3 from a 5 (3): 3 wounds, all to the one man — light wounds in the legs, the second making a serious one.
        Outcome far = fire(s, 60, 1, 2, 5, 1, 2, 2, 1, 2, 2, 1, 2, 2);
        assertEquals("gunner fires the artillery piece at column at 60\": 3 hits, 3 wounds: column light wound; column light wound; column light wound", far.headline());
        assertEquals(3, woundPoints(after(s, far), "column"));
        // 20": D6+1 from a 6: 7 wounds; the man is dead after the fourth light wound and the rest fall on nobody.
        Outcome close = fire(s, 20, 1, 2, 6, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2);
        assertTrue(after(s, close).actor("column").status().out(), explain(close));
    }

    @Test
    void theHeadlineCountsWoundsNotHits() {
        GameState s = state(ON, "gunner", GUNNER, COLUMN);
        // 30": 1 + 2 hits; D3+1 from a 3: 3 hits, each in the legs (1) with 1 + 1 = 2: no effect (§12), so no wound.
        Outcome o = fire(s, 30, 1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1);
        assertEquals("gunner fires the artillery piece at column at 30\": 3 hits, no wound: column no effect (suppressed);"
                + " column no effect (suppressed); column no effect (suppressed)", o.headline(), explain(o));
        assertEquals(0, after(s, o).actor("column").status().wounds());
    }

    @Test
    void theD3OfHitsIsAD6HalvedAndTheRollSaysSo() {
        GameState s = state(ON, "gunner", GUNNER, COLUMN);
        // 30": D3+1 hits from a D6 of 3 — halved, rounding up, a D3 of 2, +1: 3 hits.
        Outcome o = fire(s, 30, 1, 2, 3, 1, 2, 2, 1, 2, 2, 1, 2, 2);
        assertEquals("1D6 halved, rounding up, for the D3 of hits: 3", o.rolls().get(1).toString(), "the roll is the D6 thrown, and says it is halved");
        assertTrue(says(o, "the D6 shows 3, halved (rounding up) a D3 of 2, +1 = 3"), explain(o));
    }

    @Test
    void theGunsSkillIsCappedAtNine() {
        GameState s = state(ON, "gunner", profile(GUNNER, Field.GUN_SKILL, 10), COLUMN);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "gunner", Input.TARGET, "column", Input.RANGE, 20), "2 Character profiles", "'gun-skill' is 10");
        Outcome nine = fire(state(ON, "gunner", profile(GUNNER, Field.GUN_SKILL, 9), COLUMN), 20, 5, 5);
        assertTrue(says(nine, "modified skill 9"), explain(nine));
    }

    @Test
    void twentyManBoundsToLoadAndFourMenAtMost() {
        Actor fired = GUNNER.withMark(Mark.RELOAD_PREFIX + Weapon.CANNON, 20);
        Actor m2 = british("m2", 4, 4, 4, 4, 6);
        Actor m3 = british("m3", 4, 4, 4, 4, 6);
        GameState s = state(ON, "gunner", fired, MATE, m2, m3, COLUMN);
        Outcome o = resolve(s, request(Action.RELOAD, Input.ACTOR, "gunner", Input.CREW_1, "mate", Input.CREW_2, "m2", Input.CREW_3, "m3"));
        GameState after = after(s, o);
        assertEquals(16, count(after, "gunner", Mark.RELOAD_PREFIX + Weapon.CANNON), "four men: 5 bounds");
        assertEquals(Action.RELOAD, mark(after, "mate", Mark.ACTION), "the crew spend their action loading");
        Outcome alone = resolve(state(ON, "gunner", fired, COLUMN), request(Action.RELOAD, Input.ACTOR, "gunner"));
        assertEquals("gunner loads his artillery piece with 1 man: loading: 19 to go", alone.headline());
    }
}
