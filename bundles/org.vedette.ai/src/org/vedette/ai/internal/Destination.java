package org.vedette.ai.internal;

import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TablePath;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Casualties;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.core.model.VictoryCondition.Circle;
import org.vedette.core.model.VictoryCondition.FeatureArea;
import org.vedette.core.model.VictoryCondition.Hold;
import org.vedette.core.model.VictoryCondition.LeaveBy;
import org.vedette.core.model.VictoryCondition.Place;
import org.vedette.core.model.VictoryCondition.Rectangle;
import org.vedette.core.rules.RuleRef;
import org.vedette.table.Stand;
import org.vedette.table.TableGeometry;

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
 * <p>
 * An actor the scenario gives no destination and that does not travel heads
 * for its side's {@linkplain #objective objective}, from the scenario's
 * victory conditions.
 */
final class Destination {
    /** Where the objectives come from: the scenario's victory conditions (FILES.md, "Victory conditions"). */
    static final RuleRef OBJECTIVES = RuleRef.of("Scenario", "Victory conditions");

    /** How far past an edge's line a figure leaving by it goes, in inches: off the table, gone as the judge counts. */
    private static final double BEYOND = 1.0;

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

    /**
     * Where the side's victory conditions send an actor, or that it stays:
     *
     * @param to        the point it heads for (null when it stays)
     * @param condition the condition that sends it
     * @param place     the place, edge or enemy in words
     */
    record Objective(Position to, VictoryCondition condition, String place, boolean leaves) {
        Objective(Position to, VictoryCondition condition, String place) {
            this(to, condition, place, false);
        }

        /** Whether it stands on a place its side must hold: it stays there and faces the enemy. */
        boolean stays() {
            return to == null;
        }

        /** The condition in words: its own sentence, else its id. */
        String words() {
            return condition.text() != null ? condition.text() : condition.id();
        }
    }

    /**
     * The actor's objective from its side's victory conditions, in this
     * order: standing on a place its side must hold, it stays; else the
     * nearest such place its side does not hold yet (held as the judge holds
     * it: one of its own in the fight there and, uncontested, none of
     * another side's); else the nearest enemy actor it must kill or capture
     * still in the game; else the edge it must leave by, straight across
     * and over it ({@link Objective#leaves}: the judge counts a figure gone by
     * an edge when it stands beyond its line) — one judged at the game's end
     * only once the turns left are those it needs to get there, with one in
     * hand (until then what it does is the nearest enemy's).
     * Null when its side has none of these (a side wins only by the enemy
     * breaking: then the nearest enemy is the way), or it has no position.
     *
     * @param lastTurn the game's last turn, 0 when it has none
     * @param pace     how far the actor goes in a move, in inches (0: not known)
     */
    static Objective objective(GameState state, Actor a, List<VictoryCondition> conditions, TableGeometry geometry,
            int lastTurn, double pace) {
        if (a.position() == null || conditions.isEmpty()) return null;
        VictoryCondition holding = holding(a, conditions, geometry);
        if (holding != null) return new Objective(null, holding, null);
        Objective best = null;
        double near = Double.MAX_VALUE;
        for (VictoryCondition c : conditions) {
            if (!c.side().equals(a.side()) || !(c.goal() instanceof Hold h)) continue;
            for (Place p : h.places()) {
                if (held(state, a.side(), p, h.uncontested(), geometry)) continue;
                Position at = centre(state.table(), p);
                double d = at.distanceTo(a.position());
                if (d < near) {
                    near = d;
                    best = new Objective(at, c, placeName(state.table(), p) + " at " + TableMove.write(List.of(at)));
                }
            }
        }
        if (best != null) return best;
        for (VictoryCondition c : conditions) {
            if (!c.side().equals(a.side()) || !(c.goal() instanceof Casualties k)) continue;
            for (Actor e : state.actors().values()) {
                if (e.side().equals(a.side()) || e.status().out() || e.position() == null
                        || !(k.actors().contains(e.id()) || k.actors().contains(e.unit()))) continue;
                double d = e.position().distanceTo(a.position());
                if (d < near) {
                    near = d;
                    best = new Objective(Position.at(e.position().x(), e.position().y()), c, e.name());
                }
            }
        }
        if (best != null) return best;
        for (VictoryCondition c : conditions) {
            if (!c.side().equals(a.side()) || !(c.goal() instanceof LeaveBy l)) continue;
            if (!l.actors().isEmpty() && !l.actors().contains(a.id()) && !l.actors().contains(a.unit())) continue;
            Position edge = across(state.table(), l.edge(), a.position());
            if (c.check() == Check.GAME_END && !late(state, a.position().distanceTo(edge), lastTurn, pace)) continue;
            return new Objective(beyond(l.edge(), edge), c, words(state.table(), edge), true);
        }
        return null;
    }

    /** Turns kept in hand on the way: an initiative may go to the other side, or an event come up. */
    private static final int SPARE = 1;

    /** Whether the turns left (the current one too) are no more than those needed to go so far, and one in hand. */
    private static boolean late(GameState state, double distance, int lastTurn, double pace) {
        if (lastTurn <= 0 || pace <= 0 || state.turn() == null) return true;
        int needed = (int) Math.ceil((distance + BEYOND) / pace);
        return lastTurn - state.turn().round() + 1 <= needed + SPARE;
    }

