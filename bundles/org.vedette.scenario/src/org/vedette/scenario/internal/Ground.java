package org.vedette.scenario.internal;

import java.util.ArrayList;
import java.util.List;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Point;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Zone;
import org.vedette.scenario.TableSituation;

/**
 * Where an encounter may not stand (OSOTH "Placing Non-Player Units"):
 * behind or inside friendly lines ("Deployment inside of friendly lines is not
 * permitted"), in impassable terrain ("Units will not, for example, appear in
 * the middle of a river at a non-fordable point": a river, and any feature the
 * scenario makes impassable, less its fords and bridges), inside another unit
 * ("Units will also not appear inside of other units, but will instead be
 * placed adjacent to them": a unit is the hull of its figures' bases), and off
 * the table. Built once for a table as it stands.
 */
final class Ground {
    private final Table table;
    private final GeometryFactory factory = new GeometryFactory();
    /** Impassable shapes, each with the clearance a disc must keep beyond it (a river's half-width). */
    private final List<Geometry> impassable = new ArrayList<>();
    private final List<Double> clearance = new ArrayList<>();
    private final List<Geometry> friendlyZones = new ArrayList<>();
    private final List<Geometry> units = new ArrayList<>();
    /** A unit's figures stand on bases: half a base beyond the hull of their centres. */
    private final double unitMargin;

    Ground(TableSituation situation, double base) {
        this.table = situation.table();
        this.unitMargin = base / 2;
        List<Geometry> crossings = new ArrayList<>();
        for (TerrainFeature f : table.terrain()) {
            if ((f.kind() == TerrainKind.FORD || f.kind() == TerrainKind.BRIDGE) && f.outline().size() >= 3) {
                crossings.add(polygon(f.outline()));
            }
        }
        Geometry open = crossings.isEmpty() ? null : factory.buildGeometry(crossings).union();
        for (TerrainFeature f : table.terrain()) {
            if (f.kind() == TerrainKind.FORD || f.kind() == TerrainKind.BRIDGE) continue;
            boolean river = f.kind() == TerrainKind.RIVER;
            if (!river && f.going() != Going.IMPASSABLE) continue;
            if (f.shape() == TerrainFeature.Shape.LINE) {
                if (f.outline().size() < 2) continue;
                Geometry line = factory.createLineString(coords(f.outline()));
                // A ford or bridge opens a river, and nothing else: a marsh by a ford is still a marsh. What is left
                // of the line keeps its half-width around it, so a cut end still reaches into the ford (the safe side).
                if (river && open != null && line.getEnvelopeInternal().intersects(open.getEnvelopeInternal())) {
                    line = line.difference(open);
                }
                if (line.isEmpty()) continue;
                impassable.add(line);
                clearance.add(f.width() / 2);
            } else if (f.outline().size() >= 3) {
                Geometry area = polygon(f.outline());
                if (river && open != null) area = area.difference(open);
                if (area.isEmpty()) continue;
                impassable.add(area);
                clearance.add(0.0);
            }
        }
        for (Zone z : table.zones()) {
            if (z.kind() != Zone.Kind.FRIENDLY_LINES || z.outline().size() < 3) continue;
            Geometry g = polygon(z.outline());
            if (g != null) friendlyZones.add(g);
        }
        for (List<Position> unit : situation.units()) {
            if (unit.isEmpty()) continue;
            units.add(factory.createMultiPointFromCoords(coords(unit)).convexHull());
        }
    }

    Table table() {
        return table;
    }

    boolean hasFriendlyZones() {
        return !friendlyZones.isEmpty();
    }

    List<Geometry> friendlyZones() {
        return friendlyZones;
    }

    /** Why a disc of radius {@code r} at {@code c} may not hold an encounter, or null when it may. */
    String forbids(double x, double y, double r) {
        if (x < r - 1e-9 || y < r - 1e-9 || x > table.width() - r + 1e-9 || y > table.depth() - r + 1e-9) {
            return "off the table";
        }
        Point p = factory.createPoint(new Coordinate(x, y));
        // Touching is allowed ("placed adjacent"): only a disc that reaches into the shape is refused.
        double in = r - 1e-9;
        for (Geometry z : friendlyZones) {
            if (z.isWithinDistance(p, in)) return "inside friendly lines";
        }
        for (int i = 0; i < impassable.size(); i++) {
            if (impassable.get(i).isWithinDistance(p, in + clearance.get(i))) return "impassable terrain";
        }
        for (Geometry u : units) {
            if (u.isWithinDistance(p, in + unitMargin)) return "inside another unit";
        }
        return null;
    }

    /** Whether a point lies behind the friendly lines: in a zone of them, or, with none drawn, beyond the friendly edge. */
    boolean behindFriendlyLines(double x, double y) {
        if (!friendlyZones.isEmpty()) {
            Point p = factory.createPoint(new Coordinate(x, y));
            for (Geometry z : friendlyZones) {
                if (z.covers(p)) return true;
            }
            return false;
        }
        return beyond(table.friendlyEdge(), x, y);
    }

    boolean beyond(Edge e, double x, double y) {
        return switch (e) {
            case SOUTH -> y < 0;
            case NORTH -> y > table.depth();
            case WEST -> x < 0;
            case EAST -> x > table.width();
        };
    }

    private Geometry polygon(List<Position> outline) {
        Coordinate[] c = new Coordinate[outline.size() + 1];
        for (int i = 0; i < outline.size(); i++) c[i] = new Coordinate(outline.get(i).x(), outline.get(i).y());
        c[outline.size()] = c[0];
        Geometry g = factory.createPolygon(c);
        // A self-crossing outline is read as the area it encloses, never as nothing.
        return g.isValid() ? g : g.buffer(0);
    }

    private static Coordinate[] coords(List<Position> ps) {
        Coordinate[] c = new Coordinate[ps.size()];
        for (int i = 0; i < c.length; i++) c[i] = new Coordinate(ps.get(i).x(), ps.get(i).y());
        return c;
    }
}
