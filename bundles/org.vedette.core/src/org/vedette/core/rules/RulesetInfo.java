package org.vedette.core.rules;

import java.util.Objects;

/**
 * Who a ruleset is: its id (used in files), name, version, the rulebook it
 * implements and how it measures.
 */
public record RulesetInfo(String id, String name, String version, String rulebook, MeasurementUnit units) {
    public RulesetInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(units, "units");
    }
}
