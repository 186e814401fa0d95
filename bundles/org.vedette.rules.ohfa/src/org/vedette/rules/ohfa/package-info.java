/**
 * The Over the Hills &amp; Far Away ruleset's public names: qualities,
 * weapons, actions and inputs, options, marks and fate-deck card ids
 * ({@link org.vedette.rules.ohfa.Ohfa}). The ruleset itself is a
 * {@code Ruleset} service; its implementation is not exported.
 */
package org.vedette.rules.ohfa; // exported as version 0.2.0 (MANIFEST.MF)
