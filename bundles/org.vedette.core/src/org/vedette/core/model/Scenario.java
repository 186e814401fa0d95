package org.vedette.core.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A scenario: the ruleset and its options, the table, the sides (each with its
 * units, usually from a roster), the objectives and how many turns it lasts
 * (0 = open-ended).
 */
public record Scenario(String id, String title, String ruleset, String description, Map<String, Object> options,
        Table table, List<Side> sides, List<String> objectives, int turns) {
    public Scenario {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(ruleset, "ruleset");
        title = title == null ? id : title;
        description = description == null ? "" : description;
        options = Values.copyOf(options);
        sides = sides == null ? List.of() : List.copyOf(sides);
        objectives = objectives == null ? List.of() : List.copyOf(objectives);
        if (turns < 0) {
            throw new IllegalArgumentException("turns cannot be negative");
        }
    }
}
