package org.vedette.core.rules;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.GameEvent;

/**
 * What came of an action or a turn step: a one-line headline, the events that
 * change the game, the rolls thrown and, when asked for, the explanation.
 *
 * <p>The headline says who did what to whom, with what, and what came of it
 * ("Capt Sharpe shoots at Sgt Dubois with his rifle at 10" (medium range):
 * hits: wounded"), with or without the explanation. A ruleset may give it as
 * a {@link Supplier} that composes it when first asked for: bulk runs
 * (balance analysis, benchmarks) that never read it then pay for no text.
 * Immutable: the headline, once composed, is kept.
 */
public final class Outcome {
    private final Supplier<String> compose;
    private final List<GameEvent> events;
    private final List<Roll> rolls;
    private final List<Step> explanation;
    /** Composed on first asking; a String may be shared between threads without a lock, so a race only composes twice. */
    private String headline;

    /** An outcome whose headline is composed already. */
    public Outcome(String headline, List<GameEvent> events, List<Roll> rolls, List<Step> explanation) {
        this(events, rolls, explanation, null);
        this.headline = Objects.requireNonNull(headline, "headline");
    }

    /**
     * An outcome whose headline is composed when it is first asked for
     * (since 0.4). The supplier reads only values that do not change after
     * the resolution (names, numbers, the results).
     */
    public Outcome(Supplier<String> headline, List<GameEvent> events, List<Roll> rolls, List<Step> explanation) {
        this(events, rolls, explanation, Objects.requireNonNull(headline, "headline"));
    }

    private Outcome(List<GameEvent> events, List<Roll> rolls, List<Step> explanation, Supplier<String> compose) {
        this.compose = compose;
        this.events = List.copyOf(events);
        this.rolls = List.copyOf(rolls);
        this.explanation = List.copyOf(explanation);
    }

    /** The one line that names actor, action, target and result. */
    public String headline() {
        String h = headline;
        if (h == null) {
            h = Objects.requireNonNull(compose.get(), "headline");
            headline = h;
        }
        return h;
    }

    public List<GameEvent> events() {
        return events;
    }

    public List<Roll> rolls() {
        return rolls;
    }

    public List<Step> explanation() {
        return explanation;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Outcome other && headline().equals(other.headline()) && events.equals(other.events)
                && rolls.equals(other.rolls) && explanation.equals(other.explanation);
    }

    @Override
    public int hashCode() {
        return Objects.hash(headline(), events, rolls, explanation);
    }

    @Override
    public String toString() {
        return "Outcome[headline=" + headline() + ", events=" + events + ", rolls=" + rolls + ", explanation="
                + explanation + "]";
    }
}
