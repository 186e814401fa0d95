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
