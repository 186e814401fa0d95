package org.vedette.table.tests;

import org.vedette.table.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.vedette.core.game.Actor;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/**
 * {@link Stands#canSee} takes short cuts for speed (figures before terrain,
 * stopping at the first line that decides, crossings counted instead of
 * points located: docs/PERFORMANCE.md, "The table's geometry"). Its answer
 * must be the one {@link Stands#sight} gives by tracing every line in full,
 * under each ruleset's sight rules — The Other Side of the Hill's "Firing",
 * Sharpe's §7 (by OSOTH's, RULINGS.md T3), One Hour's "Adjudge Field of
 * Fire", the risk-factor rules' "Shooting" — on random tables made to hold
 * the awkward cases: figures inside woods and on hills, outlines on a
 * quarter-inch grid with figures on a half-inch one (lines through vertices
 * and along edges), rectangles and irregular outlines, hedges and walls.
 */
class CanSeeOracleTest {

    @ParameterizedTest
    @ValueSource(strings = { "osoth", "sharpe", "ohfa", "onehour", "riskfactor" })
    void canSeeIsTheFullSightsAnswerOnRandomTables(String ruleset) {
        Random random = new Random(20261125L + ruleset.hashCode());
        int asked = 0;
        int seen = 0;
        for (int table = 0; table < 40; table++) {
            TableGeometry g = TableGeometry.of(new Table(72, 48, null, terrain(random)), TableRules.forRuleset(ruleset));
            Stands stands = g.stands(figures(random, ruleset, 30 + random.nextInt(40)));
            List<Stand> all = stands.all();
            for (int q = 0; q < 200; q++) {
                Stand from = all.get(random.nextInt(all.size()));
                Stand to = all.get(random.nextInt(all.size()));
                if (from == to) continue;
                Sight full = stands.sight(from, to);
                assertEquals(full.visible(), stands.canSee(from, to),
                        ruleset + ", table " + table + ": " + from + " to " + to + " " + full.reasons());
                asked++;
                if (full.visible()) seen++;
            }
        }
        // Both answers must be common, or the comparison proves little.
        assertTrue(seen > asked / 20 && seen < asked - asked / 20, seen + " of " + asked + " seen");
    }

    /**
     * The lines a state's stands traced are carried to the next state's where one or two figures moved, for the
     * pairs no moved base comes near (Placement): each carried answer must be the one a fresh trace gives.
     */
    @ParameterizedTest
    @ValueSource(strings = { "osoth", "sharpe", "ohfa", "onehour", "riskfactor" })
    void aLineCarriedPastAMoveIsTheLineTracedAfreshOnRandomTables(String ruleset) {
        Random random = new Random(20261128L + ruleset.hashCode());
        int compared = 0;
        for (int table = 0; table < 30; table++) {
            TableGeometry g = TableGeometry.of(new Table(72, 48, null, terrain(random)), TableRules.forRuleset(ruleset));
            List<Actor> figures = figures(random, ruleset, 20 + random.nextInt(30));
            Stands before = g.stands(figures);
            List<Stand> was = before.all();
            // Every line asked before the move, as the AI and the law ask them.
            for (Stand from : was) {
                for (Stand to : was) {
                    if (from == to) continue;
                    before.canSee(from, to);
                    before.sight(from, to);
                }
            }
            List<Actor> moved = new ArrayList<>(figures);
            for (int m = 0, count = 1 + random.nextInt(2); m < count; m++) {
                int k = random.nextInt(moved.size());
                Actor a = moved.get(k);
                Position p = a.position();
                moved.set(k, a.withPosition(new Position(Math.max(1, Math.min(71, p.x() + random.nextDouble() * 12 - 6)),
                        Math.max(1, Math.min(47, p.y() + random.nextDouble() * 12 - 6)), p.facing())));
            }
            Stands carried = g.stands(moved, before);
            Stands fresh = g.stands(moved);
            List<Stand> now = carried.all();
            List<Stand> anew = fresh.all();
            for (int i = 0; i < now.size(); i++) {
                for (int j = 0; j < now.size(); j++) {
                    if (i == j) continue;
                    Sight expected = fresh.sight(anew.get(i), anew.get(j));
                    assertEquals(fresh.canSee(anew.get(i), anew.get(j)), carried.canSee(now.get(i), now.get(j)),
                            ruleset + ", table " + table + ": " + now.get(i) + " to " + now.get(j));
                    Sight got = carried.sight(now.get(i), now.get(j));
                    assertEquals(expected.visible(), got.visible(), ruleset + ", table " + table);
                    assertEquals(expected.cover(), got.cover(), ruleset + ", table " + table);
                    assertEquals(expected.reasons(), got.reasons(), ruleset + ", table " + table);
                    compared++;
                }
            }
        }
        assertTrue(compared > 10_000, compared + " lines compared");
    }

