package org.vedette.ai.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Base;
import org.vedette.core.model.Position;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;

/**
 * Everyone standing on the table in one state, for the distances the AI
 * measures (the nearest enemy, an archetype's priorities, its threats), in the
 * roster's places — the order {@link TableGeometry#stands} lists them in —
 * carried from state to state: a simulated game asks one figure a step, and
 * each step's state differs from the one before by the actors the step
 * replaced, so only those are looked at again (an actor is immutable: the same
 * object stands where it stood). Most of those a step replaces only for a mark
 * (acted, loaded, wavering) and stand where they stood on the same base: their
 * stand is kept too, as the table keeps it for such an actor, and only their
 * actor object is taken anew. So a stand here is read for its base and place
 * only; who stands there is {@link #actor}.
 * <p>
 * The figures' archetypes ({@link #archetypes}) and each archetype's ranks of
 * them (its targets list, {@link #ranks}) are carried with the stands while every actor replaced reads alike to the sheet
 * ({@link TemperamentSheet#readsAlike}) and the sides are the same. Not
 * changed once made, but for the ranks found when first asked.
 */
final class Field {
    final GameState state;
    private final TableGeometry geometry;
    /** Each id's place in the roster; shared by the fields carried from one another. */
    private final Map<String, Integer> places;
    private final Actor[] actors;
    /** Each actor's stand in its place in the roster, null for one out of the game or with no position. */
    private final Stand[] stands;
    /** By the same places: the radius of the circle around each stand's base. */
    private final double[] reach;
    /**
     * The distance between the bases in places i and j at {@code i * size + j}, NaN until measured: shared by the
     * fields whose stands are the same, and carried to the next with the rows and columns of the stands a step
     * stood anew forgotten — a step moves one figure or unit, and the AI asks the distance of the same pairs
     * step after step (the nearest enemy, who is in contact). A value is written whole by the one thread that
     * measured it, the same value by any that measure it again.
     */
    private final double[] apart;

    /** An archetype's rank on its list of targets of the figure in each place (-1: not a target). */
    private record Ranks(Archetype type, int[] ranks) {
    }

    private static final Ranks[] NONE = {};

    /** The ranks found for this field or carried to it, by the archetype object; added to as asked. */
    private volatile Ranks[] ranked;

    /** The archetype of the figure in each place, found for this field or carried to it; null until asked. */
    private volatile Archetype[] kinds;

    private Field(GameState state, TableGeometry geometry, Map<String, Integer> places, Actor[] actors,
            Stand[] stands, double[] reach, double[] apart, Field alike) {
        this.state = state;
        this.geometry = geometry;
        this.places = places;
        this.actors = actors;
        this.stands = stands;
        this.reach = reach;
        this.apart = apart;
        this.ranked = alike == null ? NONE : alike.ranked;
        this.kinds = alike == null ? null : alike.kinds;
    }

    static Field of(GameState state, TableGeometry geometry) {
        Map<String, Integer> places = new HashMap<>();
        Actor[] actors = new Actor[state.actors().size()];
        Stand[] stands = new Stand[actors.length];
        double[] reach = new double[actors.length];
        int i = 0;
        for (Actor a : state.actors().values()) {
            places.put(a.id(), i);
            actors[i] = a;
            stands[i] = gone(state, a) ? null : geometry.stand(a);
            reach[i] = reach(stands[i]);
            i++;
        }
        return new Field(state, geometry, places, actors, stands, reach, unmeasured(actors.length), null);
    }

    private static double[] unmeasured(int size) {
        double[] apart = new double[size * size];
        java.util.Arrays.fill(apart, Double.NaN);
        return apart;
    }

