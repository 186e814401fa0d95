package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * An area of the table drawn by the scenario: where a side may deploy, or the
 * friendly lines the player force sets out from and must come back behind
 * (The Other Side of the Hill, "Deployment of Non-Player Units": "behind
 * friendly lines, whether that is a portion of the tabletop or a table
 * edge"). {@code side} names the side it belongs to, or is null for the
 * friendly lines of a single player force. The outline is a closed polygon
 * in inches.
 */
public record Zone(String id, Kind kind, String side, String name, List<Position> outline) {
    /** What an area of the table is for. */
    public enum Kind {
        /** Where a side's units may be placed at the start. */
        DEPLOYMENT,
        /** The friendly lines: behind them is safety, and no encounter may be placed there. */
        FRIENDLY_LINES
    }

    public Zone {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        outline = outline == null ? List.of() : List.copyOf(outline);
    }
}
