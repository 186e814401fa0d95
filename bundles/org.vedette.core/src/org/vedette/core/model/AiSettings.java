package org.vedette.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How the NPC AI should run a side, and each of its units where it differs:
 * the designer's word in the scenario, because different non-player figures
 * behave differently. Every setting may be left unset (null): the AI's own
 * reading of the rules then stands. Immutable.
 *
 * @param archetype    the AI's archetype to run it as ("bandits", "deserters", …: the NPC AI's temperament sheet
 *                     names them), or null for the one its figures' type gives
 * @param aggression   added to the AI's Actions-table die: bolder, 1 to 3 (or more careful, -1 to -3)
 * @param riskAversion taken off the die: 0 to 3
 * @param destination  where it travels to, on the table, instead of the furthest non-friendly edge
 * @param hold         true: it holds its position (halts) unless threatened
 * @param units        settings of single units by id, over the side's own; empty for a unit's settings
 */
public record AiSettings(String archetype, Integer aggression, Integer riskAversion, Position destination,
        Boolean hold, Map<String, AiSettings> units) {
    /** Nothing set. */
    public static final AiSettings NONE = new AiSettings(null, null, null, null, null, Map.of());

    public AiSettings {
        units = units == null || units.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(units));
    }

    /** Whether nothing is set, for the side nor any unit. */
    public boolean isEmpty() {
        return archetype == null && aggression == null && riskAversion == null && destination == null && hold == null
                && units.isEmpty();
    }

    /** The settings for one unit: its own where set, else the side's. */
    public AiSettings forUnit(String unit) {
        AiSettings own = units.get(unit);
        if (own == null) return new AiSettings(archetype, aggression, riskAversion, destination, hold, Map.of());
        return new AiSettings(first(own.archetype, archetype), first(own.aggression, aggression),
                first(own.riskAversion, riskAversion), first(own.destination, destination), first(own.hold, hold),
                Map.of());
    }

    /** These settings with one unit's set to {@code settings} (removed when it is empty or null). */
    public AiSettings withUnit(String unit, AiSettings settings) {
        Objects.requireNonNull(unit, "unit");
        Map<String, AiSettings> copy = new LinkedHashMap<>(units);
        if (settings == null || settings.isEmpty()) copy.remove(unit);
        else copy.put(unit, new AiSettings(settings.archetype, settings.aggression, settings.riskAversion,
                settings.destination, settings.hold, Map.of()));
        return new AiSettings(archetype, aggression, riskAversion, destination, hold, copy);
    }

    private static <T> T first(T a, T b) {
        return a != null ? a : b;
    }
}
