package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.GameResult;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;

/** The same seed gives the same report on 1, 2 or 4 threads, game for game; another seed gives other games. */
class DeterminismTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({ "bridge-at-almaraz.json, 240", "the-mill-at-sorauren.json, 240", "the-monastery-door.json, 120",
            "ohfa-ambush-at-the-ford.json, 120", "osoth-the-spy-in-the-village.json, 16" })
    void theSameSeedGivesTheSameReportOnAnyNumberOfThreads(String file, int games) {
        Scenario s = Fields.example(file);
        Ruleset rules = Fields.rules(s);
        BalanceSpec spec = BalanceSpec.of(games, 1812);
        BalanceReport one = Fields.SIMULATOR.run(s, rules, spec, BalanceMonitor.NONE);
        BalanceReport two = Fields.SIMULATOR.run(s, rules, spec.withThreads(2), BalanceMonitor.NONE);
        BalanceReport four = Fields.SIMULATOR.run(s, rules, spec.withThreads(4), BalanceMonitor.NONE);
        assertEquals(one, two);
        assertEquals(one, four);
        assertEquals(games, one.played());
        assertEquals(0, one.faults(), one.firstFault());
        for (int i = 0; i < games; i++) assertEquals(i, one.results().get(i).index());
        // One game, played alone, is the run's game: a pure function of the scenario, the seed and its index.
        GameResult alone = Fields.SIMULATOR.play(s, rules, spec, games / 2);
        assertEquals(one.results().get(games / 2), alone);
        BalanceReport other = Fields.SIMULATOR.run(s, rules, BalanceSpec.of(games, 1813), BalanceMonitor.NONE);
        assertNotEquals(one.results(), other.results());
        assertTrue(one.counted() > 0, one.verdict());
        System.out.println(file + ": " + one.verdict());
    }
}
