package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * The Bridge at Almaraz's 13th Light Dragoons arrive on turn 3: the command line refuses them before then and
 * says when, lists them with their turn (and leaves them out of the French view), lets the referee bring them on
 * early, and the balance simulator's games have them take part.
 */
class ArrivalsCommandTest {
    @TempDir
    Path dir;

    private static final String DRAGOONS_LINE = "13th-light-dragoons (13th Light Dragoons): fresh";

    private static String bridge() {
        return Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json").toString();
    }

    private String begin() {
        String game = dir.resolve("almaraz.game").toString();
        Cli.ok("game", "new", bridge(), "-o", game, "--seed", "1");
        return game;
    }

    @Test
    void theDragoonsCannotMoveOnTurnOneAndTheRefusalSaysTheyArriveOnTurnThree() throws IOException {
        String game = begin();
        List<String> before = Files.readAllLines(Path.of(game));
        Cli.Run r = Cli.run("game", "act", game, "move", "actor=13th-light-dragoons", "distance=12");
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains("13th Light Dragoons is not on the table yet: it arrives on turn 3 from the south"
                + " edge; it cannot act before then"), r::toString);
        assertEquals(before, Files.readAllLines(Path.of(game)), "nothing written");
    }

    @Test
    void gameShowListsTheDragoonsWithTheirTurnAndTheFrenchViewLeavesThemOut() {
        String game = begin();
        String all = Cli.ok("game", "show", game).out();
        assertTrue(all.contains(DRAGOONS_LINE + "  — not on the table yet: it arrives on turn 3 from the south edge"),
                all);
        assertFalse(all.contains(DRAGOONS_LINE + "  ← to act"), all);
        String french = Cli.ok("game", "show", game, "--side", "french").out();
        assertFalse(french.contains("13th-light-dragoons"), french);
        assertTrue(french.contains("50th-foot (50th (West Kent) Foot)"), "the British on the table are seen");
        String british = Cli.ok("game", "show", game, "--side", "british").out();
        assertTrue(british.contains(DRAGOONS_LINE), "a side knows its own reinforcements");
        Cli.Run unknown = Cli.run("game", "show", game, "--side", "spanish");
        assertEquals(2, unknown.code(), unknown::toString);
        assertTrue(unknown.err().contains("british, french"), unknown::toString);
    }

    @Test
    void theRefereeBringsTheDragoonsOnEarlyAndTheyMayComeOnFromTheSouthEdge() {
        String game = begin();
        Cli.Run reveal = Cli.ok("game", "referee", game, "reveal", "side=british", "unit=13th-light-dragoons",
                "reason=Hill sends them forward");
        assertTrue(reveal.out().startsWith("Referee: 13th Light Dragoons (due on turn 3) of Hill's column may come on"
                + " now (Hill sends them forward)"), reveal::toString);
        String show = Cli.ok("game", "show", game).out();
        assertTrue(show.contains(DRAGOONS_LINE + "  ← to act"), show);
        assertTrue(show.contains("referee reveal {side=british, unit=13th-light-dragoons"), show);
        Cli.Run moved = Cli.ok("game", "act", game, "move", "actor=13th-light-dragoons", "table.path=33,0; 33,8");
        assertTrue(moved.out().contains("13th Light Dragoons moves"), moved::toString);
        Cli.Run again = Cli.run("game", "referee", game, "reveal", "side=british", "unit=13th-light-dragoons");
        assertEquals(1, again.code(), again::toString);
        assertTrue(again.err().contains("does not arrive later"), again::toString);
    }

    @Test
    void inBalanceRunsTheDragoonsTakePart() throws IOException {
        Cli.Run json = Cli.run("balance", bridge(), "--games", "40", "--seed", "3", "--json");
        assertEquals(0, json.code(), json::toString);
        JsonNode dragoons = null;
        for (JsonNode u : new ObjectMapper().readTree(json.out()).get("units")) {
            if (u.get("actor").asText().equals("13th-light-dragoons")) dragoons = u;
        }
        assertTrue(dragoons != null, json::toString);
        // Before they arrived on turn 3 from their edge they survived every game untouched: they never came on.
        int survived = dragoons.get("survival").get("successes").asInt();
        assertEquals(40, dragoons.get("survival").get("trials").asInt());
        assertTrue(survived < 40, "the dragoons were in the fight: " + dragoons);
    }
}
