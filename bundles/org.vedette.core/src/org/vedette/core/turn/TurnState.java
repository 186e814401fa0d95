package org.vedette.core.turn;

import java.util.Objects;

/**
 * Where the game is in its turn sequence: the round (turn, bound), the phase,
 * who may act, and the ruleset's own bookkeeping.
 *
 * @param round      1 for the first turn or bound
 * @param phase      the id of a {@link PhaseSpec}, or null where the ruleset has none
 * @param activation who may act now
 * @param detail     the ruleset's bookkeeping, or null
 */
public record TurnState(int round, String phase, Activation activation, TurnDetail detail) {
    public TurnState {
        Objects.requireNonNull(activation, "activation");
        if (round < 1) {
            throw new IllegalArgumentException("rounds start at 1");
        }
    }

    public String describe() {
        StringBuilder b = new StringBuilder("Turn ").append(round);
        if (phase != null) b.append(", ").append(phase);
        if (!activation.label().isEmpty()) b.append(": ").append(activation.label());
        if (detail != null) b.append(" — ").append(detail.describe());
        return b.toString();
    }
}
