package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §13 Wound effects: "2 light wounds = 1 serious wound, 2 serious
 * wounds = 1 kill"; no further action this bound; the effects by location;
 * knock-downs and rising; the head's knock-out for D6 bounds; falls from high
 * places (ruling A2).
 */
class WoundEffectsTest {
    static final Actor HARPER = british("harper", 4, 4, 6, 5, 6, Weapon.MUSKET);
    static final Actor VOLT = french("volt", 4, 3, 3, 3, 6, Weapon.MUSKET);

    /** Harper hits Voltigeur at 12" (1+2), the area die, then the extent's 2D6. */
    private static GameState hit(GameState s, int area, int a, int b, int... more) {
        int[] faces = new int[5 + more.length];
        faces[0] = 1;
        faces[1] = 2;
        faces[2] = area;
        faces[3] = a;
        faces[4] = b;
        System.arraycopy(more, 0, faces, 5, more.length);
        return after(s, resolve(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12), faces));
    }

    private static GameState hitFrom(GameState s, int height, int... faces) {
        return after(s, resolve(s, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12,
                Input.TARGET_HEIGHT, height), faces));
    }

    @Test
    void anyWoundStopsFurtherActionThisBound() {
        GameState s = hit(state("harper", HARPER, VOLT), 5, 2, 2);
        assertTrue(flag(s, "volt", Mark.WOUNDED));
        GameState his = state(1, Map.of(), "volt", s.actor("harper"), s.actor("volt"));
        refusedBy(his, request(Action.SHOOT, Input.ACTOR, "volt", Input.TARGET, "harper", Input.RANGE, 12), "13 Wound effects", "no further action or movement this bound");
    }

    @Test
    void aLightLegWoundStopsTheNextBoundsMove() {
        GameState s = hit(state("harper", HARPER, VOLT), 1, 2, 2);
        assertEquals(2, count(s, "volt", Mark.LAME_IN));
        GameState next = state(2, Map.of(), "volt", s.actor("harper"), s.actor("volt").withMark(Mark.WOUNDED, null));
        refusedBy(next, request(Action.MOVE, Input.ACTOR, "volt", Input.PACE, Pace.WALK, Input.DISTANCE, 1), "13 Wound effects", "No move next bound");
        GameState later = state(3, Map.of(), "volt", s.actor("harper"), s.actor("volt").withMark(Mark.WOUNDED, null));
        resolve(later, request(Action.MOVE, Input.ACTOR, "volt", Input.PACE, Pace.WALK, Input.DISTANCE, 5));
    }

    @Test
    void aSeriousLegWoundMeansCrawlingForTheRestOfTheGame() {
        GameState s = hit(state("harper", HARPER, VOLT), 1, 4, 3);
        assertTrue(flag(s, "volt", Mark.CRAWL));
        GameState next = state(3, Map.of(), "volt", s.actor("harper"), s.actor("volt").withMark(Mark.WOUNDED, null));
        refusedBy(next, request(Action.MOVE, Input.ACTOR, "volt", Input.PACE, Pace.WALK, Input.DISTANCE, 1), "13 Wound effects", "Crawl for rest of game");
        Outcome crawl = resolve(next, request(Action.MOVE, Input.ACTOR, "volt", Input.PACE, Pace.CRAWL, Input.DISTANCE, 1));
        assertTrue(crawl.headline().contains("1\""));
    }

    @Test
    void aSeriousHeadWoundKnocksOutForD6Bounds() {
        GameState s = hit(state("harper", HARPER, VOLT), 6, 3, 3, /* bounds */ 5);
        assertTrue(flag(s, "volt", Mark.UNCONSCIOUS));
        assertEquals(5, count(s, "volt", Mark.OUT_COLD));
        assertTrue(s.actor("volt").status().down());
        GameState his = state(2, Map.of(), "volt", s.actor("harper"), s.actor("volt").withMark(Mark.WOUNDED, null));
        refusedBy(his, request(Action.RISE, Input.ACTOR, "volt"), "13 Wound effects", "unconscious");
    }

    @Test
    void aSeriousChestWoundKnocksDownAndBleeds() {
        GameState s = hit(state("harper", HARPER, VOLT), 5, 3, 3);
        assertTrue(s.actor("volt").status().down());
        assertTrue(flag(s, "volt", Mark.BLEEDING));
        assertTrue(flag(s, "volt", Mark.KNOCKED_DOWN));
        assertFalse(flag(s, "volt", Mark.UNCONSCIOUS));
    }

    @Test
    void aLightWoundInBothArmsStopsTheMusketAsACloseCombatWeapon() {
        Actor volt = VOLT.withMark(Mark.WOUND_PREFIX + Location.LEFT_ARM, 1).withStatus(new Status(1, 0, false, false));
        GameState s0 = state("harper", HARPER, volt);
        // 1 + 2 hits; the right arm (4); 2 + 2 = 4 on the arms row: a light wound — now one in each arm.
        Outcome o = resolve(s0, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12), 1, 2, 4, 2, 2);
        assertTrue(instructed(o, "light wound in both arms: he can no longer use a musket as a close combat weapon"), explain(o));
        assertFalse(instructed(o, "drops anything"), "a light wound drops nothing");
    }

    @Test
    void aSeriousArmWoundDropsTheWeaponAndStopsTheMusket() {
        GameState s0 = state("harper", HARPER, VOLT);
        Outcome o = resolve(s0, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "volt", Input.RANGE, 12), 1, 2, 4, 4, 4);
        assertTrue(instructed(o, "drops anything in his right hand"));
        // §13 "A serious wound in either arm will prevent him using a musket at all": the outcome says so at once.
        assertTrue(instructed(o, "can no longer use a musket"), explain(o));
        assertTrue(says(o, "prevent him using a musket at all"), explain(o));
        GameState s = after(s0, o);
        GameState later = state(2, Map.of(), "volt", s.actor("harper"), s.actor("volt").withMark(Mark.WOUNDED, null));
        refusedBy(later, request(Action.SHOOT, Input.ACTOR, "volt", Input.TARGET, "harper", Input.RANGE, 12), "13 Wound effects", "prevent him using a musket at all");
    }

    @Test
    void twoLightWoundsMakeASeriousAndTwoSeriousKill() {
        GameState s = hit(state("harper", HARPER, VOLT), 3, 2, 2);
        s = hit(state("harper", s.actor("harper").withMark(Mark.ACTION, null).withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, null), s.actor("volt")), 5, 2, 2);
        assertEquals(2, woundPoints(s, "volt"), "two light wounds count as a serious one");
        assertFalse(s.actor("volt").status().out());
        s = hit(state("harper", s.actor("harper").withMark(Mark.ACTION, null).withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, null), s.actor("volt")), 1, 4, 4);
        assertTrue(s.actor("volt").status().out(), "two serious wounds: dead");
    }

    @Test
    void twoLightWoundsInTheSameLegsMakeASeriousLegWound() {
        GameState s = hit(state("harper", HARPER, VOLT), 1, 2, 2);
        s = hit(state("harper", s.actor("harper").withMark(Mark.ACTION, null).withMark(Mark.RELOAD_PREFIX + Weapon.MUSKET, null), s.actor("volt")), 1, 2, 2);
        assertEquals(2, woundsAt(s, "volt", Location.LEGS));
        assertTrue(flag(s, "volt", Mark.CRAWL));
    }

    @Test
    void aKnockedDownManRisesOnAD6NotAboveHisModifiedInitiative() {
        Actor down = down(wounded(VOLT, 2)).withMark(Mark.KNOCKED_DOWN, true);
        GameState s = state(2, Map.of(), "volt", HARPER, down);
        // Initiative 4, less 2 for the serious wound: 2.
        Outcome stays = resolve(s, request(Action.RISE, Input.ACTOR, "volt"), 3);
        assertTrue(after(s, stays).actor("volt").status().down());
        Outcome up = resolve(s, request(Action.RISE, Input.ACTOR, "volt"), 2);
        assertFalse(after(s, up).actor("volt").status().down());
        assertEquals(Action.RISE, mark(after(s, up), "volt", Mark.ACTION));
    }

    @Test
    void aManWoundedOnARoofTestsInitiativeOrFalls() {
        // Light wound in the legs (2+2); initiative 4 less 1: 3; a 6 fails; the 14' fall: area 5, D6 4 -3 = 1: no effect.
        GameState s = hitFrom(state("harper", HARPER, VOLT), 14, 1, 2, 1, 2, 2, 6, 5, 4);
        assertTrue(s.actor("volt").status().down());
        assertEquals(1, woundPoints(s, "volt"));
        // With the playsheet's +3 (ruling A2): 4 +3 = 7 on the chest: serious.
        GameState p = hitFrom(state(options(Option.FALL_MODIFIER, Reading.PLUS_THREE), "harper", HARPER, VOLT), 14, 1, 2, 1, 2, 2, 6, 5, 4);
        assertEquals(3, woundPoints(p, "volt"));
        // He keeps his perch on a 3.
        GameState kept = hitFrom(state("harper", HARPER, VOLT), 14, 1, 2, 1, 2, 2, 3);
        assertFalse(kept.actor("volt").status().down());
        // A fall of 6 feet or less wounds no further.
        GameState low = hitFrom(state("harper", HARPER, VOLT), 6, 1, 2, 1, 2, 2, 6);
        assertEquals(1, woundPoints(low, "volt"));
    }
}
