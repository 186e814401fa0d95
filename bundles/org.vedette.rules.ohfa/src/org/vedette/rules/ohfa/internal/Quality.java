package org.vedette.rules.ohfa.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa;

/**
 * The four troop qualities ("Troop quality") with every number the book gives
 * each, one row per quality so it reads against the book's tables: the
 * shooting modifier and the natural miss (Firing), combat points (Combat
 * points), the damage-table column (Damage table) and the recovery modifiers
 * (After the battle). The order is the rank used by precedence.
 */
enum Quality {
    //        id                      label      shoot missOn combat woundRec killRec
    RAW(Ohfa.Quality.RAW, "Raw", -1, 2, 0, -1, 0),
    REGULAR(Ohfa.Quality.REGULAR, "Regular", 0, 1, 6, 0, 0),
    VETERAN(Ohfa.Quality.VETERAN, "Veteran", +1, 1, 8, +1, +1),
    HERO(Ohfa.Quality.HERO, "Hero", +2, 1, 10, +3, +3);

    final String id;
    final String label;
    /** SHOOTING MODIFIERS: "Raw -1 Veteran +1 Hero +2". */
    final int shootingModifier;
    /** "on a roll of 1, the shot always misses. Raw characters always miss on a 1 or 2." */
    final int missOn;
    /** COMBAT POINTS: "Regular: 6 points. Veteran: 8 points. Hero: 10 points." Raw throw a D3 a round. */
    final int combatPoints;
    /** After the battle, wounds: "Raw: -1 Veteran: +1 Hero+3". */
    final int woundRecovery;
    /** After the battle, kills: "Veteran +1 Hero +3" (Raw who were killed are dead). */
    final int killRecovery;

    Quality(String id, String label, int shootingModifier, int missOn, int combatPoints, int woundRecovery,
            int killRecovery) {
        this.id = id;
        this.label = label;
        this.shootingModifier = shootingModifier;
        this.missOn = missOn;
        this.combatPoints = combatPoints;
        this.woundRecovery = woundRecovery;
        this.killRecovery = killRecovery;
    }

    /** The mean of Raw's three D3 ("throw a D3 for each round in turn"): 3 × 2 (ruling B12). */
    static final int RAW_COMBAT_MEAN = 6;

    /**
     * A character's worth for balancing forces (ruling B12): his combat points (Raw's three D3 at their mean)
     * plus his shooting modifier — Raw 5, Regular 6, Veteran 9, Hero 12.
     */
    int worth() {
        return (this == RAW ? RAW_COMBAT_MEAN : combatPoints) + shootingModifier;
    }

    int rank() {
        return ordinal();
    }

    boolean atLeast(Quality other) {
        return ordinal() >= other.ordinal();
    }

    static Quality byId(String id) {
        for (Quality q : values()) {
            if (q.id.equals(id)) return q;
        }
        return null;
    }

    /** The quality of a character; every character has one. */
    static Quality of(Actor a) throws IllegalActionException {
        Quality q = a.quality() == null ? null : byId(a.quality());
        if (q == null) {
            throw new IllegalActionException(Book.QUALITY, a.name() + " has "
                    + (a.quality() == null ? "no quality" : "the quality '" + a.quality() + "'")
                    + ": every character is Raw, Regular, Veteran or Hero");
        }
        return q;
    }
}
