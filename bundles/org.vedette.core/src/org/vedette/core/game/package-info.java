/**
 * Games: the {@link org.vedette.core.game.GameState} as it stands, the
 * {@link org.vedette.core.game.GameEvent}s that change it,
 * {@link org.vedette.core.game.Changes}, which a ruleset makes them with
 * during one resolution, and {@link org.vedette.core.game.Game}, whose state
 * is the replay of its journal.
 */
package org.vedette.core.game; // exported as version 0.14.0 (MANIFEST.MF)
