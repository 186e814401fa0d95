package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.WilsonInterval;

/**
 * A scenario with a known answer: two identical forces, one the other's
 * mirror. One Hour's first side always moves first ("Sequence of Play"), so
 * each side is played first in half the games (the scenario with its sides in
 * either order, each from its own seed — with the same seeds the mirror
 * plays the very same games, turned about): over both, either side wins
 * half the games decided, and the 95% interval of Blue's share must hold 0.5.
 */
class SymmetricScenarioTest {
    private static final int GAMES = 800;

    @Test
    void mirroredForcesWinEqually() {
        BalanceSpec spec = BalanceSpec.of(GAMES, 44).withThreads(2);
        BalanceReport blueFirst = Fields.SIMULATOR.run(Fields.mirrored("blue", 8), Fields.ONE_HOUR, spec,
                BalanceMonitor.NONE);
        BalanceReport redFirst = Fields.SIMULATOR.run(Fields.mirrored("red", 8), Fields.ONE_HOUR, BalanceSpec.of(GAMES, 45).withThreads(2),
                BalanceMonitor.NONE);
        assertEquals(0, blueFirst.faults() + redFirst.faults(), blueFirst.firstFault());
        int blue = blueFirst.side("blue").wins().successes() + redFirst.side("blue").wins().successes();
        int red = blueFirst.side("red").wins().successes() + redFirst.side("red").wins().successes();
        assertTrue(blue + red >= 200, "enough games are decided to judge: " + blueFirst.verdict());
        WilsonInterval blueShare = WilsonInterval.of(blue, blue + red);
        System.out.println("mirror: Blue " + blue + ", Red " + red + ", Blue's share " + blueShare + "; blue first: "
                + blueFirst.verdict() + " red first: " + redFirst.verdict());
        assertTrue(blueShare.contains(0.5), "Blue's share of the decided games, " + blueShare + ", should hold 0.5");
        // Who moves first is the side listed first; the report's first-player effect is that side's.
        assertEquals(blueFirst.counted(), blueFirst.firstMover().get(0).whenFirst().trials());
        assertEquals("blue", blueFirst.firstMover().get(0).side());
        // Swapping the order swaps the first mover's advantage between the sides: the same rate, whichever it is.
        double blueWhenFirst = blueFirst.side("blue").winRate();
        double redWhenFirst = redFirst.side("red").winRate();
        // Two samples of the same rate, each of GAMES games: their difference has a standard error of
        // sqrt(2 p (1 - p) / GAMES); they agree within 2.58 of it (99%). One rate inside the other's 95% interval
        // asked 1.4 standard errors of the difference, which equal rates miss one run in six.
        double p = (blueWhenFirst + redWhenFirst) / 2;
        double error = Math.sqrt(2 * p * (1 - p) / GAMES);
        assertTrue(Math.abs(blueWhenFirst - redWhenFirst) <= 2.58 * error,
                "the first mover wins as often on either side: " + blueWhenFirst + " and " + redWhenFirst
                        + ", more than 2.58 standard errors (" + error + ") apart");
    }
}
