package org.vedette.table.internal;

/**
 * The few formulas of the plane the hot queries need on plain numbers:
 * distances from a point or a segment to a segment and to a box. Facings are
 * degrees clockwise from north (+y), as in the files.
 */
public final class Plane {
    private Plane() {
    }

    /** Distance from point P to segment AB. */
    public static double pointToSegment(double px, double py, double ax, double ay, double bx, double by) {
        // sqrt, not hypot: hypot's care for overflow costs several times as much, and inches never overflow.
        return Math.sqrt(pointToSegmentSquared(px, py, ax, ay, bx, by));
    }

    /** The square of the distance from point P to segment AB: no root, for the quick tests. */
    public static double pointToSegmentSquared(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
        t = Math.max(0, Math.min(1, t));
        double ex = px - (ax + t * dx);
        double ey = py - (ay + t * dy);
        return ex * ex + ey * ey;
    }

    /** The parameter (0..1) of the point of segment AB nearest to P. */
    public static double nearestT(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
        return Math.max(0, Math.min(1, t));
    }

    /** Distance from point (u, v) to the box [-hw, hw] × [-hd, hd]; 0 inside. */
    public static double pointToBox(double u, double v, double hw, double hd) {
        double du = Math.max(0, Math.abs(u) - hw);
        double dv = Math.max(0, Math.abs(v) - hd);
        return Math.sqrt(du * du + dv * dv);
    }

    /** Distance from segment (u0, v0)–(u1, v1) to the box [-hw, hw] × [-hd, hd]; 0 when they meet. */
    public static double segmentToBox(double u0, double v0, double u1, double v1, double hw, double hd) {
        if (Clip.meetsBox(u0, v0, u1, v1, -hw, -hd, hw, hd)) return 0;
        double d = Math.min(pointToBox(u0, v0, hw, hd), pointToBox(u1, v1, hw, hd));
        d = Math.min(d, pointToSegment(hw, hd, u0, v0, u1, v1));
        d = Math.min(d, pointToSegment(-hw, hd, u0, v0, u1, v1));
        d = Math.min(d, pointToSegment(hw, -hd, u0, v0, u1, v1));
        return Math.min(d, pointToSegment(-hw, -hd, u0, v0, u1, v1));
    }

    /** The unit vector of a facing: x = sin, y = cos (0° is north, +y). */
    public static double dirX(double facingDegrees) {
        return Math.sin(Math.toRadians(facingDegrees));
    }

    public static double dirY(double facingDegrees) {
        return Math.cos(Math.toRadians(facingDegrees));
    }

    /** The bearing from A to B in degrees clockwise from north, 0..360. */
    public static double bearing(double ax, double ay, double bx, double by) {
        double deg = Math.toDegrees(Math.atan2(bx - ax, by - ay));
        return deg < 0 ? deg + 360 : deg;
    }

    /** The smallest angle between two bearings, 0..180. */
    public static double angleBetween(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return d > 180 ? 360 - d : d;
    }
}
