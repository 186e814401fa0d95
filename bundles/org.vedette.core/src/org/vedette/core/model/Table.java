package org.vedette.core.model;

import java.util.List;

/**
 * The playing area: its size in inches, the edge behind the friendly (player)
 * lines, its terrain, the zones the scenario draws (deployment zones, the
 * friendly lines) and its objectives and markers. Everything but the size is
 * optional: a table laid out by hand is a width and a depth.
 */
public record Table(double width, double depth, Edge friendlyEdge, List<TerrainFeature> terrain, List<Zone> zones,
        List<Marker> markers) {
    public Table {
        if (!(width > 0) || !(depth > 0)) {
            throw new IllegalArgumentException("a table needs a positive width and depth");
        }
        friendlyEdge = friendlyEdge == null ? Edge.SOUTH : friendlyEdge;
        terrain = terrain == null ? List.of() : List.copyOf(terrain);
        zones = zones == null ? List.of() : List.copyOf(zones);
        markers = markers == null ? List.of() : List.copyOf(markers);
    }

    /** A table without zones or markers. */
    public Table(double width, double depth, Edge friendlyEdge, List<TerrainFeature> terrain) {
        this(width, depth, friendlyEdge, terrain, List.of(), List.of());
    }

    /** Whether a point lies on the table, its edges included. */
    public boolean contains(Position p) {
        return p.x() >= 0 && p.y() >= 0 && p.x() <= width && p.y() <= depth;
    }
}
