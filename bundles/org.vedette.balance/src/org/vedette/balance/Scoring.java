package org.vedette.balance;

/** How the winner of a simulated game is decided (the bundle's README, "Who won"). */
public enum Scoring {
    /** The ruleset keeps victory points in the game's state (The Other Side of the Hill's ledger): the margin is in points. */
    VICTORY_POINTS,
    /**
     * The scenario's victory conditions score points (and the ruleset keeps none): the margin is in those points;
     * a decisive condition decides the winner, else the most points.
     */
    CONDITIONS,
    /** Everything else: the side that put out the larger share of its enemies' actors wins; the margin is in percentage points. */
    CASUALTIES
}
