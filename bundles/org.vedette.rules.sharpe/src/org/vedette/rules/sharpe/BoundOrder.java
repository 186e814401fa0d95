package org.vedette.rules.sharpe;

import java.util.List;
import java.util.Objects;

import org.vedette.core.turn.TurnDetail;

/**
 * The order of movement (§3 Dicing for order of movement), kept in the game's
 * turn state: every figure in the order it moves, each with the score it
 * diced (initiative + D6), and who has had his move this bound. Immutable.
 * The order is diced once for the game and wounded figures move down it, or
 * (§3 Alternative) diced again every bound.
 *
 * @param order  figure ids, first to move first
 * @param scores the score each diced, in the same order (ties were broken by re-rolls)
 * @param done   figures that have had their move this bound
 */
public record BoundOrder(List<String> order, List<Integer> scores, List<String> done) implements TurnDetail {
    public BoundOrder {
        order = List.copyOf(order);
        scores = List.copyOf(scores);
        done = List.copyOf(done);
        if (order.size() != scores.size()) {
            throw new IllegalArgumentException("an order needs one score per figure");
        }
    }

    /** Where the figure stands in the order, from 0, or -1. */
    public int place(String figure) {
        return order.indexOf(Objects.requireNonNull(figure));
    }

    public boolean hasMoved(String figure) {
        return done.contains(figure);
    }

    @Override
    public String describe() {
        StringBuilder b = new StringBuilder("order: ");
        for (int i = 0; i < order.size(); i++) {
            if (i > 0) b.append(", ");
            b.append(order.get(i)).append(" (").append(scores.get(i)).append(')');
            if (done.contains(order.get(i))) b.append(" ✓");
        }
        return b.toString();
    }
}
