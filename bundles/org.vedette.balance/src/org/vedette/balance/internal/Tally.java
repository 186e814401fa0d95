package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.ConditionTally;
import org.vedette.balance.FirstMover;
import org.vedette.balance.GameResult;
import org.vedette.balance.Histogram;
import org.vedette.balance.Muster;
import org.vedette.balance.Scoring;
import org.vedette.balance.SideTally;
import org.vedette.balance.UnitTally;
import org.vedette.balance.WilsonInterval;

/**
 * Turns games' results into a report: the counting behind
 * {@link BalanceReport#of}. A function of the results (sorted by index) alone,
 * so the same games give the same report however they were played.
 */
public final class Tally {
    private Tally() {
    }

    public static BalanceReport report(Muster muster, BalanceSpec spec, List<GameResult> all, boolean cancelled) {
        List<GameResult> results = new ArrayList<>(all);
        results.sort(Comparator.comparingInt(GameResult::index));
        List<GameResult> counted = new ArrayList<>();
        int unfinished = 0;
        int faults = 0;
        String firstFault = null;
        for (GameResult r : results) {
            if (r.end().counts()) counted.add(r);
            else if (r.end() == GameResult.End.UNFINISHED) unfinished++;
            else {
                faults++;
                if (firstFault == null) firstFault = "game " + r.index() + " (seed " + r.seed() + "): " + r.fault();
            }
        }
        int n = counted.size();
        List<SideTally> sides = new ArrayList<>();
        int draws = 0;
        for (GameResult r : counted) if (r.winner() == null) draws++;
        for (Muster.Side s : muster.sides()) {
            int wins = 0;
            for (GameResult r : counted) if (s.id().equals(r.winner())) wins++;
            sides.add(new SideTally(s.id(), s.name(), WilsonInterval.of(wins, n), WilsonInterval.of(draws, n),
                    WilsonInterval.of(n - wins - draws, n)));
        }
        List<UnitTally> units = units(muster, counted);
        List<FirstMover> first = new ArrayList<>();
        for (Muster.Side s : muster.sides()) {
            int firstGames = 0, firstWins = 0, otherGames = 0, otherWins = 0;
            for (GameResult r : counted) {
                if (r.first() == null) continue;
                boolean won = s.id().equals(r.winner());
                if (s.id().equals(r.first())) {
                    firstGames++;
                    if (won) firstWins++;
                } else {
                    otherGames++;
                    if (won) otherWins++;
                }
            }
            first.add(new FirstMover(s.id(), WilsonInterval.of(firstWins, firstGames),
                    WilsonInterval.of(otherWins, otherGames)));
        }
        long attributed = 0;
        long unattributed = 0;
        int unharmed = 0;
        for (GameResult r : counted) {
            int own = 0;
            for (int d : r.damage()) own += d;
            attributed += own;
            unattributed += r.unattributed();
            if (own + r.unattributed() == 0 && !r.survived().contains(Boolean.FALSE)) unharmed++;
        }
        String damageNote = damageNote(attributed, unattributed);
        int settled = leaderSettled(muster, counted);
        int forWidth = gamesForWidth(sides, BalanceReport.TARGET_WIDTH);
        Histogram margin = margin(muster, counted);
        Histogram length = length(counted);
        List<ConditionTally> conditions = conditions(muster, counted);
        String verdict = Verdict.words(muster, n, sides, units, conditions, cancelled, results.size(), spec.games(),
                unfinished, faults, unharmed);
        return new BalanceReport(muster, spec.seed(), spec.games(), results.size(), n, unfinished, faults, firstFault,
                cancelled, spec.untilWidth(), sides, margin, length, units, conditions, damageNote, first, settled,
                forWidth, verdict, results);
    }

