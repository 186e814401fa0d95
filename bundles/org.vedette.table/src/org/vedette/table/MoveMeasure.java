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

    /**
     * The move in the referee's words: its length, and where the going makes it cost more, each stretch that
     * does and by which rule — "6.0\", counting 8.3\": 2.3\" through Orchard counts 4.6\" (Sharpe §4
     * Movement)"; or why it may not be made.
     *
     * @since 0.5
     */
    public String inWords() {
        String length = inches(length());
        if (forbidden != null) return length + ", not allowed: " + forbidden;
        List<String> dearer = new java.util.ArrayList<>();
        for (Stretch stretch : stretches) {
            if (stretch.cost() > stretch.length() + 1e-9) {
                dearer.add(inches(stretch.length()) + " through " + String.join(" and ", stretch.terrain()) + " counts "
                        + inches(stretch.cost()) + (stretch.rule() == null ? "" : " (" + stretch.rule() + ")"));
            }
        }
        String road = roadBonus > 0 ? ", all on the road (+" + inches(roadBonus) + ")" : "";
        return dearer.isEmpty() ? length + road : length + ", counting " + inches(cost) + ": " + String.join("; ", dearer)
                + road;
    }

    /** Inches to a tenth, as the referee's tape reads them: 6.0". */
    static String inches(double d) {
        return String.format(java.util.Locale.ROOT, "%.1f\"", d);
    }

    /** Whether the move is allowed and within {@code allowance} inches (plus any road bonus). */
    public boolean fits(double allowance) {
        return forbidden == null && cost <= allowance + roadBonus + 1e-9;
    }
}
