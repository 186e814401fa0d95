package org.vedette.balance;

/**
 * One of the scenario's victory conditions over every game: how often it
 * decided the game (a decisive condition met, ending it) and how often it
 * scored its points — what the verdict's "most influential objective" is
 * chosen by. Immutable.
 *
 * @param condition the condition's id
 * @param side      the side it counts for
 * @param text      the condition in words (its id when the scenario gives none)
 * @param decided   the games it decided, over the games counted
 * @param scored    the games it scored its points in, over the games counted
 */
public record ConditionTally(String condition, String side, String text, WilsonInterval decided,
        WilsonInterval scored) {
}
