package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H "H/Cavalry 2 plus 1 impetus" and "Heavy Cavalry who roll a '1' on either of their normal dice lose the
 * Impetus dice in all combats for the rest of the game" — ruling D3 (a).
 */
class HeavyCavalryImpetusTest {
    private static GameState table(Map<String, Object> options, boolean impetusLost) {
        var hc = charging(british("h", Type.HEAVY_CAVALRY), "f");
        if (impetusLost) hc = hc.withMark(Mark.IMPETUS_LOST, true);
        return state(BRITISH, Phase.HAND_TO_HAND, options, hc, chargedBy(french("f", Type.INFANTRY), "h", Arc.FRONT));
    }

    private static Outcome fight(GameState s, int... faces) {
        return resolve(s, request(Action.FIGHT, Input.ACTOR, "h", Input.TARGET, "f"), faces);
    }

    @Test
    void twoNormalDiceAndOneImpetusDie() {
        GameState s = table(Map.of(), false);
        Outcome o = fight(s, 4, 5, 6);
        assertEquals(2, o.rolls().get(0).count());
        assertEquals(1, o.rolls().get(1).count());
        assertEquals(3, hitsOn(after(s, o), "f"));
        assertNull(mark(after(s, o), "h", Mark.IMPETUS_LOST));
    }

    @Test
    void aOneOnANormalDieLosesTheImpetusButThisCombatsImpetusDieCounts_D3() {
        GameState s = table(Map.of(), false);
        Outcome o = fight(s, 1, 5, /* impetus */ 6);
        GameState t = after(s, o);
        assertEquals(2, hitsOn(t, "f"));
        assertEquals(Boolean.TRUE, mark(t, "h", Mark.IMPETUS_LOST));
    }

    @Test
    void withImpetusLostAtOnceTheImpetusDieIsNotThrown_D3() {
        GameState s = table(option(Option.IMPETUS_LOST_AT_ONCE, true), false);
        Outcome o = fight(s, 5, 1);
        assertEquals(1, o.rolls().size(), "no impetus die");
        GameState t = after(s, o);
        assertEquals(1, hitsOn(t, "f"));
        assertEquals(Boolean.TRUE, mark(t, "h", Mark.IMPETUS_LOST));
    }

    @Test
    void aOneOnTheImpetusDieLosesNothing() {
        GameState s = table(Map.of(), false);
        assertNull(mark(after(s, fight(s, 4, 4, 1)), "h", Mark.IMPETUS_LOST));
    }

    @Test
    void lostForTheRestOfTheGame() {
        GameState s = table(Map.of(), true);
        Outcome o = fight(s, 6, 6);
        assertEquals(1, o.rolls().size());
        assertEquals(2, hitsOn(after(s, o), "f"));
    }

    @Test
    void lightCavalryHaveNoImpetus() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, charging(british("l", Type.LIGHT_CAVALRY), "f"),
                chargedBy(french("f", Type.INFANTRY), "l", Arc.FRONT));
        Outcome o = resolve(s, request(Action.FIGHT, Input.ACTOR, "l", Input.TARGET, "f"), 1, 1);
        assertEquals(1, o.rolls().size());
        assertNull(mark(after(s, o), "l", Mark.IMPETUS_LOST));
    }
}
