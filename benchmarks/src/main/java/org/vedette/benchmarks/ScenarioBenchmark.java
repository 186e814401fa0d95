package org.vedette.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableHalf;
import org.vedette.scenario.TableSituation;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ScenarioFiles;
import org.vedette.rules.sharpe.internal.SharpeRuleset;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.scenario.internal.Generator;
import org.vedette.scenario.internal.Scenarios;

/**
 * An OSOTH event with its placement (issue #14's target: under 100 µs): a
 * draw on the event tables and its placement around the player force on a
 * 6' × 4' table with a river and its ford, a village, two woods and a marsh,
 * three player units of 12 and two enemy units — the table a game of the
 * book's size has after a few events. The dice run on from one seed, so
 * every direction, distance and kind of event is met, off-table and
 * behind-the-lines cases included. The generator is the DS component class,
 * built directly as DS would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ScenarioBenchmark {
    private final Generator generator = new Generator();
    private EventTables tables;
    private TableSituation situation;
    private Dice dice;
    /** Events drawn on the current dice: a Dice keeps every roll, so a fresh one is taken now and then. */
    private int drawn;

    @Setup
    public void setUp() {
        tables = EventTableReader.book();
        List<TerrainFeature> terrain = List.of(
                new TerrainFeature("tajo", TerrainKind.RIVER, "the Tajo",
                        List.of(Position.at(0, 30), Position.at(36, 33), Position.at(72, 29)), CoverClass.NONE,
                        Going.OPEN, TerrainFeature.Shape.LINE, 3, 0),
                area("ford", TerrainKind.FORD, Going.OPEN, 30, 26, 38, 38),
                area("fuentes", TerrainKind.TOWN, Going.OPEN, 50, 38, 58, 45),
                area("wood-1", TerrainKind.WOODS, Going.BAD, 8, 14, 18, 22),
                area("wood-2", TerrainKind.WOODS, Going.BAD, 56, 10, 66, 18),
                area("marsh", TerrainKind.MARSH, Going.IMPASSABLE, 20, 36, 28, 44));
        Table table = new Table(72, 48, Edge.SOUTH, terrain);
        List<List<Position>> units = new ArrayList<>();
        List<Position> players = new ArrayList<>();
        for (int u = 0; u < 3; u++) {
            List<Position> unit = block(24 + 8 * u, 8, 12, 0.0);
            units.add(unit);
            players.addAll(unit);
        }
        units.add(block(40, 24, 10, 180.0));
        units.add(block(12, 40, 8, 180.0));
        situation = new TableSituation(table, players, units);
        dice = new Dice(new SeededDice(14));
    }

    private static TerrainFeature area(String id, TerrainKind kind, Going going, double x0, double y0, double x1,
            double y1) {
        return new TerrainFeature(id, kind, id, List.of(Position.at(x0, y0), Position.at(x1, y0), Position.at(x1, y1),
                Position.at(x0, y1)), CoverClass.NONE, going);
    }

    private static List<Position> block(double x, double y, int n, Double facing) {
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new Position(x + i % 6, y + i / 6, facing));
        return out;
    }

    /** An event drawn and placed: what one press of Initiative/Event that gives an event costs. */
    @Benchmark
    public Placement eventWithPlacement() {
        if (++drawn % 1_000 == 0) dice = new Dice(new SeededDice(drawn));
        Encounter e = generator.draw(tables, dice, TableHalf.NEAR, Set.of());
        return generator.place(tables, e, situation);
    }

    private final Scenarios scenarios = new Scenarios();
    private final Ruleset sharpe = new SharpeRuleset();
    private long seed;

    /**
     * A whole scenario (issue #14's target: under 20 ms): a 72" × 48" table at
     * terrain density 0.5, three units a side, Sharpe's Skirmish (a
     * figure-level ruleset, so every figure is made, balanced and deployed),
     * a new seed each time — and written as the file's JSON, as
     * {@code vedette generate scenario} does.
     */
    @Benchmark
    public String wholeScenario() {
        Scenario s = scenarios.generate(sharpe, new ScenarioSpec("sharpe", seed++, 72, 48, 3, 0.5, ScenarioSpec.SKIRMISH));
        return ScenarioFiles.toJson(s);
    }

    /** The draw alone, for comparison. */
    @Benchmark
    public Encounter eventDrawOnly() {
        if (++drawn % 1_000 == 0) dice = new Dice(new SeededDice(drawn));
        return generator.draw(tables, dice, TableHalf.FAR, Set.of());
    }
}
