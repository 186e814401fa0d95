package org.vedette.table;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.vedette.core.model.Position;
import org.vedette.table.internal.Plane;

/**
 * A sector of the table: from an apex, {@code halfAngle} degrees either side
 * of a facing, out to a range in inches. A base is in the arc when any part of
 * it is (a template touching a figure). One Hour's field of fire is 45° either
 * side of the front ({@link TableGeometry#fieldOfFire}); The Other Side of the
 * Hill's canister cone 60° in all, 30° either side ({@link TableGeometry#canisterCone}).
 */
public record Arc(Position apex, double facing, double halfAngle, double range) {
    private static final GeometryFactory FACTORY = new GeometryFactory();

    public Arc {
        if (!(halfAngle > 0) || halfAngle > 180) throw new IllegalArgumentException("an arc's half angle is in (0, 180]");
        if (!(range >= 0)) throw new IllegalArgumentException("an arc's range cannot be negative");
    }

    /** Whether the point is within the arc (its edges included). */
    public boolean contains(Position p) {
        double d = Math.hypot(p.x() - apex.x(), p.y() - apex.y());
        if (d > range) return false;
        if (d == 0 || halfAngle >= 180) return true;
        return Plane.angleBetween(Plane.bearing(apex.x(), apex.y(), p.x(), p.y()), facing) <= halfAngle;
    }

    /** Whether any part of the stand's base lies within the arc. */
    public boolean reaches(Stand s) {
        Geometry base = s.radius() > 0 ? s.geometry().buffer(s.radius(), 16) : s.geometry();
        var apexPoint = FACTORY.createPoint(new Coordinate(apex.x(), apex.y()));
        Geometry within = halfAngle >= 180 ? base : wedge(base).intersection(base);
        return !within.isEmpty() && within.distance(apexPoint) <= range + 1e-9;
    }

    /** The wedge as a polygon reaching past the base: five rays from the apex, so it stays simple up to 180°. */
    private Geometry wedge(Geometry base) {
        double far = range + base.getEnvelopeInternal().getDiameter()
                + Math.hypot(base.getCentroid().getX() - apex.x(), base.getCentroid().getY() - apex.y());
        far = far * 2 + 1;
        Coordinate[] ring = new Coordinate[7];
        ring[0] = new Coordinate(apex.x(), apex.y());
        for (int i = 0; i < 5; i++) {
            double bearing = facing - halfAngle + i * halfAngle / 2;
            ring[i + 1] = new Coordinate(apex.x() + far * Plane.dirX(bearing), apex.y() + far * Plane.dirY(bearing));
        }
        ring[6] = ring[0].copy();
        return FACTORY.createPolygon(ring);
    }
}
