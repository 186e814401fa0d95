package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.GameResult;
import org.vedette.core.model.Scenario;

/**
 * A cancelled run stops before the next game on every thread and reports the
 * games it played — the same games an uncancelled run plays under those
 * indices. Promptness is counted in games, not timed: the cancel is asked
 * before the 41st game, and no thread begins another.
 */
class CancelTest {
    @Test
    void aCancelledRunStopsAtOnceAndReportsWhatItPlayed() {
        Scenario s = Fields.example("bridge-at-almaraz.json");
        AtomicInteger asked = new AtomicInteger();
        AtomicInteger progress = new AtomicInteger();
        BalanceMonitor cancelAt40 = new BalanceMonitor() {
            @Override
            public boolean cancelled() {
                // Asked once before each game a worker takes (and once more when it stops).
                return asked.incrementAndGet() > 40;
            }

            @Override
            public void played(int games, int of) {
                progress.set(games);
                assertEquals(100_000, of);
            }
        };
        BalanceSpec spec = BalanceSpec.of(100_000, 7).withThreads(2);
        BalanceReport partial = Fields.SIMULATOR.run(s, Fields.ONE_HOUR, spec, cancelAt40);
        assertTrue(partial.cancelled());
        assertEquals(40, partial.played(), "the games begun before the cancel, and no more");
        assertEquals(40, progress.get(), "progress was told of the last batch");
        assertTrue(partial.verdict().contains("Cancelled after 40 of 100000 games"), partial.verdict());
        BalanceReport whole = Fields.SIMULATOR.run(s, Fields.ONE_HOUR, BalanceSpec.of(40, 7), BalanceMonitor.NONE);
        assertEquals(whole.results(), partial.results());
        for (GameResult r : partial.results()) assertTrue(r.index() < 40);
    }

    @Test
    void aRunStopsEarlyAtTheTargetWidthAtTheSameGameOnAnyThreads() {
        Scenario s = Fields.example("the-mill-at-sorauren.json");
        BalanceSpec spec = BalanceSpec.of(20_000, 3).withUntilWidth(0.05);
        BalanceReport one = Fields.SIMULATOR.run(s, Fields.rules(s), spec, BalanceMonitor.NONE);
        BalanceReport two = Fields.SIMULATOR.run(s, Fields.rules(s), spec.withThreads(2), BalanceMonitor.NONE);
        assertEquals(one, two);
        assertTrue(one.played() < 20_000 && one.played() % BalanceSpec.BATCH == 0, "stopped at a batch: " + one.played());
        assertTrue(one.narrowerThan(0.05), one.verdict());
        assertTrue(!one.cancelled());
    }
}
