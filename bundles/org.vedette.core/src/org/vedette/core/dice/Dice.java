package org.vedette.core.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The dice of one resolution: faces come from a {@link DiceSource} and every
 * throw is recorded with what it was for, so the outcome can show each roll and
 * the journal can replay it. Not thread-safe; one per resolution.
 */
public final class Dice {
    private final DiceSource source;
    private final List<Roll> rolls = new ArrayList<>(4);

    public Dice(DiceSource source) {
        this.source = Objects.requireNonNull(source, "source");
    }

    /** Throws {@code count} dice of {@code sides} sides together and records them. */
    public Roll roll(int count, int sides, String purpose) {
        if (count < 0) {
            throw new IllegalArgumentException("cannot throw " + count + " dice");
        }
        source.rolling(count, sides, purpose);
        int[] faces = new int[count];
        for (int i = 0; i < count; i++) {
            faces[i] = source.face(sides, purpose);
        }
        Roll roll = new Roll(purpose, sides, faces);
        rolls.add(roll);
        return roll;
    }

    /** One D6. */
    public int d6(String purpose) {
        return roll(1, 6, purpose).face(0);
    }

    /** The rolls thrown so far, in order. */
    public List<Roll> rolls() {
        return List.copyOf(rolls);
    }

    /** Every face thrown so far, in order — what a journal stores to replay. */
    public List<Integer> faces() {
        List<Integer> all = new ArrayList<>();
        for (Roll r : rolls) {
            for (int f : r.faces()) all.add(f);
        }
        return all;
    }
}
