package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.ai.NpcAi;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSimulator;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.GameResult;
import org.vedette.balance.Muster;
import org.vedette.balance.SweepTable;
import org.vedette.balance.Sweep;
import org.vedette.balance.WilsonInterval;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.rules.Ruleset;
import org.vedette.table.victory.VictoryJudge;

/**
 * The balance simulator: games played in batches of {@link BalanceSpec#BATCH}
 * on a plain fixed thread pool (on the caller's thread when one is asked), each
 * worker taking the next game's index, each game's result put in its index's
 * place — so the merge is in index order whatever thread finished first, and
 * the early stop for a target width is decided at the same batch boundary on
 * any number of threads. The pool lives for one run.
 */
@Component(service = BalanceSimulator.class)
public final class Simulator implements BalanceSimulator {
    @Reference
    private NpcAi ai;

    /** For Declarative Services, which sets the AI. */
    public Simulator() {
    }

    /** With this AI: for tests and benchmarks, outside a framework. */
    public Simulator(NpcAi ai) {
        this.ai = Objects.requireNonNull(ai, "ai");
    }

    @Override
    public Muster muster(Scenario scenario, Ruleset rules, BalanceSpec spec) {
        return prepare(scenario, rules, spec).muster;
    }

    @Override
    public GameResult play(Scenario scenario, Ruleset rules, BalanceSpec spec, int index) {
        Field f = prepare(scenario, rules, spec);
        return OneGame.play(ai, rules, f.start, f.muster, spec.maxSteps(), spec.seed(), index, f.judge);
    }

    @Override
    public BalanceReport run(Scenario scenario, Ruleset rules, BalanceSpec spec, BalanceMonitor monitor) {
        Field f = prepare(scenario, rules, spec);
        BalanceMonitor m = monitor == null ? BalanceMonitor.NONE : monitor;
        List<GameResult> results = new ArrayList<>();
        boolean cancelled = false;
        ExecutorService pool = spec.threads() > 1 ? Executors.newFixedThreadPool(spec.threads(), r -> {
            Thread t = new Thread(r, "vedette-balance");
            t.setDaemon(true);
            return t;
        }) : null;
        try {
            for (int begin = 0; begin < spec.games() && !cancelled; begin += BalanceSpec.BATCH) {
                int end = Math.min(spec.games(), begin + BalanceSpec.BATCH);
                GameResult[] batch = batch(f, rules, spec, m, pool, begin, end);
                for (GameResult r : batch) if (r != null) results.add(r);
                cancelled = results.size() < end;
                m.played(results.size(), spec.games());
                if (!cancelled && spec.untilWidth() > 0 && narrow(f.muster, results, spec.untilWidth())) break;
            }
        } finally {
            if (pool != null) pool.shutdownNow();
        }
        return BalanceReport.of(f.muster, spec, results, cancelled);
    }

    @Override
    public SweepTable sweep(Scenario scenario, Ruleset rules, BalanceSpec spec, Sweep sweep, BalanceMonitor monitor) {
        BalanceMonitor m = monitor == null ? BalanceMonitor.NONE : monitor;
        // Every variant is made first, so a wrong value is told before any game is played.
        List<Scenario> variants = new ArrayList<>();
        List<BalanceSpec> specs = new ArrayList<>();
        for (String v : sweep.values()) {
            Scenario s = Variants.of(scenario, rules, sweep, v);
            BalanceSpec sp = spec.withTurns(Variants.turns(sweep, v, spec.turns()));
            prepare(s, rules, sp);
            variants.add(s);
            specs.add(sp);
        }
        List<SweepTable.Row> rows = new ArrayList<>();
        int all = spec.games() * variants.size();
        for (int i = 0; i < variants.size(); i++) {
            int done = i * spec.games();
            BalanceReport r = run(variants.get(i), rules, specs.get(i), new BalanceMonitor() {
                @Override
                public boolean cancelled() {
                    return m.cancelled();
                }

                @Override
                public void played(int games, int of) {
                    m.played(done + games, all);
                }
            });
            rows.add(new SweepTable.Row(sweep.values().get(i), r));
            if (r.cancelled()) return new SweepTable(sweep, rows, true);
        }
        return new SweepTable(sweep, rows, false);
    }

