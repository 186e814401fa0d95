package org.vedette.scenario;

import java.util.Objects;

/**
 * An event drawn on the tables: so many figures of a kind and quality, at a
 * direction and distance from the player force ("The event will specify how
 * many (if relevant) and what type of figures are to be placed on the table",
 * OSOTH "Placing Non-Player Units").
 *
 * @param kind      the event
 * @param figures   how many figures (0 for a terrain special without figures)
 * @param quality   their quality ("average")
 * @param officers  how many of them are officers
 * @param direction from the player force
 * @param distance  in inches from the force's perimeter ring
 * @param half      the half of the table whose table was read
 */
public record Encounter(EncounterKind kind, int figures, String quality, int officers, Direction direction,
        double distance, TableHalf half) {

    public Encounter {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(half, "half");
    }

    /**
     * What is placed, in words ("8 Average French infantry", "2 Civilian
     * Spanish villagers", "an enemy outpost").
     */
    public String what() {
        StringBuilder s = new StringBuilder();
        if (kind.terrainPiece() && figures == 0) {
            s.append(article(kind.noun())).append(kind.noun());
        } else {
            s.append(figures).append(' ').append(capital(quality)).append(' ').append(kind.noun());
            if (officers > 0) s.append(officers == 1 ? " (one an officer)" : " (" + officers + " officers)");
        }
        for (EncounterKind.Companion c : kind.with()) s.append(", with ").append(c.count()).append(' ').append(c.noun());
        return s.toString();
    }

    /** The referee's instruction without positions: "8 Average French infantry, 18 inches to the left front of your force". */
    public String words() {
        return what() + ", " + inches(distance) + " to the " + direction.words() + " of your force";
    }

    static String inches(double d) {
        String n = d == Math.rint(d) ? Long.toString((long) d) : String.format(java.util.Locale.ROOT, "%.1f", d);
        return n + (d == 1 ? " inch" : " inches");
    }

    private static String capital(String s) {
        return s == null || s.isEmpty() ? "" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String article(String noun) {
        return "aeiouAEIOU".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ";
    }
}
