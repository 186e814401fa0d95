package org.vedette.core.dice;

import java.util.Objects;

/**
 * Physical dice: the referee rolls and types the face in. Each face is asked
 * for with what it is for, and checked to be on the die.
 */
public final class EnteredDice implements DiceSource {
    /** Asks the referee for one face; returns what was typed. */
    @FunctionalInterface
    public interface Referee {
        int enter(int sides, String purpose);
    }

    private final Referee referee;
    private int count;

    public EnteredDice(Referee referee) {
        this.referee = Objects.requireNonNull(referee);
    }

    @Override
    public int face(int sides, String purpose) {
        DiceException.checkSides(sides);
        count++;
        return DiceException.checkFace(referee.enter(sides, purpose), sides, purpose, "entered die " + count);
    }
}
