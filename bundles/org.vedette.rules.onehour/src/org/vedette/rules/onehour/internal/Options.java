package org.vedette.rules.onehour.internal;

import org.vedette.core.game.GameState;

/**
 * Reads an option of the game, falling back on its default when the situation
 * does not set it (a request file may carry no options at all).
 */
final class Options {
    private Options() {
    }

    static boolean flag(GameState s, String id, boolean fallback) {
        return s.option(id) instanceof Boolean b ? b : fallback;
    }
}
