package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Losses;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Eliminating Units, as the NPC AI's risk factors count a unit's losses (ruling D10): its hits against the hits
 * that eliminate it — "Units are eliminated upon the acquisition of 5 hits"; with the optional Troop quality
 * "Elite eliminated of 6 hits, Trained eliminated on 5 hits, Conscript eliminated of 4 hits" — not one figure of one.
 */
class EliminatingUnitsLossesTest {
    @ParameterizedTest(name = "{0} hits, {1}, troop quality {2}: {3} of {4}")
    @CsvSource({
            "0, trained, false, 0, 5",
            "1, trained, false, 1, 5",
            "4, trained, false, 4, 5",
            // Hits past the limit, before the elimination phase removes the unit, count as the limit.
            "7, trained, false, 5, 5",
            // Without the option quality does not matter.
            "1, elite, false, 1, 5",
            "1, elite, true, 1, 6",
            "1, conscript, true, 1, 4",
            "3, trained, true, 3, 5" })
    void aUnitsLossesAreItsHitsAgainstItsElimination(int hits, String quality, boolean option, int lost,
            int strength) {
        Actor b = hits(quality(british("b", Type.INFANTRY), quality), hits);
        GameState s = state(BRITISH, Phase.SHOOTING, Map.of(Option.TROOP_QUALITY, option), b,
                french("f", Type.INFANTRY));
        Losses l = RULES.losses(s, s.actor("b"));
        assertEquals(lost, l.lost());
        assertEquals(strength, l.strength());
        assertEquals("its hits, of the " + strength + " that eliminate it", l.counted());
        assertEquals(option ? "Optional Rules — Troop quality" : "Eliminating Units", l.rule().section());
    }

    @ParameterizedTest(name = "an eliminated unit of {0} hits is lost whole")
    @CsvSource({ "5", "0" })
    void anEliminatedUnitIsLostWhole(int hits) {
        Actor b = hits(british("b", Type.INFANTRY), hits);
        b = b.withStatus(b.status().withOut(true));
        GameState s = state(BRITISH, Phase.SHOOTING, b, french("f", Type.INFANTRY));
        Losses l = RULES.losses(s, s.actor("b"));
        assertEquals(5, l.lost());
        assertEquals(5, l.strength());
    }

    @Test
    void onlyTheUnitsOwnHitsCount() {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY),
                hits(british("c", Type.INFANTRY), 4), hits(french("f", Type.INFANTRY), 4));
        Losses l = RULES.losses(s, s.actor("b"));
        assertEquals(0, l.lost(), "a unit is its own group: its neighbours' hits are not its losses");
        assertEquals(5, l.strength());
    }
}
