package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * A line of a collector's inventory: so many figures of one kind (for example
 * "British line infantry, firing", troop type "infantry", nation "british"),
 * with the tags the planner matches on.
 *
 * <p>Where the figures are kept ({@code box}, {@code drawer}), what they are
 * in a unit ({@code role}: officer, nco, musician, standard; null for rank and
 * file), what they carry ({@code weapon}) and whether they stand on their bases
 * yet ({@code based}) are what the inventory planner packs and matches by; each
 * may be absent (null, and {@code based} true), as in collections written
 * before they existed.
 */
public record CollectionItem(String id, String description, String troopType, String nation, boolean mounted,
        int count, int painted, List<String> tags, String box, String drawer, String role, String weapon,
        boolean based) {
    public CollectionItem {
        Objects.requireNonNull(id, "id");
        if (count < 0 || painted < 0 || painted > count) {
            throw new IllegalArgumentException("counts must satisfy 0 <= painted <= count");
        }
        description = description == null ? id : description;
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    /** An item without storage place, role or weapon, based. */
    public CollectionItem(String id, String description, String troopType, String nation, boolean mounted,
            int count, int painted, List<String> tags) {
        this(id, description, troopType, nation, mounted, count, painted, tags, null, null, null, null, true);
    }
}
