package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Cover;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Shooting — Adjudge Field of Fire, Units in Towns and cover, Charge Moves
 * and Terrain Advantage, as the map measures them: what the ruleset fills in
 * when the referee aims one unit at another on the table.
 */
class AdjudgeFieldOfFireFromTheMapTest {
    private static Sighting sighting(double distance, double frontRange, double angle, boolean visible, CoverClass cover,
            Set<TerrainKind> targetIn, Set<TerrainKind> actorIn, Sighting.Face face) {
        return new Sighting("b", "f", distance, frontRange, angle, visible, false, cover, targetIn, actorIn, face,
                List.of());
    }

    private static Map<String, Object> filled(String action, Sighting s) {
        return RULES.fromTable(RULES.action(action).orElseThrow(), s);
    }

    private static ActionRequest shot(Map<String, Object> inputs) {
        Map<String, Object> all = new LinkedHashMap<>(inputs);
        all.put(Input.ACTOR, "b");
        return new ActionRequest(OneHour.RULESET, Action.SHOOT, all);
    }

    @Test
    void rangeFromTheFrontCentreAndTheAngleOffTheFrontAsMeasured() {
        Map<String, Object> in = filled(Action.SHOOT, sighting(11.2, 11.64, 20.04, true, CoverClass.NONE, Set.of(),
                Set.of(), Sighting.Face.FRONT));
        assertEquals("f", in.get(Input.TARGET));
        assertEquals(11.6, in.get(Input.RANGE), "from the front centre, not edge to edge, to a tenth");
        assertEquals(20.0, in.get(Input.ANGLE));
        assertEquals(Cover.NONE, in.get(Input.COVER));
        assertEquals(false, in.get(Input.LINE_BLOCKED));
        assertEquals(false, in.get(Input.FIRER_IN_TOWN));
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        resolve(s, shot(in), 1, 1);
        // The same unit 13" away, as the map measures it, is out of infantry's 12".
        Map<String, Object> far = filled(Action.SHOOT, sighting(12.6, 13.0, 0, true, CoverClass.NONE, Set.of(), Set.of(),
                Sighting.Face.FRONT));
        refusedBy(s, shot(far), "Assess Casualties", "out of range");
    }

    @Test
    void unitsInTownsOrInTerrainTheScenarioDesignatesAsCover() {
        assertEquals(Cover.TOWN, filled(Action.SHOOT, sighting(6, 6, 0, true, CoverClass.HARD, Set.of(TerrainKind.TOWN),
                Set.of(), Sighting.Face.FRONT)).get(Input.COVER));
        assertEquals(Cover.SCENARIO_COVER, filled(Action.SHOOT, sighting(6, 6, 0, true, CoverClass.SOFT,
                Set.of(TerrainKind.WOODS), Set.of(), Sighting.Face.FRONT)).get(Input.COVER));
        Map<String, Object> fromTown = filled(Action.SHOOT, sighting(6, 6, 120, true, CoverClass.NONE, Set.of(),
                Set.of(TerrainKind.TOWN), Sighting.Face.REAR));
        assertEquals(true, fromTown.get(Input.FIRER_IN_TOWN), "a field of fire of 360 degrees");
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        resolve(s, shot(fromTown), 1, 1);
    }

    @Test
    void aLineTheMapFindsBlockedIsBlocked() {
        Map<String, Object> in = filled(Action.SHOOT, sighting(6, 6, 0, false, CoverClass.NONE, Set.of(), Set.of(),
                Sighting.Face.FRONT));
        assertEquals(true, in.get(Input.LINE_BLOCKED));
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", Type.INFANTRY), french("f", Type.INFANTRY));
        refusedBy(s, shot(in), "Field of Fire", "no line of fire");
    }

    @Test
    void theChargersArcAtTheStartAndTheTerrainOfTheFight() {
        Map<String, Object> charge = filled(Action.CHARGE, sighting(7.25, 8, 10, true, CoverClass.NONE, Set.of(),
                Set.of(), Sighting.Face.LEFT_FLANK));
        assertEquals(OneHour.Arc.FLANK, charge.get(Input.ARC_AT_START));
        assertEquals(7.3, charge.get(Input.DISTANCE));
        Map<String, Object> fight = filled(Action.FIGHT, sighting(0, 0, 0, true, CoverClass.SOFT,
                Set.of(TerrainKind.WOODS), Set.of(), Sighting.Face.REAR));
        assertEquals(OneHour.Arc.REAR, fight.get(Input.ARC));
        assertEquals(true, fight.get(Input.WOODS_OR_TOWN));
        assertTrue(filled(Action.MOVE, sighting(1, 1, 0, true, CoverClass.NONE, Set.of(), Set.of(),
                Sighting.Face.FRONT)).isEmpty(), "a move is not aimed");
    }
}
