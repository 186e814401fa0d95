package org.vedette.core.rules;

/** What a ruleset moves and fights with: single figures (skirmish) or whole units. */
public enum Scale {
    /** Each figure acts and carries the profile (Sharpe's, OHFA, the Other Side of the Hill). */
    FIGURE,
    /** Each unit acts and carries the profile (One Hour). */
    UNIT
}
