/**
 * The risk-factor machine: what a group nobody commands will try to do, below both the NPC AI (which asks it
 * for every ruleset's non-player troops) and the risk-factor ruleset (whose rule it is). A
 * {@link org.vedette.actions.Situation} (the {@link org.vedette.actions.Observation}s, given or computed from
 * the table by a {@link org.vedette.actions.Lookout}, and the casualties) and a D6 go to
 * {@link org.vedette.actions.ActionsChart#decide}, which sums the {@link org.vedette.actions.Factor}s and
 * crosses the sum with the die on the group's {@link org.vedette.actions.ActionsTable} (the risk-factor
 * rules' two Actions tables, as data); the {@link org.vedette.actions.Decision} holds the
 * {@link org.vedette.actions.Result}, its {@link org.vedette.actions.Morale} effect and every step that led
 * there. It depends on the core and the table alone, so a ruleset and the AI can both build on it. A
 * ruleset's bundle brings the AI its {@link org.vedette.actions.Playbook}: how the intents become its actions.
 */
package org.vedette.actions; // exported as version 0.3.0 (MANIFEST.MF)
