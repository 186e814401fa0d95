package org.vedette.inventory;

import java.util.List;

/**
 * What a plan is short of, need by need: what to buy, or to paint and base
 * when the rules would not use the unpainted and unbased figures already owned.
 */
public record ShoppingList(List<Shortfall> shortfalls) {
    /** So many figures of a kind missing for a need. */
    public record Shortfall(Need need, int count) {
    }

    public ShoppingList {
        shortfalls = List.copyOf(shortfalls);
    }

    public int count() {
        return shortfalls.stream().mapToInt(Shortfall::count).sum();
    }

    static ShoppingList of(Plan plan) {
        return new ShoppingList(plan.lines().stream().filter(l -> l.shortBy() > 0)
                .map(l -> new Shortfall(l.need(), l.shortBy())).toList());
    }
}
