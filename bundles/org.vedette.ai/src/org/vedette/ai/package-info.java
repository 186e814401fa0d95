/**
 * The NPC AI: what a non-player or uncommanded figure or unit does, and why.
 * {@link org.vedette.ai.NpcAi} is an OSGi Declarative Services component; it
 * decides from the risk-factor machine ({@code org.vedette.rules.riskfactor})
 * mapped to each ruleset's own actions by data a designer can read and tune,
 * and every {@link org.vedette.ai.Suggestion} carries its
 * {@link org.vedette.ai.Reason}s. {@link org.vedette.ai.Suggestion#play}
 * takes a suggestion into the game as the AI's own journal entries;
 * {@link org.vedette.ai.Engagement} plays a game on some sides (or all) to
 * its end, step by step.
 */
package org.vedette.ai; // exported as version 0.7.0 (MANIFEST.MF): 0.2.0 added Suggestion.play and faces, Engagement;
// 0.3.0 Checklist.lastTurn, which Engagement gives and OSOTH's Player force heads home by;
// 0.4.0 Checklist.objectives and Engagement's with the scenario's victory conditions, which the AI heads for;
// 0.5.0 NpcAi.another, an AI of its own for each thread of the balance simulator;
// 0.6.0 Objectives: the conditions still to head for, those scored once left out (Engagement keeps track too)
// 0.7.0 Engagement's without a turn limit of its own and ending(GameState): the game's last turn (GameState.lastTurn) is the one
