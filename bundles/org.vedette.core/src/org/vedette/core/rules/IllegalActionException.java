package org.vedette.core.rules;

import java.util.Objects;

/**
 * A request the rules forbid. Carries the rule that forbids it; nothing has
 * changed when this is thrown.
 */
public final class IllegalActionException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient RuleRef rule;

    public IllegalActionException(RuleRef rule, String reason) {
        super(Objects.requireNonNull(reason, "reason"));
        this.rule = rule;
    }

    /** The rule that forbids the request, or null for a malformed request. */
    public RuleRef rule() {
        return rule;
    }

    /** "reason (1H §Charge Moves)". */
    public String explain() {
        return rule == null ? getMessage() : getMessage() + " (" + rule + ")";
    }
}
