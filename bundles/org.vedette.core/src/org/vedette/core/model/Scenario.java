package org.vedette.core.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A scenario: the ruleset and its options, the table, the sides (each with its
 * units, usually from a roster), the objectives in the designer's words, how
 * many turns it lasts (0 = open-ended), and the victory conditions a judge
 * can check (none when the objectives are left to the referee).
 */
public record Scenario(String id, String title, String ruleset, String description, Map<String, Object> options,
        Table table, List<Side> sides, List<String> objectives, int turns, List<VictoryCondition> victoryConditions) {
    public Scenario {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(ruleset, "ruleset");
        title = title == null ? id : title;
        description = description == null ? "" : description;
        options = Values.copyOf(options);
        sides = sides == null ? List.of() : List.copyOf(sides);
        objectives = objectives == null ? List.of() : List.copyOf(objectives);
        victoryConditions = victoryConditions == null ? List.of() : List.copyOf(victoryConditions);
        if (turns < 0) {
            throw new IllegalArgumentException("turns cannot be negative");
        }
    }

    /** A scenario whose objectives are words only. */
    public Scenario(String id, String title, String ruleset, String description, Map<String, Object> options,
            Table table, List<Side> sides, List<String> objectives, int turns) {
        this(id, title, ruleset, description, options, table, sides, objectives, turns, List.of());
    }

    /** The same scenario with these victory conditions. */
    public Scenario withVictoryConditions(List<VictoryCondition> conditions) {
        return new Scenario(id, title, ruleset, description, options, table, sides, objectives, turns, conditions);
    }
}
