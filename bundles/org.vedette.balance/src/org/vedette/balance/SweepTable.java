package org.vedette.balance;

import java.util.List;
import java.util.Objects;

/**
 * A sweep's results: a row for each value, with the report of its games (the
 * win rates and their intervals are each report's {@link BalanceReport#sides}).
 * Immutable.
 *
 * @param sweep     what was varied
 * @param rows      one per value, in the sweep's order (fewer when the run was cancelled)
 * @param cancelled whether the sweep was cancelled before its last value was played
 */
public record SweepTable(Sweep sweep, List<Row> rows, boolean cancelled) {
    /** One value and its games. */
    public record Row(String value, BalanceReport report) {
        public Row {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(report, "report");
        }
    }

    public SweepTable {
        Objects.requireNonNull(sweep, "sweep");
        rows = List.copyOf(rows);
    }

    /**
     * Whether every value played the very same games — each game's end, winner, scores, survivors and damage
     * alike, on the same seeds: the ruleset does not read the parameter here (One Hour's unit quality without its
     * troop-quality option), and the rows say nothing of it. False for fewer than two rows.
     *
     * @since 0.3
     */
    public boolean changesNothing() {
        if (rows.size() < 2) return false;
        List<GameResult> first = rows.get(0).report().results();
        for (Row r : rows) {
            if (!r.report().results().equals(first)) return false;
        }
        return true;
    }
}
