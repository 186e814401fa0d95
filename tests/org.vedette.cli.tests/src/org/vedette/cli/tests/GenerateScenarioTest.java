package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
}
