/**
 * The Other Side of the Hill ruleset's public names: troop types, ranks,
 * qualities, weapons, actions and inputs, options, marks and victory items
 * ({@link org.vedette.rules.osoth.Osoth}). The ruleset itself is a
 * {@code Ruleset} service; its implementation is not exported.
 */
package org.vedette.rules.osoth; // exported as version 0.1.0 (MANIFEST.MF)