    /** A point {@link #BEYOND} past the edge's line from one on it: off the table. */
    private static Position beyond(Edge e, Position on) {
        return switch (e) {
            case SOUTH -> Position.at(on.x(), -BEYOND);
            case NORTH -> Position.at(on.x(), on.y() + BEYOND);
            case WEST -> Position.at(-BEYOND, on.y());
            case EAST -> Position.at(on.x() + BEYOND, on.y());
        };
    }

    /** The hold condition of its side whose place the actor stands on, or null. */
    static VictoryCondition holding(Actor a, List<VictoryCondition> conditions, TableGeometry geometry) {
        if (a.position() == null) return null;
        Stand stand = null;
        for (VictoryCondition c : conditions) {
            if (!c.side().equals(a.side()) || !(c.goal() instanceof Hold h)) continue;
            for (Place p : h.places()) {
                if (p instanceof FeatureArea && stand == null) stand = geometry.stand(a);
                if (in(a, stand, p)) return c;
            }
        }
        return null;
    }

    /** Whether the side holds the place now, as the victory judge rules it (table bundle's RULINGS.md). */
    private static boolean held(GameState state, String side, Place p, boolean uncontested, TableGeometry geometry) {
        boolean own = false;
        for (Actor o : state.actors().values()) {
            if (o.status().out() || o.status().down() || o.position() == null) continue;
            if (!in(o, p instanceof FeatureArea ? geometry.stand(o) : null, p)) continue;
            if (o.side().equals(side)) own = true;
            else if (uncontested) return false;
        }
        return own;
    }

    /** Whether the actor's centre stands in the place (a feature's by its stand). */
    private static boolean in(Actor a, Stand stand, Place p) {
        Position at = a.position();
        return switch (p) {
            case FeatureArea f -> {
                for (TerrainFeature t : stand.standsIn()) if (t.id().equals(f.feature())) yield true;
                yield false;
            }
            case Circle c -> at.distanceTo(c.centre()) <= c.radius();
            case Rectangle r -> r.holds(at.x(), at.y());
        };
    }

    /** The point of a place an actor heads for: a feature's outline's mean point, a circle's or rectangle's centre. */
    private static Position centre(Table table, Place p) {
        return switch (p) {
            case FeatureArea f -> {
                double x = 0, y = 0;
                int n = 0;
                for (TerrainFeature t : table.terrain()) {
                    if (!t.id().equals(f.feature())) continue;
                    for (Position q : t.outline()) {
                        x += q.x();
                        y += q.y();
                        n++;
                    }
                }
                yield n == 0 ? Position.at(table.width() / 2, table.depth() / 2) : Position.at(x / n, y / n);
            }
            case Circle c -> Position.at(c.centre().x(), c.centre().y());
            case Rectangle r -> Position.at((r.x1() + r.x2()) / 2, (r.y1() + r.y2()) / 2);
        };
    }

    private static String placeName(Table table, Place p) {
        return switch (p) {
            case FeatureArea f -> table.terrain().stream().filter(t -> t.id().equals(f.feature()))
                    .map(TerrainFeature::name).findFirst().orElse(f.feature());
            case Circle c -> "the ground within " + c.radius() + "\" of " + TableMove.write(List.of(c.centre()));
            case Rectangle r -> "the ground " + TableMove.write(List.of(Position.at(r.x1(), r.y1()),
                    Position.at(r.x2(), r.y2())));
        };
    }

    /** A distance on the table in words, to a tenth of an inch ("4.5\""): the reasons' measure. */
    static String inches(double d) {
        return (Math.round(d * 10) / 10.0) + "\"";
    }

    /** The edge a destination lies on, in words ("the north edge"). */
    static String words(Table table, Position destination) {
        Edge nearest = Edge.NORTH;
        for (Edge e : Edge.values()) {
            if (distanceTo(table, e, destination) < distanceTo(table, nearest, destination)) nearest = e;
        }
        return "the " + nearest.name().toLowerCase() + " edge at " + TableMove.write(List.of(destination));
    }

    /** How far a point lies from an edge's line, towards the table's inside. */
    static double distanceTo(Table table, Edge e, Position p) {
        return e.inward(table, p);
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
    static TablePath path(Table table, Position from, Position to, double inches, boolean away) {
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double length = Math.hypot(dx, dy);
        if (length < 1e-9 || inches <= 0) return null;
        double step = away ? inches : Math.min(inches, length);
        double sign = away ? -1 : 1;
        double x = from.x() + sign * dx / length * step;
        double y = from.y() + sign * dy / length * step;
        // Without a table to keep to, the path may leave it: an edge the figure must leave by (pathOff).
        if (table != null) {
            x = clamp(x, table.width());
            y = clamp(y, table.depth());
        }
        if (Math.hypot(x - from.x(), y - from.y()) < 0.05) return null;
        return TablePath.through(List.of(Position.at(from.x(), from.y()), Position.at(x, y)));
    }

    /** A straight path towards {@code to}, {@code inches} long but never past it, and free to leave the table. */
    static TablePath pathOff(Position from, Position to, double inches) {
        return path(null, from, to, inches, false);
    }

    private static double clamp(double v, double max) {
        return Math.max(0, Math.min(max, v));
    }
}
