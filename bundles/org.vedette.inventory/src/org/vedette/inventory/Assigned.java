package org.vedette.inventory;

import java.util.List;
import java.util.Objects;

/**
 * Figures of one collection item put down for a need.
 *
 * @param standIns  the stand-in rules that let them (empty: the item is of the need's own kind)
 * @param otherNation whether they are of another nation than the need's (allowed by the rules)
 * @param unpainted whether these figures are unpainted ones (allowed by the rules)
 * @param unbased   whether they are not on their bases yet (allowed by the rules)
 */
public record Assigned(String itemId, String description, int count, List<StandIn> standIns, boolean otherNation,
        boolean unpainted, boolean unbased, String box, String drawer) {
    public Assigned {
        Objects.requireNonNull(itemId, "itemId");
        if (count < 1) throw new IllegalArgumentException("an assignment is of one figure or more");
        standIns = standIns == null ? List.of() : List.copyOf(standIns);
    }

    /** Whether these figures stand in for others: by a rule, a mix of nations, unpainted or unbased. */
    public boolean substituted() {
        return !standIns.isEmpty() || otherNation || unpainted || unbased;
    }

    /** "armed monks for guerrillas; unpainted", or "" when the figures are the need's own. */
    public String how() {
        List<String> words = new java.util.ArrayList<>(standIns.stream().map(StandIn::describe).toList());
        if (otherNation) words.add("another nation");
        if (unpainted) words.add("unpainted");
        if (unbased) words.add("unbased");
        return String.join("; ", words);
    }
}
