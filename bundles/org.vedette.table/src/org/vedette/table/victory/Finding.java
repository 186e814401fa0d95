package org.vedette.table.victory;

import java.util.Objects;

import org.vedette.core.model.VictoryCondition;

/**
 * A victory condition as it stands in a game, for the referee: whether its
 * goal is true now, or cannot be told from what the computer knows (a hold
 * without positions; "outlast", which only the end can tell), and what is
 * true in words ("The mill: Pte Ashby (british)").
 */
public record Finding(VictoryCondition condition, Truth truth, String words) {
    /** Whether the goal is true now. */
    public enum Truth {
        MET, NOT_MET, UNKNOWN
    }

    public Finding {
        Objects.requireNonNull(condition, "condition");
        Objects.requireNonNull(truth, "truth");
        words = words == null ? "" : words;
    }
}
