package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.GamePlay;

/** Game ▸ Close Game: the Action Resolver goes back to single actions; the journal stays as it is. */
public final class CloseGameHandler {
    @CanExecute
    boolean can(OpenGame game) {
        return game.isOpen();
    }

    @Execute
    void execute(GamePlay play) {
        play.close();
    }
}
