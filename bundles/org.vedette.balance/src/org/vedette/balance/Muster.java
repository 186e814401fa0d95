package org.vedette.balance;

import java.util.List;
import java.util.Objects;

/**
 * Who takes the field in every game of a run: the scenario, how its games
 * are judged, its sides and its actors (units in a unit-level ruleset,
 * figures in a figure-level one) in the order the results list them.
 * Immutable.
 *
 * @param scenario the scenario's id
 * @param title    its title
 * @param ruleset  its ruleset's id
 * @param scoring  how a game's winner is decided
 * @param turns    the turn limit every game was played to
 * @param sides    the sides, in the scenario's order
 * @param actors   the actors at the start, in the game's order
 * @param conditions the scenario's victory conditions, in its order (none: judged by casualties or the ruleset's
 *                 points alone)
 */
public record Muster(String scenario, String title, String ruleset, Scoring scoring, int turns, List<Side> sides,
        List<Actor> actors, List<Condition> conditions) {
    /** A victory condition: its id, the side it counts for, its words, whether it decides and what it scores. */
    public record Condition(String id, String side, String text, boolean decisive, int points) {
        public Condition {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(side, "side");
            text = text == null ? id : text;
        }
    }

    /** A side: its id and name. */
    public record Side(String id, String name) {
        public Side {
            Objects.requireNonNull(id, "id");
            name = name == null ? id : name;
        }
    }

    /** An actor: its id, name and side. */
    public record Actor(String id, String name, String side) {
        public Actor {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(side, "side");
            name = name == null ? id : name;
        }
    }

    public Muster {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(scoring, "scoring");
        sides = List.copyOf(sides);
        actors = List.copyOf(actors);
        conditions = conditions == null ? List.of() : List.copyOf(conditions);
    }

    /** A muster of a scenario without victory conditions. */
    public Muster(String scenario, String title, String ruleset, Scoring scoring, int turns, List<Side> sides,
            List<Actor> actors) {
        this(scenario, title, ruleset, scoring, turns, sides, actors, List.of());
    }

    /** The index of side {@code id} in {@link #sides}, or -1. */
    public int sideIndex(String id) {
        for (int i = 0; i < sides.size(); i++) if (sides.get(i).id().equals(id)) return i;
        return -1;
    }

    /** The name of side {@code id}, or the id itself. */
    public String sideName(String id) {
        int i = sideIndex(id);
        return i < 0 ? id : sides.get(i).name();
    }
}
