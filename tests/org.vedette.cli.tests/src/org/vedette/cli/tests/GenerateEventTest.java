package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code vedette generate event}: an OSOTH event drawn for a game, in words
 * without positions, placed around the force with them (the text's own
 * example: 18" to the left, 6" off the table, moved 6" along the left edge),
 * the journal left as it was, and bad input refused with its place.
 */
class GenerateEventTest {
    @TempDir
    Path dir;

    static final String SCENARIO = """
            { "format": "vedette.scenario", "version": 1, "id": "patrol", "title": "A patrol beyond the Coa",
              "ruleset": "osoth", "table": { "width": 72, "depth": 48, "friendlyEdge": "south" },
              "sides": [
                { "id": "british", "name": "Light Division", "control": "player", "units": [
                  { "id": "95th", "quality": "veteran", "profile": { "type": "rifleman" }, "figures": [
                    { "id": "lt", "name": "Lt Fitzgerald", "profile": { "rank": "officer" }, "weapons": ["pistol"]%s },
                    { "id": "harris", "name": "Rfn Harris", "weapons": ["rifle"]%s },
                    { "id": "cooper", "name": "Rfn Cooper", "weapons": ["rifle"]%s },
                    { "id": "tongue", "name": "Rfn Tongue", "weapons": ["rifle"]%s } ] } ] },
                { "id": "french", "name": "French", "control": "non-player", "units": [
                  { "id": "voltigeurs", "quality": "conscript", "profile": { "type": "infantry" }, "figures": [
                    { "id": "v1", "name": "Voltigeur Petit", "weapons": ["musket"] } ] } ] } ] }
            """;

    /** A game of the patrol, its four riflemen at x = 12.5, 13.5, … when {@code positions}. */
    private String game(boolean positions) throws IOException {
        Object[] at = new Object[4];
        for (int i = 0; i < 4; i++) {
            at[i] = positions ? ", \"position\": { \"x\": " + (12.5 + i) + ", \"y\": 10, \"facing\": 0 }" : "";
        }
        String scenario = SCENARIO.formatted(at);
        Path s = Files.writeString(dir.resolve("patrol.json"), scenario);
        String g = dir.resolve("patrol.game").toString();
        Cli.Run r = Cli.run("game", "new", s.toString(), "-o", g, "--dice", "6");
        assertEquals(0, r.code(), r::toString);
        return g;
    }

    @Test
    void withoutPositionsTheRefereeGetsTheWords() throws IOException {
        String g = game(false);
        byte[] before = Files.readAllBytes(Path.of(g));
        // D66 1,1: conscripts; D6 3: 16 of them; 2D6 2+3: left front; 2D6 3+3: 18".
        Cli.Run r = Cli.run("generate", "event", g, "--dice", "1,1,3,2,3,3,3");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("Event (near half): 16 Conscript French infantry (one an officer), 18 inches to the"
                + " left front of your force"), r::toString);
        assertTrue(r.out().contains("The game has no positions"), r::toString);
        assertArrayEquals(before, Files.readAllBytes(Path.of(g)), "the journal is not changed");
    }

    @Test
    void chXWithPositionsTheTextsExampleIsPlacedOnTheLeftEdge() throws IOException {
        // The force in a line at y 10 facing north, its ring's left point 12" from the west edge.
        String g = game(true);
        // D66 1,6: 8 Average infantry (D6 1); 2D6 2+2: left; 2D6 3+3: 18".
        Cli.Run r = Cli.run("generate", "event", g, "--dice", "1,6,1,2,2,3,3");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("8 Average French infantry, 18 inches to the left of your force"), r::toString);
        assertTrue(r.out().contains("Placed: centre (3.00, 16.00), measured from (12.00, 10.00) on the ring"),
                r::toString);
        assertTrue(r.out().contains("6 inches off the table: on the west edge, moved 6 inches along it away from"
                + " friendly lines"), r::toString);
        assertEquals(8, r.out().lines().filter(l -> l.startsWith("  figure ")).count(), r::toString);
        Cli.Run json = Cli.run("generate", "event", g, "--dice", "1,6,1,2,2,3,3", "--json");
        assertEquals(0, json.code(), json::toString);
        assertTrue(json.out().contains("\"centre\" : [ 3.0, 16.0 ]"), json::toString);
        assertTrue(json.out().contains("\"dice\" : [ 1, 6, 1, 2, 2, 3, 3 ]"), json::toString);
    }

    @Test
    void recordWritesTheEventWithItsDiceAsOneEntryThatUndoRemoves() throws IOException {
        String g = game(true);
        byte[] before = Files.readAllBytes(Path.of(g));
        Cli.Run r = Cli.run("generate", "event", g, "--dice", "1,6,1,2,2,3,3", "--record");
        assertEquals(0, r.code(), r::toString);
        Cli.Run show = Cli.run("game", "show", g);
        assertTrue(show.out().contains("Event: drawn (1+6, 1, 2+2, 3+3): 8 Average French infantry, 18 inches to the"
                + " left of your force: centre at (3.0, 16.0)"), show::toString);
        assertEquals(0, Cli.run("game", "undo", g).code());
        assertArrayEquals(before, Files.readAllBytes(Path.of(g)), "undo takes the one entry away");
    }

    /** Like OSOTH's own tables, a referee's event tables override sits in the workspace and is used without asking. */
    @Test
    void theWorkspacesOverrideIsUsed() throws IOException {
        Path games = Files.createDirectories(dir.resolve("ws/games"));
        Files.createDirectories(dir.resolve("ws/tables"));
        Files.writeString(dir.resolve("ws/tables/osoth-events.json"),
                "{ \"format\": \"vedette.osoth-events\", \"version\": 1, \"distance\": { \"inchesPerPip\": 1 } }");
        Path s = Files.writeString(games.resolve("patrol.json"), SCENARIO.formatted("", "", "", ""));
        String g = games.resolve("patrol.game").toString();
        assertEquals(0, Cli.run("game", "new", s.toString(), "-o", g, "--dice", "6").code());
        // 2D6 3+3 at 1" a pip: 6 inches, not the book's 18.
        Cli.Run r = Cli.run("generate", "event", g, "--dice", "1,6,1,2,2,3,3");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("8 Average French infantry, 6 inches to the left of your force"), r::toString);
        assertTrue(r.err().contains("event tables: the workspace's "), r::toString);
    }

    @Test
    void badInputIsRefusedWithItsPlace() throws IOException {
        String g = game(false);
        assertEquals(2, Cli.run("generate", "event", g, "--half", "middle").code());
        assertEquals(2, Cli.run("generate", "event").code());
        Path tables = Files.writeString(dir.resolve("events.json"), "{ \"format\": \"vedette.osoth-events\",\n"
                + "  \"distance\": { \"dice\": 9 } }");
        Cli.Run r = Cli.run("generate", "event", g, "--tables", tables.toString(), "--seed", "1");
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains(tables + ":2:17: error: distance.dice: 9 is out of range: from 1 to 6"), r::toString);
    }
}
