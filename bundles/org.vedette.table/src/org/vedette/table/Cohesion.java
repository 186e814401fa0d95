package org.vedette.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A figure that must keep within so many inches of another of its unit (a move's
 * {@code TableNeed#cohesion}, The Other Side of the Hill's 3"), and the others of its unit as they stand: asked
 * where the figure may end a move ({@link #leaves}). Found once for a move, for the AI asks it of every length of
 * the move it fits.
 *
 * @since 0.6
 */
public final class Cohesion {
    private static final Cohesion NONE = new Cohesion(null, List.of(), 0, Double.POSITIVE_INFINITY);

    private final TableGeometry geometry;
    private final List<Stand> mates;
    private final double inches;
    /** How far the figure stood from the nearest of its unit before the move. */
    private final double was;

    private Cohesion(TableGeometry geometry, List<Stand> mates, double inches, double was) {
        this.geometry = geometry;
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
        List<Stand> mates = new ArrayList<>();
        double was = Double.POSITIVE_INFINITY;
        for (Stand s : stands.ofUnit(unit)) {
            if (s.id().equals(before.id()) || TableAuthority.offTable(geometry.table(), s.position())) continue;
            mates.add(s);
            was = Math.min(was, geometry.distance(before, s));
        }
        return mates.isEmpty() ? NONE : new Cohesion(geometry, List.copyOf(mates), inches, was);
    }

    /**
     * The nearest of its unit where the figure would stand at {@code after}, when that one is further off than
     * the book allows and the figure no nearer than it stood — "must attempt to remain this way, moving as soon
     * as possible to correct the situation" (OSOTH, "Movement") — else null.
     */
    public Stand leaves(Stand after) {
        Stand nearest = null;
        double is = Double.POSITIVE_INFINITY;
        for (Stand s : mates) {
            double d = geometry.distance(after, s);
            if (d < is) {
                is = d;
                nearest = s;
            }
        }
        return nearest == null || is <= inches + TableAuthority.CONTACT || is < was - 1e-9 ? null : nearest;
    }
}
