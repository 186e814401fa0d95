package org.vedette.balance;

import java.util.List;
import java.util.Objects;

import org.vedette.balance.internal.Tally;

/**
 * What a run found, as data a chart or a table can draw and as a verdict in
 * words. Immutable; {@link #of} builds it from the games' results alone, so
 * reports of runs split across threads or machines are merged by
 * concatenating their results and calling {@link #of} again.
 *
 * @param muster         who took the field
 * @param seed           the run's seed
 * @param asked          the games asked for
 * @param played         the games played (every result, counted or not)
 * @param counted        the games counted in the rates (ended by the turn limit, a side gone or nobody able to act)
 * @param unfinished     the games stopped at the run's step limit
 * @param faults         the games the rules stopped (a refused move of the AI's): each a bug to report
 * @param firstFault     what the first of those said, or null
 * @param cancelled      whether the run was cancelled before it had played what it was asked
 * @param untilWidth     the target half-width asked for (0 for none)
 * @param sides          each side's wins, draws and losses
 * @param margin         the victory margin of the first side over the best of the rest, game by game
 * @param length         the games' lengths in rounds
 * @param units          each actor's survival, damage share and influence, in the muster's order
 * @param conditions     each victory condition's share of the games it decided or scored in, in the muster's order
 * @param damageNote     how the damage was attributed, and how much of it could not be
 * @param firstMover     each side's wins when it acted first and when not
 * @param leaderSettled  the games after which the side winning most often no longer changed (0 for none)
 * @param gamesForWidth  the games the widest win-rate interval needs to come to ± {@link #TARGET_WIDTH}
 *                       (the Wilson interval, at the rates seen)
 * @param verdict        the verdict in words
 * @param results        every game's result, in index order
 */
public record BalanceReport(Muster muster, long seed, int asked, int played, int counted, int unfinished, int faults,
        String firstFault, boolean cancelled, double untilWidth, List<SideTally> sides, Histogram margin,
        Histogram length, List<UnitTally> units, List<ConditionTally> conditions, String damageNote,
        List<FirstMover> firstMover, int leaderSettled,
        int gamesForWidth, String verdict, List<GameResult> results) {
    /** The half-width {@link #gamesForWidth} aims at: ± 1%. */
    public static final double TARGET_WIDTH = 0.01;

    public BalanceReport {
        Objects.requireNonNull(muster, "muster");
        sides = List.copyOf(sides);
        units = List.copyOf(units);
        conditions = List.copyOf(conditions);
        firstMover = List.copyOf(firstMover);
        results = List.copyOf(results);
    }

    /**
     * The report of these games: sorted by index, then tallied.
     *
     * @param muster    who took the field
     * @param spec      the run's settings (its seed, games and target width are reported)
     * @param results   the games' results, in any order
     * @param cancelled whether the run was cancelled
     */
    public static BalanceReport of(Muster muster, BalanceSpec spec, List<GameResult> results, boolean cancelled) {
        return Tally.report(muster, spec, results, cancelled);
    }

    /** The tally of side {@code id}, or null. */
    public SideTally side(String id) {
        for (SideTally s : sides) if (s.side().equals(id)) return s;
        return null;
    }

    /** Whether every side's win-rate interval is at most {@code width} either side of its rate. */
    public boolean narrowerThan(double width) {
        for (SideTally s : sides) if (s.wins().halfWidth() > width) return false;
        return !sides.isEmpty();
    }
}
