package org.vedette.ai.internal;

import java.util.List;

import org.vedette.core.game.TableMove;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/**
 * Where a traveller heads, and the paths the AI moves figures along on the
 * table. The destination is The Other Side of the Hill's (X, travelling
 * Non-Player units): "Choose the non-friendly-lines table edge which is
 * furthest from the point of deployment for the figure(s). Select the logical
 * destination (for example, where a road exits the table on that edge)
 * furthest from the deployed figures." The figure's own position stands for
 * its point of deployment: the AI decides afresh each move, and a figure
 * travelling away from its start keeps the same furthest edge. Without a road
 * leaving by that edge, the point straight across from the figure.
 */
final class Destination {
    /** How close to an edge a road's outline point must be to leave the table there, in inches. */
    private static final double ON_EDGE = 1.0;

    private Destination() {
    }

    /** The traveller's destination on this table. */
    static Position of(Table table, Position from) {
        Edge furthest = null;
        double best = -1;
        for (Edge e : Edge.values()) {
            if (e == table.friendlyEdge()) continue;
            double d = distanceTo(table, e, from);
            if (d > best) {
                best = d;
                furthest = e;
            }
        }
        Position exit = null;
        double far = -1;
        for (TerrainFeature f : table.terrain()) {
            if (f.kind() != TerrainKind.ROAD) continue;
            for (Position p : f.outline()) {
                if (distanceTo(table, furthest, p) > ON_EDGE) continue;
                double d = p.distanceTo(from);
                if (d > far) {
                    far = d;
                    exit = Position.at(p.x(), p.y());
                }
            }
        }
        return exit != null ? exit : across(table, furthest, from);
    }

    /** The edge a destination lies on, in words ("the north edge"). */
    static String words(Table table, Position destination) {
        Edge nearest = Edge.NORTH;
        for (Edge e : Edge.values()) {
            if (distanceTo(table, e, destination) < distanceTo(table, nearest, destination)) nearest = e;
        }
        return "the " + nearest.name().toLowerCase() + " edge at " + TableMove.write(List.of(destination));
    }

    private static double distanceTo(Table table, Edge e, Position p) {
        return switch (e) {
            case SOUTH -> p.y();
            case NORTH -> table.depth() - p.y();
            case WEST -> p.x();
            case EAST -> table.width() - p.x();
        };
    }

    private static Position across(Table table, Edge e, Position p) {
        return switch (e) {
            case SOUTH -> Position.at(p.x(), 0);
            case NORTH -> Position.at(p.x(), table.depth());
            case WEST -> Position.at(0, p.y());
            case EAST -> Position.at(table.width(), p.y());
        };
    }

    /**
     * A straight path from {@code from} towards {@code to} (away from it when
     * {@code away}), {@code inches} long but never past {@code to} nor off the
     * table: the request's {@link TableMove#PATH}. Null when the figure would
     * not move (already there, or against the table's edge).
     */
    static String path(Table table, Position from, Position to, double inches, boolean away) {
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double length = Math.hypot(dx, dy);
        if (length < 1e-9 || inches <= 0) return null;
        double step = away ? inches : Math.min(inches, length);
        double sign = away ? -1 : 1;
        double x = clamp(from.x() + sign * dx / length * step, table.width());
        double y = clamp(from.y() + sign * dy / length * step, table.depth());
        if (Math.hypot(x - from.x(), y - from.y()) < 0.05) return null;
        return TableMove.write(List.of(Position.at(from.x(), from.y()), Position.at(x, y)));
    }

    private static double clamp(double v, double max) {
        return Math.max(0, Math.min(max, v));
    }
}
