package org.vedette.inventory;

import java.util.List;
import java.util.Objects;

/**
 * What a collection covers of a game's needs.
 *
 * @param title      what was planned for (a scenario's title, a requirement set's)
 * @param collection the collection's id
 * @param rules      the rules' id
 * @param encounters which encounters were counted, and how ("no event tables installed: encounters not counted")
 * @param lines      one per need, in the needs' order
 */
public record Plan(String title, String collection, String rules, String encounters, List<NeedLine> lines) {
    public Plan {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(collection, "collection");
        rules = rules == null ? "" : rules;
        encounters = encounters == null ? "" : encounters;
        lines = lines == null ? List.of() : List.copyOf(lines);
    }

    public int needed() {
        return lines.stream().mapToInt(l -> l.need().count()).sum();
    }

    public int assigned() {
        return lines.stream().mapToInt(NeedLine::assignedCount).sum();
    }

    public int substituted() {
        return lines.stream().mapToInt(NeedLine::substitutedCount).sum();
    }

    public int shortBy() {
        return lines.stream().mapToInt(NeedLine::shortBy).sum();
    }

    /** Whether every need is covered, by its own kind or by stand-ins. */
    public boolean complete() {
        return shortBy() == 0;
    }

    /** What to take from where. */
    public PackingList packingList() {
        return PackingList.of(this);
    }

    /** What to buy (or paint). */
    public ShoppingList shoppingList() {
        return ShoppingList.of(this);
    }
}
