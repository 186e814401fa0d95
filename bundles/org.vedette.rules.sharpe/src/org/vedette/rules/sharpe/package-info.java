/**
 * The Sharpe's Skirmish ruleset's public names and helpers: the vocabulary of
 * files and requests ({@link org.vedette.rules.sharpe.Sharpe}), the order of
 * movement kept in the turn state ({@link org.vedette.rules.sharpe.BoundOrder}),
 * the figure generator ({@link org.vedette.rules.sharpe.FigureGenerator}) and
 * the target priorities for the NPC AI
 * ({@link org.vedette.rules.sharpe.TargetPriorities}). The ruleset itself is a
 * {@code Ruleset} service; its implementation is not exported.
 */
package org.vedette.rules.sharpe; // exported as version 0.1.0 (MANIFEST.MF)
