package org.vedette.ui.game;

import org.eclipse.swt.widgets.Shell;

/**
 * What another bundle does once New Game or Next has moved the open game's turn on —
 * The Other Side of the Hill's Initiative/Event button, whose press may give
 * "an event" that the scenario generator ({@code org.vedette.ui.scenario})
 * then draws ("Sequence of Play"; ch. X "Tabletop Events"). The bundle puts
 * one in the application context (its model fragment's add-on), so the
 * shell asks it without knowing the scenario generator; none there, Next
 * only moves the turn on.
 */
public interface TurnFollowUp {
    /**
     * Told on the UI thread after the move that began the game, or Next's,
     * is journaled and logged. What it does to the game is its own journal
     * entry after that move's (taken back with Undo Move before it); it says
     * to the referee anything that stops it, and never throws.
     */
    void turnMovedOn(Shell shell);
}
