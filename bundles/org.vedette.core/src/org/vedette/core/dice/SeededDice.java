package org.vedette.core.dice;

import java.util.SplittableRandom;

/**
 * The computer's dice, reproducible from a seed: the same seed gives the same
 * faces in the same order. Not thread-safe; one per game or per benchmark thread.
 */
public final class SeededDice implements DiceSource {
    private final long seed;
    private final SplittableRandom random;

    public SeededDice(long seed) {
        this.seed = seed;
        this.random = new SplittableRandom(seed);
    }

    public long seed() {
        return seed;
    }

    @Override
    public int face(int sides, String purpose) {
        DiceException.checkSides(sides);
        return 1 + random.nextInt(sides);
    }
}
