package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.GameState;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Quality;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Optional Rules — Troop quality: square roll Elite +1, Conscript -1; eliminated at 6 (elite), 5
 * (trained), 4 (conscript) hits; "Artillery are always trained only".
 */
class TroopQualityOptionTest {
    private static final Map<String, Object> ON = option(Option.TROOP_QUALITY, true);

    @ParameterizedTest(name = "{0} with {1} hits: eliminated {2}")
    @CsvSource({ "elite, 5, false", "elite, 6, true", "trained, 4, false", "trained, 5, true", "conscript, 3, false",
            "conscript, 4, true" })
    void eliminatedByQuality(String quality, int hits, boolean out) {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, ON, quality(hits(british("b", Type.INFANTRY), hits), quality));
        assertEquals(out, after(s, EliminatingUnitsTest.toElimination(s)).actor("b").status().out());
    }

    @Test
    void aUnitWithoutQualityIsTrained() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, ON, hits(british("b", Type.INFANTRY), 5));
        assertTrue(after(s, EliminatingUnitsTest.toElimination(s)).actor("b").status().out());
    }

    @Test
    void artilleryIsAlwaysTrained() {
        GameState s = state(BRITISH, Phase.HAND_TO_HAND, ON, quality(hits(british("a", Type.FOOT_ARTILLERY), 5), Quality.ELITE),
                quality(hits(british("h", Type.HORSE_ARTILLERY), 4), Quality.CONSCRIPT));
        GameState t = after(s, EliminatingUnitsTest.toElimination(s));
        assertTrue(t.actor("a").status().out());
        assertFalse(t.actor("h").status().out());
    }

    private static GameState charged(String quality, Map<String, Object> options) {
        return state(BRITISH, Phase.MOVEMENT, options, charging(british("c", Type.LIGHT_CAVALRY), "f"),
                quality(chargedBy(french("f", Type.INFANTRY), "c", Arc.FRONT), quality));
    }

    @Test
    void eliteFormSquareOnATwo() {
        GameState s = charged(Quality.ELITE, ON);
        assertEquals(Boolean.TRUE, mark(after(s, resolve(s, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 2)), "f", Mark.SQUARE));
    }

    @Test
    void conscriptsFailOnAThree() {
        GameState s = charged(Quality.CONSCRIPT, ON);
        assertNull(mark(after(s, resolve(s, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 3)), "f", Mark.SQUARE));
    }

    @Test
    void withoutTheOptionConscriptsFormOnAThreeAndEliteFailOnATwo() {
        GameState c = charged(Quality.CONSCRIPT, Map.of());
        assertEquals(Boolean.TRUE, mark(after(c, resolve(c, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 3)), "f", Mark.SQUARE));
        GameState e = charged(Quality.ELITE, Map.of());
        assertNull(mark(after(e, resolve(e, request(Action.FORM_SQUARE, Input.ACTOR, "f"), 2)), "f", Mark.SQUARE));
    }
}
