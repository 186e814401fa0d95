package org.vedette.rules.ohfa.internal;

import java.util.Arrays;

/**
 * A fighter's secret choices for a melee ("he conceals these beneath his
 * hand"): the points for the assault, close combat and grappling rounds (none
 * for Raw, who throw), the melee weapon and the firearm fired in combat.
 * Immutable. Its text never shows the points: only "committed" — nothing a
 * description, headline or event prints reveals them before both are in.
 */
final class Commitment {
    private final int[] points;
    final MeleeWeapon weapon;
    final Firearm fire;

    Commitment(int[] points, MeleeWeapon weapon, Firearm fire) {
        this.points = points == null ? null : points.clone();
        this.weapon = weapon;
        this.fire = fire;
    }

    /** The points of a round (0 assault, 1 close, 2 grappling); only the melee's resolution reads them. */
    int points(int round) {
        return points[round];
    }

    boolean rolls() {
        return points == null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Commitment c && Arrays.equals(points, c.points) && weapon == c.weapon && fire == c.fire;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(points) * 31 + weapon.hashCode();
    }

    @Override
    public String toString() {
        return "committed";
    }
}