    /** Each victory condition: the games it decided (a decisive one, met) and those it scored its points in. */
    private static List<ConditionTally> conditions(Muster muster, List<GameResult> counted) {
        List<ConditionTally> out = new ArrayList<>();
        for (Muster.Condition c : muster.conditions()) {
            int decided = 0;
            int scored = 0;
            for (GameResult r : counted) {
                if (!r.conditions().contains(c.id())) continue;
                // A decisive condition is met only at the moment it decides the game; one with points scored them too.
                if (c.decisive()) decided++;
                if (c.points() > 0) scored++;
            }
            out.add(new ConditionTally(c.id(), c.side(), c.text(), WilsonInterval.of(decided, counted.size()),
                    WilsonInterval.of(scored, counted.size())));
        }
        return out;
    }

    private static List<UnitTally> units(Muster muster, List<GameResult> counted) {
        int n = counted.size();
        int actors = muster.actors().size();
        long[] sideDamage = new long[muster.sides().size()];
        long[] damage = new long[actors];
        for (GameResult r : counted) {
            for (int i = 0; i < actors; i++) {
                damage[i] += r.damage().get(i);
                int s = muster.sideIndex(muster.actors().get(i).side());
                if (s >= 0) sideDamage[s] += r.damage().get(i);
            }
        }
        List<UnitTally> units = new ArrayList<>();
        for (int i = 0; i < actors; i++) {
            Muster.Actor a = muster.actors().get(i);
            int survived = 0;
            // The 2×2 table of surviving against its side winning, for φ.
            int both = 0, survivedOnly = 0, wonOnly = 0, neither = 0;
            for (GameResult r : counted) {
                boolean s = r.survived().get(i);
                boolean w = a.side().equals(r.winner());
                if (s) survived++;
                if (s && w) both++;
                else if (s) survivedOnly++;
                else if (w) wonOnly++;
                else neither++;
            }
            int side = muster.sideIndex(a.side());
            double share = side < 0 || sideDamage[side] == 0 ? 0 : (double) damage[i] / sideDamage[side];
            units.add(new UnitTally(a.id(), a.name(), a.side(), WilsonInterval.of(survived, n), damage[i], share,
                    phi(both, survivedOnly, wonOnly, neither)));
        }
        return units;
    }

    /**
     * The φ coefficient of a 2×2 table (Pearson's correlation of two yes/no variables): (ad − bc) /
     * √((a+b)(c+d)(a+c)(b+d)), 0 when a margin is empty (one of them never varied).
     */
    static double phi(int a, int b, int c, int d) {
        double rows = (double) (a + b) * (c + d);
        double cols = (double) (a + c) * (b + d);
        if (rows == 0 || cols == 0) return 0;
        return ((double) a * d - (double) b * c) / Math.sqrt(rows * cols);
    }

    private static String damageNote(long attributed, long unattributed) {
        long all = attributed + unattributed;
        if (all == 0) return "no damage was done in the games counted";
        return String.format(Locale.ROOT, "survived is still in play at the end, or gone home behind its own lines;"
                + " damage is the wounds and hits an actor's own actions gave the enemy, and one"
                + " for each enemy they put out; %.1f%% of all the damage done (morale, the turn's end, a defender's"
                + " return blows, events) came from no actor's own action and is not shared out", 100.0 * unattributed
                / all);
    }

    /** The number of games after which the side winning most often (alone) stopped changing. */
    private static int leaderSettled(Muster muster, List<GameResult> counted) {
        int[] wins = new int[muster.sides().size()];
        int leader = -1;
        int settled = 0;
        for (int g = 0; g < counted.size(); g++) {
            String winner = counted.get(g).winner();
            if (winner != null) wins[muster.sideIndex(winner)]++;
            int now = leader(wins);
            if (now != leader) {
                leader = now;
                settled = g + 1;
            }
        }
        return settled;
    }

