package org.vedette.ui.internal.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.GamePlay;

import jakarta.inject.Named;

/** Game ▸ Correct Dice…: the last move made again with its dice corrected in the dice form. */
public final class CorrectDiceHandler {
    @CanExecute
    boolean can(OpenGame game) {
        return game.canCorrect();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, GamePlay play) {
        play.correctDice(shell);
    }
}
