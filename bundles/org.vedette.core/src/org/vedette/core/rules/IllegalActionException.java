package org.vedette.core.rules;

import java.util.Objects;

/**
 * A request the rules forbid. Carries the rule that forbids it; nothing has
 * changed when this is thrown.
 * <p>
 * It carries no stack trace: it is the rules' answer to a request, said to the
 * referee with its rule, not a fault of the program's; and the NPC AI and the
 * balance simulator try lines the rules may refuse thousands of times a
 * second, where filling in the stack was a measurable share of a decision
 * (docs/PERFORMANCE.md, "The NPC AI").
 */
public final class IllegalActionException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient RuleRef rule;

    public IllegalActionException(RuleRef rule, String reason) {
        super(Objects.requireNonNull(reason, "reason"), null, false, false);
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
