package org.vedette.balance;

/**
 * The first-player effect for one side: the games in which one of its actors
 * acted first, and how often it won those, beside how often it won the
 * others. Immutable.
 *
 * @param side        the side's id
 * @param whenFirst   its wins in the games it acted first (an interval over those games)
 * @param whenNotFirst its wins in the other games counted
 */
public record FirstMover(String side, WilsonInterval whenFirst, WilsonInterval whenNotFirst) {
    /** How much more often it wins when it acts first, in rate (−1 to 1). */
    public double effect() {
        return whenFirst.rate() - whenNotFirst.rate();
    }
}
