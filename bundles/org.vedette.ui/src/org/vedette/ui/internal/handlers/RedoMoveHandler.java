package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.GamePlay;

import jakarta.inject.Named;

/** Game ▸ Redo Move: the move Undo took back is made again, with the same dice. */
public final class RedoMoveHandler {
    @CanExecute
    boolean can(OpenGame game) {
        return game.canRedo();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GamePlay play) {
        play.redo(shell);
    }
}