    /** The field of {@code next}, carried from this one: anew when the roster or the geometry differs. */
    Field next(GameState next, TableGeometry g) {
        if (next == state) return this;
        List<Actor> changed = g == geometry ? next.changedSince(state) : null;
        if (changed == null) return of(next, g);
        // An archetype depends on the sides (player or not, the scenario's orders) and the ruleset besides the figure.
        boolean readAlike = next.sides() == state.sides() && next.ruleset().equals(state.ruleset());
        if (changed.isEmpty()) return new Field(next, g, places, actors, stands, reach, apart, readAlike ? this : null);
        Actor[] nextActors = actors.clone();
        // The stands and their reach are copied only when one is stood anew (a figure moved, fell or came back).
        Stand[] nextStands = stands;
        double[] nextReach = reach;
        double[] nextApart = apart;
        for (Actor a : changed) {
            int i = places.get(a.id());
            readAlike &= TemperamentSheet.readsAlike(actors[i], a);
            nextActors[i] = a;
            Stand was = stands[i];
            Stand s = gone(next, a) ? null : was != null && standsAsBefore(g, was, a) ? was : g.stand(a);
            if (s == was) continue;
            if (nextStands == stands) {
                nextStands = stands.clone();
                nextReach = reach.clone();
                nextApart = apart.clone();
            }
            nextStands[i] = s;
            nextReach[i] = reach(s);
            forget(nextApart, i, actors.length);
        }
        return new Field(next, g, places, nextActors, nextStands, nextReach, nextApart, readAlike ? this : null);
    }

    /** The distances measured from the stand in place {@code i}, forgotten: it stands anew. */
    private static void forget(double[] apart, int i, int size) {
        java.util.Arrays.fill(apart, i * size, (i + 1) * size, Double.NaN);
        for (int j = 0; j < size; j++) apart[j * size + i] = Double.NaN;
    }

    /** The distance between the bases in places {@code i} and {@code j}, as the table measures it. */
    private double apart(int i, int j) {
        int n = stands.length;
        double d = apart[i * n + j];
        if (Double.isNaN(d)) {
            // The table's distance reads the same either way round (TableGeometry.baseDistance).
            d = geometry.distance(stands[i], stands[j]);
            apart[i * n + j] = d;
            apart[j * n + i] = d;
        }
        return d;
    }

    /** Out of the game, or gone off the table by an edge: no one to go after, fear or count. */
    private static boolean gone(GameState state, Actor a) {
        return a.status().out()
                || a.position() != null && state.table() != null && TableAuthority.offTable(state.table(), a.position());
    }

    /**
     * Whether the actor stands where the stand was, to the hundredth of nothing (the very coordinates and facing),
     * on the same base: a figure remade for a mark or a wound keeps his very position.
     */
    private static boolean standsAsBefore(TableGeometry g, Stand was, Actor a) {
        Position p = a.position();
        Position at = was.position();
        if (p != at && (p == null || Double.compare(p.x(), at.x()) != 0 || Double.compare(p.y(), at.y()) != 0
                || !Objects.equals(p.facing(), at.facing()))) {
            return false;
        }
        return g.rules().bases().baseOf(a).equals(was.base());
    }

    /** How many places: the roster's length. */
    int size() {
        return actors.length;
    }

    /** The stand in a place, for its base and position only; null when the actor there has none. */
    Stand stand(int place) {
        return stands[place];
    }

    /** Who stands in a place, as this state has him. */
    Actor actor(int place) {
        return actors[place];
    }

    /** The actor's place in the roster, or -1 when it is not in this state. */
    int place(String id) {
        Integer at = places.get(id);
        return at == null ? -1 : at;
    }

    /** The nearest enemy found: who, in which place, and how far between bases. */
    record Found(Actor actor, int place, double distance) {
    }