    private GameResult[] batch(Field f, Ruleset rules, BalanceSpec spec, BalanceMonitor m, ExecutorService pool,
            int begin, int end) {
        GameResult[] out = new GameResult[end - begin];
        AtomicInteger next = new AtomicInteger(begin);
        Runnable worker = () -> {
            // Each thread's own AI and ruleset: what one carries from a state of its game to the next is not thrown away
            // by the other thread's game (the same suggestions either way).
            NpcAi own = pool == null ? ai : ai.another();
            Ruleset book = pool == null ? rules : rules.another();
            int i;
            while (!m.cancelled() && (i = next.getAndIncrement()) < end) {
                out[i - begin] = OneGame.play(own, book, f.start, f.muster, spec.maxSteps(), spec.seed(), i,
                        f.judge);
            }
        };
        if (pool == null) {
            worker.run();
            return out;
        }
        List<Future<?>> running = new ArrayList<>();
        for (int t = 0; t < spec.threads(); t++) running.add(pool.submit(worker));
        try {
            for (Future<?> r : running) r.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            for (Future<?> r : running) r.cancel(true);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        }
        // A game a cancelled run left unplayed stays null: what was played is what the report holds.
        return out;
    }

    /** Whether every side's win-rate interval is at most {@code width} either side, over the games so far. */
    private static boolean narrow(Muster muster, List<GameResult> results, double width) {
        int n = 0;
        int[] wins = new int[muster.sides().size()];
        for (GameResult r : results) {
            if (!r.end().counts()) continue;
            n++;
            if (r.winner() != null) wins[muster.sideIndex(r.winner())]++;
        }
        if (n == 0) return false;
        for (int w : wins) if (WilsonInterval.of(w, n).halfWidth() > width) return false;
        return true;
    }

    /** A scenario made ready: its start state, its muster and the judge of its victory conditions (or null). */
    private record Field(GameState start, Muster muster, VictoryJudge judge) {
    }

    private static Field prepare(Scenario scenario, Ruleset rules, BalanceSpec spec) {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(spec, "spec");
        String where = scenario.id() + ": ";
        if (!rules.info().id().equals(scenario.ruleset())) {
            throw new IllegalArgumentException(where + "the scenario is for '" + scenario.ruleset() + "', not '"
                    + rules.info().id() + "'");
        }
        if (scenario.sides().size() < 2) {
            throw new IllegalArgumentException(where + "a balance needs two sides or more; the scenario has "
                    + scenario.sides().size());
        }
        int turns = spec.turns() > 0 ? spec.turns() : scenario.turns() > 0 ? scenario.turns()
                : BalanceSpec.OPEN_ENDED_TURNS;
        GameState start;
        try {
            // The limit the games end by is the game's own (GameState.ended), as a game at the table ends.
            start = GameState.of(scenario, rules).withLastTurn(turns);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(where + "its forces cannot be set up: " + e.getMessage(), e);
        }
        List<Muster.Side> sides = new ArrayList<>();
        for (Side s : start.sides()) {
            boolean any = start.actors().values().stream().anyMatch(a -> a.side().equals(s.id()));
            if (!any) throw new IllegalArgumentException(where + "side '" + s.id() + "' has nobody in it");
            sides.add(new Muster.Side(s.id(), s.name()));
        }
        List<Muster.Actor> actors = new ArrayList<>();
        for (Actor a : start.actors().values()) actors.add(new Muster.Actor(a.id(), a.name(), a.side()));
        try {
            Game.begin(rules, start, new SeededDice(BalanceSpec.gameSeed(spec.seed(), 0)), false);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(where + "the game cannot begin: " + e.getMessage(), e);
        }
        List<Muster.Condition> conditions = new ArrayList<>();
        for (VictoryCondition c : scenario.victoryConditions()) {
            conditions.add(new Muster.Condition(c.id(), c.side(), c.text(), c.decisive(), c.points()));
        }
        VictoryJudge judge = scenario.victoryConditions().isEmpty() ? null : VictoryJudge.of(scenario);
        return new Field(start, new Muster(scenario.id(), scenario.title(), scenario.ruleset(), Judge.scoring(scenario, rules, start),
                turns, sides, actors, conditions), judge);
    }
}
