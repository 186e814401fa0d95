package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * A line of a collector's inventory: so many figures of one kind (for example
 * "British line infantry, firing", troop type "infantry", nation "british"),
 * with the tags the planner matches on.
 */
public record CollectionItem(String id, String description, String troopType, String nation, boolean mounted,
        int count, int painted, List<String> tags) {
    public CollectionItem {
        Objects.requireNonNull(id, "id");
        if (count < 0 || painted < 0 || painted > count) {
            throw new IllegalArgumentException("counts must satisfy 0 <= painted <= count");
        }
        description = description == null ? id : description;
        tags = tags == null ? List.of() : List.copyOf(tags);
    }
}
