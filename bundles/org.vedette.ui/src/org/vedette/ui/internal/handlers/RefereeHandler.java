package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.GamePlay;

import jakarta.inject.Named;

/** Game ▸ Referee…: the referee's hand — a hit, a status, a mark, a figure added or removed — in the open game. */
public final class RefereeHandler {
    @CanExecute
    boolean can(OpenGame game) {
        // The referee's hand is a move like any other: an ended game takes none (Undo move still works).
        return game.isOpen() && !game.game().ended();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GamePlay play) {
        play.referee(shell);
    }
}
