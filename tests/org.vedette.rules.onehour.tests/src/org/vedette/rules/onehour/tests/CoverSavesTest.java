package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Cover;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Shooting — cover: "Units in towns, or in terrain which a scenario designates as cover, or Skirmishers
 * with a hedge marker, roll 1D6 for each hit scored on them. On a 4 or more the hit is ignored." Rulings D2, D6.
 */
class CoverSavesTest {
    private static GameState table(String firer, org.vedette.core.game.Actor target) {
        return state(BRITISH, Phase.SHOOTING, british("b", firer), target);
    }

    @Test
    void inATownEachHitIsSavedOnFourOrMore() {
        GameState s = table(Type.INFANTRY, french("f", Type.INFANTRY));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 8,
                Input.COVER, Cover.TOWN), 5, 6, /* saves */ 4, 3);
        assertEquals(2, o.rolls().size());
        assertEquals(2, o.rolls().get(1).count(), "one save die per hit");
        assertEquals(1, hitsOn(after(s, o), "f"));
        assertTrue(o.headline().contains("1 hit (1 saved)"), o.headline());
    }

    @Test
    void scenarioCoverSavesToo() {
        GameState s = table(Type.FOOT_ARTILLERY, french("f", Type.INFANTRY));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 30,
                Input.COVER, Cover.SCENARIO_COVER), 6, 6, 6, 5);
        assertEquals(0, hitsOn(after(s, o), "f"));
    }

    @Test
    void skirmishersWithAHedgeMarkerSave() {
        GameState s = table(Type.INFANTRY, french("f", Type.SKIRMISHERS).withMark(Mark.HEDGE, true));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 8), 4, 4, 4, 1);
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void skirmishersWithoutTheMarkerDoNotSave() {
        GameState s = table(Type.INFANTRY, french("f", Type.SKIRMISHERS));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 8), 4, 4);
        assertEquals(1, o.rolls().size(), "no save dice");
        assertEquals(2, hitsOn(after(s, o), "f"));
    }

    @Test
    void capFirstThenOneSaveDie_D2() {
        GameState s = table(Type.LIGHT_INFANTRY, french("f", Type.INFANTRY));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 8,
                Input.COVER, Cover.TOWN), 5, 6, /* one save die for the one hit */ 3);
        assertEquals(1, o.rolls().get(1).count());
        assertEquals(1, hitsOn(after(s, o), "f"));
    }

    @Test
    void aThreeNeverSavesInShooting_D6() {
        // Town and hedge cannot combine (a hedge needs open ground), but even scenario cover on skirmishers with a
        // hedge marker saves only on 4+: the 3+ of Terrain Advantage is for hand-to-hand.
        GameState s = table(Type.INFANTRY, french("f", Type.SKIRMISHERS).withMark(Mark.HEDGE, true));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 8,
                Input.COVER, Cover.SCENARIO_COVER), 4, 4, 3, 3);
        assertEquals(2, hitsOn(after(s, o), "f"));
    }

    @Test
    void noHitsNoSaveDice() {
        GameState s = table(Type.INFANTRY, french("f", Type.INFANTRY));
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, 8,
                Input.COVER, Cover.TOWN), 2, 3);
        assertEquals(1, o.rolls().size());
    }
}
