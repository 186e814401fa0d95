package org.vedette.scenario;

import java.util.List;
import java.util.Map;

/**
 * The Other Side of the Hill's tabletop events as numbers (the bundle's
 * {@code tables/osoth-events.json}, each number reasoned in its
 * {@code TABLES.md}), with any of them overridden by the referee. Immutable;
 * read by {@link EventTableReader}.
 *
 * @param near      which event, on a D66, while the player force is on the near half of the table
 * @param far       the same on the far half
 * @param direction the direction from the force, on 2D6
 * @param distance  how far from the force's perimeter ring
 * @param placement how an encounter stands once placed
 * @param limits    at most so many units of a group on the table at a time ("typically there will only be one unit in
 *                  play at a time"): a draw of a full group is thrown again
 * @param game      how many events a game brings, for the figures a game may need (the inventory planner)
 * @param kinds     every event, by id
 */
public record EventTables(List<Row> near, List<Row> far, List<Row> direction, Distance distance, Spacing placement,
        Map<String, Integer> limits, Game game, Map<String, EncounterKind> kinds) {

    public EventTables {
        near = List.copyOf(near);
        far = List.copyOf(far);
        direction = List.copyOf(direction);
        limits = Map.copyOf(limits);
        kinds = Map.copyOf(kinds);
    }

    /** One row of a table read on dice: scores {@code from}..{@code to} give {@code result}. */
    public record Row(int from, int to, String result) {
        public boolean covers(int score) {
            return score >= from && score <= to;
        }
    }

    /** The distance: {@code dice} D6 times {@code inchesPerPip} inches. */
    public record Distance(int dice, double inchesPerPip) {
    }

    /**
     * How a unit stands once placed: its figures "within 3 inches of each
     * other … The specified point of appearance … a center point for the
     * unit", so within {@code unitRadius} of the centre, {@code spacing} apart,
     * on bases {@code base} across; a free spot is looked for up to
     * {@code search} inches from the one the event gives.
     */
    public record Spacing(double unitRadius, double spacing, double base, double search) {
    }

    /**
     * A game's events, for planning figures: {@code events} events a game,
     * simulated over {@code games} games from {@code seed} for a percentile.
     */
    public record Game(int events, int games, long seed) {
    }

    /** The event table of a half. */
    public List<Row> events(TableHalf half) {
        return half == TableHalf.NEAR ? near : far;
    }

    /** The row of a score, or null. */
    public static Row at(List<Row> rows, int score) {
        for (Row r : rows) {
            if (r.covers(score)) return r;
        }
        return null;
    }
}
