package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** {@code vedette balance}: the report, the same on any threads; sweeps; JSON and CSV; mistakes refused in one line. */
class BalanceCommandTest {
    @TempDir
    Path dir;

    private static String bridge() {
        return Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString();
    }

    @Test
    void theReportIsTheSameOnOneThreadOrTwo() {
        Cli.Run one = Cli.run("balance", bridge(), "--games", "120", "--seed", "3", "--threads", "1");
        assertEquals(0, one.code(), one::toString);
        Cli.Run two = Cli.run("balance", bridge(), "--games", "120", "--seed", "3", "--threads", "2");
        assertEquals(one.out(), two.out());
        assertTrue(one.out().contains("120 games played, 120 counted, seed 3, 15 turns, judged by casualties"), one::toString);
        assertTrue(one.out().contains("Hill's column") && one.out().contains("Garrison of Almaraz"), one::toString);
        assertTrue(one.out().contains("Margin (percentage points") && one.out().contains("Length (rounds)"), one::toString);
        assertTrue(one.out().contains("First player: Hill's column acted first in 120 games"), one::toString);
        assertTrue(one.out().contains(" win ") && one.out().contains("of 120 games"), one::toString);
    }

    @Test
    void jsonAndCsvCarryTheNumbers() throws IOException {
        Cli.Run json = Cli.run("balance", bridge(), "--games", "60", "--json");
        assertEquals(0, json.code(), json::toString);
        JsonNode r = new ObjectMapper().readTree(json.out());
        assertEquals(60, r.get("played").asInt());
        assertEquals(2, r.get("sides").size());
        int wins = r.get("sides").get(0).get("wins").get("successes").asInt();
        int draws = r.get("sides").get(0).get("draws").get("successes").asInt();
        int losses = r.get("sides").get(0).get("losses").get("successes").asInt();
        assertEquals(r.get("counted").asInt(), wins + draws + losses);
        assertTrue(r.get("margin").get("bins").size() > 0);
        assertFalse(r.has("results"), "the games one by one are not printed");
        Cli.Run csv = Cli.run("balance", bridge(), "--games", "60", "--csv");
        String[] lines = csv.out().split("\n");
        assertEquals(3, lines.length, csv::toString);
        assertTrue(lines[0].startsWith("value,side,name,games,wins"));
        assertTrue(lines[1].startsWith(",british,Hill's column,60," + wins + "," + draws + "," + losses + ","), csv::toString);
    }

    @Test
    void aSweepIsATableOfWinRates() {
        Cli.Run t = Cli.run("balance", bridge(), "--games", "40", "--sweep", "turns=2,15", "--csv");
        assertEquals(0, t.code(), t::toString);
        String[] lines = t.out().split("\n");
        assertEquals(5, lines.length, t::toString);
        assertTrue(lines[1].startsWith("2,british,") && lines[3].startsWith("15,british,"), t::toString);
        Cli.Run text = Cli.run("balance", bridge(), "--games", "40", "--sweep", "size:french=1,5");
        assertEquals(0, text.code(), text::toString);
        assertTrue(text.out().contains("Sweep size:french=1,5"), text::toString);
    }

    @Test
    void mistakesAreRefusedInOneLineSayingWhereAndWhy() throws IOException {
        Cli.Run zero = Cli.run("balance", bridge(), "--games", "0");
        assertEquals(2, zero.code());
        assertTrue(zero.err().contains("--games must be 1 to"), zero::toString);
        Cli.Run word = Cli.run("balance", bridge(), "--until-width", "wide");
        assertEquals(2, word.code());
        assertTrue(word.err().contains("--until-width takes a number"), word::toString);
        Cli.Run param = Cli.run("balance", bridge(), "--sweep", "morale=1");
        assertEquals(2, param.code());
        assertTrue(param.err().contains("--sweep: unknown parameter 'morale'"), param::toString);
        Cli.Run both = Cli.run("balance", bridge(), "--json", "--csv");
        assertEquals(2, both.code(), both::toString);
        Cli.Run missing = Cli.run("balance", dir.resolve("nowhere.json").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing::toString);
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"format\": \"vedette.scenario\", \"version\": 1,");
        Cli.Run bad = Cli.run("balance", broken.toString());
        assertEquals(1, bad.code(), bad::toString);
        assertTrue(bad.err().contains("broken.json is not a valid scenario; no game was played"), bad::toString);
        assertTrue(bad.err().contains("broken.json:1:"), "the diagnostic says where: " + bad);
        Cli.Run nobody = Cli.run("balance", bridge(), "--games", "10", "--sweep", "quality:nobody=elite");
        assertEquals(1, nobody.code(), nobody::toString);
        assertTrue(nobody.err().contains("cannot be balanced: no unit 'nobody'"), nobody::toString);
        assertEquals("", nobody.out());
    }
}
