package org.vedette.core.rules;

import java.util.Objects;

/** One step of an explanation: what was decided and the rule that decided it. */
public record Step(RuleRef rule, String text) {
    public Step {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String toString() {
        return text + " [" + rule + "]";
    }
}
