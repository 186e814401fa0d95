package org.vedette.scenario;

import java.util.Locale;

/**
 * The directions a Player Event gives, relative to the player force's general
 * facing ("their general facing (front, back, left, right) is determined",
 * OSOTH "Placing Non-Player Units"; the text's own example is "18 inches to
 * the left front"). {@code degrees} turns clockwise from the front.
 */
public enum Direction {
    FRONT(0), RIGHT_FRONT(45), RIGHT(90), RIGHT_REAR(135), REAR(180), LEFT_REAR(225), LEFT(270), LEFT_FRONT(315);

    private final double degrees;

    Direction(double degrees) {
        this.degrees = degrees;
    }

    /** Clockwise from the force's front, in degrees. */
    public double degrees() {
        return degrees;
    }

    /** The id in the tables ("left-front"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** As the instruction says it ("left front"). */
    public String words() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The direction of a table id, or null. */
    public static Direction of(String id) {
        for (Direction d : values()) {
            if (d.id().equals(id)) return d;
        }
        return null;
    }
}
