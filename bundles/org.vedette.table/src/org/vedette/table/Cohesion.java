package org.vedette.table;

import java.util.Arrays;

/**
 * A figure that must keep within so many inches of another of its unit (a move's
 * {@code TableNeed#cohesion}, The Other Side of the Hill's 3"), and the others of its unit as they stand: asked
 * where the figure may end a move ({@link #leaves}). Found once for a move, for the AI asks it of every length of
 * the move it fits.
 *
 * @since 0.6
 */
public final class Cohesion {
    private static final Cohesion NONE = new Cohesion(null, null, new Stand[0], 0, Double.POSITIVE_INFINITY);

    private final TableGeometry geometry;
    /** The figure as it stood before the move (null for {@link #NONE}). */
    private final Stand before;
    private final Stand[] mates;
    private final double inches;
    /** How far the figure stood from the nearest of its unit before the move. */
    private final double was;

    private Cohesion(TableGeometry geometry, Stand before, Stand[] mates, double inches, double was) {
        this.geometry = geometry;
        this.before = before;
        this.mates = mates;
        this.inches = inches;
        this.was = was;
    }

    /**
     * The cohesion of the figure standing at {@code before}, within {@code inches} of its unit's others on the
     * table; one that keeps to nobody where the figure has no unit or the book asks no cohesion (0 inches).
     */
    public static Cohesion of(TableGeometry geometry, Stands stands, Stand before, double inches) {
        String unit = before.actor().unit();
        if (inches <= 0 || unit == null) return NONE;
        // The AI fits a move and the law judges it, each asking this of the same stands: found once. Stands are
        // immutable, so the cohesion of one of them holds for as long as they do.
        Cohesion known = stands.cohesion();
        if (known != null && known.before == before && known.inches == inches && known.geometry == geometry) {
            return known;
        }
        int[] places = stands.units().places(unit);
        Stand[] mates = new Stand[places.length];
        int n = 0;
        double was = Double.POSITIVE_INFINITY;
        Stand[] all = stands.stands();
        for (int i : places) {
            Stand s = all[i];
            if (s.id().equals(before.id()) || TableAuthority.offTable(geometry.table(), s.position())) continue;
            mates[n++] = s;
            // A mate whose base cannot come nearer than the nearest so far (by the centres less both reaches) is
            // not measured: the least distance is the same.
            double dx = before.x - s.x;
            double dy = before.y - s.y;
            if (Math.sqrt(dx * dx + dy * dy) - before.reach - s.reach > was + 1e-9) continue;
            was = Math.min(was, geometry.distance(before, s));
        }
        // One with no mates keeps to nobody, as NONE does: kept all the same, for the next to ask.
        Cohesion c = new Cohesion(geometry, before, n == mates.length ? mates : Arrays.copyOf(mates, n), inches, was);
        stands.cohesion(c);
        return c;
    }

    /**
     * The nearest of its unit where the figure would stand at {@code after}, when that one is further off than
     * the book allows and the figure no nearer than it stood — "must attempt to remain this way, moving as soon
     * as possible to correct the situation" (OSOTH, "Movement") — else null.
     */
    public Stand leaves(Stand after) {
        Stand nearest = null;
        double is = Double.POSITIVE_INFINITY;
        double near = inches + TableAuthority.CONTACT;
        for (Stand s : mates) {
            // The bases are no further apart than their centres, and no nearer than the centres less both reaches:
            // a mate whose centre is well within the distance keeps the figure with them unmeasured, and one too far
            // to be the nearest is passed over (the first of equals stays the nearest).
            double dx = after.x - s.x;
            double dy = after.y - s.y;
            double centres = Math.sqrt(dx * dx + dy * dy);
            if (centres < near - 1e-9) return null;
            if (nearest != null && centres - after.reach - s.reach > is + 1e-9) continue;
            double d = geometry.distance(after, s);
            // One near enough, or nearer than the figure stood, is nearer still than the nearest: it keeps with them.
            if (d <= near || d < was - 1e-9) return null;
            if (d < is) {
                is = d;
                nearest = s;
            }
        }
        return nearest == null || is <= near || is < was - 1e-9 ? null : nearest;
    }
}
