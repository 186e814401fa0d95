package org.vedette.balance;

import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;

/**
 * Balance by simulation, an OSGi Declarative Services component: whole games
 * of a scenario with the NPC AI playing every side (as the scenario's AI
 * settings say), the computer's dice seeded for each game from the run's seed
 * and the game's index — so a run gives the same report on any number of
 * threads. Thread-safe; a run blocks its caller (a workbench runs it in a
 * {@code Job}, passing its progress monitor as a {@link BalanceMonitor}).
 */
public interface BalanceSimulator {
    /**
     * Plays the games {@code spec} asks for and reports on them; when {@code monitor} cancels, the games under
     * way finish and the report holds those played ({@link BalanceReport#cancelled}).
     *
     * @throws IllegalArgumentException the scenario cannot be played: it is not for {@code rules}, has fewer than
     *                                  two sides, a side without anyone in it, or its game cannot begin — the
     *                                  message says which and why
     */
    BalanceReport run(Scenario scenario, Ruleset rules, BalanceSpec spec, BalanceMonitor monitor);

    /**
     * Plays every variant of {@code sweep} as {@link #run} plays the scenario, each with the same seeds.
     *
     * @throws IllegalArgumentException a variant cannot be made (no such unit or side, a quality the ruleset
     *                                  lacks, a side larger than the scenario's) or played
     */
    SweepTable sweep(Scenario scenario, Ruleset rules, BalanceSpec spec, Sweep sweep, BalanceMonitor monitor);

    /** Who takes the field in the scenario's games, and how they are judged — what {@link #play}'s results list. */
    Muster muster(Scenario scenario, Ruleset rules, BalanceSpec spec);

    /**
     * One game: game {@code index} of a run with {@code spec}'s seed — a pure function of the scenario, the
     * ruleset, the seed and the index, for a caller that spreads the games itself (another machine's executors)
     * and merges the results with {@link BalanceReport#of}.
     */
    GameResult play(Scenario scenario, Ruleset rules, BalanceSpec spec, int index);
}
