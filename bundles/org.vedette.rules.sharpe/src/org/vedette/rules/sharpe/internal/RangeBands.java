package org.vedette.rules.sharpe.internal;

/**
 * The weapons' range bands for the public target-priority ranking, which may
 * not see the weapons table itself. Not an API: the package is not exported.
 */
public final class RangeBands {
    private RangeBands() {
    }

    /** Whether a target this far is within the weapon's range (an unknown weapon: never). */
    public static boolean inRange(String weapon, double range) {
        Weapon w = Weapon.of(weapon);
        return w != null && w.firearm && w.inRange(range);
    }

    /** The shooting modifier the range band gives (automatic-hit ranges count as short, +1). */
    public static int modifier(String weapon, double range) {
        Weapon w = Weapon.of(weapon);
        if (w.automaticHit(range)) return 1;
        return w.rangeModifier(range);
    }
}
