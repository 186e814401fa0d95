/**
 * Dice: one {@link org.vedette.core.dice.DiceSource} interface with seeded,
 * scripted and entered sources, and {@link org.vedette.core.dice.Dice}, which
 * records every roll with what it was for.
 */
package org.vedette.core.dice; // exported as version 0.2.0 (MANIFEST.MF)
