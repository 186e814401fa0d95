package org.vedette.scenario.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.scenario.Destination;
import org.vedette.scenario.EncounterKind;

/**
 * Where a travelling unit heads (OSOTH "Placing Non-Player Units"): "Choose
 * the non-friendly-lines table edge which is furthest from the point of
 * deployment … Select the logical destination (for example, where a road
 * exits the table on that edge) furthest from the deployed figures … If
 * there is a village (not for Messengers) or, for Enemy Convoys, Messengers,
 * and Artillery, an enemy outpost within 12 inches of the logical exit point,
 * it may be substituted for a table-edge exit as a destination."
 */
final class Destinations {
    /** "within 12 inches of the logical exit point" (text). */
    static final double SUBSTITUTE = 12;
    /** A road's end this close to an edge leaves the table there (ruling G7). */
    static final double ROAD_END = 1;

    private Destinations() {
    }

    static Destination of(Table t, Position from, EncounterKind kind, List<Position> outposts) {
        Edge edge = null;
        double far = -1;
        for (Edge e : List.of(Edge.NORTH, Edge.EAST, Edge.SOUTH, Edge.WEST)) {
            if (e == t.friendlyEdge()) continue;
            double d = distance(t, e, from);
            if (d > far + 1e-9) {
                far = d;
                edge = e;
            }
        }
        Position exit = null;
        String road = null;
        double best = -1;
        for (TerrainFeature f : t.terrain()) {
            if (f.kind() != TerrainKind.ROAD || f.outline().size() < 2) continue;
            for (Position end : List.of(f.outline().get(0), f.outline().get(f.outline().size() - 1))) {
                if (distance(t, edge, end) > ROAD_END) continue;
                Position on = onto(t, edge, end);
                double d = on.distanceTo(from);
                if (d > best + 1e-9) {
                    best = d;
                    exit = on;
                    road = f.id();
                }
            }
        }
        // No road leaves by that edge: the point straight across (ruling G7).
        if (exit == null) exit = onto(t, edge, from);
        String substitute = null;
        String type = kind.type();
        boolean messenger = "messenger".equals(type);
        if (!messenger) {
            for (TerrainFeature f : t.terrain()) {
                if (f.kind() != TerrainKind.TOWN || f.outline().isEmpty()) continue;
                if (centre(f.outline()).distanceTo(exit) <= SUBSTITUTE) {
                    substitute = "the village " + (f.name() != null ? f.name() : f.id());
                    break;
                }
            }
        }
        boolean outpostsToo = messenger || "convoy-guard".equals(type) || "artillery-crew".equals(type);
        if (substitute == null && outpostsToo) {
            for (Position o : outposts) {
                if (o.distanceTo(exit) <= SUBSTITUTE) {
                    substitute = String.format(Locale.ROOT, "the enemy outpost at (%.1f, %.1f)", o.x(), o.y());
                    break;
                }
            }
        }
        String words = String.format(Locale.ROOT, "heads for the %s edge at (%.1f, %.1f)%s",
                edge.name().toLowerCase(Locale.ROOT), exit.x(), exit.y(), road == null ? "" : ", where road " + road
                        + " leaves the table")
                + (substitute == null ? "" : "; " + substitute + " lies within 12 inches of it and may be its destination instead");
        return new Destination(edge, exit, road, substitute, words);
    }

    static double distance(Table t, Edge e, Position p) {
        return e.inward(t, p);
    }

    static Position onto(Table t, Edge e, Position p) {
        double x = Placer.clamp(p.x(), 0, t.width());
        double y = Placer.clamp(p.y(), 0, t.depth());
        return switch (e) {
            case SOUTH -> Position.at(x, 0);
            case NORTH -> Position.at(x, t.depth());
            case WEST -> Position.at(0, y);
            case EAST -> Position.at(t.width(), y);
        };
    }

    static Position centre(List<Position> outline) {
        double x = 0;
        double y = 0;
        for (Position p : outline) {
            x += p.x();
            y += p.y();
        }
        return Position.at(x / outline.size(), y / outline.size());
    }

    static List<Position> none() {
        return new ArrayList<>();
    }
}
