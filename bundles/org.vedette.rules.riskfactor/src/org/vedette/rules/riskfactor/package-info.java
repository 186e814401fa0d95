/**
 * The risk-factor ruleset's public names and its risk-factor machine.
 * {@link org.vedette.rules.riskfactor.RiskFactor} holds the vocabulary of
 * files and requests (actions, inputs, marks, options). The machine decides
 * what an uncommanded group will try to do: a
 * {@link org.vedette.rules.riskfactor.Situation} (the
 * {@link org.vedette.rules.riskfactor.Observation}s, given or computed, and
 * the casualties) and a D6 go to
 * {@link org.vedette.rules.riskfactor.ActionsChart#decide}, which sums the
 * {@link org.vedette.rules.riskfactor.Factor}s and crosses the sum with the
 * die on the group's {@link org.vedette.rules.riskfactor.ActionsTable}; the
 * {@link org.vedette.rules.riskfactor.Decision} holds the
 * {@link org.vedette.rules.riskfactor.Result}, its
 * {@link org.vedette.rules.riskfactor.Morale} effect and every step that led
 * there. The NPC AI calls it for every ruleset's uncommanded troops. The
 * ruleset itself is a {@code Ruleset} service; its implementation is not
 * exported.
 */
package org.vedette.rules.riskfactor; // exported as version 0.5.0 (MANIFEST.MF)
