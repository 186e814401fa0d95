package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.ohfa.tests.Table.RULES;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Unit;
import org.vedette.rules.ohfa.Ohfa;

/**
 * "Troop quality" as a force's strength (RULINGS.md B12): the combat points of
 * Fighting — Combat points (Raw's three D3 at their mean, 6) plus the quality's
 * shooting modifier.
 */
class TroopQualityStrengthTest {
    private static Unit unit(String quality, int figures) {
        List<Figure> f = new ArrayList<>();
        for (int i = 0; i < figures; i++) f.add(new Figure("f" + i, "f" + i, null, false, List.of(), Map.of(), null));
        return new Unit("u", "u", quality, false, Map.of(), f, null);
    }

    @Test
    void eachClassIsWorthItsCombatPointsAndItsShootingModifier() {
        assertEquals(5.0, RULES.strength(unit(Ohfa.Quality.RAW, 1)), "three D3 average 6, shooting -1");
        assertEquals(6.0, RULES.strength(unit(Ohfa.Quality.REGULAR, 1)), "6 points");
        assertEquals(9.0, RULES.strength(unit(Ohfa.Quality.VETERAN, 1)), "8 points, +1");
        assertEquals(12.0, RULES.strength(unit(Ohfa.Quality.HERO, 1)), "10 points, +2");
    }

    @Test
    void aFiguresOwnQualityCountsOverItsUnits() {
        Unit u = new Unit("u", "u", Ohfa.Quality.REGULAR, false, Map.of(), List.of(
                new Figure("a", "a", null, false, List.of(), Map.of(), null),
                new Figure("h", "h", Ohfa.Quality.HERO, false, List.of(), Map.of(), null)), null);
        assertEquals(6.0 + 12.0, RULES.strength(u));
        assertEquals(4 * 5.0, RULES.strength(unit(Ohfa.Quality.RAW, 4)));
    }
}
