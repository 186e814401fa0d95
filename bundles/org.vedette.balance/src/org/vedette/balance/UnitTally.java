package org.vedette.balance;

/**
 * One actor over every game: how often it was still in play at the end, its
 * share of its side's damage, and how much its survival goes with its side
 * winning. Immutable.
 *
 * @param actor       the actor's id
 * @param name        its name
 * @param side        its side's id
 * @param survival    the games it survived (an interval over the games counted)
 * @param damage      the damage its own actions did, summed over the games
 * @param damageShare its share of all the damage its side's actors' actions did (0 to 1; 0 when they did none)
 * @param influence   the correlation (φ) between its surviving and its side winning, −1 to 1; 0 when either
 *                    never varied
 */
public record UnitTally(String actor, String name, String side, WilsonInterval survival, long damage,
        double damageShare, double influence) {
}
