package org.vedette.table;

import java.util.EnumSet;
import java.util.Set;

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
    /** Steps of the search for the angle off the front: 180° halved twelve times is under 0.05°. */
    private static final int ANGLE_STEPS = 12;

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
        Sight sight = stands.sight(from, to);
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
     * facing"): the narrowest arc that reaches the base, found by halving.
     */
    static double angleOffFront(Stand from, Stand to) {
        var apex = from.frontCentre();
        double far = Math.hypot(to.x - apex.x(), to.y - apex.y()) + to.reach + 1;
        double centre = Plane.angleBetween(Plane.bearing(apex.x(), apex.y(), to.x, to.y), from.facing());
        if (new Arc(apex, from.facing(), 1e-6, far).reaches(to)) return 0;
        double low = 0;
        double high = Math.max(centre, 1e-6);
        for (int i = 0; i < ANGLE_STEPS; i++) {
            double mid = (low + high) / 2;
            if (mid > 0 && new Arc(apex, from.facing(), mid, far).reaches(to)) high = mid;
            else low = mid;
        }
        return Math.round(high * 10) / 10.0;
    }

    private static Set<TerrainKind> kinds(Stand s) {
        Set<TerrainKind> kinds = EnumSet.noneOf(TerrainKind.class);
        for (TerrainFeature f : s.standsIn()) kinds.add(f.kind());
        return kinds;
    }
}
