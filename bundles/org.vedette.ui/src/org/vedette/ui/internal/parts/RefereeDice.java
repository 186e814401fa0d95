package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.eclipse.swt.widgets.Shell;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.Roll;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.rules.Outcome;
import org.vedette.ui.internal.model.DiceDraft;

/**
 * The dice of one move, as the referee chose them: the computer's (seeded,
 * the seed written in the log so the roll can be replayed), physical dice
 * typed into one {@link DiceForm} before anything is resolved, or the faces a
 * journal recorded (Redo). The Action Resolver, Next, New Game, Redo and
 * Correct Dice all throw their dice through here.
 */
final class RefereeDice {
    private enum Kind { COMPUTER, ENTERED, RECORDED }

    private final Kind kind;
    private final long seed;
    private final List<Integer> given;
    private final DiceSource source;

    private RefereeDice(Kind kind, long seed, List<Integer> given) {
        this.kind = kind;
        this.seed = seed;
        this.given = List.copyOf(given);
        this.source = kind == Kind.COMPUTER ? new SeededDice(seed) : ScriptedDice.of(given);
    }

    /**
     * The dice the preference names for a resolution: the computer's, or the
     * referee's typed into a form that tries {@code trial} as the faces come
     * (no form when it needs none).
     *
     * @param what the resolution in words, the form's heading ("Shoot: Capt Sharpe at Capitaine Leroux")
     * @throws DiceForm.Cancelled when the referee cancels the form
     */
    static RefereeDice of(boolean entered, Shell shell, SplittableRandom seeds, String what, DiceDraft.Trial trial) {
        if (!entered) return new RefereeDice(Kind.COMPUTER, seeds.nextLong(), List.of());
        return new RefereeDice(Kind.ENTERED, 0, DiceForm.ask(shell, "Enter the dice", what, trial, List.of()));
    }

    /** Physical dice corrected in the form, starting from the faces recorded, row by row. */
    static RefereeDice corrected(Shell shell, String what, DiceDraft.Trial trial, List<List<Integer>> recorded) {
        return new RefereeDice(Kind.ENTERED, 0, DiceForm.ask(shell, "Correct the dice", what, trial, recorded));
    }

    /** The faces a journal recorded for a move, thrown again (Redo). */
    static RefereeDice recorded(List<Integer> faces) {
        return new RefereeDice(Kind.RECORDED, 0, faces);
    }

    DiceSource source() {
        return source;
    }

    /** "entered by hand: 5, 2", "the computer's, seed 42: 3, 6", "as recorded: 6, 4" — for the outcome and the log. */
    String describe(Outcome o) {
        return switch (kind) {
            case ENTERED -> "entered by hand: " + faces(given);
            case RECORDED -> "as recorded: " + faces(given);
            case COMPUTER -> "the computer's, seed " + seed + (o.rolls().isEmpty() ? "" : ": " + faces(rolled(o)));
        };
    }

    /** The dice of a move that was refused or not resolved. */
    String describeUnused() {
        return switch (kind) {
            case ENTERED -> "entered by hand" + (given.isEmpty() ? ", none needed" : ": " + faces(given));
            case RECORDED -> "as recorded: " + faces(given);
            case COMPUTER -> "the computer's, none thrown";
        };
    }

    private static List<Integer> rolled(Outcome o) {
        List<Integer> faces = new ArrayList<>();
        for (Roll r : o.rolls()) {
            for (int f : r.faces()) faces.add(f);
        }
        return faces;
    }

    private static String faces(List<Integer> faces) {
        return faces.isEmpty() ? "none needed" : String.join(", ", faces.stream().map(String::valueOf).toList());
    }
}
