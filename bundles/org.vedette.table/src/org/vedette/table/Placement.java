package org.vedette.table;

import java.util.concurrent.atomic.AtomicReference;

import org.vedette.table.internal.Grid;
import org.vedette.table.internal.Plane;

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

    /** At most this many moved stands for the lines of the placement before to be carried (see below). */
    private static final int CARRIED_PAST = 4;

    /** The placement before, whose lines between unmoved stands no move came near are this one's; or null. */
    private volatile Placement from;
    /** The stands that moved since {@link #from}, by index. */
    private int[] moved = new int[0];
    /** The narrowest gap a line may pass, in inches, for the nearness of a moved base to a line. */
    private double gap;

    Placement(Stand[] stands) {
        this.stands = stands;
        int n = stands.length;
        this.nearestSeen = new Found[n];
        this.nearestAny = new Found[n];
    }

    /**
     * A placement of the same actors in the same order as {@code before}'s, a few of them moved (a figure walked,
     * a unit retreated): a line {@code before} traced between two stands that did not move, and that no moved base
     * comes near — where it stood or where it stands — is the same line, and is taken from it when first asked
     * here, untraced. A line of sight runs between points of the two bases, so within the larger one's reach of
     * the segment between their centres; a stand blocks it only when its base comes within the narrowest gap of
     * it ({@link SightLine}). In the movement phase every step moves one figure or unit, and the AI and the law
     * ask the lines of the others again for each. Nearest enemies are not carried: they depend on everyone.
     * <p>
     * Only the lines {@code before} holds itself are asked, never those of the placement it came from: that
     * one is let go (its link cleared), so a game's placements do not hold one another in a chain.
     *
     * @param gap the narrowest gap a line may pass between two bases, in inches
     */
    Placement(Stand[] stands, Placement before, double gap) {
        this(stands);
        this.gap = gap;
        int n = stands.length;
        before.from = null;
        if (before.sees == null && before.sights == null || before.stands.length != n) return;
        int[] moved = new int[CARRIED_PAST];
        int count = 0;
        for (int k = 0; k < n; k++) {
            if (stands[k] == before.stands[k] || standsAs(stands[k], before.stands[k])) continue;
            if (count == CARRIED_PAST) return;
            moved[count++] = k;
        }
        this.moved = java.util.Arrays.copyOf(moved, count);
        this.from = before;
    }

    /** Whether the line from i to j, unknown here, is one {@link #from} traced and no move came near; else null. */
    private Placement carrying(int i, int j) {
        Placement p = from;
        if (p == null || isIn(moved, moved.length, i) || isIn(moved, moved.length, j)) return null;
        return clearOfMoved(p.stands, moved, moved.length, i, j, gap) ? p : null;
    }

    private static boolean isIn(int[] moved, int count, int k) {
        for (int m = 0; m < count; m++) {
            if (moved[m] == k) return true;
        }
        return false;
    }

    /** Whether stand {@code s}'s base comes within {@code around} of the segment between a's and b's centres. */
    private static boolean near(Stand s, Stand a, Stand b, double around) {
        double near = around + s.reach;
        return Plane.pointToSegmentSquared(s.x, s.y, a.x, a.y, b.x, b.y) <= near * near;
    }

    /** Whether no moved stand, where it stood ({@code was}) or stands now, comes near the lines between i and j. */
    private boolean clearOfMoved(Stand[] was, int[] moved, int count, int i, int j, double gap) {
        Stand a = stands[i];
        Stand b = stands[j];
        double around = Math.max(a.reach, b.reach) + gap + 1e-6;
        for (int m = 0; m < count; m++) {
            if (near(was[moved[m]], a, b, around) || near(stands[moved[m]], a, b, around)) return false;
        }
        return true;
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
        byte b = known == null ? UNKNOWN : known[from * stands.length + to];
        if (b != UNKNOWN) return b == SEEN;
        Placement p = this.from == null ? null : carrying(from, to);
        byte[] theirs = p == null ? null : p.sees;
        b = theirs == null ? UNKNOWN : theirs[from * stands.length + to];
        if (b == UNKNOWN) return null;
        sees(from, to, b == SEEN);
        return b == SEEN;
    }

    void sees(int from, int to, boolean seen) {
        byte[] known = sees;
        if (known == null) sees = known = new byte[stands.length * stands.length];
        known[from * stands.length + to] = seen ? SEEN : HIDDEN;
    }

    Sight sight(int from, int to) {
        Sight[] known = sights;
        Sight s = known == null ? null : known[from * stands.length + to];
        if (s != null) return s;
        Placement p = this.from == null ? null : carrying(from, to);
        Sight[] theirs = p == null ? null : p.sights;
        s = theirs == null ? null : theirs[from * stands.length + to];
        if (s != null) sight(from, to, s);
        return s;
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
