package org.vedette.core.turn;

import java.util.List;

/**
 * Who may act now: a side (or none), the actors whose turn it is, and how they
 * came to it ("Blue's player turn", "card: Sgt Harper", "initiative 11").
 */
public record Activation(String side, List<String> actors, String label) {
    public Activation {
        actors = actors == null ? List.of() : List.copyOf(actors);
        label = label == null ? "" : label;
    }

    public boolean includes(String actor) {
        return actors.contains(actor);
    }
}
