package org.vedette.core.dice;

import java.util.Arrays;

/**
 * Dice thrown together for one purpose ("2D6 to hit") and the faces they showed.
 */
public record Roll(String purpose, int sides, int[] faces) {
    public Roll {
        faces = faces.clone();
    }

    @Override
    public int[] faces() {
        return faces.clone();
    }

    public int count() {
        return faces.length;
    }

    public int face(int i) {
        return faces[i];
    }

    public int total() {
        int t = 0;
        for (int f : faces) t += f;
        return t;
    }

    /** "2D6 to hit: 3, 4" — the faces as thrown; explanations give totals and targets. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(purpose).append(": ");
        for (int i = 0; i < faces.length; i++) {
            if (i > 0) b.append(", ");
            b.append(faces[i]);
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Roll r && r.sides == sides && r.purpose.equals(purpose) && Arrays.equals(r.faces, faces);
    }

    @Override
    public int hashCode() {
        return purpose.hashCode() * 31 + Arrays.hashCode(faces);
    }
}
