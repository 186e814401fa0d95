package org.vedette.rules.sharpe.internal;

import java.util.EnumMap;
import java.util.Map;

/**
 * The Wound Effect Table of §12, row by row as the book prints it, scores 2
 * to 12. "For scores greater or lower than those shown take the one nearest
 * the figure. Scores of zero or one will have no effect, scores above 12 will
 * always kill." The head row at a score of 5 differs between §12 (L/w) and the
 * playsheet (S/w): ruling A1, option {@code head-at-five}.
 */
final class WoundTable {
    static final int LOWEST = 2;
    static final int HIGHEST = 12;

    //                                                   2    3    4    5    6    7    8    9    10   11   12
    private static final String HEAD =                 "N/e N/e L/w L/w S/w S/w S/w Kill Kill Kill Kill";
    private static final String ARMS =                 "N/e N/e L/w L/w L/w L/w S/w S/w S/w S/w Kill";
    private static final String LEGS =                 "N/e N/e L/w L/w L/w S/w S/w S/w S/w Kill Kill";
    private static final String CHEST =                "N/e L/w L/w L/w S/w S/w S/w S/w Kill Kill Kill";
    private static final String ABDO =                 "N/e L/w L/w L/w S/w S/w S/w S/w Kill Kill Kill";
    /** The playsheet's head row (ruling A1). */
    private static final String HEAD_PLAYSHEET =       "N/e N/e L/w S/w S/w S/w S/w Kill Kill Kill Kill";

    private static final Map<Location, Severity[]> ROWS = new EnumMap<>(Location.class);
    private static final Severity[] HEAD_SERIOUS_AT_FIVE = row(HEAD_PLAYSHEET);

    static {
        ROWS.put(Location.HEAD, row(HEAD));
        ROWS.put(Location.LEFT_ARM, row(ARMS));
        ROWS.put(Location.RIGHT_ARM, row(ARMS));
        ROWS.put(Location.LEGS, row(LEGS));
        ROWS.put(Location.CHEST, row(CHEST));
        ROWS.put(Location.ABDOMEN, row(ABDO));
    }

    private WoundTable() {
    }

    private static Severity[] row(String text) {
        String[] cells = text.trim().split("\\s+");
        if (cells.length != HIGHEST - LOWEST + 1) {
            throw new IllegalStateException("a wound-table row needs 11 entries: " + text);
        }
        Severity[] row = new Severity[cells.length];
        for (int i = 0; i < cells.length; i++) row[i] = Severity.ofCode(cells[i]);
        return row;
    }

    /**
     * The table's result for a modified score: 0 or 1 (or less) no effect,
     * above 12 a kill, otherwise the row.
     *
     * @param headSeriousAtFive the playsheet's head row (ruling A1)
     */
    static Severity lookup(Location where, int score, boolean headSeriousAtFive) {
        if (score < LOWEST) return Severity.NO_EFFECT;
        if (score > HIGHEST) return Severity.KILL;
        Severity[] row = where == Location.HEAD && headSeriousAtFive ? HEAD_SERIOUS_AT_FIVE : ROWS.get(where);
        return row[score - LOWEST];
    }
}
