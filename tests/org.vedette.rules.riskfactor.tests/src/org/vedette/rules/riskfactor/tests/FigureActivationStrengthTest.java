package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.riskfactor.tests.Skirmish.RULES;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Unit;
import org.vedette.rules.riskfactor.RiskFactor;

/**
 * "Figure Activation" as a force's strength (RULINGS.md C22): "Heroes throw 4D6
 * a turn. Veterans throw 3D6 a turn. Raw figures throw 2D6."; a Regular
 * between the 2 and 3 that C6 chooses from.
 */
class FigureActivationStrengthTest {
    private static Figure man(String id, String quality) {
        return new Figure(id, id, quality, false, List.of("musket"), Map.of(), null);
    }

    @Test
    void aFigureIsWorthTheCommandDiceOfHisQuality() {
        Unit u = new Unit("g", "g", null, false, Map.of(), List.of(man("h", RiskFactor.Quality.HERO),
                man("v", RiskFactor.Quality.VETERAN), man("r", RiskFactor.Quality.RAW),
                man("g", RiskFactor.Quality.REGULAR)), null);
        assertEquals(4 + 3 + 2 + 2.5, RULES.strength(u));
    }

    @Test
    void aFigureWithoutAQualityTakesHisUnitsAndElseIsARegular() {
        Unit veterans = new Unit("v", "v", RiskFactor.Quality.VETERAN, false, Map.of(),
                List.of(man("a", null), man("b", null)), null);
        Unit plain = new Unit("p", "p", null, false, Map.of(), List.of(man("c", null)), null);
        assertEquals(6.0, RULES.strength(veterans));
        assertEquals(2.5, RULES.strength(plain));
    }
}
