/**
 * Turn sequences: {@link org.vedette.core.turn.TurnStructure} with its begin
 * and advance moves, the {@link org.vedette.core.turn.TurnState} they produce,
 * and {@link org.vedette.core.turn.AlternateSides} for rulesets where sides
 * take turns phase by phase.
 */
package org.vedette.core.turn; // exported as version 0.2.0 (MANIFEST.MF)
