package org.vedette.scenario;

/**
 * Which half of the table, counted from the friendly lines: "an objective …
 * will be worth a single victory point per objective if on the near half of
 * the table, and twice that if on the far side" (OSOTH "Winning and Losing").
 * The event tables are read by the half the player force stands in.
 */
public enum TableHalf {
    NEAR, FAR;

    public String word() {
        return this == NEAR ? "near" : "far";
    }
}
