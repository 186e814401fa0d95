package org.vedette.ui.ai.internal;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.vedette.ui.game.TableGame;

import jakarta.inject.Named;

/**
 * Game ▸ AI: Play One Step and Game ▸ AI: Play Until the Players' Turn — the
 * part's buttons from the menu (the command's parameter says which); the
 * part is brought up to show what is played.
 */
public final class PlayHandler {
    /** The command parameter: "true" to play until the players' turn, else one step. */
    public static final String UNTIL = "org.vedette.ui.ai.commandparameter.until";

    @CanExecute
    boolean can(TableGame table) {
        return table.game() != null;
    }

    @Execute
    void execute(@Named(UNTIL) String until, EPartService parts) {
        NpcAiPart part = NpcAiPart.show(parts);
        if (part == null) return;
        if (Boolean.parseBoolean(until)) part.playOn();
        else part.playStep();
    }
}
