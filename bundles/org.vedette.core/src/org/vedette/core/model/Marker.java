package org.vedette.core.model;

import java.util.Objects;

/**
 * A point on the table that matters to the scenario: an objective to take or
 * hold (a bridge's end, a door, a well), or any other marker the referee
 * wants on the map (where reinforcements arrive, an enemy outpost).
 */
public record Marker(String id, Kind kind, String name, Position position) {
    /** What the point is. */
    public enum Kind { OBJECTIVE, MARKER }

    public Marker {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(position, "position");
        name = name == null ? id : name;
    }
}
