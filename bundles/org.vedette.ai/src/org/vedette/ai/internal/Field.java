package org.vedette.ai.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Base;
import org.vedette.table.Nearest;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * Everyone standing on the table in one state, for the distances the AI
 * measures (the nearest enemy, an archetype's priorities, its threats): the
 * stands of {@link TableGeometry#stands}, in the same order, carried from
 * state to state by the roster's places — a simulated game asks one figure a
 * step, and each step's state differs from the one before by the actors the
 * step replaced, so only those are stood anew (an actor is immutable: the same
 * object stands where it stood). The stands the table makes for a state index
 * every one of them by id, which cost more than the decision that asked.
 * Not changed once made.
 */
final class Field {
    final GameState state;
    private final TableGeometry geometry;
    /** Each id's place in the roster; shared by the fields carried from one another. */
    private final Map<String, Integer> places;
    private final Actor[] actors;
    /** Each actor's stand in its place in the roster, null for one out of the game or with no position. */
    private final Stand[] stands;
    /** By the same places: the radius of the circle around each stand's base, as the stand keeps it. */
    private final double[] reaches;
    /** The stands in the roster's order, as {@link Stands#all()} lists them. */
    private final List<Stand> all;
    /** By the same order: the radius around each one's base. */
    private final double[] reach;

    private Field(GameState state, TableGeometry geometry, Map<String, Integer> places, Actor[] actors,
            Stand[] stands, double[] reaches) {
        this.state = state;
        this.geometry = geometry;
        this.places = places;
        this.actors = actors;
        this.stands = stands;
        this.reaches = reaches;
        int n = 0;
        for (Stand s : stands) {
            if (s != null) n++;
        }
        Stand[] standing = new Stand[n];
        this.reach = new double[n];
        n = 0;
        for (int i = 0; i < stands.length; i++) {
            if (stands[i] == null) continue;
            reach[n] = reaches[i];
            standing[n++] = stands[i];
        }
        this.all = List.of(standing);
    }

    static Field of(GameState state, TableGeometry geometry) {
        Map<String, Integer> places = new HashMap<>();
        Actor[] actors = new Actor[state.actors().size()];
        Stand[] stands = new Stand[actors.length];
        double[] reaches = new double[actors.length];
        int i = 0;
        for (Actor a : state.actors().values()) {
            places.put(a.id(), i);
            actors[i] = a;
            stands[i] = stand(geometry, a);
            reaches[i] = reach(stands[i]);
            i++;
        }
        return new Field(state, geometry, places, actors, stands, reaches);
    }

    /** The field of {@code next}, carried from this one: anew when the roster or the geometry differs. */
    Field next(GameState next, TableGeometry g) {
        if (next == state) return this;
        List<Actor> changed = g == geometry ? next.changedSince(state) : null;
        if (changed == null) return of(next, g);
        if (changed.isEmpty()) return new Field(next, g, places, actors, stands, reaches);
        Actor[] nextActors = actors.clone();
        Stand[] nextStands = stands.clone();
        double[] nextReaches = reaches.clone();
        for (Actor a : changed) {
            int i = places.get(a.id());
            nextActors[i] = a;
            nextStands[i] = stand(g, a);
            nextReaches[i] = reach(nextStands[i]);
        }
        return new Field(next, g, places, nextActors, nextStands, nextReaches);
    }

    private static Stand stand(TableGeometry g, Actor a) {
        return a.status().out() ? null : g.stand(a);
    }

    /** The actor's stand, or null when it has none (out of the game, no position, not in this state). */
    Stand get(String id) {
        Integer at = places.get(id);
        return at == null ? null : stands[at];
    }

    List<Stand> all() {
        return all;
    }

    /**
     * The nearest stand of another side, as {@link Stands#nearestEnemy} finds it (the first of equals; a stand
     * whose centre is too far for its base to come nearer than the best so far passed over), or null.
     */
    Nearest nearestEnemy(Stand of) {
        Stand best = null;
        double bestDistance = Double.MAX_VALUE;
        String side = of.side();
        double ofHalf = of.base().width() / 2;
        boolean ofRound = of.base().shape() == Base.Shape.ROUND;
        double ofReach = reach(of);
        for (int i = 0; i < reach.length; i++) {
            Stand s = all.get(i);
            if (s == of || s.side() == null || s.side().equals(side)) continue;
            double dx = of.position().x() - s.position().x();
            double dy = of.position().y() - s.position().y();
            double centres = Math.sqrt(dx * dx + dy * dy);
            if (best != null && centres - ofReach - reach[i] > bestDistance + 1e-9) continue;
            // Two round bases: the centres' distance less both radii, as the table measures them.
            double d = ofRound && s.base().shape() == Base.Shape.ROUND
                    ? Math.max(0, centres - ofHalf - s.base().width() / 2) : geometry.distance(of, s);
            if (best != null && d >= bestDistance) continue;
            best = s;
            bestDistance = d;
        }
        return best == null ? null : new Nearest(best, bestDistance);
    }

    /** The radius of the circle around a stand's base, as the stand keeps it; 0 for none. */
    private static double reach(Stand s) {
        if (s == null) return 0;
        Base b = s.base();
        double hw = b.width() / 2;
        return b.shape() == Base.Shape.ROUND ? hw : Math.hypot(hw, b.depth() / 2);
    }
}
