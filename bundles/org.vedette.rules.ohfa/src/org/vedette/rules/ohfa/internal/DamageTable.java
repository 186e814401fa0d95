package org.vedette.rules.ohfa.internal;

/**
 * The DAMAGE TABLE, rebuilt from its two-column extraction: a row per die
 * roll, a column per quality; each cell is WOUNDED or DEAD with the save the
 * book prints ("save 4+"), or none. Read against the book row by row.
 */
final class DamageTable {
    /** One cell: dead or wounded, and the save needed (0: no save). */
    record Cell(boolean dead, int save) {
        @Override
        public String toString() {
            return (dead ? "DEAD" : "WOUNDED") + (save == 0 ? "" : " save " + save + "+");
        }
    }

    private static Cell w(int save) {
        return new Cell(false, save);
    }

    private static Cell d(int save) {
        return new Cell(true, save);
    }

    //                                  Raw    Regular  Veteran  Hero
    private static final Cell[][] TABLE = {
        /* 1 */ {w(0), w(6), w(4), w(3)},
        /* 2 */ {w(0), w(0), w(5), w(4)},
        /* 3 */ {w(0), w(0), w(0), w(5)},
        /* 4 */ {d(0), d(6), d(4), d(3)},
        /* 5 */ {d(0), d(0), d(5), d(4)},
        /* 6 */ {d(0), d(0), d(0), d(5)},
    };

    private DamageTable() {
    }

    static Cell cell(int roll, Quality q) {
        return TABLE[roll - 1][q.ordinal()];
    }
}
