package org.vedette.table;

import java.util.concurrent.atomic.AtomicReference;

import org.vedette.table.internal.Grid;

/**
 * Where the stands of one {@link Stands} stand — each one's place, facing,
 * base and side, in order — and what their lines of sight were found to be:
 * shared by every {@link Stands} whose stands stand exactly so. A game's
 * states follow one another with most figures unmoved, and between two moves
 * only marks and wounds change (a shot fired, a figure loaded), so the AI and
 * the rules ask the same lines of many states; a line of sight depends on
 * nothing but the table and these places, so each is traced once for them.
 * <p>
 * Lives as long as the stands that share it. The remembered answers are
 * written without a lock: each is the one answer the geometry gives (an
 * immutable {@link Sight}, a byte), so a race at most traces a line twice.
 */
final class Placement {
    private static final byte UNKNOWN = 0;
    private static final byte SEEN = 1;
    private static final byte HIDDEN = 2;

    /** The stands the tracer and grid were made for (any Stands of this placement has the same geometry). */
    final Stand[] stands;
    /** The stands by grid cell, made when a line is first traced (see {@link Stands}). */
    private volatile Grid grid;
    /** The tracer kept between queries, borrowed by one at a time (see {@link Stands}). */
    final AtomicReference<SightLine> spare = new AtomicReference<>();
    /**
     * By pair (from × stands + to): whether from sees to ({@link Stands#canSee}), once traced. Made when the first
     * line is: a simulated game places every state, most are asked no line, and a hundred figures' pairs made
     * for each state were a tenth of an OSOTH game. Two threads may each make one; the loser's answers are
     * traced again.
     */
    private volatile byte[] sees;
    /** By pair: what from sees of to ({@link Stands#sight}), once traced; made as {@link #sees} is. */
    private volatile Sight[] sights;
    /** By stand: its nearest enemy, seen or not, once found ({@link Stands#nearestEnemy}). */
    private final Found[] nearestSeen;
    private final Found[] nearestAny;

    /** A nearest enemy found: its index among the stands (-1 for none) and the distance between the bases. */
    record Found(int index, double distance) {
    }

    Placement(Stand[] stands) {
        this.stands = stands;
        int n = stands.length;
        this.nearestSeen = new Found[n];
        this.nearestAny = new Found[n];
    }

    /**
     * Whether {@code now} stand exactly where this placement's stands stand —
     * the same actors, in the same order, each at the same place and facing,
     * on the same base, of the same side — so that every line of sight and
     * every nearest enemy among them is the same.
     */
    boolean holds(Stand[] now) {
        if (now.length != stands.length) return false;
        for (int i = 0; i < now.length; i++) {
            Stand a = now[i];
            Stand b = stands[i];
            if (a != b && !standsAs(a, b)) return false;
        }
        return true;
    }

    /** Whether stand {@code a} stands as {@code b}: the same actor, place, facing, base and side. */
    static boolean standsAs(Stand a, Stand b) {
        return a.id().equals(b.id()) && a.x == b.x && a.y == b.y && a.facing == b.facing && a.base().equals(b.base())
                && java.util.Objects.equals(a.side(), b.side());
    }

    Grid grid(TableGeometry table) {
        Grid g = grid;
        if (g == null) {
            double margin = table.rules().sight().minimumGap();
            double[] boxes = new double[4 * stands.length];
            for (int i = 0; i < stands.length; i++) {
                double r = stands[i].reach + margin;
                boxes[4 * i] = stands[i].x - r;
                boxes[4 * i + 1] = stands[i].y - r;
                boxes[4 * i + 2] = stands[i].x + r;
                boxes[4 * i + 3] = stands[i].y + r;
            }
            grid = g = new Grid(table.table().width(), table.table().depth(), TableGeometry.CELL, boxes);
        }
        return g;
    }

    /** Whether from (index) sees to (index): true, false, or null when not yet traced. */
    Boolean sees(int from, int to) {
        byte[] known = sees;
        if (known == null) return null;
        byte b = known[from * stands.length + to];
        return b == UNKNOWN ? null : b == SEEN;
    }

    void sees(int from, int to, boolean seen) {
        byte[] known = sees;
        if (known == null) sees = known = new byte[stands.length * stands.length];
        known[from * stands.length + to] = seen ? SEEN : HIDDEN;
    }

    Sight sight(int from, int to) {
        Sight[] known = sights;
        return known == null ? null : known[from * stands.length + to];
    }

    void sight(int from, int to, Sight sight) {
        Sight[] known = sights;
        if (known == null) sights = known = new Sight[stands.length * stands.length];
        known[from * stands.length + to] = sight;
    }

    Found nearest(int of, boolean mustSee) {
        return (mustSee ? nearestSeen : nearestAny)[of];
    }

    void nearest(int of, boolean mustSee, Found found) {
        (mustSee ? nearestSeen : nearestAny)[of] = found;
    }
}
