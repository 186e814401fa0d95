package org.vedette.balance;

/**
 * What to simulate: how many games, from which seed, on how many threads, and
 * when to stop early. The result depends on {@code games}, {@code seed},
 * {@code untilWidth}, {@code turns} and {@code maxSteps} only — never on
 * {@code threads}. Immutable.
 *
 * @param games      the games to play (with {@code untilWidth}, the most to play), 1 to {@link #MAX_GAMES}
 * @param seed       the seed every game's dice are derived from (with the game's index)
 * @param threads    the threads to play on, 1 or more
 * @param untilWidth 0 to play every game; else stop at the first batch of {@link #BATCH} games after which every
 *                   side's win-rate interval is at most this wide either side ("± 1%" is 0.01), 0 to 0.5
 * @param turns      the turn limit; 0 for the scenario's own, or {@link #OPEN_ENDED_TURNS} when it sets none
 * @param maxSteps   the most steps (actions and turns moved on) one game may take before it is stopped unfinished
 */
public record BalanceSpec(int games, long seed, int threads, double untilWidth, int turns, int maxSteps) {
    /** The most games one run plays. */
    public static final int MAX_GAMES = 10_000_000;
    /** Games are played, counted and checked for {@code untilWidth} in batches of this many, the same on any thread count. */
    public static final int BATCH = 200;
    /**
     * The turn limit of a scenario that sets none (The Other Side of the Hill's games last until the players go
     * home): twelve turns, as the AI's whole-game tests give them.
     */
    public static final int OPEN_ENDED_TURNS = 12;
    /** A game still going after this many steps is stopped (unfinished, counted apart). */
    public static final int DEFAULT_MAX_STEPS = 20_000;

    public BalanceSpec {
        if (games < 1 || games > MAX_GAMES) {
            throw new IllegalArgumentException("games must be 1 to " + MAX_GAMES + ", not " + games);
        }
        if (threads < 1) throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
        if (!(untilWidth >= 0 && untilWidth <= 0.5)) {
            throw new IllegalArgumentException("the target width must be 0 to 0.5 (0.01 is ± 1%), not " + untilWidth);
        }
        if (turns < 0) throw new IllegalArgumentException("turns cannot be negative");
        if (maxSteps < 1) throw new IllegalArgumentException("maxSteps must be 1 or more");
    }

    /** {@code games} games from {@code seed} on one thread, every game played, the scenario's turns. */
    public static BalanceSpec of(int games, long seed) {
        return new BalanceSpec(games, seed, 1, 0, 0, DEFAULT_MAX_STEPS);
    }

    public BalanceSpec withThreads(int t) {
        return new BalanceSpec(games, seed, t, untilWidth, turns, maxSteps);
    }

    public BalanceSpec withUntilWidth(double w) {
        return new BalanceSpec(games, seed, threads, w, turns, maxSteps);
    }

    public BalanceSpec withTurns(int t) {
        return new BalanceSpec(games, seed, threads, untilWidth, t, maxSteps);
    }

    /**
     * The seed of game {@code index}'s dice: a function of the run's seed and the index alone (SplitMix64's
     * finaliser over both, so neighbouring indices and seeds give unrelated streams), which is what makes a
     * run the same on any number of threads or machines.
     */
    public static long gameSeed(long seed, int index) {
        return mix(seed + mix(0x9E3779B97F4A7C15L * (index + 1L)));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
