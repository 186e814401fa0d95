/**
 * Games: the {@link org.vedette.core.game.GameState} as it stands, the
 * {@link org.vedette.core.game.GameEvent}s that change it, and
 * {@link org.vedette.core.game.Game}, whose state is the replay of its journal.
 */
package org.vedette.core.game; // exported as version 0.1.0 (MANIFEST.MF)
