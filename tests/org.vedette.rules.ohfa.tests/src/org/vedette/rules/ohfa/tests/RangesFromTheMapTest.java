package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.RULES;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Cover;
import org.vedette.rules.ohfa.Ohfa.Input;

/** OHFA Shooting ranges and the Wound roll's cover, as the map measures them when the referee aims on the table. */
class RangesFromTheMapTest {
    private static Map<String, Object> filled(String action, double distance, CoverClass cover) {
        Sighting s = new Sighting("rifleman", "voltigeur", distance, distance + 1, 0, true, cover != CoverClass.NONE,
                cover, Set.of(), Set.of(), Sighting.Face.FRONT, List.of());
        return RULES.fromTable(RULES.action(action).orElseThrow(), s);
    }

    @Test
    void inchesToTheTargetAndItsCover() {
        Map<String, Object> in = filled(Action.SHOOT, 17.96, CoverClass.SOFT);
        assertEquals("voltigeur", in.get(Input.TARGET));
        assertEquals(18.0, in.get(Input.RANGE), "between bases, not from the front centre");
        assertEquals(Cover.SOFT, in.get(Input.COVER));
        assertEquals(Cover.HARD, filled(Action.SHOOT, 4, CoverClass.HARD).get(Input.COVER));
        assertEquals(Cover.NONE, filled(Action.SHOOT, 4, CoverClass.NONE).get(Input.COVER));
        assertEquals(Map.of(Input.TARGET, "voltigeur"), filled(Action.CHARGE, 3, CoverClass.NONE));
        assertTrue(filled(Action.MOVE, 3, CoverClass.NONE).isEmpty());
    }
}
