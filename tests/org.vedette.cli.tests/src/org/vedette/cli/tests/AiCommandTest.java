package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code vedette game ai}: at the bridge at Almaraz (One Hour, with the
 * scenario's deployments on the table), what the NPC AI suggests for every
 * unit whose turn it is, with its reasons — the risk factors and the die, the
 * nearest enemy computed from positions and why not the others — and, with
 * {@code --apply}, the suggested moves played and journaled; without it the
 * journal is unchanged.
 */
class AiCommandTest {
    /**
     * A D6 for each of the six British units (five deployed, the 13th Light Dragoons off the table): with no
     * risk factor, a 6 is an Advance (RF Actions Table, Up to RF0).
     */
    private static final String SIXES = "6,6,6,6,6,6";

    @TempDir
    Path dir;

    private static Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    @Test
    void theAiSuggestsAMoveForEveryUnitWhoseTurnItIsWithItsReasonsAndChangesNothing() throws IOException {
        Path game = dir.resolve("almaraz.game");
        ok("game", "new", Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString(), "-o",
                game.toString(), "--seed", "1");
        List<String> before = Files.readAllLines(game);
        String out = ok("game", "ai", game.toString(), "--seed", "7").out();
        assertTrue(out.contains("intent: "), out);
        assertTrue(out.contains("D6: "), out);
        assertTrue(out.contains("is the nearest enemy") && out.contains("between bases (computed from positions)"), out);
        assertTrue(out.contains("not: ") && out.contains("is further"), out);
        assertTrue(out.contains("dice: seeded with 7"), out);
        assertEquals(before, Files.readAllLines(game), "without --apply the journal is unchanged");
    }

    @Test
    void whatIsShownIsWhatApplyPlaysWithTheSameSeed() throws IOException {
        // Seed 7 on the bridge: the 92nd's advance puts it between the Caçadores and the 39e, and what the
        // Caçadores see changes — shown on the game as it was, they advanced; played, they continued.
        for (String seed : List.of("7", "11")) {
            Path game = dir.resolve("almaraz-" + seed + ".game");
            ok("game", "new", Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString(), "-o",
                    game.toString(), "--seed", "1");
            JsonNode shown = new ObjectMapper().readTree(ok("game", "ai", game.toString(), "--seed", seed, "--json")
                    .out());
            JsonNode played = new ObjectMapper().readTree(ok("game", "ai", game.toString(), "--seed", seed, "--json",
                    "--apply").out());
            assertEquals(shown.size(), played.size());
            for (int i = 0; i < shown.size(); i++) {
                assertEquals(shown.get(i).get("intent"), played.get(i).get("intent"), "seed " + seed + ": " + played.get(i));
                assertEquals(shown.get(i).get("requests"), played.get(i).get("requests"), "seed " + seed);
            }
        }
    }

    @Test
    void withApplyEverySuggestedRequestIsPlayedAndJournaledAsJsonSays() throws IOException {
        Path game = dir.resolve("almaraz.game");
        ok("game", "new", Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString(), "-o",
                game.toString(), "--seed", "1");
        int lines = Files.readAllLines(game).size();
        JsonNode suggested = new ObjectMapper().readTree(ok("game", "ai", game.toString(), "--dice", SIXES, "--json").out());
        assertTrue(suggested.isArray() && suggested.size() > 0, suggested::toString);
        int requests = 0;
        for (JsonNode s : suggested) {
            assertTrue(s.get("reasons").size() > 0, s::toString);
            if (s.get("actor").asText().equals("13th-light-dragoons")) {
                // They arrive on turn 3: not on the table yet, they throw no die and do nothing.
                assertEquals(0, s.get("rolls").size(), s::toString);
                assertEquals(0, s.get("requests").size(), s::toString);
                continue;
            }
            assertEquals(1, s.get("rolls").size(), "one D6 on the Actions table: " + s);
            // A 6 is an Advance with no risk factor, an Attack with one (an enemy in range, measured on the table).
            assertTrue(List.of("advance", "attack").contains(s.get("intent").asText()), s::toString);
            requests += s.get("requests").size();
        }
        assertTrue(requests > 0, "a 6 advances or attacks: " + suggested);
        JsonNode applied = new ObjectMapper()
                .readTree(ok("game", "ai", game.toString(), "--dice", SIXES, "--json", "--apply").out());
        assertEquals(suggested.size(), applied.size());
        for (int i = 0; i < applied.size(); i++) {
            // What is shown is what --apply plays: the same intent and requests, decided after the same moves.
            assertEquals(suggested.get(i).get("intent"), applied.get(i).get("intent"), applied.get(i)::toString);
            assertEquals(suggested.get(i).get("requests"), applied.get(i).get("requests"), applied.get(i)::toString);
            assertEquals(suggested.get(i).get("rolls"), applied.get(i).get("rolls"), applied.get(i)::toString);
            assertEquals(suggested.get(i).get("requests").size(), applied.get(i).get("applied").size(),
                    "the same seed, the same suggestions, each played: " + applied.get(i));
        }
        List<String> written = Files.readAllLines(game);
        assertEquals(lines + requests, written.size(), "one journal line per request played");
        for (String line : written.subList(lines, written.size())) {
            assertTrue(line.contains("\"by\":\"ai\""), "marked as the AI's: " + line);
        }
        assertTrue(written.get(lines).contains("\"ai-faces\":[6]"), "with the D6 the AI threw: " + written.get(lines));
        String show = ok("game", "show", game.toString(), "--last", "2").out();
        assertEquals(2, show.lines().filter(l -> l.contains(": [AI] move ")).count(), "game show says whose: " + show);
    }

    @Test
    void aSideThatIsNotInTheGameIsAUsageError() {
        Path game = dir.resolve("almaraz.game");
        ok("game", "new", Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString(), "-o",
                game.toString(), "--seed", "1");
        Cli.Run r = Cli.run("game", "ai", game.toString(), "--side", "prussians");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("no side 'prussians'"), r::toString);
    }
}
