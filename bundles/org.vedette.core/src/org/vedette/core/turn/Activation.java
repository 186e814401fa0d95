package org.vedette.core.turn;

import java.util.List;
import java.util.Objects;

/**
 * Who may act now: a side (or none), the actors whose turn it is, and how they
 * came to it ("Blue's player turn", "card: Sgt Harper", "initiative 11").
 */
public record Activation(String side, List<String> actors, String label) {
    public Activation {
        actors = actors == null ? List.of() : List.copyOf(actors);
        label = label == null ? "" : label;
    }

    /**
     * The record's equality, its cheap parts first: every resolution compares the turn it leaves with the one
     * it found ({@code Changes.events}), and an immutable list compares id by id without looking at sizes.
     * The record's hash code agrees with it (the same components, equal alike).
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Activation a && actors.size() == a.actors.size()
                && Objects.equals(side, a.side) && label.equals(a.label) && actors.equals(a.actors);
    }

    public boolean includes(String actor) {
        return actors.contains(actor);
    }
}
