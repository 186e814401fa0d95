package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.balance.WilsonInterval;

/** The Wilson score interval against published values, and its coverage. */
class WilsonIntervalTest {
    /**
     * Newcombe (1998), Table I, method 3 (score interval without continuity correction) — 81/263, 15/148, 0/20,
     * 1/29 — and the textbook 8 of 10 → [0.490, 0.943].
     */
    @ParameterizedTest(name = "{0} of {1}")
    @CsvSource({ "81, 263, 0.2553, 0.3662", "15, 148, 0.0624, 0.1605", "0, 20, 0.0000, 0.1611", "1, 29, 0.0061, 0.1718",
            "8, 10, 0.4902, 0.9433", "29, 29, 0.8830, 1.0000" })
    void publishedScoreIntervals(int successes, int trials, double low, double high) {
        WilsonInterval w = WilsonInterval.of(successes, trials);
        assertEquals(low, w.low(), 0.00051);
        assertEquals(high, w.high(), 0.00051);
        assertEquals((double) successes / trials, w.rate(), 1e-12);
        assertTrue(w.contains(w.rate()));
    }

    @Test
    void noGamesSayNothingAndImpossibleCountsAreRefused() {
        WilsonInterval none = WilsonInterval.of(0, 0);
        assertEquals(0, none.low());
        assertEquals(1, none.high());
        assertThrows(IllegalArgumentException.class, () -> WilsonInterval.of(11, 10));
        assertThrows(IllegalArgumentException.class, () -> WilsonInterval.of(-1, 10));
    }

    /**
     * Coverage: 2,000 samples of 50 coin flips at p = 0.3 (seeded); a 95% interval should hold p in about 95% of
     * them — the Wilson interval's actual coverage at n = 50 lies between 93% and 97% (Brown, Cai and DasGupta,
     * "Interval estimation for a binomial proportion", Statistical Science 16 (2001), fig. 4).
     */
    @Test
    void holdsTheTrueRateAboutNineteenTimesInTwenty() {
        SplittableRandom r = new SplittableRandom(1812);
        int held = 0;
        int samples = 2000;
        for (int s = 0; s < samples; s++) {
            int k = 0;
            for (int i = 0; i < 50; i++) if (r.nextDouble() < 0.3) k++;
            if (WilsonInterval.of(k, 50).contains(0.3)) held++;
        }
        double coverage = (double) held / samples;
        assertTrue(coverage > 0.92 && coverage < 0.975, "coverage " + coverage);
        assertFalse(WilsonInterval.of(30, 50).contains(0.3));
    }
}
