package org.vedette.rules.ohfa.internal;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.vedette.core.rules.Sighting;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;

/**
 * The inputs of Over the Hills & Far Away's actions that the table answers
 * when the referee aims one character at another on the map.
 */
final class Sighted {
    private Sighted() {
    }

    static Map<String, Object> inputs(String action, Sighting s) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.TARGET, s.target());
        switch (action) {
            case Action.SHOOT -> {
                // OHFA SHOOTING RANGES: inches to the target.
                in.put(Input.RANGE, Math.round(s.distance() * 10) / 10.0);
                // OHFA Wound roll — Cover: none, soft or hard, as the table's line of sight finds it.
                in.put(Input.COVER, s.cover().name().toLowerCase(Locale.ROOT));
            }
            case Action.CHARGE, Action.FIGHT, Action.AIM -> {
                // The target alone: contact and cover behind a fight are the referee's to judge.
            }
            default -> {
                return Map.of();
            }
        }
        return in;
    }
}