    /** The side with the most wins, alone; -1 when none has won or two share the most. */
    private static int leader(int[] wins) {
        int top = -1;
        boolean shared = false;
        for (int i = 0; i < wins.length; i++) {
            if (top < 0 || wins[i] > wins[top]) {
                top = i;
                shared = false;
            } else if (wins[i] == wins[top]) {
                shared = true;
            }
        }
        return top < 0 || shared || wins[top] == 0 ? -1 : top;
    }

    /**
     * Games for every side's win-rate interval to come to ± {@code width}, at the rates seen: the fewest for which
     * the Wilson interval the report gives is that narrow. Not the normal approximation z²p(1−p)/w², which says 0
     * for a side that never won (or always did), whose interval is as wide as any at first.
     */
    static int gamesForWidth(List<SideTally> sides, double width) {
        int most = 0;
        for (SideTally s : sides) {
            if (s.wins().trials() == 0) return 0;
            most = Math.max(most, wilsonGames(s.winRate(), width));
        }
        return most;
    }

    /** The fewest games n at which the Wilson interval about rate p is at most ± {@code width} (it narrows with n). */
    static int wilsonGames(double p, double width) {
        int low = 1;
        int high = Integer.MAX_VALUE;
        while (low < high) {
            int n = low + (high - low) / 2;
            if (wilsonHalfWidth(p, n) <= width) high = n;
            else low = n + 1;
        }
        return low;
    }

    private static double wilsonHalfWidth(double p, double n) {
        double z = WilsonInterval.Z95;
        return z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    }

    /**
     * The first side's margin over the best of the rest: victory points in bins of 1, or the shares of the
     * enemy out in percentage points, in bins of 10 centred on the tens (a draw's 0 has a bin of its own).
     */
    private static Histogram margin(Muster muster, List<GameResult> counted) {
        String first = muster.sides().isEmpty() ? "the first side" : muster.sides().get(0).name();
        boolean vp = muster.scoring() != Scoring.CASUALTIES;
        double[] values = new double[counted.size()];
        for (int g = 0; g < counted.size(); g++) {
            List<Double> s = counted.get(g).scores();
            double best = Double.NEGATIVE_INFINITY;
            for (int i = 1; i < s.size(); i++) best = Math.max(best, s.get(i));
            double m = s.isEmpty() ? 0 : s.get(0) - (s.size() > 1 ? best : 0);
            values[g] = vp ? m : Math.round(m * 1000) / 10.0;
        }
        String measure = vp ? "victory points of " + first + " over the others"
                : "percentage points of the enemy put out, " + first + " over the best of the others";
        return vp ? bins(measure, values, 1, 0) : bins(measure, values, 10, 5, -100, 100);
    }

    private static Histogram length(List<GameResult> counted) {
        double[] values = new double[counted.size()];
        for (int g = 0; g < counted.size(); g++) values[g] = counted.get(g).rounds();
        return bins("rounds", values, 1, 0);
    }

    /** Bins of {@code width}, the first starting {@code offset} below the lowest value's multiple, up to the highest. */
    private static Histogram bins(String measure, double[] values, double width, double offset) {
        if (values.length == 0) return new Histogram(measure, List.of(), 0);
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return bins(measure, values, width, offset, lo, hi);
    }

    private static Histogram bins(String measure, double[] values, double width, double offset, double lo, double hi) {
        if (values.length == 0) return new Histogram(measure, List.of(), 0);
        double start = Math.floor((lo + offset) / width) * width - offset;
        int count = (int) Math.floor((hi + offset) / width) - (int) Math.floor((lo + offset) / width) + 1;
        int[] counts = new int[count];
        double sum = 0;
        for (double v : values) {
            int b = (int) Math.floor((v - start) / width);
            counts[Math.max(0, Math.min(count - 1, b))]++;
            sum += v;
        }
        List<Histogram.Bin> bins = new ArrayList<>(count);
        for (int b = 0; b < count; b++) bins.add(new Histogram.Bin(start + b * width, start + (b + 1) * width, counts[b]));
        return new Histogram(measure, bins, sum / values.length);
    }
}
