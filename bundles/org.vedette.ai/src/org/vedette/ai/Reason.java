package org.vedette.ai;

import java.util.Objects;

import org.vedette.core.rules.RuleRef;

/**
 * One reason of a {@link Suggestion}, in the book's words where it has them,
 * with the place in the text it comes from.
 *
 * @param kind what the reason is about
 * @param text what it says
 * @param rule where it comes from, or null for the AI's own data
 */
public record Reason(Kind kind, String text, RuleRef rule) {
    /** What a reason is about, in the order a suggestion gives them. */
    public enum Kind {
        /** The archetype the actor plays and its attitude. */
        ARCHETYPE,
        /** An observation the referee was asked for, or that was computed. */
        OBSERVATION,
        /** A risk factor that applied, the sum, the die and the table's cell. */
        RISK_FACTOR,
        /** What the actor means to do: the Actions table's result and its meaning. */
        INTENT,
        /** The target chosen, and why. */
        TARGET,
        /** A target considered and not chosen, and why not. */
        NOT_TARGET,
        /** The ruleset's action the intent becomes, or why none. */
        ACTION,
        /** A mapping line tried and refused by the rules, and what they said. */
        REFUSED
    }

    public Reason {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String toString() {
        return text + (rule == null ? "" : " (" + rule + ")");
    }
}
