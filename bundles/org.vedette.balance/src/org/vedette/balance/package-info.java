/**
 * Balance by simulation: thousands of whole games of a scenario with the NPC
 * AI on every side, and what they say — each side's win, draw and loss rates
 * with 95% Wilson intervals ({@link org.vedette.balance.WilsonInterval}), the
 * victory margin's and the game length's distributions
 * ({@link org.vedette.balance.Histogram}), each unit's survival, damage share
 * and influence, how often each victory condition decided a game
 * ({@link org.vedette.balance.ConditionTally}), the first-player effect, and a verdict in words
 * ({@link org.vedette.balance.BalanceReport}); sweeps of one parameter
 * ({@link org.vedette.balance.Sweep}). {@link org.vedette.balance.BalanceSimulator}
 * is an OSGi Declarative Services component.
 */
package org.vedette.balance; // exported as version 0.3.0 (MANIFEST.MF)
