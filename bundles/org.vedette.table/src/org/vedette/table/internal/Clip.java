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
 * here with the plain parametric formula, and whether each piece between two
 * crossings is inside is asked of JTS ({@link RayCrossingCounter}, robust at
 * vertices and edges). The tests hold this against JTS's overlay on thousands
 * of random lines and polygons.
 */
public final class Clip {
    /** Pieces shorter than this (in t) are where the line only touches a vertex or an edge. */
    private static final double EPS = 1e-9;

    private Clip() {
    }

    /**
     * Fills {@code out} with the [from, to] pairs of the line's pieces strictly
     * inside the closed ring {@code xs/ys} (first point repeated last); a line
     * running along an edge is not inside.
     *
     * @param scratch a list this call may overwrite
     */
    public static void inside(double x0, double y0, double x1, double y1, double[] xs, double[] ys,
            Coordinate[] ring, Intervals scratch, Intervals out) {
        out.clear();
        crossings(x0, y0, x1, y1, xs, ys, scratch);
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

    /**
     * Adds to {@code out} (after clearing it) the parameter t of every point
     * where the line meets the polyline {@code xs/ys}; a stretch where they run
     * together gives its two ends.
     */
    public static void crossings(double x0, double y0, double x1, double y1, double[] xs, double[] ys,
            Intervals out) {
        out.clear();
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
                continue;
            }
            double t = (px * sy - py * sx) / denom;
            double u = (px * ry - py * rx) / denom;
            if (t >= -EPS && t <= 1 + EPS && u >= -EPS && u <= 1 + EPS) {
                out.add(Math.min(1, Math.max(0, t)));
            }
        }
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
        double t0 = 0;
        double t1 = 1;
        double dx = x1 - x0;
        double dy = y1 - y0;
        double[] p = { -dx, dx, -dy, dy };
        double[] q = { x0 - minX, maxX - x0, y0 - minY, maxY - y0 };
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) return false;
            } else {
                double r = q[i] / p[i];
                if (p[i] < 0) {
                    if (r > t1) return false;
                    if (r > t0) t0 = r;
                } else {
                    if (r < t0) return false;
                    if (r < t1) t1 = r;
                }
            }
        }
        return true;
    }
}