    /**
     * The nearest stand of another side than the actor's in {@code from}, as {@link Stands#nearestEnemy} finds it
     * (the first of equals in the roster's order; a stand whose centre is too far for its base to come nearer than
     * the best so far passed over), or null.
     */
    Found nearestEnemy(int from) {
        Stand of = stands[from];
        int best = -1;
        double bestDistance = Double.MAX_VALUE;
        String side = actors[from].side();
        double ofHalf = of.base().width() / 2;
        boolean ofRound = of.base().shape() == Base.Shape.ROUND;
        double ofReach = reach[from];
        Position at = of.position();
        for (int i = 0; i < stands.length; i++) {
            Stand s = stands[i];
            if (s == null || i == from || actors[i].side() == null || actors[i].side().equals(side)) continue;
            Position p = s.position();
            double dx = at.x() - p.x();
            double dy = at.y() - p.y();
            double centres = Math.sqrt(dx * dx + dy * dy);
            if (best >= 0 && centres - ofReach - reach[i] > bestDistance + 1e-9) continue;
            // Two round bases: the centres' distance less both radii, as the table measures them.
            double d = ofRound && s.base().shape() == Base.Shape.ROUND
                    ? Math.max(0, centres - ofHalf - s.base().width() / 2) : apart(from, i);
            if (best >= 0 && d >= bestDistance) continue;
            best = i;
            bestDistance = d;
        }
        return best < 0 ? null : new Found(actors[best], best, bestDistance);
    }

    /**
     * The places of the standing figures whose bases come within {@code within} inches of the base in
     * {@code place} — of the same side as it or of another ({@code sameSide}), the figure itself left out — nearest
     * first: who is in base-to-base contact with it.
     */
    int[] inContact(int place, double within, boolean sameSide) {
        Stand of = stands[place];
        if (of == null) return new int[0];
        String side = actors[place].side();
        int[] found = new int[stands.length];
        double[] gap = new double[stands.length];
        int n = 0;
        for (int i = 0; i < stands.length; i++) {
            Stand s = stands[i];
            if (s == null || i == place || actors[i].side() == null || actors[i].side().equals(side) != sameSide) continue;
            Position p = s.position();
            Position at = of.position();
            double centres = Math.hypot(at.x() - p.x(), at.y() - p.y());
            // Too far apart for the bases to touch, whatever their shapes: not measured.
            if (centres - reach[place] - reach[i] > within) continue;
            double d = apart(place, i);
            if (d > within) continue;
            int k = n++;
            while (k > 0 && gap[k - 1] > d) {
                found[k] = found[k - 1];
                gap[k] = gap[k - 1];
                k--;
            }
            found[k] = i;
            gap[k] = d;
        }
        return java.util.Arrays.copyOf(found, n);
    }

    /**
     * The archetype of the figure in each place ({@code archetypeOf}, the sheet's): the threats ask it of every
     * figure on the table for every decision, and it changes only with the figure's reading to the sheet. Found
     * once for a field and carried to the next while the figures read alike ({@link #next}).
     */
    Archetype[] archetypes(Function<Actor, Archetype> archetypeOf) {
        Archetype[] known = kinds;
        if (known != null) return known;
        // Every figure, standing or not: carried to states where one may stand again.
        Archetype[] found = new Archetype[actors.length];
        for (int i = 0; i < found.length; i++) found[i] = archetypeOf.apply(actors[i]);
        kinds = found;
        return found;
    }

    /**
     * The rank on {@code type}'s list of targets of the figure in each place, -1 for none: the priorities ask it
     * of every figure on the table for every decision. Found once for a field and carried with the archetypes.
     */
    int[] ranks(Archetype type, Function<Actor, Archetype> archetypeOf) {
        Ranks[] known = ranked;
        for (Ranks r : known) {
            if (r.type() == type) return r.ranks();
        }
        Archetype[] theirs = archetypes(archetypeOf);
        int[] ranks = new int[actors.length];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = theirs[i] == null ? -1 : type.targets().indexOf(theirs[i].name());
        }
        synchronized (this) {
            Ranks[] now = ranked;
            Ranks[] more = java.util.Arrays.copyOf(now, now.length + 1);
            more[now.length] = new Ranks(type, ranks);
            ranked = more;
        }
        return ranks;
    }

    /** The radius of the circle around a stand's base; 0 for none. */
    private static double reach(Stand s) {
        if (s == null) return 0;
        Base b = s.base();
        double hw = b.width() / 2;
        return b.shape() == Base.Shape.ROUND ? hw : Math.hypot(hw, b.depth() / 2);
    }
}
