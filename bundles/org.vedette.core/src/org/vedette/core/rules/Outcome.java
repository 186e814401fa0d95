package org.vedette.core.rules;

import java.util.List;
import java.util.Objects;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.GameEvent;

/**
 * What came of an action or a turn step: a one-line headline, the events that
 * change the game, the rolls thrown and, when asked for, the explanation.
 */
public record Outcome(String headline, List<GameEvent> events, List<Roll> rolls, List<Step> explanation) {
    public Outcome {
        Objects.requireNonNull(headline, "headline");
        events = List.copyOf(events);
        rolls = List.copyOf(rolls);
        explanation = List.copyOf(explanation);
    }
}
