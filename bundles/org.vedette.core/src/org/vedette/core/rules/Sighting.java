package org.vedette.core.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.vedette.core.model.CoverClass;
import org.vedette.core.model.TerrainKind;

/**
 * What the table shows of one figure (or unit) aiming at another: the
 * measurements a referee would otherwise take with a tape and judge by eye,
 * computed from the game's positions by the table geometry. A ruleset turns
 * them into its own inputs ({@link Ruleset#fromTable}) — its range measured
 * its way, its cover classes, its arcs — and the referee may still change
 * each before the action is taken.
 *
 * @param actor       the id of the figure or unit aiming
 * @param target      the id of the one aimed at
 * @param distance    inches between the two bases, nearest edge to nearest edge
 * @param frontRange  inches from the centre of the aiming base's front edge to the nearest part of the target (One Hour's range)
 * @param angle       degrees between the aiming base's facing and the line to the target's centre, 0 to 180
 * @param visible     whether the table's line-of-sight rules let the one see the other
 * @param partial     whether only part of the target's base is seen
 * @param cover       the target's cover from the aiming figure, by the table's sight rules
 * @param targetIn    the kinds of terrain the target stands in
 * @param actorIn     the kinds of terrain the aiming figure stands in
 * @param face        the face of the target the aiming figure stands before
 * @param reasons     why the line is blocked, or where the cover comes from, each citing its book
 */
public record Sighting(String actor, String target, double distance, double frontRange, double angle,
        boolean visible, boolean partial, CoverClass cover, Set<TerrainKind> targetIn, Set<TerrainKind> actorIn,
        Face face, List<String> reasons) {

    /**
     * The face of a base something stands before; the right flank is the
     * figure's own right (Sharpe's weapon side).
     */
    public enum Face {
        FRONT, RIGHT_FLANK, LEFT_FLANK, REAR;

        /** Front, flank or rear, the flanks as one (One Hour's arcs). */
        public String arc() {
            return switch (this) {
                case FRONT -> "front";
                case REAR -> "rear";
                case RIGHT_FLANK, LEFT_FLANK -> "flank";
            };
        }
    }

    public Sighting {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(cover, "cover");
        Objects.requireNonNull(face, "face");
        if (!(distance >= 0) || !(frontRange >= 0)) {
            throw new IllegalArgumentException("distances cannot be negative: " + distance + ", " + frontRange);
        }
        if (!(angle >= 0 && angle <= 180)) throw new IllegalArgumentException("angle must be 0 to 180, found " + angle);
        targetIn = targetIn.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(targetIn));
        actorIn = actorIn.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(actorIn));
        reasons = List.copyOf(reasons);
    }

    /** Whether the target stands in any of these kinds of terrain. */
    public boolean targetInAny(TerrainKind... kinds) {
        for (TerrainKind k : kinds) {
            if (targetIn.contains(k)) return true;
        }
        return false;
    }

    /** Whether the aiming figure stands in any of these kinds of terrain. */
    public boolean actorInAny(TerrainKind... kinds) {
        for (TerrainKind k : kinds) {
            if (actorIn.contains(k)) return true;
        }
        return false;
    }
}