    private static List<TerrainFeature> terrain(Random random) {
        TerrainKind[] kinds = { TerrainKind.WOODS, TerrainKind.WOODS, TerrainKind.BUILDING, TerrainKind.HILL,
                TerrainKind.TOWN, TerrainKind.FIELD, TerrainKind.HEDGE, TerrainKind.WALL };
        List<TerrainFeature> out = new ArrayList<>();
        int count = 10 + random.nextInt(45);
        for (int i = 0; i < count; i++) {
            TerrainKind kind = kinds[random.nextInt(kinds.length)];
            double cx = grid(random.nextDouble() * 72, 4);
            double cy = grid(random.nextDouble() * 48, 4);
            List<Position> outline = new ArrayList<>();
            if (kind == TerrainKind.HEDGE || kind == TerrainKind.WALL) {
                int points = 2 + random.nextInt(3);
                for (int k = 0; k < points; k++) {
                    outline.add(Position.at(grid(cx + random.nextDouble() * 12 - 6, 4),
                            grid(cy + random.nextDouble() * 12 - 6, 4)));
                }
                out.add(new TerrainFeature("t" + i, kind, null, outline,
                        kind == TerrainKind.WALL ? CoverClass.HARD : CoverClass.SOFT, Going.OPEN,
                        TerrainFeature.Shape.LINE, 0, 0));
                continue;
            }
            if (random.nextBoolean()) {
                double w = grid(1 + random.nextDouble() * 8, 2);
                double d = grid(1 + random.nextDouble() * 8, 2);
                outline.addAll(List.of(Position.at(cx, cy), Position.at(cx + w, cy), Position.at(cx + w, cy + d),
                        Position.at(cx, cy + d)));
            } else {
                int points = 3 + random.nextInt(9);
                double size = 1 + random.nextDouble() * 6;
                for (int k = 0; k < points; k++) {
                    double angle = 2 * Math.PI * k / points;
                    double r = size * (0.4 + 0.6 * random.nextDouble());
                    outline.add(Position.at(grid(cx + r * Math.cos(angle), 4), grid(cy + r * Math.sin(angle), 4)));
                }
            }
            CoverClass cover = kind == TerrainKind.WOODS ? CoverClass.SOFT
                    : kind == TerrainKind.BUILDING || kind == TerrainKind.TOWN ? CoverClass.HARD : CoverClass.NONE;
            out.add(new TerrainFeature("t" + i, kind, null, outline, cover, Going.BAD, TerrainFeature.Shape.AREA, 0,
                    kind == TerrainKind.HILL ? 1 + random.nextInt(2) : 0));
        }
        return out;
    }

    private static List<Actor> figures(Random random, String ruleset, int count) {
        String[] types = { "infantry", "skirmishers", "light cavalry", "artillery" };
        List<Actor> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            double x = random.nextDouble() * 72;
            double y = random.nextDouble() * 48;
            if (i % 3 == 0) {
                // On the half-inch grid, where lines run through the outlines' vertices and along their edges.
                x = grid(x, 2);
                y = grid(y, 2);
            }
            double facing = i % 4 == 0 ? 90 * random.nextInt(4) : random.nextDouble() * 360;
            String side = i % 2 == 0 ? "british" : "french";
            Map<String, Object> profile = ruleset.equals("onehour") ? Map.of("type", types[random.nextInt(types.length)])
                    : Map.of();
            out.add(new Actor("f" + i, "f" + i, side, null, null, i % 7 == 0, List.of(), profile, null, null,
                    new Position(x, y, facing)));
        }
        return out;
    }

    private static double grid(double v, int perInch) {
        return Math.rint(v * perInch) / perInch;
    }
}
