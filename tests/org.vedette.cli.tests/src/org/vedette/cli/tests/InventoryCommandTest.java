package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterNeeds;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.Need;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** {@code vedette inventory plan|minimums|rules} on the examples and on files made here. */
class InventoryCommandTest {
    @TempDir
    Path dir;

    private static String example(String path) {
        return Cli.root().resolve("examples").resolve(path).toString();
    }

    private Path collection(String items) throws Exception {
        Path f = dir.resolve("mine.json");
        Files.writeString(f, "{ \"format\": \"vedette.collection\", \"version\": 1, \"id\": \"mine\", \"items\": ["
                + items + "] }");
        return f;
    }

    @Test
    void theExampleCollectionIsShortForAlmarazAndSaysWhatToPackAndBuy() {
        Cli.Run r = Cli.run("inventory", "plan", example("scenarios/bridge-at-almaraz.json"),
                example("collection/my-figures.json"));
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().contains("no event tables installed: encounters not counted"), r::toString);
        assertTrue(r.out().contains("Packing list"), r::toString);
        assertTrue(r.out().contains("Shopping list"), r::toString);
        // The collection has no command figures: the standards and the officer are short.
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("short") && l.contains("French infantry, on foot,"
                + " standard")), r::toString);
        // The French light infantry (légère, 24 owned) is covered by its own figures.
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("covered") && l.contains("French light infantry")),
                r::toString);
    }

    @Test
    void aCoveredScenarioExitsZeroAndJsonSaysSo() throws Exception {
        Path mine = collection("""
                { "id": "rifles", "troopType": "rifle", "nation": "british", "count": 4, "weapon": "rifle" },
                { "id": "rifle-officers", "troopType": "rifle", "nation": "british", "count": 2, "role": "officer" },
                { "id": "volts", "troopType": "light-infantry", "nation": "french", "count": 4, "box": "Box 3" },
                { "id": "fr-officers", "troopType": "light-infantry", "nation": "french", "count": 2, "role": "officer" }
                """);
        Cli.Run r = Cli.run("inventory", "plan", example("scenarios/the-monastery-door.json"), mine.toString(),
                "--json");
        assertEquals(0, r.code(), r::toString);
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals(0, json.get("short").asInt());
        assertEquals(8, json.get("assigned").asInt());
        // Harper (an NCO) is covered by an officer: a stand-in, marked.
        assertTrue(json.get("substituted").asInt() >= 1, r::toString);
    }

    @Test
    void csvListsAndHtmlGoToAFileAtomically() throws Exception {
        Path out = dir.resolve("packing.csv");
        Cli.Run r = Cli.run("inventory", "plan", example("scenarios/bridge-at-almaraz.json"),
                example("collection/my-figures.json"), "--csv", "--list", "packing", "-o", out.toString());
        assertEquals(1, r.code(), r::toString);
        String csv = Files.readString(out);
        assertTrue(csv.startsWith("box,drawer,item,description,count,for\r\n"), csv);
        assertTrue(r.err().contains("written to " + out), r::toString);
        Path page = dir.resolve("plan.html");
        Cli.run("inventory", "plan", example("scenarios/bridge-at-almaraz.json"), example("collection/my-figures.json"),
                "--html", "-o", page.toString());
        assertTrue(Files.readString(page).contains("<h2>Shopping list</h2>"));
    }

    @Test
    void anEmptyCollectionIsAPlainNothingOwnedPlan() throws Exception {
        Cli.Run r = Cli.run("inventory", "plan", example("scenarios/the-monastery-door.json"), collection("").toString());
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().contains("nothing owned: every figure needed is short"), r::toString);
        assertTrue(r.out().contains("8 figures needed, 0 assigned (0 standing in), 8 short"), r::toString);
    }

    @Test
    void badFilesAreReportedWhereTheyAreAndNothingIsPlanned() throws Exception {
        Path bad = collection("{ \"id\": \"x\", \"count\": 3, \"role\": \"sergeant\" }");
        Cli.Run r = Cli.run("inventory", "plan", example("scenarios/the-monastery-door.json"), bad.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains(bad + ":1:"), r::toString);
        assertTrue(r.err().contains("unknown role 'sergeant'"), r::toString);
        assertFalse(r.out().contains("Packing list"));
        Path rules = dir.resolve("rules.json");
        Files.writeString(rules, "{ \"format\": \"vedette.inventory-rules\", \"version\": 1, \"id\": \"r\",\n"
                + "  \"mixNations\": { \"allowed\": 1 } }");
        Cli.Run rr = Cli.run("inventory", "plan", example("scenarios/the-monastery-door.json"),
                example("collection/my-figures.json"), "--rules", rules.toString());
        assertEquals(1, rr.code());
        assertTrue(rr.err().contains(rules + ":2:30: error: expected true or false for 'allowed'"), rr::toString);
        // validate knows the planner's formats too.
        Cli.Run v = Cli.run("validate", rules.toString());
        assertEquals(1, v.code());
        assertTrue(v.out().contains(rules + ":2:30:"), v::toString);
    }

    /**
     * With event tables installed (a test source standing in for the scenario
     * generator's: 10 bandits at the worst case, 6 at the 95th percentile),
     * {@code --coverage} chooses the count, and the text, CSV and JSON say
     * which was used.
     */
    @Test
    void coverageChoosesTheEncountersCountAndTheOutputSaysWhich() throws Exception {
        EncounterSource tables = new EncounterSource() {
            @Override
            public String name() {
                return "test tables";
            }

            @Override
            public boolean serves(Scenario scenario) {
                return true;
            }

            @Override
            public EncounterNeeds needs(Scenario scenario, Coverage coverage) {
                int bandits = coverage.worstCase() ? 10 : coverage.percentile() >= 0.95 ? 6 : 4;
                return new EncounterNeeds(List.of(new Need("bandits", "Bandits",
                        new FigureKind(null, "bandit", null, null, null, List.of()), bandits, 0, List.of())),
                        coverage.worstCase() ? "the tables' most" : "simulated draws");
            }
        };
        ServiceRegistration<EncounterSource> reg = FrameworkUtil.getBundle(getClass()).getBundleContext()
                .registerService(EncounterSource.class, tables, null);
        try {
            String s = example("scenarios/the-monastery-door.json");
            String mine = collection("""
                    { "id": "brigands", "troopType": "bandit", "count": 7 }""").toString();
            Cli.Run worst = Cli.run("inventory", "plan", s, mine);
            assertTrue(worst.out().contains("encounters counted at the worst case (the tables' most) from test tables"),
                    worst::toString);
            assertTrue(worst.out().lines().anyMatch(l -> l.startsWith("short")
                    && l.contains("Bandits (encounters, the worst case)") && l.contains("10 needed")
                    && l.contains("7 assigned") && l.contains("3 short")), worst::toString);
            Cli.Run p95 = Cli.run("inventory", "plan", s, mine, "--coverage", "95");
            assertTrue(p95.out().contains("encounters counted at the 95th percentile (simulated draws) from test"
                    + " tables"), p95::toString);
            assertTrue(p95.out().lines().anyMatch(l -> l.startsWith("covered")
                    && l.contains("Bandits (encounters, the 95th percentile)") && l.contains("6 needed")),
                    p95::toString);
            Cli.Run csv = Cli.run("inventory", "plan", s, mine, "--coverage", "90", "--csv");
            assertTrue(csv.out().lines().anyMatch(l -> l.startsWith("encounter-bandits,")
                    && l.contains("Bandits (encounters, the 90th percentile)")), csv::toString);
            JsonNode json = new ObjectMapper().readTree(Cli.run("inventory", "plan", s, mine, "--coverage", "95",
                    "--json").out());
            assertEquals("encounters counted at the 95th percentile (simulated draws) from test tables",
                    json.get("encounters").asText());
        } finally {
            reg.unregister();
        }
    }

    @Test
    void usageMistakesExitTwo() {
        String s = example("scenarios/the-monastery-door.json");
        String c = example("collection/my-figures.json");
        assertEquals(2, Cli.run("inventory", "plan", s).code());
        assertEquals(2, Cli.run("inventory", "plan", s, c, "--coverage", "150").code());
        assertEquals(2, Cli.run("inventory", "plan", s, c, "--csv", "--json").code());
        assertEquals(2, Cli.run("inventory", "plan", s, "no-such-collection.json").code());
        Cli.Run ok = Cli.run("inventory", "plan", s, c, "--coverage", "95");
        assertTrue(ok.out().contains("no event tables installed"), ok::toString);
    }

    @Test
    void minimumsPrintsTheChapterAndPlansACollectionAgainstIt() throws Exception {
        Cli.Run set = Cli.run("inventory", "minimums");
        assertEquals(0, set.code());
        JsonNode json = new ObjectMapper().readTree(set.out());
        assertEquals("vedette.requirements", json.get("format").asText());
        Cli.Run planned = Cli.run("inventory", "minimums", example("collection/my-figures.json"));
        assertEquals(1, planned.code(), "the example collection has no guerrillas, monks or villagers");
        assertTrue(planned.out().contains("(minimums)"));
        Cli.Run better = Cli.run("inventory", "minimums", example("collection/my-figures.json"), "--better", "--json");
        JsonNode b = new ObjectMapper().readTree(better.out());
        assertTrue(b.get("needed").asInt() > new ObjectMapper().readTree(Cli.run("inventory", "minimums",
                example("collection/my-figures.json"), "--json").out()).get("needed").asInt());
        Cli.Run rules = Cli.run("inventory", "rules");
        assertEquals("vedette.inventory-rules", new ObjectMapper().readTree(rules.out()).get("format").asText());
        Path copy = dir.resolve("my-rules.json");
        Files.writeString(copy, rules.out());
        assertEquals(0, Cli.run("validate", copy.toString()).code(), "the printed rules are a valid file");
    }
}
