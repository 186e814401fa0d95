package org.vedette.ui.map;

import java.util.List;
import java.util.Objects;

import org.vedette.core.model.Position;

/**
 * The tape measure laid on the map: a line between two points, and what is
 * written beside it (the distance, what the line of sight meets). A line of
 * sight that is blocked is drawn in red.
 *
 * @param clear whether the line is drawn as clear (the tape alone, or a line of sight that sees)
 */
public record Tape(Position from, Position to, List<String> notes, boolean clear) {
    public Tape {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        notes = List.copyOf(notes);
    }

    /** The length of the tape in inches, centre to centre. */
    public double length() {
        return from.distanceTo(to);
    }
}
