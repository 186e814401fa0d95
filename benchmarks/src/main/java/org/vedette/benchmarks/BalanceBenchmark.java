package org.vedette.benchmarks;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.GameResult;
import org.vedette.balance.internal.Simulator;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;
import org.vedette.rules.ohfa.internal.OhfaRuleset;
import org.vedette.rules.onehour.internal.OneHourRuleset;
import org.vedette.rules.osoth.internal.OsothRuleset;
import org.vedette.rules.riskfactor.internal.RiskFactorRuleset;
import org.vedette.rules.sharpe.internal.SharpeRuleset;

/**
 * Whole games of each example scenario as the balance simulator plays them:
 * the NPC AI on every side, nothing explained, the game's dice seeded from
 * the run's seed and the game's index (a new index each call, so every game
 * is another). One operation is one whole game, begun, played to its end and
 * judged; on one thread.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BalanceBenchmark {
    @Param({ "bridge-at-almaraz.json", "the-mill-at-sorauren.json", "the-monastery-door.json",
            "ohfa-ambush-at-the-ford.json", "osoth-the-spy-in-the-village.json", "osoth-the-marquise-of-alorna.json" })
    public String scenario;

    private final Simulator simulator = new Simulator(AiBenchmark.npc());
    private Scenario field;
    private Ruleset rules;
    private BalanceSpec spec;
    private int index;

    @Setup
    public void setUp() {
        RulesetCatalog catalog = RulesetCatalog.of(new OneHourRuleset(), new RiskFactorRuleset(), new SharpeRuleset(),
                new OhfaRuleset(), new OsothRuleset());
        field = ScenarioFiles.read(Path.of("examples/scenarios", scenario), catalog).value();
        if (field == null) throw new IllegalStateException("run from the top of the checkout: examples/scenarios/" + scenario);
        rules = catalog.find(field.ruleset()).orElseThrow();
        spec = BalanceSpec.of(1, 1812);
    }

    Simulator simulator() {
        return simulator;
    }

    Scenario field() {
        return field;
    }

    Ruleset rules() {
        return rules;
    }

    @Benchmark
    public GameResult wholeGame() {
        return simulator.play(field, rules, spec, index++);
    }
}
