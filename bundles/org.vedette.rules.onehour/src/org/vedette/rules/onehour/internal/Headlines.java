package org.vedette.rules.onehour.internal;

/**
 * Headlines of shooting and hand-to-hand results, composed once: with no
 * explanation wanted a resolution picks one of these and builds no string.
 */
final class Headlines {
    /** The most dice any unit rolls: heavy cavalry in the flank with the impetus doubled, 2 × 2 + 2. */
    static final int MOST_HITS = 8;
    static final String RETREAT = ", and retreats 3\"";

    private static final String[][] HITS = new String[MOST_HITS + 1][MOST_HITS + 1];
    private static final String[][] HITS_AND_RETREAT = new String[MOST_HITS + 1][MOST_HITS + 1];

    static {
        for (int scored = 0; scored <= MOST_HITS; scored++) {
            for (int saved = 0; saved <= scored; saved++) {
                int standing = scored - saved;
                String h = (standing == 0 ? "no hits" : Units.hits(standing))
                        + (saved == 0 ? "" : " (" + saved + " saved)");
                HITS[scored][saved] = h;
                HITS_AND_RETREAT[scored][saved] = h + RETREAT;
            }
        }
    }

    private Headlines() {
    }

    /** "1 hit", "no hits (2 saved)". */
    static String hits(int scored, int saved) {
        return HITS[scored][saved];
    }

    /** "no hits, and retreats 3\"". */
    static String hitsAndRetreat(int scored, int saved) {
        return HITS_AND_RETREAT[scored][saved];
    }
}
