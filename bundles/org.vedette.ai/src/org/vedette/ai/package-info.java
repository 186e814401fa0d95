/**
 * The NPC AI: what a non-player or uncommanded figure or unit does, and why.
 * {@link org.vedette.ai.NpcAi} is an OSGi Declarative Services component; it
 * decides from the risk-factor machine ({@code org.vedette.actions})
 * mapped to each ruleset's own actions by data a designer can read and tune,
 * and every {@link org.vedette.ai.Suggestion} carries its
 * {@link org.vedette.ai.Reason}s. {@link org.vedette.ai.Suggestion#play}
 * takes a suggestion into the game as the AI's own journal entries;
 * {@link org.vedette.ai.Engagement} plays a game on some sides (or all) to
 * its end, step by step.
 */
package org.vedette.ai; // exported as version 0.9.0 (MANIFEST.MF)
