package org.vedette.core.dice;

/**
 * Where die faces come from: a seeded generator, a script of given faces, or
 * the referee typing in what physical dice show. Every random number in
 * Vedette comes through one of these, so any game can be replayed exactly.
 */
public interface DiceSource {
    /**
     * The face of one die with {@code sides} sides, 1..sides.
     *
     * @param purpose what the die is rolled for ("2D6 to hit"), shown to a
     *                referee entering dice and in errors
     * @throws DiceException when no valid face can be had (script exhausted,
     *                       an entered face out of range)
     */
    int face(int sides, String purpose);
}
