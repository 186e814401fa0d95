package org.vedette.rules.onehour.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import org.vedette.core.model.CoverClass;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Cover;
import org.vedette.rules.onehour.OneHour.Input;

/**
 * The inputs of One Hour's actions that the table answers when the referee
 * aims one unit at another on the map, measured as the book measures them.
 */
final class Sighted {
    private Sighted() {
    }

    static Map<String, Object> inputs(String action, Sighting s) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.TARGET, s.target());
        switch (action) {
            case Action.SHOOT -> {
                // 1H Shooting — Adjudge Field of Fire: "Measure range from the centre of the front edge of firing
                // unit to any part of the target unit"; "within 45 degrees of their front facing".
                in.put(Input.RANGE, tenth(s.frontRange()));
                in.put(Input.ANGLE, tenth(s.angle()));
                // 1H Shooting — Units in Towns: "a field of fire of 360 degrees".
                in.put(Input.FIRER_IN_TOWN, s.actorInAny(TerrainKind.TOWN));
                // 1H Shooting — Assess Casualties: "Units in towns, or in terrain which a scenario designates
                // as cover" — a town, else any feature the scenario gives cover.
                in.put(Input.COVER, s.targetInAny(TerrainKind.TOWN) ? Cover.TOWN
                        : s.cover() != CoverClass.NONE ? Cover.SCENARIO_COVER : Cover.NONE);
                in.put(Input.LINE_BLOCKED, !s.visible());
            }
            case Action.CHARGE -> {
                // 1H Charge Moves: the arc holding the charger's front centre when the charge starts.
                in.put(Input.DISTANCE, tenth(s.distance()));
                in.put(Input.ARC_AT_START, s.face().arc());
            }
            case Action.FIGHT -> {
                // 1H Hand-to-Hand Combat — Flank or Rear Attacks, Terrain Advantage.
                in.put(Input.ARC, s.face().arc());
                in.put(Input.WOODS_OR_TOWN, s.targetInAny(TerrainKind.WOODS, TerrainKind.TOWN));
            }
            case Action.TURN_TO_FACE -> {
                // The target alone.
            }
            default -> {
                return Map.of();
            }
        }
        return in;
    }

    private static double tenth(double inches) {
        return Math.round(inches * 10) / 10.0;
    }
}
