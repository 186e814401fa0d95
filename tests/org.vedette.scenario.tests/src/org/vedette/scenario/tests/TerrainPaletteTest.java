package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.tables.TableProblem;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.scenario.TerrainPalette;
import org.vedette.scenario.TerrainPaletteReader;

/**
 * The terrain palette as data (TABLES.md "The terrain palette", from OSOTH
 * ch. II "Figures, Terrain, Troop Types, and Equipment" and One Hour's
 * "Units are affected by terrain"): the bundle's document reads back as the
 * rows TABLES.md gives, the generator draws every piece from the palette it
 * is given, a workspace's override changes only what it names, and a wrong
 * override is refused with its line while the book's palette stays as it was.
 */
class TerrainPaletteTest {
    private final ScenarioGenerator generator = Tabletop.service(ScenarioGenerator.class);
    /** TABLES.md's rows: kind, cover, going, weight, least, most. */
    static final List<TerrainPalette.Piece> TABLES_MD = List.of(
            new TerrainPalette.Piece("village", TerrainKind.TOWN, CoverClass.HARD, Going.OPEN, 2, 6, 10),
            new TerrainPalette.Piece("woods", TerrainKind.WOODS, CoverClass.SOFT, Going.BAD, 3, 6, 12),
            new TerrainPalette.Piece("hill", TerrainKind.HILL, CoverClass.NONE, Going.OPEN, 3, 8, 14),
            new TerrainPalette.Piece("field", TerrainKind.FIELD, CoverClass.NONE, Going.OPEN, 1, 6, 10),
            new TerrainPalette.Piece("wall", TerrainKind.WALL, CoverClass.HARD, Going.OPEN, 2, 4, 10));
    static final Set<TerrainKind> LAID = Set.of(TerrainKind.ROAD, TerrainKind.RIVER, TerrainKind.FORD);

    private static Ruleset oneHour() throws InterruptedException {
        return ScenarioGenerationTest.rulesets().get("onehour");
    }

    @Test
    void figuresTerrainTheBooksPaletteReadsBackAsTablesMdAndIsWhatTheGeneratorDrawsFrom() throws Exception {
        assertEquals(TABLES_MD, TerrainPaletteReader.book().pieces());
        assertEquals(TerrainPaletteReader.book(), generator.palette(null), "no override: the book's");
        Ruleset rules = oneHour();
        int drawn = 0;
        for (long seed = 0; seed < 200; seed++) {
            ScenarioSpec spec = new ScenarioSpec("onehour", seed, 72, 48, 2, 1.0, ScenarioSpec.SKIRMISH);
            Scenario s = generator.generate(rules, spec);
            assertEquals(ScenarioFiles.toJson(s), ScenarioFiles.toJson(generator.generate(rules, spec, Map.of(),
                    TerrainPaletteReader.book())), "seed " + seed + ": the default is the book's palette");
            for (TerrainFeature f : s.table().terrain()) {
                if (LAID.contains(f.kind())) continue;
                TerrainPalette.Piece piece = TABLES_MD.stream().filter(p -> p.kind() == f.kind()).findFirst()
                        .orElseThrow(() -> new AssertionError("seed " + s.id() + ": " + f.kind() + " is not in the palette"));
                assertEquals(piece.cover(), f.cover(), f.id());
                assertEquals(piece.going(), f.going(), f.id());
                double side = side(f);
                // Corners are laid to the half inch (the generator rounds each end).
                assertTrue(side >= piece.least() - 0.5 && side <= piece.most() + 0.5, f.id() + ": " + side);
                drawn++;
            }
        }
        assertTrue(drawn > 1000, "pieces drawn: " + drawn);
    }

    @Test
    void aWorkspacesOverrideChangesOnlyWhatItNamesAndTheGeneratorUsesIt() throws Exception {
        String onlyWalls = """
                { "format": "vedette.terrain-palette", "version": 1,
                  "pieces": { "village": { "weight": 0 }, "woods": { "weight": 0 }, "hill": { "weight": 0 },
                              "field": { "weight": 0 }, "wall": { "least": 8 } } }
                """;
        TerrainPalette walls = generator.palette(onlyWalls);
        for (int i = 0; i < TABLES_MD.size(); i++) {
            TerrainPalette.Piece book = TABLES_MD.get(i);
            TerrainPalette.Piece read = walls.pieces().get(i);
            assertEquals(book.kind(), read.kind());
            assertEquals(book.cover(), read.cover());
            assertEquals(book.most(), read.most());
            assertEquals(book.kind() == TerrainKind.WALL ? 2 : 0, read.weight(), book.id());
            assertEquals(book.kind() == TerrainKind.WALL ? 8 : book.least(), read.least(), book.id());
        }
        Ruleset rules = oneHour();
        ScenarioSpec spec = new ScenarioSpec("onehour", 42, 72, 48, 2, 1.0, ScenarioSpec.SKIRMISH);
        Scenario s = generator.generate(rules, spec, Map.of(), walls);
        List<TerrainFeature> pieces = s.table().terrain().stream().filter(f -> !LAID.contains(f.kind())).toList();
        assertTrue(!pieces.isEmpty());
        for (TerrainFeature f : pieces) {
            assertEquals(TerrainKind.WALL, f.kind(), f.id());
            assertTrue(side(f) >= 8 - 0.5, f.id() + " at least 8 inches (to the half inch): " + side(f));
        }
        assertNotEquals(ScenarioFiles.toJson(generator.generate(rules, spec)), ScenarioFiles.toJson(s));
    }

    @Test
    void aMalformedOverrideIsRefusedWithItsLineAndTheBooksPaletteIsKept() {
        String wrong = """
                { "format": "vedette.terrain-palette", "version": 1,
                  "pieces": {
                    "woods": { "wieght": 4 },
                    "road": { "kind": "road", "cover": "none", "going": "open", "weight": 1, "least": 4, "most": 2 }
                  } }
                """;
        TablesException e = assertThrows(TablesException.class, () -> generator.palette(wrong));
        List<String> problems = e.problems().stream().map(p -> p.line() + ": " + p.message()).toList();
        assertTrue(e.problems().stream().anyMatch(p -> p.line() == 3 && p.message().contains("wieght")), problems.toString());
        assertTrue(e.problems().stream().anyMatch(p -> p.line() == 4 && p.message().contains("'road' is not one of")),
                problems.toString());
        assertTrue(e.problems().stream().anyMatch(p -> p.line() == 4 && p.message().contains("less than least")),
                problems.toString());
        TablesException json = assertThrows(TablesException.class, () -> generator.palette("{ \"pieces\": {\n  \"woods\": }"));
        TableProblem first = json.problems().get(0);
        assertEquals(2, first.line(), first.message());
        assertEquals(TABLES_MD, TerrainPaletteReader.book().pieces(), "the book's palette is as it was");
    }

    /** A piece's largest side as drawn: a line's length, an area's bounding box's wider side. */
    private static double side(TerrainFeature f) {
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Position p : f.outline()) {
            minX = Math.min(minX, p.x());
            maxX = Math.max(maxX, p.x());
            minY = Math.min(minY, p.y());
            maxY = Math.max(maxY, p.y());
        }
        return Math.max(maxX - minX, maxY - minY);
    }
}
