package org.vedette.table;

import java.util.List;

import org.vedette.core.model.Position;

/**
 * A move measured along its path: its length, what it costs by the
 * ruleset's going, each stretch of ground it crosses, and whatever the rules
 * forbid on the way. The ruleset (or the referee) compares {@link #cost} with
 * the mover's allowance ({@link #fits}).
 *
 * @param path          the points moved through, the first where the move starts
 * @param length        the path's length in inches
 * @param cost          inches of allowance the move uses (infinite when forbidden)
 * @param roadBonus     inches added to the allowance because the whole move is on a road (One Hour), else 0
 * @param stretches     the path cut where the ground changes, in order
 * @param forbidden     why the move may not be made (the first rule broken), or null
 * @param passesThrough the figures or units whose bases the mover's base would cross
 */
public record MoveMeasure(List<Position> path, double length, double cost, double roadBonus,
        List<Stretch> stretches, String forbidden, List<String> passesThrough) {

    public MoveMeasure {
        path = List.copyOf(path);
        stretches = List.copyOf(stretches);
        passesThrough = List.copyOf(passesThrough);
    }

    /** A piece of the path on one kind of ground: its length, cost, the features it is in and the rule applied. */
    public record Stretch(double length, double cost, List<String> terrain, String rule) {
        public Stretch {
            terrain = List.copyOf(terrain);
        }
    }

    /** Whether the move is allowed and within {@code allowance} inches (plus any road bonus). */
    public boolean fits(double allowance) {
        return forbidden == null && cost <= allowance + roadBonus + 1e-9;
    }
}
