package org.vedette.scenario;

import java.util.List;

/**
 * Where an encounter appears on a table with positions (OSOTH "Placing
 * Non-Player Units"), or why it does not: "Any deployment occurring behind
 * friendly lines is ignored."
 *
 * @param encounter   what was drawn
 * @param ringPoint   the point of the force's perimeter ring in the event's direction, where the measure starts
 * @param centre      the unit's centre point, or null when the event is ignored
 * @param figures     each figure's place, within the unit radius of the centre (empty for a terrain special)
 * @param destination where it heads, when it is travelling; else null
 * @param ignored     why the event is ignored, or null when it is placed
 * @param notes       what was done to the spot the event gave, in the text's words (moved along the edge, moved beside a
 *                    unit, out of a river)
 */
public record Placement(Encounter encounter, org.vedette.core.model.Position ringPoint,
        org.vedette.core.model.Position centre, List<org.vedette.core.model.Position> figures,
        Destination destination, String ignored, List<String> notes) {

    public Placement {
        figures = figures == null ? List.of() : List.copyOf(figures);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    public boolean placed() {
        return ignored == null;
    }

    /** The referee's instruction: the words, and the spot when placed. */
    public String words() {
        StringBuilder s = new StringBuilder(encounter.words());
        if (!placed()) {
            s.append(": ignored — ").append(ignored);
        } else {
            s.append(String.format(java.util.Locale.ROOT, ": centre at (%.1f, %.1f)", centre.x(), centre.y()));
            for (String n : notes) s.append("; ").append(n);
            if (destination != null) s.append("; ").append(destination.words());
        }
        return s.toString();
    }
}
