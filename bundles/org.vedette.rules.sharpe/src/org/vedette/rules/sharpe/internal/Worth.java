package org.vedette.rules.sharpe.internal;

import org.vedette.core.game.Actor;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Troop;

/**
 * A character's worth for balancing forces (ruling E): the sum of his five
 * characteristics (§2 Character profiles), the book's own way of making "the
 * contest more equal" — "you may wish to allocate skills to both sides". A
 * characteristic the figure lacks counts at what §2 would give him on
 * average: 3.5 for a 1D6, a firing skill of 6 for line troops and
 * voltigeurs, 9.5 (D6+6) for riflemen.
 */
final class Worth {
    /** The five characteristics of §2, in the book's order. */
    private static final String[] CHARACTERISTICS = { Field.INITIATIVE, Field.DEXTERITY, Field.STRENGTH,
            Field.CLOSE_COMBAT, Field.FIRING };
    /** The mean of 1D6 (§2: "determined by rolling 1D6"). */
    static final double D6_MEAN = 3.5;
    /** §2: "should be allocated a skill of 6". */
    static final double LINE_FIRING = 6;
    /** §2: "rolling a D6 and adding 6 to the roll", on average. */
    static final double RIFLE_FIRING = D6_MEAN + 6;

    private Worth() {
    }

    static double of(Actor a) {
        double sum = 0;
        for (String c : CHARACTERISTICS) {
            Object v = a.profile().get(c);
            if (v instanceof Number n) {
                sum += n.doubleValue();
            } else if (c.equals(Field.FIRING)) {
                sum += Troop.RIFLE.equals(a.profile().get(Field.TROOP)) ? RIFLE_FIRING : LINE_FIRING;
            } else {
                sum += D6_MEAN;
            }
        }
        return sum;
    }
}
