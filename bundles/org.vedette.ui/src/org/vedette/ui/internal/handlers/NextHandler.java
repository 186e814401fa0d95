package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.GamePlay;

import jakarta.inject.Named;

/**
 * Game ▸ Next: the open game's turn moves on (next phase or side, next figure, next card) — until the game has
 * ended after the scenario's last turn.
 */
public final class NextHandler {
    @CanExecute
    boolean can(OpenGame game) {
        return game.isOpen() && !game.game().ended();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GamePlay play) {
        play.next(shell);
    }
}
