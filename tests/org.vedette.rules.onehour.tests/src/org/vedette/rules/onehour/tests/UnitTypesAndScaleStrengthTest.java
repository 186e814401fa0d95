package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.onehour.tests.Situation.RULES;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Unit;
import org.vedette.rules.onehour.OneHour;

/**
 * "Unit Types and Scale" as a force's strength (RULINGS.md D8): the hits a
 * type scores in a turn of shooting and one of hand-to-hand (Assess
 * Casualties: a hit on 4 or more; "2 Dice*" at most one hit) times the hits
 * its quality takes to be eliminated (Eliminating Units).
 */
class UnitTypesAndScaleStrengthTest {
    private static double of(String type, String quality) {
        return RULES.strength(new Unit("u", "u", quality, false, Map.of(OneHour.TYPE_FIELD, type), List.of(), null));
    }

    @Test
    void eachTypeIsWorthItsDiceOverFiveHits() {
        assertEquals((2 * 0.5 + 2 * 0.5) * 5, of(OneHour.Type.INFANTRY, OneHour.Quality.TRAINED));
        assertEquals((0.75 + 2 * 0.5) * 5, of(OneHour.Type.LIGHT_INFANTRY, OneHour.Quality.TRAINED),
                "2 Dice* in shooting: at least one hit in two dice");
        assertEquals((0.5 + 0.5) * 5, of(OneHour.Type.SKIRMISHERS, OneHour.Quality.TRAINED));
        assertEquals(3 * 0.5 * 5, of(OneHour.Type.HEAVY_CAVALRY, OneHour.Quality.TRAINED), "2 plus 1 impetus");
        assertEquals(2 * 0.5 * 5, of(OneHour.Type.LIGHT_CAVALRY, OneHour.Quality.TRAINED), "cavalry cannot fire");
        assertEquals((1 + 0.5) * 5, of(OneHour.Type.FOOT_ARTILLERY, OneHour.Quality.TRAINED));
        assertEquals((0.75 + 0.5) * 5, of(OneHour.Type.HORSE_ARTILLERY, OneHour.Quality.TRAINED));
    }

    @Test
    void qualityIsTheHitsToEliminateAndArtilleryIsAlwaysTrained() {
        assertEquals(2.0 * 6, of(OneHour.Type.INFANTRY, OneHour.Quality.ELITE), "elite eliminated on 6 hits");
        assertEquals(2.0 * 4, of(OneHour.Type.INFANTRY, OneHour.Quality.CONSCRIPT), "conscript on 4");
        assertEquals(1.5 * 5, of(OneHour.Type.FOOT_ARTILLERY, OneHour.Quality.ELITE), "artillery always trained");
        assertEquals(0.0, of("dragoons", OneHour.Quality.TRAINED), "a type the book does not know");
    }
}
