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

    /**
     * Told before the faces of one roll are asked for: {@code count} dice of
     * {@code sides} sides, thrown together for {@code purpose}. A source that
     * takes a roll's faces together — the referee's dice form, where "6 4" is
     * one 2D6 — learns here where a roll begins and how many dice it has,
     * which consecutive calls of {@link #face} with one purpose cannot tell
     * (two strikes each rolling a D6 on the damage table are two rolls).
     * Nothing happens by default.
     */
    default void rolling(int count, int sides, String purpose) {
    }
}
