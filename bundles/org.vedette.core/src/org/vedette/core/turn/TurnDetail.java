package org.vedette.core.turn;

/**
 * A ruleset's own turn bookkeeping, immutable: OHFA's fate deck and hands,
 * Sharpe's order of movement, the Other Side of the Hill's acted-units list.
 */
public interface TurnDetail {
    /** What a referee needs to see of it, in a line or two. */
    String describe();
}
