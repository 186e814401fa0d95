package org.vedette.inventory;

/**
 * How much of the encounters' spread to plan for: the worst case an event
 * table allows, or a percentile of simulated draws (0.95: enough figures for
 * 95 games in 100).
 */
public record Coverage(double percentile) {
    /** The most figures the event tables can ever ask for at the same time. */
    public static final Coverage WORST_CASE = new Coverage(1.0);

    public Coverage {
        if (!(percentile > 0 && percentile <= 1)) {
            throw new IllegalArgumentException("a coverage is above 0 and at most 1, not " + percentile);
        }
    }

    public boolean worstCase() {
        return percentile == 1.0;
    }

    /** "the worst case", "the 95th percentile". */
    public String describe() {
        if (worstCase()) return "the worst case";
        double p = percentile * 100;
        String n = p == Math.rint(p) ? Integer.toString((int) p) : Double.toString(p);
        String suffix = n.endsWith("1") && !n.endsWith("11") ? "st"
                : n.endsWith("2") && !n.endsWith("12") ? "nd" : n.endsWith("3") && !n.endsWith("13") ? "rd" : "th";
        return "the " + n + suffix + " percentile";
    }
}
