package org.vedette.balance;

import java.util.List;
import java.util.Objects;

/**
 * A distribution as a chart draws it: bins of equal width in order, each
 * with its count, and the mean. Immutable.
 *
 * @param measure what is counted ("rounds", "percentage points of the first side's enemies out over …")
 * @param bins    the bins, lowest first, without gaps
 * @param mean    the mean of the values binned (0 when there were none)
 */
public record Histogram(String measure, List<Bin> bins, double mean) {
    /**
     * One bin: the values from {@code from} (included) to {@code to} (excluded), and how many games fell in it.
     */
    public record Bin(double from, double to, int count) {
    }

    public Histogram {
        Objects.requireNonNull(measure, "measure");
        bins = List.copyOf(bins);
    }

    /** The games counted. */
    public int total() {
        int n = 0;
        for (Bin b : bins) n += b.count();
        return n;
    }
}
