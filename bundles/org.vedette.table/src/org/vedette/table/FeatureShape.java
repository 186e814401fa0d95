package org.vedette.table;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.buffer.BufferOp;
import org.locationtech.jts.operation.buffer.BufferParameters;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/**
 * A terrain feature made ready for queries: its outline as a JTS geometry, as
 * plain coordinate arrays for the line-of-sight loop, and its bounding box.
 * A road, stream or river drawn as a line with a width becomes the area JTS
 * buffers around it (flat ends, so it stops where it is drawn); a line
 * without width (a hedge, a wall) stays a line, which is crossed, never entered.
 */
final class FeatureShape {
    /** What a feature does to a line of sight. */
    enum Sight { NONE, FOLIAGE, SCREEN, HILL, HEDGE, WALL }

    final TerrainFeature feature;
    final boolean area;
    final Geometry geometry;
    final Coordinate[] coords;
    final double[] xs;
    final double[] ys;
    final double minX;
    final double minY;
    final double maxX;
    final double maxY;

    private FeatureShape(TerrainFeature feature, boolean area, Geometry geometry) {
        this.feature = feature;
        this.area = area;
        this.geometry = geometry;
        this.coords = area ? ((Polygon) geometry).getExteriorRing().getCoordinates() : geometry.getCoordinates();
        this.xs = new double[coords.length];
        this.ys = new double[coords.length];
        for (int i = 0; i < coords.length; i++) {
            xs[i] = coords[i].x;
            ys[i] = coords[i].y;
        }
        var env = geometry.getEnvelopeInternal();
        this.minX = env.getMinX();
        this.minY = env.getMinY();
        this.maxX = env.getMaxX();
        this.maxY = env.getMaxY();
    }

    /** Whether the point is within the feature's box, edges included: outside it, it is outside the feature. */
    boolean boxHolds(double x, double y) {
        return x >= minX && x <= maxX && y >= minY && y <= maxY;
    }

    /** The feature's shape, or null when it has no outline to speak of (a table laid out by hand). */
    static FeatureShape of(TerrainFeature f, GeometryFactory factory) {
        Coordinate[] points = f.outline().stream().map(FeatureShape::coordinate).toArray(Coordinate[]::new);
        if (f.shape() == TerrainFeature.Shape.AREA) {
            if (points.length < 3) return null;
            if (!points[0].equals2D(points[points.length - 1])) {
                Coordinate[] closed = java.util.Arrays.copyOf(points, points.length + 1);
                closed[points.length] = points[0].copy();
                points = closed;
            }
            if (points.length < 4) return null;
            return new FeatureShape(f, true, factory.createPolygon(points));
        }
        if (points.length < 2) return null;
        LineString line = factory.createLineString(points);
        if (f.width() > 0) {
            Geometry band = BufferOp.bufferOp(line, f.width() / 2,
                    new BufferParameters(4, BufferParameters.CAP_FLAT));
            if (band instanceof Polygon p && !p.isEmpty()) return new FeatureShape(f, true, p);
            return null;
        }
        return new FeatureShape(f, false, line);
    }

    private static Coordinate coordinate(Position p) {
        return new Coordinate(p.x(), p.y());
    }

    Sight sight(SightRules rules) {
        return switch (feature.kind()) {
            case WOODS -> area ? Sight.FOLIAGE : Sight.NONE;
            case BUILDING -> area ? Sight.SCREEN : Sight.WALL;
            case TOWN -> area && rules.townsScreen() ? Sight.SCREEN : Sight.NONE;
            case HILL -> area ? Sight.HILL : Sight.NONE;
            case HEDGE -> Sight.HEDGE;
            case WALL -> Sight.WALL;
            default -> Sight.NONE;
        };
    }

    /** Whether a move along this feature is on it rather than across it: roads, bridges and fords. */
    boolean carries() {
        TerrainKind k = feature.kind();
        return k == TerrainKind.ROAD || k == TerrainKind.BRIDGE || k == TerrainKind.FORD;
    }

    /** Whether the feature stops a ball when it hides part of a target (RULINGS.md T6). */
    boolean stopsBall() {
        return feature.cover() == org.vedette.core.model.CoverClass.HARD || feature.kind() == TerrainKind.BUILDING
                || feature.kind() == TerrainKind.HILL || feature.kind() == TerrainKind.WALL;
    }

    String name() {
        return feature.name() != null ? feature.name() : feature.id();
    }
}
