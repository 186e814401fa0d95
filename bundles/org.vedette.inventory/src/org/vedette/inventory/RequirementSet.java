package org.vedette.inventory;

import java.util.List;
import java.util.Objects;

/**
 * A ready list of needs for a kind of game rather than one scenario — The
 * Other Side of the Hill's ch. XII "Miniatures Needed for Play" is one
 * ({@link InventoryPlanner#minimums()}); a collector may write others
 * ({@code vedette.requirements} files).
 *
 * @param source the book and chapter the numbers come from
 * @param notes  what the source says that no number carries
 */
public record RequirementSet(String id, String title, String source, List<Need> needs, List<String> notes) {
    public RequirementSet {
        Objects.requireNonNull(id, "id");
        title = title == null ? id : title;
        source = source == null ? "" : source;
        needs = needs == null ? List.of() : List.copyOf(needs);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    /** Figures in all, at the minimum counts. */
    public int total() {
        return needs.stream().mapToInt(Need::count).sum();
    }

    /** The needs at the counts the source calls better (the minimum where it names none). */
    public List<Need> better() {
        return needs.stream().map(n -> n.withCount(Math.max(n.count(), n.better()))).toList();
    }
}
