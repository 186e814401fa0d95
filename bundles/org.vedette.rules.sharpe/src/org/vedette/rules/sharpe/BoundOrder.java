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

    /**
     * "order: 1 sharpe (12), 2 harper (10), 3 leroux (11, moved down) ✓": each
     * figure's place, the score he diced, and a tick once he has moved. The
     * place is what counts: a wounded figure moves down the order (§3) and
     * keeps the score he diced, so a score out of step is said to be.
     */
    @Override
    public String describe() {
        StringBuilder b = new StringBuilder("order: ");
        for (int i = 0; i < order.size(); i++) {
            if (i > 0) b.append(", ");
            b.append(i + 1).append(' ').append(order.get(i)).append(" (").append(scores.get(i));
            if (movedDown(i)) b.append(", moved down");
            b.append(')');
            if (done.contains(order.get(i))) b.append(" ✓");
        }
        return b.toString();
    }

    /** Whether the figure at this place diced more than one ahead of him: only a wound puts him there (§3). */
    private boolean movedDown(int place) {
        for (int i = 0; i < place; i++) {
            if (scores.get(i) < scores.get(place)) return true;
        }
        return false;
    }

    /** "3rd of 9": a figure's place in the order, for the referee. */
    public String placeText(String figure) {
        int p = place(figure) + 1;
        String suffix = (p % 100 >= 11 && p % 100 <= 13) ? "th" : switch (p % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return p + suffix + " of " + order.size();
    }
}
