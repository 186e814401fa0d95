package org.vedette.scenario.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableSituation;

/**
 * Places an encounter as OSOTH "Placing Non-Player Units" says, step by step
 * (RULINGS.md G1–G8 give each reading):
 * <ol>
 * <li>"A notional circle (not actually a circle, but a perimeter ring) is drawn
 * around all Player units": the convex hull of the player figures' bases;</li>
 * <li>"their general facing (front, back, left, right) is determined", or,
 * "where the entire Player force does not have a clear front … the direction
 * toward friendly lines will be used as the rear";</li>
 * <li>"The distance … will be from the closest point on that notional circle
 * going in the indicated direction from its center";</li>
 * <li>off the table, "the deployment should be on the edge of the table in the
 * indicated direction, with any portion of the measurement occurring off-table
 * transferred instead to a movement along the table edge away from friendly
 * lines";</li>
 * <li>"Any deployment occurring behind friendly lines is ignored";</li>
 * <li>never inside friendly lines, in impassable terrain or inside another unit
 * — "placed adjacent to them" — by the nearest free spot;</li>
 * <li>"Figures should be placed within 3 inches of each other … The specified
 * point of appearance … a center point for the unit".</li>
 * </ol>
 */
final class Placer {
    private static final GeometryFactory FACTORY = new GeometryFactory();
    /** A facing is "clear" when the figures' facings agree this well (mean resultant length; ruling G2). */
    static final double CLEAR_FRONT = 0.5;

    private Placer() {
    }

    static Placement place(EventTables tables, Encounter e, TableSituation s, Ground ground) {
        if (!s.hasPositions()) {
            throw new IllegalArgumentException("the player force has no positions: give the referee the words instead");
        }
        EventTables.Spacing sp = tables.placement();
        Table t = s.table();
        Geometry ring = ring(s.players(), sp.base());
        Coordinate centre = ring.getCentroid().getCoordinate();
        double front = front(s, ground, centre);
        double theta = Math.toRadians(front + e.direction().degrees());
        double ux = Math.sin(theta);
        double uy = Math.cos(theta);
        Coordinate start = exit(ring, centre, ux, uy);
        Position ringPoint = Position.at(start.x, start.y);
        List<String> notes = new ArrayList<>();
        double x = start.x + e.distance() * ux;
        double y = start.y + e.distance() * uy;
        if (!on(t, x, y)) {
            double inside = toEdge(t, start.x, start.y, ux, uy);
            Edge crossed = crossed(t, start.x + inside * ux, start.y + inside * uy, ux, uy);
            if (crossed == t.friendlyEdge() && !ground.hasFriendlyZones()) {
                return ignored(e, ringPoint, "it falls beyond the friendly edge, behind friendly lines");
            }
            double excess = e.distance() - inside;
            x = clamp(start.x + inside * ux, 0, t.width());
            y = clamp(start.y + inside * uy, 0, t.depth());
            double[] along = along(t, ground, crossed, x, y);
            String where = inches(excess) + " off the table: on the " + word(crossed) + " edge";
            if (along == null) {
                notes.add(where + " (it runs along no edge away from friendly lines there, so it stays)");
            } else {
                double nx = clamp(x + along[0] * excess, 0, t.width());
                double ny = clamp(y + along[1] * excess, 0, t.depth());
                double moved = Math.hypot(nx - x, ny - y);
                x = nx;
                y = ny;
                notes.add(where + ", moved " + inches(moved) + " along it away from friendly lines"
                        + (moved + 1e-9 < excess ? " (as far as the corner)" : ""));
            }
        }
        if (ground.behindFriendlyLines(x, y)) {
            return ignored(e, ringPoint, "it falls behind friendly lines");
        }
        double r = e.kind().terrainPiece() ? e.kind().piece() / Math.sqrt(2) : sp.unitRadius();
        // "on the edge of the table": the unit stands on the table, its edge at the table's (ruling G5).
        x = clamp(x, Math.min(r, t.width() / 2), Math.max(t.width() - r, t.width() / 2));
        y = clamp(y, Math.min(r, t.depth() / 2), Math.max(t.depth() - r, t.depth() / 2));
        double[] spot = free(ground, x, y, r, sp, centre);
        if (spot == null) {
            return ignored(e, ringPoint, "no room within " + inches(sp.search()) + " of the spot the event gives");
        }
        double shift = Math.hypot(spot[0] - x, spot[1] - y);
        if (shift > 1e-6) {
            String why = ground.forbids(x, y, r);
            notes.add("moved " + inches(shift) + (why == null ? "" : " (" + why + ")"));
        }
        List<Position> figures = e.kind().terrainPiece() ? List.of() : figures(e.figures(), spot[0], spot[1], sp, ground);
        return new Placement(e, ringPoint, Position.at(round(spot[0]), round(spot[1])), figures, null, null, notes);
    }

