package org.vedette.core.dice;

/**
 * A die face could not be had: a script ran out, or an entered face is not on
 * the die. Resolution stops and nothing changes.
 */
public final class DiceException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DiceException(String message) {
        super(message);
    }

    static void checkSides(int sides) {
        if (sides < 2) {
            throw new IllegalArgumentException("a die needs at least 2 sides, not " + sides);
        }
    }

    static int checkFace(int face, int sides, String purpose, String where) {
        if (face < 1 || face > sides) {
            throw new DiceException(where + ": a D" + sides + " cannot show " + face
                    + " (rolling for " + purpose + "); faces run from 1 to " + sides);
        }
        return face;
    }
}
