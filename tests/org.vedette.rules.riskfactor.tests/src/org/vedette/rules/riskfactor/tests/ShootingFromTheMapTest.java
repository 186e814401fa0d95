package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.RULES;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Cover;
import org.vedette.rules.riskfactor.RiskFactor.Input;

/** RF Shooting: the range in centimetres and the to-hit table's cover column, as the map measures them. */
class ShootingFromTheMapTest {
    private static Map<String, Object> filled(String action, double inches, CoverClass cover) {
        Sighting s = new Sighting("sergeant", "brave", inches, inches, 0, true, false, cover, Set.of(), Set.of(),
                Sighting.Face.FRONT, List.of());
        return RULES.fromTable(RULES.action(action).orElseThrow(), s);
    }

    @Test
    void theRangeInCentimetresAndTheColumnOfTheToHitTable() {
        Map<String, Object> in = filled(Action.SHOOT, 10, CoverClass.NONE);
        assertEquals("brave", in.get(Input.TARGET));
        assertEquals(25.0, in.get(Input.RANGE), "10 inches are 25.4 cm, to the centimetre");
        assertEquals(Cover.OPEN, in.get(Input.COVER));
        assertEquals(Cover.SOFT, filled(Action.SHOOT, 2, CoverClass.SOFT).get(Input.COVER));
        assertEquals(Cover.HARD, filled(Action.SHOOT, 2, CoverClass.HARD).get(Input.COVER));
        assertEquals(Map.of(Input.TARGET, "brave"), filled(Action.FIGHT, 0, CoverClass.NONE));
        assertTrue(filled(Action.MOVE, 3, CoverClass.NONE).isEmpty());
    }
}
