package org.vedette.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.table.MoveMeasure;
import org.vedette.table.Sight;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * Line-of-sight queries per second on one thread, on a 6 × 4 ft table
 * (72" × 48") with 50 terrain features — woods, buildings, hill contours,
 * villages, hedges, walls, a road and a stream, placed at random from a fixed
 * seed — and 60 figures on 1" bases standing in the open. Each operation asks
 * about the next of 4,096 random pairs of figures, so most lines cross
 * several features and pass near other figures, and many are blocked (then
 * the sides of the target's base are tried too).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TableBenchmark {
    private static final int PAIRS = 4096;

    /** The ruleset whose sight rules apply: The Other Side of the Hill's, or One Hour's (front edge, into not through). */
    @Param({ "osoth" })
    public String ruleset;

    private TableGeometry geometry;
    private Stands stands;
    private Stand[] from;
    private Stand[] to;
    private List<List<Position>> paths;
    private int next;

    @Setup
    public void setUp() {
        Random random = new Random(1812);
        Table table = new Table(72, 48, null, terrain(random));
        geometry = TableGeometry.of(table, TableRules.forRuleset(ruleset));
        List<Actor> actors = new ArrayList<>();
        while (actors.size() < 60) {
            Position p = new Position(1 + random.nextDouble() * 70, 1 + random.nextDouble() * 46,
                    random.nextDouble() * 360);
            Actor a = new Actor("f" + actors.size(), null, actors.size() % 2 == 0 ? "british" : "french", null, null,
                    false, List.of(), Map.of(), null, null, p);
            if (geometry.stand(a).standsIn().stream().noneMatch(f -> f.kind() == TerrainKind.BUILDING)) actors.add(a);
        }
        stands = geometry.stands(actors);
        List<Stand> all = stands.all();
        from = new Stand[PAIRS];
        to = new Stand[PAIRS];
        paths = new ArrayList<>();
        for (int i = 0; i < PAIRS; i++) {
            int a = random.nextInt(all.size());
            int b = random.nextInt(all.size() - 1);
            from[i] = all.get(a);
            to[i] = all.get(b >= a ? b + 1 : b);
            if (i < 256) paths.add(List.of(from[i].position(), to[i].position()));
        }
    }

    private static List<TerrainFeature> terrain(Random random) {
        TerrainKind[] kinds = { TerrainKind.WOODS, TerrainKind.WOODS, TerrainKind.BUILDING, TerrainKind.BUILDING,
                TerrainKind.HILL, TerrainKind.TOWN, TerrainKind.FIELD, TerrainKind.ROUGH, TerrainKind.HEDGE,
                TerrainKind.WALL };
        List<TerrainFeature> out = new ArrayList<>();
        for (int i = 0; i < 48; i++) {
            TerrainKind kind = kinds[i % kinds.length];
            double cx = random.nextDouble() * 72;
            double cy = random.nextDouble() * 48;
            List<Position> outline = new ArrayList<>();
            if (kind == TerrainKind.HEDGE || kind == TerrainKind.WALL) {
                double angle = random.nextDouble() * Math.PI;
                double half = 2 + random.nextDouble() * 4;
                outline.add(Position.at(cx - half * Math.cos(angle), cy - half * Math.sin(angle)));
                outline.add(Position.at(cx + half * Math.cos(angle), cy + half * Math.sin(angle)));
                out.add(new TerrainFeature("t" + i, kind, null, outline, kind == TerrainKind.WALL ? CoverClass.HARD
                        : CoverClass.SOFT, Going.OPEN, TerrainFeature.Shape.LINE, 0, 0));
                continue;
            }
            // An irregular outline of 6 to 10 points, 2" to 6" from its centre.
            int points = 6 + random.nextInt(5);
            double size = kind == TerrainKind.BUILDING ? 1.5 : 3 + random.nextDouble() * 3;
            for (int k = 0; k < points; k++) {
                double angle = 2 * Math.PI * k / points;
                double r = size * (0.7 + 0.3 * random.nextDouble());
                outline.add(Position.at(cx + r * Math.cos(angle), cy + r * Math.sin(angle)));
            }
            CoverClass cover = kind == TerrainKind.WOODS ? CoverClass.SOFT
                    : kind == TerrainKind.BUILDING || kind == TerrainKind.TOWN ? CoverClass.HARD : CoverClass.NONE;
            out.add(new TerrainFeature("t" + i, kind, null, outline, cover, Going.BAD, TerrainFeature.Shape.AREA, 0,
                    kind == TerrainKind.HILL ? 1 : 0));
        }
        out.add(new TerrainFeature("road", TerrainKind.ROAD, null,
                List.of(Position.at(0, 20), Position.at(30, 24), Position.at(72, 30)), CoverClass.NONE, Going.OPEN,
                TerrainFeature.Shape.LINE, 1, 0));
        out.add(new TerrainFeature("stream", TerrainKind.STREAM, null,
                List.of(Position.at(40, 0), Position.at(44, 20), Position.at(38, 48)), CoverClass.NONE, Going.BAD,
                TerrainFeature.Shape.LINE, 0.5, 0));
        return out;
    }

    /** Whether one figure can see another: the line-of-sight query. */
    @Benchmark
    public boolean lineOfSight() {
        int i = next++ & (PAIRS - 1);
        return stands.canSee(from[i], to[i]);
    }

    /** The full sight: all three lines, the cover and the reasons (the words the referee reads). */
    @Benchmark
    public Sight sightWithCover() {
        int i = next++ & (PAIRS - 1);
        return stands.sight(from[i], to[i]);
    }

    /** Distance between the bases of two figures, nearest edge to nearest edge. */
    @Benchmark
    public double distance() {
        int i = next++ & (PAIRS - 1);
        return geometry.distance(from[i], to[i]);
    }

    /** A straight move from one figure's place to another's, priced by the going, with the bases it passes. */
    @Benchmark
    public MoveMeasure measureMove() {
        int i = next++ & 255;
        return stands.measureMove(from[i], paths.get(i));
    }
}
