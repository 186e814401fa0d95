package org.vedette.rules.onehour.internal;

import org.vedette.core.game.Actor;
import org.vedette.rules.onehour.OneHour;

/**
 * Optional Rules, "Troop quality": "Forming Square — Elite +1 to die roll,
 * Trained as before, Conscript -1 to die roll" and "Eliminating Units — Elite
 * eliminated of 6 hits, Trained eliminated on 5 hits, Conscript eliminated of
 * 4 hits". "Artillery are always trained only."
 */
enum Quality {
    //                                 square  eliminated at
    ELITE(OneHour.Quality.ELITE, "Elite",         +1, 6),
    TRAINED(OneHour.Quality.TRAINED, "Trained",    0, 5),
    CONSCRIPT(OneHour.Quality.CONSCRIPT, "Conscript", -1, 4);

    /** "Units are eliminated upon the acquisition of 5 hits" — the book's rule without the option. */
    static final int BOOK_ELIMINATION = 5;

    final String id;
    final String label;
    final int squareModifier;
    final int eliminatedAt;

    Quality(String id, String label, int squareModifier, int eliminatedAt) {
        this.id = id;
        this.label = label;
        this.squareModifier = squareModifier;
        this.eliminatedAt = eliminatedAt;
    }

    /**
     * The quality that counts for this unit: artillery is always trained; a
     * unit without a quality, or with one the book does not know, is trained
     * ("Trained (Line Troops)" is the book's ordinary unit).
     */
    static Quality of(Actor unit, UnitType type) {
        if (type.artillery || unit.quality() == null) return TRAINED;
        return switch (unit.quality()) {
            case OneHour.Quality.ELITE -> ELITE;
            case OneHour.Quality.CONSCRIPT -> CONSCRIPT;
            default -> TRAINED;
        };
    }
}
