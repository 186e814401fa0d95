package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.eclipse.swt.widgets.Shell;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.EnteredDice;
import org.vedette.core.dice.Roll;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.rules.Outcome;

/**
 * The dice of one move, as the referee chose them: the computer's (seeded,
 * the seed written in the log so the roll can be replayed) or physical dice,
 * each face asked for in an {@link EnteredDieDialog} with its purpose and
 * checked to be on the die. The Action Resolver, Next and New Game all throw
 * their dice through here.
 */
final class RefereeDice {
    private final boolean entered;
    private final long seed;
    private final List<Integer> typed = new ArrayList<>();
    private final DiceSource source;

    private RefereeDice(boolean entered, Shell shell, long seed) {
        this.entered = entered;
        this.seed = seed;
        this.source = entered ? new EnteredDice((sides, purpose) -> {
            int face = EnteredDieDialog.ask(shell, typed.size() + 1, sides, purpose);
            typed.add(face);
            return face;
        }) : new SeededDice(seed);
    }

    /**
     * @param entered physical dice (the dice preference says "entered"); else the computer's
     * @param seeds   where the computer's dice get their seed
     */
    static RefereeDice of(boolean entered, Shell shell, SplittableRandom seeds) {
        return new RefereeDice(entered, shell, seeds.nextLong());
    }

    DiceSource source() {
        return source;
    }

    /** "entered by hand: 5, 2", "the computer's, seed 42: 3, 6" — for the outcome and the log. */
    String describe(Outcome o) {
        return entered ? "entered by hand: " + faces(typed) : "the computer's, seed " + seed
                + (o.rolls().isEmpty() ? "" : ": " + faces(rolled(o)));
    }

    /** The dice of a move that was refused or not resolved. */
    String describeUnused() {
        return entered ? "entered by hand" + (typed.isEmpty() ? ", none needed" : ": " + faces(typed))
                : "the computer's, none thrown";
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