    private static Placement ignored(Encounter e, Position ringPoint, String why) {
        return new Placement(e, ringPoint, null, List.of(), null, why, List.of());
    }

    /**
     * The perimeter ring: the hull of the player figures, each on its base
     * (eight points round each figure, half a base out: a buffer of the hull
     * drawn with two segments a quarter circle, at a fraction of its cost).
     */
    static Geometry ring(List<Position> players, double base) {
        Coordinate[] c = new Coordinate[players.size() * RING_POINTS.length];
        double h = base / 2;
        int k = 0;
        for (Position p : players) {
            for (double[] d : RING_POINTS) c[k++] = new Coordinate(p.x() + h * d[0], p.y() + h * d[1]);
        }
        return FACTORY.createMultiPointFromCoords(c).convexHull();
    }

    private static final double[][] RING_POINTS = new double[8][];

    static {
        for (int i = 0; i < 8; i++) RING_POINTS[i] = new double[] {Math.sin(i * Math.PI / 4), Math.cos(i * Math.PI / 4)};
    }

    /**
     * The force's front in degrees (0 = north, clockwise): the figures' mean
     * facing when they agree (ruling G2), else away from friendly lines.
     */
    static double front(TableSituation s, Ground g, Coordinate centre) {
        double sx = 0;
        double sy = 0;
        int faced = 0;
        for (Position p : s.players()) {
            if (p.facing() == null) continue;
            double a = Math.toRadians(p.facing());
            sx += Math.sin(a);
            sy += Math.cos(a);
            faced++;
        }
        if (faced * 2 >= s.players().size() && Math.hypot(sx, sy) >= CLEAR_FRONT * faced) {
            return normal(Math.toDegrees(Math.atan2(sx, sy)));
        }
        if (g.hasFriendlyZones()) {
            Coordinate z = FACTORY.buildGeometry(g.friendlyZones()).getCentroid().getCoordinate();
            if (Math.hypot(centre.x - z.x, centre.y - z.y) > 1e-9) {
                return normal(Math.toDegrees(Math.atan2(centre.x - z.x, centre.y - z.y)));
            }
        }
        return switch (s.table().friendlyEdge()) {
            case SOUTH -> 0;
            case WEST -> 90;
            case NORTH -> 180;
            case EAST -> 270;
        };
    }

    /** Where a ray from the centre leaves the ring (the ring is convex: its last crossing). */
    static Coordinate exit(Geometry ring, Coordinate c, double ux, double uy) {
        Coordinate[] cs = ring.getCoordinates();
        double best = 0;
        for (int i = 0; i + 1 < cs.length; i++) {
            double ax = cs[i].x - c.x;
            double ay = cs[i].y - c.y;
            double bx = cs[i + 1].x - c.x;
            double by = cs[i + 1].y - c.y;
            double ex = bx - ax;
            double ey = by - ay;
            double den = ux * ey - uy * ex;
            if (Math.abs(den) < 1e-12) continue;
            double t = (ax * ey - ay * ex) / den;
            double v = (ax * uy - ay * ux) / den;
            if (t >= 0 && v >= -1e-9 && v <= 1 + 1e-9) best = Math.max(best, t);
        }
        return new Coordinate(c.x + best * ux, c.y + best * uy);
    }

    private static boolean on(Table t, double x, double y) {
        return x >= 0 && y >= 0 && x <= t.width() && y <= t.depth();
    }

    /** How far the ray goes from (x, y) before it leaves the table. */
    static double toEdge(Table t, double x, double y, double ux, double uy) {
        double best = Double.POSITIVE_INFINITY;
        if (ux > 1e-12) best = Math.min(best, (t.width() - x) / ux);
        if (ux < -1e-12) best = Math.min(best, -x / ux);
        if (uy > 1e-12) best = Math.min(best, (t.depth() - y) / uy);
        if (uy < -1e-12) best = Math.min(best, -y / uy);
        return Math.max(0, best);
    }

