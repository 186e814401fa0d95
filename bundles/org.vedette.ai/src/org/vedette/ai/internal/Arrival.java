package org.vedette.ai.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.table.TableAuthority;

/**
 * An actor of the AI's side that comes on the table now: a unit arriving on its turn (a scenario's
 * {@code arrivals}), a hidden force revealed without a place, a figure the scenario does not place. The table's
 * law has it come on by a move along a path from its side's edge ({@code TableAuthority}); the AI chooses where
 * on that edge — across from the nearest enemy on the table, else from the middle of its own side's — and has it
 * advance from there.
 */
final class Arrival {
    /** Inches between the places on the edge tried when the first is taken. */
    private static final double STEP = 3;
    /** Places on the edge tried, the first and then either side of it. */
    private static final int TRIES = 7;

    private Arrival() {
    }

    /** Whether the actor is to come on from the edge: no position, on a table where others stand. */
    static boolean enters(GameState state, Actor a) {
        if (a.position() != null || state.table() == null) return false;
        for (Actor o : state.actors().values()) {
            if (o.position() != null) return true;
        }
        return false;
    }

    /** The edge it comes on by: its side's, else the table's friendly edge, else the south. */
    static Edge edge(GameState state, Actor a) {
        Side s = state.side(a.side());
        if (s != null && s.edge() != null) return s.edge();
        return state.table().friendlyEdge() != null ? state.table().friendlyEdge() : Edge.SOUTH;
    }

    /**
     * The places on its edge it may come on at, best first, each facing into the table: across from the enemy
     * nearest the edge (else its own side's middle, else the edge's), then a few inches either side of it, for a
     * place another base already takes.
     */
    static List<Position> places(GameState state, Actor a) {
        Table t = state.table();
        Edge edge = edge(state, a);
        boolean across = edge == Edge.SOUTH || edge == Edge.NORTH;
        double length = across ? t.width() : t.depth();
        double along = aim(state, a, edge, t, across, length);
        List<Position> out = new ArrayList<>(TRIES);
        for (int i = 0; i < TRIES; i++) {
            double off = (i + 1) / 2 * STEP * (i % 2 == 0 ? 1 : -1);
            double x = Math.max(1, Math.min(length - 1, along + off));
            Position p = switch (edge) {
                case SOUTH -> new Position(x, 0, 0.0);
                case NORTH -> new Position(x, t.depth(), 180.0);
                case WEST -> new Position(0, x, 90.0);
                case EAST -> new Position(t.width(), x, 270.0);
            };
            if (!out.contains(p)) out.add(p);
        }
        return out;
    }

    /** Where along the edge it aims: across from the enemy nearest the edge, else its side's middle, else the edge's. */
    private static double aim(GameState state, Actor a, Edge edge, Table t, boolean across, double length) {
        Actor nearest = null;
        double best = Double.POSITIVE_INFINITY;
        double sum = 0;
        int own = 0;
        for (Actor o : state.actors().values()) {
            Position p = o.position();
            if (p == null || o.status().out() || TableAuthority.offTable(t, p)) continue;
            if (o.side().equals(a.side())) {
                sum += across ? p.x() : p.y();
                own++;
                continue;
            }
            double d = Destination.distanceTo(t, edge, p);
            if (d < best) {
                best = d;
                nearest = o;
            }
        }
        if (nearest != null) return across ? nearest.position().x() : nearest.position().y();
        return own > 0 ? sum / own : length / 2;
    }
}
