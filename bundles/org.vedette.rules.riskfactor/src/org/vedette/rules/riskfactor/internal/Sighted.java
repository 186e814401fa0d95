package org.vedette.rules.riskfactor.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import org.vedette.core.model.CoverClass;
import org.vedette.core.rules.Sighting;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Cover;
import org.vedette.rules.riskfactor.RiskFactor.Input;

/**
 * The inputs of the risk-factor rules' actions that the table answers when
 * the referee aims one figure at another on the map, in centimetres.
 */
final class Sighted {
    private static final double CM_PER_INCH = 2.54;

    private Sighted() {
    }

    static Map<String, Object> inputs(String action, Sighting s) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.TARGET, s.target());
        switch (action) {
            case Action.SHOOT -> {
                // RF Shooting: range "Measured from the nearest figure", in centimetres.
                in.put(Input.RANGE, (double) Math.round(s.distance() * CM_PER_INCH));
                // RF To-hit table: the open, soft cover and hard cover columns.
                in.put(Input.COVER, s.cover() == CoverClass.NONE ? Cover.OPEN
                        : s.cover() == CoverClass.SOFT ? Cover.SOFT : Cover.HARD);
            }
            case Action.FIGHT -> {
                // The target alone.
            }
            default -> {
                return Map.of();
            }
        }
        return in;
    }
}
