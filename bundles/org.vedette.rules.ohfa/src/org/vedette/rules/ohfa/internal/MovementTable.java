package org.vedette.rules.ohfa.internal;

/**
 * The MOVEMENT table, a row per quality and a column per state — normal,
 * wounded, mounted, mounted wounded — each "dice or basic move" as the book
 * prints it ("2D6 or 6", "4D6-4 or 8"). Raw have no basic move and cannot be
 * mounted.
 */
final class MovementTable {
    /** One cell: {@code dice}D6{@code plus}, or the basic move (-1: none, Raw must roll). */
    record Rate(int dice, int plus, int basic) {
        String formula() {
            return dice + "D6" + (plus == 0 ? "" : plus > 0 ? "+" + plus : Integer.toString(plus));
        }

        @Override
        public String toString() {
            return basic < 0 ? formula() : formula() + " or " + basic;
        }
    }

    private static final int NONE = -1;

    /** The table's column heads, as the book prints them. */
    private static final String[] COLUMNS = {"NORMAL MOVEMENT", "WOUNDED MOVEMENT", "MOUNTED MOVEMENT", "MOUNTED WOUNDED"};

    //                                   NORMAL            WOUNDED            MOUNTED            MOUNTED WOUNDED
    private static final Rate[][] TABLE = {
        /* RAW     */ {new Rate(2, 0, NONE), new Rate(1, -1, NONE), null, null},
        /* REGULAR */ {new Rate(2, 0, 6), new Rate(2, -2, 4), new Rate(4, 0, 12), new Rate(4, -4, 8)},
        /* VETERAN */ {new Rate(3, 0, 9), new Rate(3, -3, 6), new Rate(5, 0, 15), new Rate(5, -5, 10)},
        /* HERO    */ {new Rate(2, 6, 12), new Rate(2, 3, 8), new Rate(4, 6, 18), new Rate(4, 3, 12)},
    };

    private MovementTable() {
    }

    /** The cell for a character, or null for a mounted Raw (who cannot be mounted). */
    static Rate rate(Quality q, boolean wounded, boolean mounted) {
        return TABLE[q.ordinal()][(mounted ? 2 : 0) + (wounded ? 1 : 0)];
    }

    /** Where a rate comes from: "the MOVEMENT table, VETERAN, WOUNDED MOVEMENT". */
    static String source(Quality q, boolean wounded, boolean mounted) {
        return "the MOVEMENT table, " + q.label.toUpperCase() + ", " + COLUMNS[(mounted ? 2 : 0) + (wounded ? 1 : 0)];
    }
}
