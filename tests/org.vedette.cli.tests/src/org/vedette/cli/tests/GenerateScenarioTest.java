package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vedette generate scenario}: a file for each ruleset that {@code vedette validate} passes, the same from the same seed. */
class GenerateScenarioTest {
    @TempDir
    Path dir;

    @Test
    void everyRulesetGetsAScenarioThatValidatesAndTheSameSeedGivesTheSameFile() throws IOException {
        for (String r : new String[] {"onehour", "ohfa", "sharpe", "riskfactor", "osoth"}) {
            Path a = dir.resolve(r + "-a.json");
            Path b = dir.resolve(r + "-b.json");
            Cli.Run made = Cli.run("generate", "scenario", "--ruleset", r, "--seed", "42", "--table", "60x48", "--size",
                    "4", "--terrain-density", "0.8", "--mission", "scouting", "-o", a.toString());
            assertEquals(0, made.code(), made::toString);
            assertTrue(made.out().contains("4 units a side (repeat with --seed 42)"), made::toString);
            assertEquals(0, Cli.run("generate", "scenario", "--ruleset", r, "--seed", "42", "--table", "60x48", "--size",
                    "4", "--terrain-density", "0.8", "--mission", "scouting", "-o", b.toString()).code());
            assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b), r);
            Cli.Run v = Cli.run("validate", a.toString());
            assertEquals(0, v.code(), v::toString);
        }
    }

    /**
     * The terrain palette (scenario bundle's TABLES.md): the workspace's
     * {@code tables/terrain-palette.json} — beside scenarios/, as for a
     * scenario's rosters — is what the terrain is drawn from; a wrong one is
     * reported with its file and line and the book's palette is kept.
     */
    @Test
    void theWorkspacesTerrainPaletteIsUsedAndAWrongOneIsReportedWithTheBooksKept() throws IOException {
        Path workspace = dir.resolve("workspace");
        Files.createDirectories(workspace.resolve("scenarios"));
        Files.createDirectories(workspace.resolve("tables"));
        Path book = dir.resolve("book.json");
        assertEquals(0, Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "7", "--terrain-density", "1",
                "-o", book.toString()).code());

        Path palette = workspace.resolve("tables/terrain-palette.json");
        Files.writeString(palette, """
                { "format": "vedette.terrain-palette", "version": 1,
                  "pieces": { "village": { "weight": 0 }, "woods": { "weight": 0 }, "hill": { "weight": 0 },
                              "field": { "weight": 0 } } }
                """);
        Path walls = workspace.resolve("scenarios/walls.json");
        Cli.Run made = Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "7", "--terrain-density", "1",
                "-o", walls.toString());
        assertEquals(0, made.code(), made::toString);
        assertTrue(made.err().contains("terrain palette: the workspace's " + palette), made::toString);
        Set<String> kinds = new TreeSet<>();
        for (JsonNode f : new ObjectMapper().readTree(walls.toFile()).path("table").path("terrain")) {
            kinds.add(f.path("kind").asText());
        }
        assertTrue(kinds.contains("wall") && kinds.stream().allMatch(k -> Set.of("wall", "road", "river", "ford")
                .contains(k)), "only walls drawn from the palette: " + kinds);

        Files.writeString(palette, """
                { "format": "vedette.terrain-palette", "version": 1,
                  "pieces": { "woods": { "weight": "many" } } }
                """);
        Path kept = workspace.resolve("scenarios/kept.json");
        Cli.Run wrong = Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "7", "--terrain-density", "1",
                "-o", kept.toString());
        assertEquals(0, wrong.code(), wrong::toString);
        assertTrue(wrong.err().contains(palette + ":2:"), "the file and line: " + wrong);
        assertTrue(wrong.err().contains("the book's palette is used"), wrong::toString);
        assertArrayEquals(Files.readAllBytes(book), Files.readAllBytes(kept), "the book's palette, as without the file");
    }

    /** Ch. XII through the inventory planner: an OSOTH scenario's plan counts the event tables' encounters. */
    @Test
    void anOsothPlanCountsTheEventTablesEncounters() {
        String scenario = Cli.root().resolve("examples/scenarios/osoth-the-spy-in-the-village.json").toString();
        String collection = Cli.root().resolve("examples/collection/my-figures.json").toString();
        Cli.Run worst = Cli.run("inventory", "plan", scenario, collection);
        assertTrue(worst.out().contains("encounters counted at the worst case (the worst case of the event tables: 8 events"
                + " a game, all on the table at once) from OSOTH event tables 1.0"), worst::toString);
        Cli.Run p95 = Cli.run("inventory", "plan", scenario, collection, "--coverage", "95");
        assertTrue(p95.out().contains("encounters counted at the 95th percentile (the 95th percentile of 10,000 simulated"
                + " games of 8 events, seed 14) from OSOTH event tables 1.0"), p95::toString);
    }

    @Test
    void mistakesAreRefusedAndNothingIsReplaced() throws IOException {
        Path f = Files.writeString(dir.resolve("mine.json"), "keep me");
        assertEquals(2, Cli.run("generate", "scenario", "--ruleset", "sharpe", "-o", f.toString()).code());
        assertEquals("keep me", Files.readString(f));
        assertEquals(2, Cli.run("generate", "scenario", "-o", dir.resolve("x.json").toString()).code());
        assertEquals(2, Cli.run("generate", "scenario", "--ruleset", "sharpe", "--table", "10x10", "-o",
                dir.resolve("x.json").toString()).code());
        assertEquals(2, Cli.run("generate", "scenario", "--ruleset", "nosuch", "-o", dir.resolve("x.json").toString())
                .code());
    }

    /**
     * {@code --check GAMES}: the new scenario is played that many times by the balance simulator, and the verdict
     * is the one {@code vedette balance} gives for the file; a wrong count is refused before anything is written.
     */
    @Test
    void theStrengthMeasuresBalanceIsCheckedByPlay() throws IOException {
        Path f = dir.resolve("checked.json");
        Cli.Run made = Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "7", "--check", "40", "-o",
                f.toString());
        assertEquals(0, made.code(), made::toString);
        assertTrue(made.out().contains("Checked by play (vedette balance " + f + " --games 40):"), made::toString);
        Cli.Run balance = Cli.run("balance", f.toString(), "--games", "40");
        assertEquals(0, balance.code(), balance::toString);
        String verdict = balance.out().strip().lines().reduce((x, y) -> y).orElseThrow();
        assertTrue(verdict.contains("of 40 games"), verdict);
        assertTrue(made.out().strip().endsWith(verdict), () -> "the same verdict as vedette balance:\n" + made);

        Path g = dir.resolve("unchecked.json");
        String[][] wrong = { {"0", "--check must be 1 to 100000, not 0"},
                {"many", "--check takes a whole number, not 'many'"}, {"100001", "--check must be 1 to 100000, not 100001"} };
        for (String[] w : wrong) {
            Cli.Run refused = Cli.run("generate", "scenario", "--ruleset", "onehour", "--check", w[0], "-o",
                    g.toString());
            assertEquals(2, refused.code(), refused::toString);
            assertTrue(refused.err().contains(w[1]), refused::toString);
            assertFalse(Files.exists(g), "nothing written for --check " + w[0]);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Set<String> unitIds(JsonNode units) {
        Set<String> ids = new TreeSet<>();
        for (JsonNode u : units) ids.add(u.get("id").asText());
        return ids;
    }

    /**
     * {@code --roster SIDE=FILE}: that side's units are the designer's, taken from the roster as written (the
     * example Almaraz rosters, One Hour); with both sides from rosters nothing is generated; the file validates
     * and the same seed gives the same bytes.
     */
    @Test
    void aSideFromTheDesignersRosterTakesItsUnitsFromIt() throws IOException {
        Path british = Cli.root().resolve("examples/rosters/british.json");
        Path french = Cli.root().resolve("examples/rosters/french.json");
        Set<String> britishIds = unitIds(JSON.readTree(british.toFile()).get("units"));
        Set<String> frenchIds = unitIds(JSON.readTree(french.toFile()).get("units"));
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Cli.Run made = Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "5", "--roster",
                "blue=" + british, "--roster", "red=" + french, "-o", a.toString());
        assertEquals(0, made.code(), made::toString);
        assertEquals(0, Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "5", "--roster",
                "blue=" + british, "--roster", "red=" + french, "-o", b.toString()).code());
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        JsonNode sides = JSON.readTree(a.toFile()).get("sides");
        Set<String> blue = unitIds(sides.get(0).get("units"));
        Set<String> red = unitIds(sides.get(1).get("units"));
        assertTrue(!blue.isEmpty() && britishIds.containsAll(blue), blue + " not from " + britishIds);
        assertTrue(!red.isEmpty() && frenchIds.containsAll(red), red + " not from " + frenchIds);
        assertTrue(made.out().contains(blue.size() + " Blue units and " + red.size() + " Red"), made::toString);
        assertEquals(0, Cli.run("validate", a.toString()).code());

        Path c = dir.resolve("c.json");
        Cli.Run one = Cli.run("generate", "scenario", "--ruleset", "onehour", "--seed", "5", "--size", "2",
                "--roster", "red=" + french, "-o", c.toString());
        assertEquals(0, one.code(), one::toString);
        JsonNode oneSides = JSON.readTree(c.toFile()).get("sides");
        assertTrue(frenchIds.containsAll(unitIds(oneSides.get(1).get("units"))));
        assertEquals(Set.of("blue-1", "blue-2"), unitIds(oneSides.get(0).get("units")), "Blue is made, --size 2");
    }

    @Test
    void aRosterThatDoesNotFitIsRefusedAndNothingIsWritten() throws IOException {
        Path british = Cli.root().resolve("examples/rosters/british.json");
        Path x = dir.resolve("x.json");
        Cli.Run other = Cli.run("generate", "scenario", "--ruleset", "sharpe", "--roster", "blue=" + british, "-o",
                x.toString());
        assertEquals(2, other.code(), other::toString);
        assertTrue(other.err().contains("is for the ruleset 'onehour', not 'sharpe'"), other::toString);
        Cli.Run side = Cli.run("generate", "scenario", "--ruleset", "onehour", "--roster", "green=" + british, "-o",
                x.toString());
        assertEquals(2, side.code(), side::toString);
        assertTrue(side.err().contains("SIDE blue or red"), side::toString);
        Path broken = Files.writeString(dir.resolve("broken.json"), "{ \"format\": \"vedette.roster\", ");
        Cli.Run bad = Cli.run("generate", "scenario", "--ruleset", "onehour", "--roster", "red=" + broken, "-o",
                x.toString());
        assertTrue(bad.code() != 0 && bad.err().contains("broken.json"), bad::toString);
        assertTrue(!Files.exists(x));
    }
}
