package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/** A collector's miniatures: what is owned, in what scale. */
public record FigureCollection(String id, String owner, String scale, List<CollectionItem> items) {
    public FigureCollection {
        Objects.requireNonNull(id, "id");
        items = items == null ? List.of() : List.copyOf(items);
    }
}
