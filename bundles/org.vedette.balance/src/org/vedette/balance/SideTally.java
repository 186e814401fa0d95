package org.vedette.balance;

/**
 * One side's games: won, drawn and lost, each rate with its 95% Wilson
 * interval. Immutable.
 *
 * @param side   the side's id
 * @param name   its name
 * @param wins   the interval of its wins (its {@code successes} the games won, {@code trials} the games counted)
 * @param draws  of the games drawn
 * @param losses of the games lost
 */
public record SideTally(String side, String name, WilsonInterval wins, WilsonInterval draws, WilsonInterval losses) {
    public double winRate() {
        return wins.rate();
    }
}
