/**
 * Picket, a ruleset that exists only in the tests: its ids. The ruleset and its playbook for the NPC AI are
 * Declarative Services components of this bundle, as a real ruleset's are.
 */
package org.vedette.rules.picket; // exported as version 0.1.0 (MANIFEST.MF)
