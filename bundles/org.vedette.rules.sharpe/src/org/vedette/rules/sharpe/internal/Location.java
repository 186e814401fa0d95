package org.vedette.rules.sharpe.internal;

import org.vedette.rules.sharpe.Sharpe;

/**
 * The areas of the body (§12 "To Determine the area of the body where the
 * opponent was hit"): 1 legs, 2 abdomen, 3 left arm, 4 right arm, 5 chest,
 * 6 head.
 */
enum Location {
    LEGS(1, Sharpe.Location.LEGS, "legs"),
    ABDOMEN(2, Sharpe.Location.ABDOMEN, "abdomen"),
    LEFT_ARM(3, Sharpe.Location.LEFT_ARM, "left arm"),
    RIGHT_ARM(4, Sharpe.Location.RIGHT_ARM, "right arm"),
    CHEST(5, Sharpe.Location.CHEST, "chest"),
    HEAD(6, Sharpe.Location.HEAD, "head");

    final int die;
    final String id;
    final String label;
    /** "wound.legs": wound points at this location. */
    final String mark;

    Location(int die, String id, String label) {
        this.die = die;
        this.id = id;
        this.label = label;
        this.mark = Sharpe.Mark.WOUND_PREFIX + id;
    }

    private static final Location[] BY_DIE = { null, LEGS, ABDOMEN, LEFT_ARM, RIGHT_ARM, CHEST, HEAD };

    /** The location a die shows; scores above 6 (a knock-out's +1) are the head. */
    static Location ofDie(int die) {
        return BY_DIE[Math.max(1, Math.min(6, die))];
    }

    boolean arm() {
        return this == LEFT_ARM || this == RIGHT_ARM;
    }

    /** "A serious wound to the chest, head or abdomen will immediately knock a person down." */
    boolean knocksDown() {
        return this == HEAD || this == CHEST || this == ABDOMEN;
    }

    /**
     * "If one or other arm is unavailable because an attack is coming in from
     * the wrong side simply change left for right or v.v.": from the left, the
     * right arm is turned away; from the right, the left.
     */
    Location swapArmFor(String from) {
        if (this == RIGHT_ARM && Sharpe.Side.LEFT.equals(from)) return LEFT_ARM;
        if (this == LEFT_ARM && Sharpe.Side.RIGHT.equals(from)) return RIGHT_ARM;
        return this;
    }
}
