package org.vedette.core.model;

import java.util.List;

/**
 * The playing area: its size in inches, the edge behind the friendly (player)
 * lines, and its terrain.
 */
public record Table(double width, double depth, Edge friendlyEdge, List<TerrainFeature> terrain) {
    public Table {
        if (!(width > 0) || !(depth > 0)) {
            throw new IllegalArgumentException("a table needs a positive width and depth");
        }
        friendlyEdge = friendlyEdge == null ? Edge.SOUTH : friendlyEdge;
        terrain = terrain == null ? List.of() : List.copyOf(terrain);
    }
}
