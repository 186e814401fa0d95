/**
 * The Napoleonic One Hour Wargame ruleset's public names: unit types,
 * qualities, phases, actions and inputs, options and the marks it keeps on
 * units ({@link org.vedette.rules.onehour.OneHour}). The ruleset itself is a
 * {@code Ruleset} service; its implementation is not exported.
 */
package org.vedette.rules.onehour; // exported as version 0.1.0 (MANIFEST.MF)
