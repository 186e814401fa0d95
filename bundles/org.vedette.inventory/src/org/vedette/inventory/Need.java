package org.vedette.inventory;

import java.util.List;
import java.util.Objects;

/**
 * So many figures of one kind that must be on the table at the same time.
 *
 * @param id     unique in its list ("french-infantry-nco")
 * @param label  what a collector calls it ("French infantry, NCO")
 * @param kind   what figures may be put down for it without a stand-in
 * @param count  how many
 * @param better how many the source thinks better (OSOTH: "it is much better to have at least 36"), or 0
 * @param from   where the need comes from: units of a scenario, a chapter of a book, an event table
 */
public record Need(String id, String label, FigureKind kind, int count, int better, List<String> from) {
    public Need {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        label = label == null ? kind.describe() : label;
        if (count < 0 || better < 0) throw new IllegalArgumentException("counts cannot be negative");
        from = from == null ? List.of() : List.copyOf(from);
    }

    /** The same need with {@code count} figures (the "better" count, say). */
    public Need withCount(int newCount) {
        return new Need(id, label, kind, newCount, better, from);
    }
}
