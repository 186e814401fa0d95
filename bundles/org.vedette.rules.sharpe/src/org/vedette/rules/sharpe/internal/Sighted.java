package org.vedette.rules.sharpe.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Locale;

import org.vedette.core.rules.Sighting;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Side;

/**
 * The inputs of Sharpe's Skirmish actions that the table answers when the
 * referee aims one figure at another on the map.
 */
final class Sighted {
    private Sighted() {
    }

    static Map<String, Object> inputs(String action, Sighting s) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.TARGET, s.target());
        switch (action) {
            case Action.SHOOT -> {
                // §7 Shooting: the range in inches, figure to figure (base to base on the map).
                in.put(Input.RANGE, Math.round(s.distance() * 10) / 10.0);
                // §12 Cover: none, soft (a bush) or hard (a wall), as the table's line of sight finds it.
                in.put(Input.COVER, s.cover().name().toLowerCase(Locale.ROOT));
            }
            // §9 Combat modifiers: "Attacking from defender's right/weapon side ... left/non-weapon side ... rear".
            case Action.ATTACK -> in.put(Input.FROM, switch (s.face()) {
                case FRONT -> Side.FRONT;
                case RIGHT_FLANK -> Side.RIGHT;
                case LEFT_FLANK -> Side.LEFT;
                case REAR -> Side.REAR;
            });
            case Action.AIM, Action.DISTRACT -> {
                // The target alone.
            }
            default -> {
                return Map.of();
            }
        }
        return in;
    }
}
