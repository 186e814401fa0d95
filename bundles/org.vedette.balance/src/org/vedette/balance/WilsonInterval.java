package org.vedette.balance;

/**
 * A 95% confidence interval for a rate seen in {@code trials} games: the
 * Wilson score interval (E. B. Wilson, "Probable inference, the law of
 * succession, and statistical inference", Journal of the American Statistical
 * Association 22 (1927) 209–212; method 3 of R. G. Newcombe, "Two-sided
 * confidence intervals for the single proportion: comparison of seven
 * methods", Statistics in Medicine 17 (1998) 857–872):
 * <pre>
 *   centre = (p + z²/2n) / (1 + z²/n)
 *   half   = z / (1 + z²/n) · √(p(1−p)/n + z²/4n²)
 * </pre>
 * with p = successes / n and z = 1.959964 (the 97.5th percentile of the
 * normal). Chosen over the textbook p ± z√(p(1−p)/n) because it stays inside
 * [0, 1] and keeps its coverage near 95% for rates near 0 or 1 and for few
 * games — a lopsided scenario is exactly what a designer wants to see.
 * Immutable.
 *
 * @param successes the games that counted (won, say)
 * @param trials    the games played
 * @param low       the interval's lower bound, 0 to 1
 * @param high      its upper bound, 0 to 1
 */
public record WilsonInterval(int successes, int trials, double low, double high) {
    /** The 97.5th percentile of the standard normal: a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    public WilsonInterval {
        if (trials < 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException("successes must be 0 to trials: " + successes + " of " + trials);
        }
    }

    /** The 95% Wilson interval of {@code successes} in {@code trials}; [0, 1] when there were no trials. */
    public static WilsonInterval of(int successes, int trials) {
        if (trials < 0 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException("successes must be 0 to trials: " + successes + " of " + trials);
        }
        if (trials == 0) return new WilsonInterval(0, 0, 0, 1);
        double n = trials;
        double p = successes / n;
        double z2 = Z95 * Z95;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2 * n)) / denominator;
        double half = Z95 / denominator * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new WilsonInterval(successes, trials, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /** The rate seen, successes / trials (0 with no trials). */
    public double rate() {
        return trials == 0 ? 0 : (double) successes / trials;
    }

    /** Half the interval's width: the "± 1.0%" of a verdict. */
    public double halfWidth() {
        return (high - low) / 2;
    }

    /** Whether the interval holds {@code rate}. */
    public boolean contains(double rate) {
        return low <= rate && rate <= high;
    }
}
