package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.osoth.tests.Table.RULES;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Unit;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Quality;
import org.vedette.rules.osoth.Osoth.Rank;
import org.vedette.rules.osoth.Osoth.Type;

/**
 * Ch. II, Player and Non-Player Figures, as a force's strength (RULINGS.md
 * O10): the ways out of 36 that a quality hits with an attack on the Attack
 * table (2D6 against 7, Veteran −1, Average 0, Conscript +1, Civilian +2);
 * "Officers and NCOs are always Veteran"; Transport makes no attacks.
 */
class FiguresStrengthTest {
    private static double of(String type, String quality, Map<String, Object> figure) {
        return RULES.strength(new Unit("u", "u", quality, false, Map.of(Field.TYPE, type),
                List.of(new Figure("f", "f", null, false, List.of("musket"), figure, null)), null));
    }

    @Test
    void eachQualityIsWorthHowOftenItHitsInAnAttack() {
        assertEquals(26.0, of(Type.INFANTRY, Quality.VETERAN, Map.of()), "6+ on 2D6");
        assertEquals(21.0, of(Type.INFANTRY, Quality.AVERAGE, Map.of()), "7+");
        assertEquals(15.0, of(Type.INFANTRY, Quality.CONSCRIPT, Map.of()), "8+");
        assertEquals(10.0, of(Type.INFANTRY, Quality.CIVILIAN, Map.of()), "9+");
    }

    @Test
    void anNcoIsAlwaysVeteranAndTransportMakesNoAttacks() {
        assertEquals(26.0, of(Type.INFANTRY, Quality.CONSCRIPT, Map.of(Field.RANK, Rank.NCO)));
        assertEquals(0.0, of(Type.TRANSPORT, null, Map.of()));
    }
}
