package org.vedette.table.internal;

import org.locationtech.jts.algorithm.RayCrossingCounter;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Location;

/**
 * Where a straight line from P0 to P1 runs inside a polygon, as parameters t
 * (0 at P0, 1 at P1) of the pieces inside.
 * <p>
 * Why not JTS's overlay ({@code polygon.intersection(line)})? It is exact but
 * builds a topology graph for every call: tens of microseconds, where a line
 * of sight across a table of fifty features must cost about one (docs/PERFORMANCE.md,
 * "The table's geometry"). So the crossings with the polygon's edges are found
 * here with the plain parametric formula. From a point known to be outside,
 * through clean crossings (away from vertices, no edge along the line), the
 * line is inside after every odd crossing; otherwise whether each piece
 * between two crossings is inside is asked of JTS ({@link RayCrossingCounter},
 * robust at vertices and edges). The tests hold both against JTS's overlay on
 * thousands of random lines and polygons.
 */
public final class Clip {
    /** Pieces shorter than this (in t) are where the line only touches a vertex or an edge. */
    private static final double EPS = 1e-9;
    /**
     * A crossing further than this (in t or along its edge) from the ends is
     * a clean one; nearer, the pieces are found by locating points, as at a
     * vertex. Far wider than rounding, so that counting never disagrees with
     * locating.
     */
    private static final double CLEAR = 1e-7;

    private Clip() {
    }

    /**
     * Fills {@code out} with the [from, to] pairs of the line's pieces strictly
     * inside the closed ring {@code xs/ys} (first point repeated last); a line
     * running along an edge is not inside.
     *
     * @param scratch     a list this call may overwrite
     * @param startsOutside whether P0 is known to lie outside: then a line that crosses no edge is all
     *                      outside, and no point need be located (the usual case, and the costly part)
     */
    public static void inside(double x0, double y0, double x1, double y1, double[] xs, double[] ys,
            Coordinate[] ring, Intervals scratch, Intervals out, boolean startsOutside) {
        out.clear();
        boolean proper = crossings(x0, y0, x1, y1, xs, ys, scratch);
        if (startsOutside && scratch.size() == 0) return;
        scratch.sort();
        if (startsOutside && proper && apart(scratch)) {
            // Every crossing a clean one, from outside: the line goes in at the first, out at the next, and so on
            // (even-odd, as JTS counts), so no point need be located.
            int n = scratch.size();
            for (int i = 0; i < n; i++) out.add(scratch.get(i));
            if (n % 2 == 1) out.add(1);
            return;
        }
        scratch.add(0);
        scratch.add(1);
        scratch.sort();
        double rx = x1 - x0;
        double ry = y1 - y0;
        double open = -1;
        double last = 0;
        for (int i = 1; i < scratch.size(); i++) {
            double a = scratch.get(i - 1);
            double b = scratch.get(i);
            if (b - a <= EPS) continue;
            double m = (a + b) / 2;
            boolean in = RayCrossingCounter.locatePointInRing(new Coordinate(x0 + m * rx, y0 + m * ry), ring)
                    == Location.INTERIOR;
            if (in && open < 0) {
                open = a;
            } else if (!in && open >= 0) {
                out.add(open);
                out.add(last);
                open = -1;
            }
            last = b;
        }
        if (open >= 0) {
            out.add(open);
            out.add(last);
        }
    }

    /** Whether the sorted crossings are further apart — and from the line's ends — than a piece too short to count. */
    private static boolean apart(Intervals sorted) {
        double last = 0;
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.get(i) - last <= CLEAR) return false;
            last = sorted.get(i);
        }
        return 1 - last > CLEAR;
    }

    /**
     * Adds to {@code out} (after clearing it) the parameter t of every point
     * where the line meets the polyline {@code xs/ys}; a stretch where they run
     * together gives its two ends.
     *
     * @return whether every meeting is a clean crossing — through an edge, clear of its ends and of the
     *         line's, with no edge running along the line — so that the line passes from one side of the
     *         outline to the other at each
     */
    public static boolean crossings(double x0, double y0, double x1, double y1, double[] xs, double[] ys,
            Intervals out) {
        out.clear();
        boolean proper = true;
        double rx = x1 - x0;
        double ry = y1 - y0;
        double rr = rx * rx + ry * ry;
        for (int i = 1; i < xs.length; i++) {
            double qx = xs[i - 1];
            double qy = ys[i - 1];
            double sx = xs[i] - qx;
            double sy = ys[i] - qy;
            double denom = rx * sy - ry * sx;
            double px = qx - x0;
            double py = qy - y0;
            if (Math.abs(denom) <= 1e-12 * Math.sqrt(rr * (sx * sx + sy * sy))) {
                // Parallel: only a collinear edge meets the line, at its ends' projections.
                if (Math.abs(px * ry - py * rx) <= 1e-9 * Math.sqrt(rr) && rr > 0) {
                    addIfOn((px * rx + py * ry) / rr, out);
                    addIfOn(((px + sx) * rx + (py + sy) * ry) / rr, out);
                }
                // An edge along the line, or near enough to touch it, is no clean crossing.
                if (Math.abs(px * ry - py * rx) <= 1e-6 * Math.sqrt(rr)) proper = false;
                continue;
            }
            double t = (px * sy - py * sx) / denom;
            double u = (px * ry - py * rx) / denom;
            if (t >= -CLEAR && t <= 1 + CLEAR && u >= -CLEAR && u <= 1 + CLEAR
                    && (t <= CLEAR || t >= 1 - CLEAR || u <= CLEAR || u >= 1 - CLEAR)) {
                proper = false;
            }
            if (t >= -EPS && t <= 1 + EPS && u >= -EPS && u <= 1 + EPS) {
                out.add(Math.min(1, Math.max(0, t)));
            }
        }
        return proper;
    }

    private static void addIfOn(double t, Intervals out) {
        if (t >= 0 && t <= 1) out.add(t);
    }

    /**
     * Whether the segment meets the box (Liang–Barsky): the quick test before
     * a feature's edges are looked at.
     */
    public static boolean meetsBox(double x0, double y0, double x1, double y1, double minX, double minY,
            double maxX, double maxY) {
        // Both ends beyond one side of the box: a quick no, the usual answer.
        if ((x0 < minX && x1 < minX) || (x0 > maxX && x1 > maxX) || (y0 < minY && y1 < minY)
                || (y0 > maxY && y1 > maxY)) {
            return false;
        }
        // Liang–Barsky, written out: [t0, t1] is the part of the segment within the box so far.
        double dx = x1 - x0;
        double dy = y1 - y0;
        double t0 = 0;
        double t1 = 1;
        if (dx == 0) {
            if (x0 < minX || x0 > maxX) return false;
        } else {
            double a = (minX - x0) / dx;
            double b = (maxX - x0) / dx;
            t0 = Math.max(t0, Math.min(a, b));
            t1 = Math.min(t1, Math.max(a, b));
            if (t0 > t1) return false;
        }
        if (dy == 0) {
            return y0 >= minY && y0 <= maxY;
        }
        double a = (minY - y0) / dy;
        double b = (maxY - y0) / dy;
        t0 = Math.max(t0, Math.min(a, b));
        t1 = Math.min(t1, Math.max(a, b));
        return t0 <= t1;
    }
}
