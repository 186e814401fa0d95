package org.vedette.balance;

/** How the winner of a simulated game is decided (the bundle's README, "Who won"). */
public enum Scoring {
    /** The ruleset keeps victory points in the game's state (The Other Side of the Hill's ledger): the margin is in points. */
    VICTORY_POINTS,
    /** Everything else: the side that put out the larger share of its enemies' actors wins; the margin is in percentage points. */
    CASUALTIES
}
