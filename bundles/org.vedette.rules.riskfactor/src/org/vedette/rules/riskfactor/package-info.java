/**
 * The risk-factor ruleset's public names. {@link org.vedette.rules.riskfactor.RiskFactor} holds the vocabulary
 * of files and requests (actions, inputs, marks, options); {@link org.vedette.rules.riskfactor.ReadyToFire} what
 * the rules refuse of a shot whatever its target. Its Actions tables are the risk-factor machine of
 * {@code org.vedette.actions}, which the NPC AI shares. The ruleset itself is a {@code Ruleset} service; its
 * implementation is not exported.
 */
package org.vedette.rules.riskfactor; // exported as version 0.6.0 (MANIFEST.MF)
