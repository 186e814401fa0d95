/**
 * The wargame's nouns: sides, units, figures, the table and its terrain,
 * scenarios, rosters and a collector's figures. Immutable values, no JSON, no UI.
 */
package org.vedette.core.model; // exported as version 0.7.0 (MANIFEST.MF)
