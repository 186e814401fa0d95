package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.GamePlay;

import jakarta.inject.Named;

/** Game ▸ Undo Move: the open game's last move is taken back, and its journal cut before it. */
public final class UndoMoveHandler {
    @CanExecute
    boolean can(OpenGame game) {
        return game.isOpen() && game.game().canUndo();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GamePlay play) {
        play.undo(shell);
    }
}
