package org.vedette.ui.game;

import java.util.List;

import org.eclipse.swt.widgets.Shell;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.game.Game;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;

/**
 * The game open in the workbench, as another bundle plays in it: one per
 * workbench, in the application context, used on the UI thread. Every move
 * made through it is an ordinary journal entry, appended to the game's file
 * and the Game Log as the referee's own moves are, so Undo, Redo and the
 * timeline treat it like any other.
 */
public interface TableGame {
    /** The game as it stands, or null when none is open. */
    Game game();

    /** The scenario the game was begun from (its title, sides, turns), or null when none is open. */
    Scenario scenario();

    /** The game's journal file, relative to the workspace folder; null when none is open. */
    String name();

    /** Told, on the UI thread, after the game is opened, moved on, taken back or closed. */
    void addListener(Runnable listener);

    void removeListener(Runnable listener);

    /** Whether the referee throws physical dice and types them in (the dice preference), rather than the computer. */
    boolean enteredDice();

    /** A resolution tried with some dice, nothing changed: what the dice form tries the faces typed on. */
    interface Trial {
        void run(DiceSource dice) throws IllegalActionException;
    }

    /**
     * The dice the referee chose, for what {@code trial} throws: the
     * computer's (seeded; {@link Dice#words} says with which seed), or the
     * faces typed into the dice form, which tries {@code trial} as they come.
     *
     * @param what the heading of the dice form ("The AI decides for 39e de Ligne")
     * @return the dice, or null when the referee cancelled the form
     */
    Dice dice(Shell shell, String what, Trial trial);

    /** Dice as the referee chose them, and how to say which they were. */
    interface Dice {
        DiceSource source();

        /** "the computer's, seed 42: 3", "entered by hand: 5" — for the log, given what was thrown. */
        String words(Outcome thrown);
    }

    /**
     * Takes moves as the AI's: resolved in order on the game as it stands,
     * with the referee's dice (the computer's, or typed into the dice form),
     * each appended to the journal as an entry marked as the AI's — the first
     * carrying {@code aiFaces}, the faces the AI threw to decide — and to the
     * Game Log. All or nothing; a refusal, a cancelled form or a file that
     * cannot be written is said to the referee and changes nothing.
     *
     * @param what the moves in words, the dice form's heading
     * @return the outcomes in order, or empty when nothing was taken
     */
    List<Outcome> takeAsAi(Shell shell, String what, List<ActionRequest> requests, List<Integer> aiFaces);

    /**
     * Records moves already played on the game as it stands — a side playing
     * itself — each appended to the journal and to the Game Log with the dice
     * in words.
     *
     * @throws IllegalStateException the game has moved on (or closed) since they were played, or the file cannot
     *                               be written; the message says which, and nothing of them is recorded after it
     */
    void record(List<Game.Played> played, String dice);

    /**
     * Shows the Action Resolver filled in with this request (its action, each
     * of its inputs the form has), for the referee to change before taking
     * it; {@code note} is shown where the outcome will be.
     */
    void change(ActionRequest request, String note);

    /** The request in the Turn part's words: "Move: 39e de Ligne, Distance 6 in". */
    String words(ActionRequest request);
}
