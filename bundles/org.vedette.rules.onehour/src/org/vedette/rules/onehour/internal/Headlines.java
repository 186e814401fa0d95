package org.vedette.rules.onehour.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;

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

    /**
     * What a headline adds when hits bring a unit to the number at which it
     * is eliminated — "…; 4e Léger now has 5 hits and will be eliminated in
     * the elimination phase" — since the book eliminates it then, not at the
     * shot ("Units are eliminated upon the acquisition of 5 hits", in the
     * Elimination Phase of the Sequence of Play); nothing otherwise.
     */
    static String elimination(GameState s, Actor unit, int added) {
        int before = unit.status().wounds();
        int limit = TurnEvents.eliminatedAt(s, unit);
        if (added <= 0 || before >= limit || before + added < limit) return "";
        return "; " + unit.name() + " now has " + Units.hits(before + added) + " and will be eliminated in the elimination phase";
    }

    /** "4e Léger has 3 hits (eliminated at 5)", or "… has 5 hits: eliminated in the elimination phase (at 5)". */
    static String standing(GameState s, Actor unit, int added) {
        int after = unit.status().wounds() + added;
        int limit = TurnEvents.eliminatedAt(s, unit);
        return unit.name() + " has " + Units.hits(after) + (after >= limit
                ? ": it will be eliminated in the elimination phase (at " + limit + ")" : " (eliminated at " + limit + ")");
    }
}
