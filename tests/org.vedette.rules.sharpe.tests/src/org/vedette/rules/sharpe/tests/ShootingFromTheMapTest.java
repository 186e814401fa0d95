package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Cover;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Side;

/** §7 Shooting, §12 Cover and §9 Combat modifiers as the map measures them, when the referee aims on the table. */
class ShootingFromTheMapTest {
    private static Sighting sighting(double distance, CoverClass cover, Sighting.Face face) {
        return new Sighting("sharpe", "leroux", distance, distance, 0, true, false, cover, Set.of(), Set.of(), face,
                List.of());
    }

    private static Map<String, Object> filled(String action, Sighting s) {
        return RULES.fromTable(RULES.action(action).orElseThrow(), s);
    }

    @ParameterizedTest(name = "{1} cover from the map is §12's {2}")
    @CsvSource({ "14.26, NONE, none, 14.3", "6, SOFT, soft, 6.0", "30.04, HARD, hard, 30.0" })
    void theRangeInInchesAndTheTargetsCover(double distance, CoverClass cover, String choice, double range) {
        Map<String, Object> in = filled(Action.SHOOT, sighting(distance, cover, Sighting.Face.FRONT));
        assertEquals("leroux", in.get(Input.TARGET));
        assertEquals(range, in.get(Input.RANGE));
        assertEquals(choice, in.get(Input.COVER));
        assertTrue(List.of(Cover.NONE, Cover.SOFT, Cover.HARD).contains(in.get(Input.COVER)));
    }

    @Test
    void attackingFromTheDefendersRightWeaponSideLeftOrRear() {
        assertEquals(Side.RIGHT, filled(Action.ATTACK, sighting(0, CoverClass.NONE, Sighting.Face.RIGHT_FLANK)).get(Input.FROM));
        assertEquals(Side.LEFT, filled(Action.ATTACK, sighting(0, CoverClass.NONE, Sighting.Face.LEFT_FLANK)).get(Input.FROM));
        assertEquals(Side.REAR, filled(Action.ATTACK, sighting(0, CoverClass.NONE, Sighting.Face.REAR)).get(Input.FROM));
        assertEquals(Side.FRONT, filled(Action.ATTACK, sighting(0, CoverClass.NONE, Sighting.Face.FRONT)).get(Input.FROM));
        assertTrue(filled(Action.MOVE, sighting(3, CoverClass.NONE, Sighting.Face.FRONT)).isEmpty(), "a move is not aimed");
    }
}
