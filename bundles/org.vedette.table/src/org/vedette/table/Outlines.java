package org.vedette.table;

import java.util.List;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.valid.IsValidOp;
import org.locationtech.jts.operation.valid.TopologyValidationError;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainFeature;

/**
 * Checks an outline drawn by hand before the table trusts it: an area needs
 * three points or more and may not cross itself (JTS's {@link IsValidOp}
 * finds where); a line needs two. The files' readers report a problem at the
 * point it names.
 */
public final class Outlines {
    private static final GeometryFactory FACTORY = new GeometryFactory();

    private Outlines() {
    }

    /** What is wrong with an outline, at the index of the point nearest the fault. */
    public record Problem(int point, String message) {
    }

    /**
     * The first thing wrong with the outline, or null when it is fine. An empty
     * outline is fine: the feature is then on the table, not in the computer.
     */
    public static Problem check(TerrainFeature.Shape shape, List<Position> outline) {
        if (outline.isEmpty()) return null;
        if (shape == TerrainFeature.Shape.LINE) {
            return outline.size() < 2 ? new Problem(0, "a line needs at least 2 points, found 1") : null;
        }
        if (outline.size() < 3) {
            return new Problem(0, "an area's outline needs at least 3 points, found " + outline.size());
        }
        Polygon polygon = polygon(outline, FACTORY);
        if (polygon == null || collinear(outline)) {
            return new Problem(0, "the outline encloses no area (its points lie on one line)");
        }
        TopologyValidationError error = new IsValidOp(polygon).getValidationError();
        if (error == null) return null;
        Coordinate at = error.getCoordinate();
        int nearest = nearest(outline, at);
        String where = " near (" + round(at.x) + ", " + round(at.y) + ")";
        return switch (error.getErrorType()) {
            case TopologyValidationError.SELF_INTERSECTION, TopologyValidationError.RING_SELF_INTERSECTION ->
                new Problem(nearest, "the outline crosses itself" + where + "; draw it without crossing lines");
            default -> new Problem(nearest, "the outline is not a simple area: " + error.getMessage().toLowerCase()
                    + where);
        };
    }

    /** The closed polygon of an outline, or null with fewer than three points. */
    static Polygon polygon(List<Position> outline, GeometryFactory factory) {
        if (outline.size() < 3) return null;
        int n = outline.size();
        boolean closed = outline.get(0).x() == outline.get(n - 1).x() && outline.get(0).y() == outline.get(n - 1).y();
        Coordinate[] ring = new Coordinate[closed ? n : n + 1];
        for (int i = 0; i < n; i++) ring[i] = new Coordinate(outline.get(i).x(), outline.get(i).y());
        if (!closed) ring[n] = ring[0].copy();
        if (ring.length < 4) return null;
        return factory.createPolygon(ring);
    }

    private static boolean collinear(List<Position> outline) {
        Position a = outline.get(0);
        for (Position b : outline) {
            if (b.x() == a.x() && b.y() == a.y()) continue;
            for (Position c : outline) {
                if ((b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x()) != 0) return false;
            }
            return true;
        }
        return true;
    }

    private static int nearest(List<Position> outline, Coordinate at) {
        int best = 0;
        double bestD = Double.POSITIVE_INFINITY;
        for (int i = 0; i < outline.size(); i++) {
            double d = Math.hypot(outline.get(i).x() - at.x, outline.get(i).y() - at.y);
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }

    private static double round(double v) {
        return Math.rint(v * 100) / 100;
    }
}
