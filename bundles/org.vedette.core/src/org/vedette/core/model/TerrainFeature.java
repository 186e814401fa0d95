package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * A terrain feature on the table: its kind, its outline (inches, may be empty
 * when the table is laid out by hand), the cover it gives and its going.
 */
public record TerrainFeature(String id, TerrainKind kind, String name, List<Position> outline,
        CoverClass cover, Going going) {
    public TerrainFeature {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        outline = outline == null ? List.of() : List.copyOf(outline);
        cover = cover == null ? CoverClass.NONE : cover;
        going = going == null ? Going.OPEN : going;
    }
}