    /** The edge a ray leaving the table at (x, y) crosses; at a corner, the one it crosses more squarely. */
    static Edge crossed(Table t, double x, double y, double ux, double uy) {
        double eps = 1e-6;
        boolean we = x <= eps && ux < 0;
        boolean ea = x >= t.width() - eps && ux > 0;
        boolean so = y <= eps && uy < 0;
        boolean no = y >= t.depth() - eps && uy > 0;
        if ((we || ea) && (so || no)) return Math.abs(ux) >= Math.abs(uy) ? (we ? Edge.WEST : Edge.EAST) : (so ? Edge.SOUTH : Edge.NORTH);
        if (we) return Edge.WEST;
        if (ea) return Edge.EAST;
        if (so) return Edge.SOUTH;
        return Edge.NORTH;
    }

    /**
     * The unit vector along the crossed edge away from friendly lines, or null
     * when the edge runs parallel to them (ruling G4): with a friendly edge,
     * straight away from it; with friendly lines drawn, the way along the edge
     * that takes the spot further from their centre.
     */
    static double[] along(Table t, Ground g, Edge crossed, double x, double y) {
        boolean vertical = crossed == Edge.WEST || crossed == Edge.EAST;
        if (g.hasFriendlyZones()) {
            Coordinate z = FACTORY.buildGeometry(g.friendlyZones()).getCentroid().getCoordinate();
            double d = vertical ? y - z.y : x - z.x;
            if (Math.abs(d) < 1e-9) return null;
            double sign = Math.signum(d);
            return vertical ? new double[] {0, sign} : new double[] {sign, 0};
        }
        return switch (t.friendlyEdge()) {
            case SOUTH -> vertical ? new double[] {0, 1} : null;
            case NORTH -> vertical ? new double[] {0, -1} : null;
            case WEST -> vertical ? null : new double[] {1, 0};
            case EAST -> vertical ? null : new double[] {-1, 0};
        };
    }

    /**
     * The nearest spot to (x, y) where a disc of radius r may stand: the spot
     * itself, else on rings a spacing apart, trying first the side away from
     * the player force so it stays at least the event's distance from it (the
     * text: "the minimum distance towards Player units will be the distance
     * indicated … approximately").
     */
    static double[] free(Ground g, double x, double y, double r, EventTables.Spacing sp, Coordinate force) {
        if (g.forbids(x, y, r) == null && !g.behindFriendlyLines(x, y)) return new double[] {x, y};
        double away = Math.atan2(x - force.x, y - force.y);
        double step = sp.spacing() / 2;
        for (double d = step; d <= sp.search() + 1e-9; d += step) {
            int n = Math.max(16, (int) Math.ceil(2 * Math.PI * d / step));
            for (int k = 0; k < n; k++) {
                // 0, +1, -1, +2, -2, …: nearest to "away" first.
                int j = (k + 1) / 2 * (k % 2 == 1 ? 1 : -1);
                double a = away + 2 * Math.PI * j / n;
                double px = x + d * Math.sin(a);
                double py = y + d * Math.cos(a);
                if (g.forbids(px, py, r) == null && !g.behindFriendlyLines(px, py)) return new double[] {px, py};
            }
        }
        return null;
    }

    /**
     * The figures' places: a grid a spacing apart around the centre, nearest
     * first, all within the unit radius (closer together when many figures
     * would not fit), so "Figures … within 3 inches of each other".
     */
    static List<Position> figures(int n, double cx, double cy, EventTables.Spacing sp, Ground g) {
        double s = sp.spacing();
        List<double[]> offsets = offsets(s, sp.unitRadius());
        while (offsets.size() < n) {
            s *= 0.9;
            offsets = offsets(s, sp.unitRadius());
        }
        List<Position> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(Position.at(round(cx + offsets.get(i)[0]), round(cy + offsets.get(i)[1])));
        return out;
    }

    private static List<double[]> offsets(double s, double radius) {
        List<double[]> out = new ArrayList<>();
        int k = (int) Math.floor(radius / s);
        for (int i = -k; i <= k; i++) {
            for (int j = -k; j <= k; j++) {
                // Rounding to 0.01" must not carry a figure past the radius.
                if (Math.hypot(i * s, j * s) <= radius - 0.01) out.add(new double[] {i * s, j * s});
            }
        }
        out.sort((a, b) -> {
            int c = Double.compare(Math.hypot(a[0], a[1]), Math.hypot(b[0], b[1]));
            return c != 0 ? c : Double.compare(Math.atan2(a[0], a[1]), Math.atan2(b[0], b[1]));
        });
        return out;
    }

    static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    static double normal(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
    }

    static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    static String word(Edge e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    static String inches(double d) {
        double r = Math.round(d * 10) / 10.0;
        String n = r == Math.rint(r) ? Long.toString((long) r) : Double.toString(r);
        return n + (r == 1 ? " inch" : " inches");
    }
}
