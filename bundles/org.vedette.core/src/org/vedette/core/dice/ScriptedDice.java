package org.vedette.core.dice;

import java.util.List;

/**
 * Dice that show the given faces in order — for tests, for a request that
 * carries its own dice, and for replaying a journal. Running out is an error,
 * never a quiet fall-back to random faces.
 */
public final class ScriptedDice implements DiceSource {
    private final int[] faces;
    private int next;

    public ScriptedDice(int... faces) {
        this.faces = faces.clone();
    }

    public static ScriptedDice of(List<Integer> faces) {
        return new ScriptedDice(faces.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public int face(int sides, String purpose) {
        DiceException.checkSides(sides);
        if (next >= faces.length) {
            throw new DiceException("the scripted dice ran out: " + faces.length
                    + (faces.length == 1 ? " face was" : " faces were") + " given, but another D" + sides
                    + " is needed for " + purpose);
        }
        int index = next++;
        return DiceException.checkFace(faces[index], sides, purpose, "die " + (index + 1) + " of the script");
    }

    /** How many faces have been used. */
    public int used() {
        return next;
    }

    /** How many faces are left unused. */
    public int remaining() {
        return faces.length - next;
    }
}
