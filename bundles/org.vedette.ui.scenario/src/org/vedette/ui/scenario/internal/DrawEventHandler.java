package org.vedette.ui.scenario.internal;

import java.util.List;
import java.util.SplittableRandom;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.scenario.TabletopEvent;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.parts.DiceForm;

import jakarta.inject.Named;

/**
 * Game ▸ Draw Event: enabled for an open game of The Other Side of the Hill;
 * throws the dice the Action Resolver's choice names (the computer's, the
 * seed written in the log, or the referee's typed into the dice form), has
 * {@link EventDesk} draw, place and journal the event, and shows the referee
 * what it is and where it goes.
 */
public final class DrawEventHandler {
    static final String TITLE = "Draw Event";
    private final SplittableRandom seeds = new SplittableRandom();

    @CanExecute
    boolean canExecute(EventDesk desk) {
        return desk.refusal() == null;
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, EventDesk desk,
            @Preference(nodePath = DiceSetting.NODE) IEclipsePreferences preferences) {
        String no = desk.refusal();
        if (no != null) {
            MessageDialog.openInformation(shell, TITLE, no);
            return;
        }
        press(shell, desk, preferences, seeds, TITLE);
    }

    /**
     * Draws, journals and shows an event with the dice the preference names,
     * under {@code title}: what Draw Event does, and what Next does at OSOTH's
     * "an event" ({@link EventAtNext}). A refusal, a file that cannot be
     * written or bad dice are said; a cancelled dice form draws nothing.
     *
     * @return the event journaled, or null when none was
     */
    static TabletopEvent press(Shell shell, EventDesk desk, IEclipsePreferences preferences, SplittableRandom seeds,
            String title) {
        DiceSource dice;
        String described;
        try {
            if (DiceSetting.entered(preferences.get(DiceSetting.KEY, DiceSetting.COMPUTER))) {
                dice = ScriptedDice.of(DiceForm.ask(shell, "Enter the dice", title + ": the tabletop event",
                        desk.trial(), List.of()));
                described = "entered by hand";
            } else {
                long seed = seeds.nextLong();
                dice = new SeededDice(seed);
                described = "the computer's, seed " + seed;
            }
            TabletopEvent drawn = desk.draw(dice);
            desk.record(drawn, described);
            MessageDialog.openInformation(shell, title, EventDesk.message(drawn));
            return drawn;
        } catch (EventDesk.Refused | OpenGame.GameFileException | DiceException e) {
            MessageDialog.openError(shell, title, e.getMessage());
        } catch (IllegalActionException e) {
            MessageDialog.openError(shell, title, "Refused: " + e.explain());
        } catch (DiceForm.Cancelled e) {
            // The referee thought better of it: nothing was drawn.
        }
        return null;
    }
}
