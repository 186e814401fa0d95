package org.vedette.core.model;

/**
 * A place on the table in inches from the table's south-west corner, with an
 * optional facing in degrees (0 = towards the north edge, clockwise).
 * Positions are optional everywhere: most games are measured on the table,
 * not in the computer.
 */
public record Position(double x, double y, Double facing) {
    public Position {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("a position needs finite coordinates");
        }
        if (facing != null && !Double.isFinite(facing)) {
            throw new IllegalArgumentException("a facing must be a finite angle");
        }
    }

    public static Position at(double x, double y) {
        return new Position(x, y, null);
    }

    public double distanceTo(Position other) {
        return Math.hypot(other.x - x, other.y - y);
    }
}
