package org.vedette.table;

import java.util.List;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainFeature;
import org.vedette.table.internal.Plane;

/**
 * An actor standing on the table: its base placed at its position and turned
 * to its facing, with what the table knows of the spot (the hill contour it
 * stands on, the features it stands in). Made by {@link TableGeometry#stand};
 * immutable. A position without a facing faces north (0°).
 */
public final class Stand {
    private final Actor actor;
    private final Base base;
    final double x;
    final double y;
    final double facing;
    /** The forward and right unit vectors of the facing. */
    final double fx;
    final double fy;
    final double hw;
    final double hd;
    final boolean round;
    /** The radius of the circle around the base: a quick bound for every test. */
    final double reach;
    final int level;
    final List<TerrainFeature> standsIn;
    /** By the index of the table's prepared features: whether its centre stands in each. */
    final boolean[] inFeature;
    /**
     * By the same index, where lines start at the centre of the front edge
     * (One Hour): whether that point lies outside each feature; else null.
     */
    final boolean[] frontOutside;
    private final GeometryFactory factory;
    /**
     * The base as JTS sees it, made when first asked: only arcs and moves ask,
     * and a simulated game stands every figure anew for every state.
     */
    private volatile Geometry geometry;

    Stand(Actor actor, Base base, int level, List<TerrainFeature> standsIn, boolean[] inFeature,
            boolean[] frontOutside, GeometryFactory factory) {
        this.actor = actor;
        this.base = base;
        Position p = actor.position();
        this.x = p.x();
        this.y = p.y();
        this.facing = p.facing() == null ? 0 : p.facing();
        this.fx = Plane.dirX(facing);
        this.fy = Plane.dirY(facing);
        this.hw = base.width() / 2;
        this.hd = base.depth() / 2;
        this.round = base.shape() == Base.Shape.ROUND;
        this.reach = round ? hw : Math.hypot(hw, hd);
        this.level = level;
        this.standsIn = List.copyOf(standsIn);
        this.inFeature = inFeature;
        this.frontOutside = frontOutside;
        this.factory = factory;
    }

    /**
     * The same place, base and spot for another actor object standing there ({@link TableGeometry#stands(
     * java.util.Collection, Stands)}): one whose marks or wounds changed, not its position.
     */
    Stand(Stand was, Actor actor) {
        this.actor = actor;
        this.base = was.base;
        this.x = was.x;
        this.y = was.y;
        this.facing = was.facing;
        this.fx = was.fx;
        this.fy = was.fy;
        this.hw = was.hw;
        this.hd = was.hd;
        this.round = was.round;
        this.reach = was.reach;
        this.level = was.level;
        this.standsIn = was.standsIn;
        this.inFeature = was.inFeature;
        this.frontOutside = was.frontOutside;
        this.factory = was.factory;
        this.geometry = was.geometry;
    }

    private Coordinate[] corners() {
        return new Coordinate[] { corner(-hw, hd), corner(hw, hd), corner(hw, -hd), corner(-hw, -hd), corner(-hw, hd) };
    }

    /** The table point at (u across to the right, v forward) in the base's own frame. */
    private Coordinate corner(double u, double v) {
        return new Coordinate(x + u * fy + v * fx, y - u * fx + v * fy);
    }

    public Actor actor() {
        return actor;
    }

    public String id() {
        return actor.id();
    }

    public String side() {
        return actor.side();
    }

    public Base base() {
        return base;
    }

    public Position position() {
        return actor.position();
    }

    /** The facing in degrees clockwise from north. */
    public double facing() {
        return facing;
    }

    /** The height in contours of the ground it stands on (0 off every hill). */
    public int level() {
        return level;
    }

    /** The area features its centre stands in (a wood, a village, a hill's contours). */
    public List<TerrainFeature> standsIn() {
        return standsIn;
    }

    /** The centre of the base's front edge (One Hour measures fire from there). */
    public Position frontCentre() {
        return new Position(x + hd * fx, y + hd * fy, facing);
    }

    /** The base as a JTS geometry: a polygon, or the centre point of a round base (see {@link #radius}). */
    Geometry geometry() {
        Geometry g = geometry;
        if (g == null) {
            g = round ? factory.createPoint(new Coordinate(x, y)) : factory.createPolygon(corners());
            geometry = g;
        }
        return g;
    }

    /** A round base's radius; 0 for a rectangle, whose geometry is its outline. */
    double radius() {
        return round ? hw : 0;
    }

    /** (u, v): the table point (px, py) in the base's frame, u to the right, v forward. */
    double u(double px, double py) {
        return (px - x) * fy - (py - y) * fx;
    }

    double v(double px, double py) {
        return (px - x) * fx + (py - y) * fy;
    }

    /** Distance from the segment to the base's edge; 0 when the segment touches or crosses the base. */
    double distanceToSegment(double x0, double y0, double x1, double y1) {
        if (round) return Math.max(0, Plane.pointToSegment(x, y, x0, y0, x1, y1) - hw);
        return Plane.segmentToBox(u(x0, y0), v(x0, y0), u(x1, y1), v(x1, y1), hw, hd);
    }

    /** Distance from a point to the base's edge; 0 inside. */
    double distanceTo(double px, double py) {
        if (round) return Math.max(0, Math.sqrt((px - x) * (px - x) + (py - y) * (py - y)) - hw);
        return Plane.pointToBox(u(px, py), v(px, py), hw, hd);
    }

    @Override
    public String toString() {
        return actor.id() + " at (" + x + ", " + y + ") facing " + facing;
    }
}
