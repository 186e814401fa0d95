package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code vedette game export GAME --at N}: any moment of a game is a request.
 * Each game below is played move by move through {@code vedette game} with
 * the dice given and every step explained; then, for every entry N, the game
 * exported after N, with entry N+1's action (or {@code "action": "next"})
 * added, gives through {@code vedette resolve} exactly what the game printed
 * for move N+1 — in One Hour through its elimination phase, in Sharpe's
 * Skirmish in the middle of a bound's order, in Over the Hills &amp; Far Away
 * through a troop type card played, a melee's secret allocations and cards
 * declared between turns.
 */
class GameExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;
    Path game;
    /** What each move printed, by entry number (0: the beginning, not a move). */
    final List<String> printed = new ArrayList<>();

    @BeforeEach
    void none() {
        printed.clear();
    }

    private Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    private void begin(Path scenario, String... dice) {
        game = dir.resolve("g.game");
        List<String> args = new ArrayList<>(List.of("game", "new", scenario.toString(), "-o", game.toString()));
        if (dice.length > 0) args.addAll(List.of("--dice", String.join(",", dice)));
        ok(args.toArray(String[]::new));
        printed.add(null);
    }

    /** {@code game act GAME ACTION INPUT=VALUE… --explain [--dice F,…]}: a word "dice:4,5" gives the dice. */
    private String act(String... words) {
        List<String> args = new ArrayList<>(List.of("game", "act", game.toString()));
        for (String w : words) {
            if (w.startsWith("dice:")) args.addAll(List.of("--dice", w.substring(5)));
            else args.add(w);
        }
        args.add("--explain");
        String out = ok(args.toArray(String[]::new)).out();
        printed.add(out);
        return out;
    }

    private String next(String... dice) {
        List<String> args = new ArrayList<>(List.of("game", "next", game.toString(), "--explain"));
        if (dice.length > 0) args.addAll(List.of("--dice", String.join(",", dice)));
        String out = ok(args.toArray(String[]::new)).out();
        printed.add(out);
        return out;
    }

    /**
     * For every entry N but the last: export after N, add move N+1 from the
     * journal (its request, or "next") with its faces, resolve it explained:
     * the same text as the game printed for move N+1.
     */
    private void everyMomentResolvesAsTheGameDid() throws IOException {
        List<String> lines = Files.readAllLines(game);
        assertEquals(printed.size() + 1, lines.size(), "a header and one line an entry");
        for (int n = 0; n + 1 < printed.size(); n++) {
            Path request = dir.resolve("at-" + n + ".json");
            Cli.Run export = ok("game", "export", game.toString(), "--at", Integer.toString(n), "--out", request.toString());
            assertTrue(export.out().contains("after entry " + n), export::toString);
            JsonNode entry = JSON.readTree(lines.get(n + 2));
            ObjectNode r = (ObjectNode) JSON.readTree(Files.readString(request));
            assertTrue(r.path("situation").path("actors").size() > 0, "the actors are written");
            if (entry.get("kind").asText().equals("act")) {
                r.put("action", entry.get("request").get("action").asText());
                r.set("inputs", entry.get("request").get("inputs"));
            } else {
                r.put("action", "next");
            }
            Files.writeString(request, JSON.writeValueAsString(r));
            List<String> args = new ArrayList<>(List.of("resolve", request.toString(), "--explain"));
            List<String> faces = new ArrayList<>();
            entry.get("faces").forEach(f -> faces.add(f.asText()));
            if (!faces.isEmpty()) args.addAll(List.of("--dice", String.join(",", faces)));
            Cli.Run resolved = ok(args.toArray(String[]::new));
            int move = n + 1;
            assertEquals(printed.get(move), resolved.out(), () -> "move " + move + " (" + lines.get(move + 1)
                    + ") resolved from the game exported after entry " + (move - 1));
        }
    }

    static final String RIDGE = """
            { "format": "vedette.scenario", "version": 1, "id": "ridge", "title": "The ridge", "ruleset": "onehour",
              "table": { "width": 48, "depth": 48 },
              "sides": [
                { "id": "british", "name": "British", "units": [
                  { "id": "b1", "name": "1st Foot", "profile": { "type": "infantry" } },
                  { "id": "b2", "name": "2nd Foot", "profile": { "type": "infantry" } },
                  { "id": "b3", "name": "3rd Foot", "profile": { "type": "infantry" } } ] },
                { "id": "french", "name": "French", "units": [
                  { "id": "f1", "name": "1er de Ligne", "profile": { "type": "infantry" } },
                  { "id": "f2", "name": "2e de Ligne", "profile": { "type": "infantry" } } ] } ] }
            """;

    /** One Hour (1H §Sequence of Play, §Eliminating Units): three volleys, then the elimination phase removes 1er de Ligne. */
    @Test
    void oneHourThroughItsEliminationPhase() throws IOException {
        begin(Files.writeString(dir.resolve("ridge.json"), RIDGE));
        act("move", "actor=b1", "distance=3");
        next();                                                              // shooting
        for (String b : List.of("b1", "b2", "b3")) act("shoot", "actor=" + b, "target=f1", "range=8", "dice:6,6");
        next();                                                              // hand-to-hand
        String elimination = next();
        assertTrue(elimination.contains("1er de Ligne is eliminated with 6 hits (eliminated at 5)"), elimination);
        next();                                                              // the French turn
        act("move", "actor=f2", "distance=6");
        everyMomentResolvesAsTheGameDid();
    }

    /**
     * The Bridge at Almaraz deploys its units on the table: the export keeps
     * each actor's position and the sides' deployments, and reads back to the
     * same state (the README's example).
     */
    @Test
    void aGameOnTheTableKeepsItsPositionsAndDeployments() throws IOException {
        begin(Cli.root().resolve("examples/scenarios/bridge-at-almaraz.json"));
        Path out = dir.resolve("almaraz-0.json");
        ok("game", "export", game.toString(), "--at", "0", "--out", out.toString());
        String text = Files.readString(out);
        assertTrue(text.contains("\"position\"") && text.contains("\"deployment\""), text);
        Cli.Run check = Cli.run("validate", out.toString());
        assertTrue(check.err().contains("missing 'action'") || check.out().contains("missing 'action'"),
                "an export is a situation waiting for its action: " + check);
    }

    /**
     * The Other Side of the Hill (Sequence of Play, Winning and Losing): an
     * event, a charge with its reaction and attack, a failed morale check, the
     * next press — every moment's ledger (who has acted, the morale checks
     * due, the victory points) goes into the export and comes back.
     */
    @Test
    void theOtherSideOfTheHillWithItsLedger() throws IOException {
        begin(Files.writeString(dir.resolve("patrol.json"), OsothGameTest.SCENARIO), "6");
        act("event", "text=three voltigeurs appear 18 inches ahead");
        next("1");
        act("charge", "actor=hale", "target=v1", "distance=10", "dice:6");
        act("react", "actor=v1", "reaction=musket", "dice:1,1");
        act("attack", "actor=hale", "target=v1", "dice:6,6,6");
        act("check-morale", "actor=v2", "dice:1,1");
        next("4");
        everyMomentResolvesAsTheGameDid();
    }

    /**
     * The Marquise of Alorna's carriages travel their roads by the NPC AI's
     * settings on her escorts' side (a destination for each carriage): the
     * export keeps them, and reads back to the same state — it failed at
     * entry 0 ("does not read back to the same state") when a side's AI
     * settings were left out of the situation.
     */
    @Test
    void theMarquiseKeepsHerCarriagesRoads() throws IOException {
        begin(Cli.root().resolve("examples/scenarios/osoth-the-marquise-of-alorna.json"));
        Path out = dir.resolve("marquise-0.json");
        ok("game", "export", game.toString(), "--at", "0", "--out", out.toString());
        JsonNode french = null;
        for (JsonNode side : JSON.readTree(Files.readString(out)).path("situation").path("sides")) {
            if (side.path("id").asText().equals("french")) french = side;
        }
        assertTrue(french != null, "the escorts' side is written");
        JsonNode carriage = french.path("ai").path("units").path("carriage-a");
        assertEquals("sanctioned-convoys", carriage.path("archetype").asText(), french::toString);
        assertEquals(24, carriage.path("destination").path("x").asInt(), french::toString);
        assertEquals(0, carriage.path("destination").path("y").asInt(), french::toString);
    }

    /** Every example scenario's game exports at its beginning (the export checks that it reads back the same). */
    @Test
    void everyExampleExportsAtItsBeginning() throws IOException {
        try (var scenarios = Files.list(Cli.root().resolve("examples/scenarios"))) {
            for (Path scenario : scenarios.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                begin(scenario);
                Cli.Run export = Cli.run("game", "export", game.toString(), "--at", "0");
                assertEquals(0, export.code(), () -> scenario.getFileName() + ": " + export);
                Files.delete(game);
            }
        }
    }

    /** Sharpe's Skirmish (§3 Dicing for order of movement): moves in the middle of the bound's order. */
    @Test
    void sharpeInTheMiddleOfABoundsOrder() throws IOException {
        begin(Cli.unplaced("the-monastery-door.json", dir), "6", "5", "4", "2", "6", "5", "4", "2");
        act("shoot", "actor=sharpe", "target=leroux", "range=30", "dice:3,3,1,2,3");
        next();
        act("move", "actor=harper", "pace=walk", "distance=6");
        next();
        next();
        act("shoot", "actor=dubois", "target=harper", "range=20", "dice:4,5");
        next();
        act("aim", "actor=harris", "target=dubois");
        everyMomentResolvesAsTheGameDid();
    }

    /**
     * Over the Hills &amp; Far Away (Fate deck, Precedence): a troop type card played as Dubois's turn begins,
     * a charge and its secret allocations, a firing card declared between turns and taken by 'next'.
     */
    @Test
    void overTheHillsThroughACardPlayAndASecretMelee() throws IOException {
        begin(Cli.unplaced("ohfa-ambush-at-the-ford.json", dir));
        next();
        next();
        act("move", "actor=sharpe", "how=basic");
        next();
        next();
        next();                                                              // Dubois's card
        act("play-card", "actor=harper", "card=veteran");
        act("aim", "actor=harper", "target=dubois");
        next();
        act("charge", "actor=dubois", "target=pablo", "distance=4", "dice:2,3");
        act("commit-allocation", "actor=dubois", "assault=4", "close=2", "grappling=2");
        act("commit-allocation", "actor=pablo", "assault=1", "close=2", "grappling=3", "dice:3,1,2");
        String declared = act("play-card", "actor=harper", "card=firing");
        assertTrue(declared.contains("is declared: 'next' plays the cards declared between turns"), declared);
        next();                                                              // Harper's firing card
        act("shoot", "actor=harper", "target=dubois", "range=8", "dice:2,2");
        next();
        everyMomentResolvesAsTheGameDid();
    }

    /** A turn detail the ruleset cannot read is the request's error, at its line and column, with the rule's reason. */
    @Test
    void aWrongTurnDetailIsReportedWhereItIs() throws IOException {
        Path docs = Cli.root().resolve("docs/requests");
        String sharpe = Files.readString(docs.resolve("sharpe/next-in-the-bound-order.json"))
                .replace("\"scores\": [12, 10, 11, 9]", "\"scores\": [12, 10, 11]");
        Cli.Run r = Cli.runWithInput(sharpe, "resolve", "-");
        assertEquals(1, r.code(), r::toString);
        int line = sharpe.lines().toList().indexOf(sharpe.lines().filter(l -> l.contains("\"scores\"")).findFirst()
                .orElseThrow()) + 1;
        assertTrue(r.err().contains(":" + line + ":") && r.err().contains("turn detail: the order of movement has 4 figures"
                + " and 3 scores"), r::toString);

        String ohfa = Files.readString(docs.resolve("ohfa/next-cards-declared-between-turns.json"))
                .replace("\"rank\": \"veteran\"", "\"rank\": \"general\"");
        Cli.Run o = Cli.runWithInput(ohfa, "resolve", "-");
        assertEquals(1, o.code(), o::toString);
        assertTrue(o.err().contains("turn detail: 'general' is not a quality (raw, regular, veteran, hero)"), o::toString);
    }

    @Test
    void aBadEntryNumberIsAUsageErrorAndNothingIsWritten() throws IOException {
        begin(Files.writeString(dir.resolve("ridge.json"), RIDGE));
        next();
        Path out = dir.resolve("r.json");
        for (String at : List.of("-1", "2", "two")) {
            Cli.Run r = Cli.run("game", "export", game.toString(), "--at", at, "--out", out.toString());
            assertEquals(2, r.code(), r::toString);
            assertTrue(r.err().contains(at.equals("two") ? "--at takes an entry number from 0 (the beginning) to 1"
                    : "has entries 0 (the beginning) to 1"), r::toString);
        }
        assertFalse(Files.exists(out));
        byte[] journal = Files.readAllBytes(game);
        Cli.Run own = Cli.run("game", "export", game.toString(), "--out", game.toString());
        assertEquals(2, own.code(), own::toString);
        assertTrue(own.err().contains("is the game's own journal"), own::toString);
        assertTrue(Arrays.equals(journal, Files.readAllBytes(game)), "the journal is untouched");
    }

    @Test
    void withoutAtTheGameAsItStandsGoesToStandardOutput() throws IOException {
        begin(Files.writeString(dir.resolve("ridge.json"), RIDGE));
        next();
        Cli.Run r = ok("game", "export", game.toString());
        JsonNode request = JSON.readTree(r.out());
        assertEquals("vedette.request", request.get("format").asText());
        assertEquals("shooting", request.get("situation").get("turn").get("phase").asText());
        assertTrue(request.get("note").asText().endsWith("after entry 1 of 1: Turn 1, shooting: British's turn, 3. Shooting"),
                request.toString());
        assertFalse(request.has("action"), "the action is the asker's to add");
        assertTrue(ok("game", "show", game.toString()).out().contains("  1. line 3, "), "game show numbers the entries alike");
    }
}
