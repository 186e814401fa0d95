package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/** A force list for one ruleset: units with their figures and profiles. */
public record Roster(String id, String name, String ruleset, String nation, List<Unit> units) {
    public Roster {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(ruleset, "ruleset");
        name = name == null ? id : name;
        units = units == null ? List.of() : List.copyOf(units);
    }
}
