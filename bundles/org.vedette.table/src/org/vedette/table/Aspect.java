package org.vedette.table;

/**
 * Which face of a base something is in front of: One Hour's arcs "that
 * extend out 45° from each face" (Charge Moves, "Flank and rear attacks"),
 * Sharpe's "Attacking from defender's right/weapon side ... left/non-weapon
 * side ... rear" (§9 Combat modifiers).
 */
public enum Aspect {
    FRONT, RIGHT_FLANK, LEFT_FLANK, REAR;

    /** In the flank or rear: One Hour doubles the dice, the risk-factor rules add 2. */
    public boolean flankOrRear() {
        return this != FRONT;
    }
}
