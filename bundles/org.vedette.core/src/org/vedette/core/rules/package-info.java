/**
 * The rules SPI: a {@link org.vedette.core.rules.Ruleset} service says what it
 * is, what figures carry ({@link org.vedette.core.rules.Profile}), which
 * actions exist and what each takes ({@link org.vedette.core.rules.ActionSpec}),
 * how turns run, and resolves a request into an
 * {@link org.vedette.core.rules.Outcome} whose every step cites its rule.
 */
package org.vedette.core.rules; // exported as version 0.15.0 (MANIFEST.MF)
