package org.vedette.table;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.Sighting;
import org.vedette.table.internal.Plane;

/**
 * What the table shows of one stand aiming at another ({@link Sighting}):
 * the measurements the rulesets turn into their own inputs when the
 * referee aims a figure at another on the map. Each one is a query of
 * {@link TableGeometry} or {@link Stands} that cites its book; this only
 * gathers them.
 */
public final class Sightings {
    private Sightings() {
    }

    /**
     * The sighting of {@code to} by {@code from}: the distance between bases,
     * One Hour's range from the front centre, the angle off the front at which
     * the nearest part of the target lies (0 when the facing's line crosses
     * its base), the line of sight and cover by the ruleset's sight rules,
     * what each stands in, and the face of the target {@code from}'s front
     * centre is before (One Hour's 45° arcs; Sharpe's weapon and non-weapon
     * sides as the right and left flanks).
     */
    public static Sighting of(TableGeometry table, Stands stands, Stand from, Stand to) {
        return of(table, from, to, stands.sight(from, to));
    }

    /**
     * What the tape measures of {@code from} aiming at {@code to} — the distances, the angle off the front, the
     * face before it, what each stands in — with the line of sight not traced: taken as clear, in the open. For
     * asking the rules what else they would say of a shot (its range, the weapon) before the line is traced, as the
     * AI does of every shot it weighs; never what the table shows of the line.
     *
     * @since 0.6
     */
    public static Sighting assumingSeen(TableGeometry table, Stand from, Stand to) {
        return of(table, from, to, new Sight(true, false, CoverClass.NONE, List.of()));
    }

    private static Sighting of(TableGeometry table, Stand from, Stand to, Sight sight) {
        Aspect aspect = table.aspect(from.frontCentre(), to);
        Sighting.Face face = switch (aspect) {
            case FRONT -> Sighting.Face.FRONT;
            case REAR -> Sighting.Face.REAR;
            case LEFT_FLANK -> Sighting.Face.LEFT_FLANK;
            case RIGHT_FLANK -> Sighting.Face.RIGHT_FLANK;
        };
        return new Sighting(from.id(), to.id(), table.distance(from, to), table.rangeFromFrontCentre(from, to),
                angleOffFront(from, to), sight.visible(), sight.partial(), sight.cover(), kinds(to), kinds(from), face,
                sight.reasons());
    }

    /**
     * The least angle off {@code from}'s facing at which any part of
     * {@code to}'s base lies, seen from the centre of its front edge (One
     * Hour, "Adjudge Field of Fire": "within 45 degrees of their front
     * facing"): 0 when the line of the facing crosses the base; else, the base
     * being convex and the apex outside it, the angle of its nearest edge —
     * for a round base the bearing of its centre less the half-angle it
     * subtends, for a rectangle the least of its corners'. Worked out by plane
     * geometry: the table's law asks it of every shot it judges, and the
     * search by ever narrower arcs it replaces (JTS overlays, twelve a shot)
     * was most of a simulated game.
     */
    static double angleOffFront(Stand from, Stand to) {
        Position apex = from.frontCentre();
        double ax = apex.x();
        double ay = apex.y();
        double facing = from.facing();
        double dx = Plane.dirX(facing);
        double dy = Plane.dirY(facing);
        double angle;
        if (to.round) {
            double d = Math.hypot(to.x - ax, to.y - ay);
            if (d <= to.hw) return 0;
            double centre = Plane.angleBetween(Plane.bearing(ax, ay, to.x, to.y), facing);
            angle = Math.max(0, centre - Math.toDegrees(Math.asin(to.hw / d)));
        } else {
            // The ray along the facing, in the target's own frame, against its box (the slab test).
            double u0 = to.u(ax, ay);
            double v0 = to.v(ax, ay);
            double du = dx * to.fy - dy * to.fx;
            double dv = dx * to.fx + dy * to.fy;
            if (rayMeetsBox(u0, v0, du, dv, to.hw, to.hd)) return 0;
            angle = 180;
            double[][] corners = { { -to.hw, -to.hd }, { -to.hw, to.hd }, { to.hw, -to.hd }, { to.hw, to.hd } };
            for (double[] c : corners) {
                // The corner (u, v) of the target's frame on the table.
                double cx = to.x + c[0] * to.fy + c[1] * to.fx;
                double cy = to.y - c[0] * to.fx + c[1] * to.fy;
                angle = Math.min(angle, Plane.angleBetween(Plane.bearing(ax, ay, cx, cy), facing));
            }
        }
        return Math.round(angle * 10) / 10.0;
    }

    /** Whether the ray from (u0, v0) along (du, dv) meets the box [-hw, hw] × [-hd, hd]. */
    private static boolean rayMeetsBox(double u0, double v0, double du, double dv, double hw, double hd) {
        double near = 0;
        double far = Double.POSITIVE_INFINITY;
        double[][] slabs = { { u0, du, hw }, { v0, dv, hd } };
        for (double[] slab : slabs) {
            double o = slab[0];
            double d = slab[1];
            double h = slab[2];
            if (Math.abs(d) < 1e-12) {
                if (o < -h || o > h) return false;
                continue;
            }
            double t1 = (-h - o) / d;
            double t2 = (h - o) / d;
            near = Math.max(near, Math.min(t1, t2));
            far = Math.min(far, Math.max(t1, t2));
            if (near > far) return false;
        }
        return true;
    }

    private static Set<TerrainKind> kinds(Stand s) {
        Set<TerrainKind> kinds = EnumSet.noneOf(TerrainKind.class);
        for (TerrainFeature f : s.standsIn()) kinds.add(f.kind());
        return kinds;
    }
}
