package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Other Side of the Hill through {@code vedette game}: the
 * Initiative/Event button giving an event the referee records, the Players'
 * initiative with a charge, the charged figure's reaction and the attack, a
 * morale check failed, the Non-Players' initiative revealing a hidden unit
 * by acting, a unit home with its victory point shown in the turn, undo, and
 * refusals that leave the journal as it was.
 */
class OsothGameTest {
    static final String SCENARIO = """
            { "format": "vedette.scenario", "version": 1, "id": "patrol", "title": "A patrol beyond the Coa",
              "ruleset": "osoth", "table": { "width": 72, "depth": 48 },
              "sides": [
                { "id": "british", "name": "Light Division", "control": "player", "units": [
                  { "id": "95th", "quality": "veteran", "profile": { "type": "rifleman" }, "figures": [
                    { "id": "lt", "name": "Lt Fitzgerald", "profile": { "rank": "officer" }, "weapons": ["pistol"] },
                    { "id": "harris", "name": "Rfn Harris", "weapons": ["rifle"] } ] },
                  { "id": "16th", "quality": "veteran", "mounted": true, "profile": { "type": "light-cavalry" }, "figures": [
                    { "id": "hale", "name": "Cornet Hale", "profile": { "rank": "officer" }, "weapons": ["pistol", "carbine"] },
                    { "id": "trooper", "name": "Tpr Wilkes", "weapons": ["carbine"] } ] } ] },
                { "id": "french", "name": "French", "control": "non-player", "units": [
                  { "id": "voltigeurs", "quality": "conscript", "profile": { "type": "infantry" }, "figures": [
                    { "id": "v1", "name": "Voltigeur Petit", "weapons": ["musket"] },
                    { "id": "v2", "name": "Voltigeur Roux", "weapons": ["musket"] },
                    { "id": "v3", "name": "Voltigeur Blanc", "weapons": ["musket"] } ] },
                  { "id": "ambush", "quality": "veteran", "profile": { "type": "infantry", "hidden-until": "approach" }, "figures": [
                    { "id": "a1", "name": "Grenadier Morel", "weapons": ["musket"] } ] } ] } ] }
            """;

    @TempDir
    Path dir;
    String game;

    @BeforeEach
    void newGame() throws IOException {
        Path scenario = Files.writeString(dir.resolve("patrol.json"), SCENARIO);
        game = dir.resolve("patrol.game").toString();
        Cli.Run r = Cli.run("game", "new", scenario.toString(), "-o", game, "--dice", "6");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("Event: the referee places it"), r::toString);
        assertTrue(r.out().contains("a1: hidden — → true"), r::toString);
    }

    private Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    @Test
    void anEventAChargeWithItsReactionAMoraleFailureAndAUnitHome() {
        Cli.Run event = ok("game", "act", game, "event", "text=three voltigeurs appear 18 inches ahead");
        assertTrue(event.out().startsWith("Event: three voltigeurs appear 18 inches ahead"), event::toString);
        assertTrue(ok("game", "next", game, "--dice", "1").out().contains("Players' initiative: a unit to act"));

        Cli.Run charge = ok("game", "act", game, "charge", "actor=hale", "target=v1", "distance=10", "--dice", "6", "--explain");
        assertTrue(charge.out().contains("Cornet Hale charges Voltigeur Petit: contact; Voltigeur Petit may react"), charge::toString);
        assertTrue(charge.out().contains("mounted veteran 9\" + D3 (D6 6 → 3) = 12\""), charge::toString);
        Cli.Run react = ok("game", "act", game, "react", "actor=v1", "reaction=musket", "--dice", "1,1", "--explain");
        assertTrue(react.out().contains("Conscript reaction fire at 10\""), react::toString);
        assertTrue(react.out().contains("(always a miss)"), react::toString);
        Cli.Run attack = ok("game", "act", game, "attack", "actor=hale", "target=v1", "--dice", "6,6,6");
        assertTrue(attack.out().contains("hit, Voltigeur Petit is a casualty"), attack::toString);
        assertTrue(ok("game", "show", game).out().contains("morale check due: voltigeurs"));

        // Conscripts 7+, one of three gone: 1 + 1 fails.
        Cli.Run morale = ok("game", "act", game, "check-morale", "actor=v2", "--dice", "1,1");
        assertTrue(morale.out().startsWith("Voltigeur Roux's voltigeurs fail their morale check: Wavering"), morale::toString);
        assertTrue(morale.out().contains("v3: morale — → wavering"), morale::toString);
        ok("game", "act", game, "stand", "actor=trooper");
        assertTrue(ok("game", "next", game, "--dice", "4").out().contains("Non-Players' initiative"));
        Cli.Run wavering = Cli.run("game", "act", game, "fire-musket", "actor=v3", "target=harris", "range=10");
        assertEquals(1, wavering.code(), wavering::toString);
        assertTrue(wavering.err().contains("is Wavering"), wavering::toString);

        Cli.Run ambush = ok("game", "act", game, "fire-musket", "actor=a1", "target=harris", "range=20", "--dice", "2,2");
        assertTrue(ambush.out().contains("Revealed (acts): place ambush on the table"), ambush::toString);
        Cli.Run home = ok("game", "act", game, "return-home", "actor=hale");
        assertTrue(home.out().contains("16th returns to friendly lines; met the enemy (+1)"), home::toString);
        Cli.Run show = ok("game", "show", game);
        assertTrue(show.out().contains("victory points 1 (met the enemy +1)"), show::toString);
        Cli.Run undo = ok("game", "undo", game);
        assertTrue(undo.out().contains("victory points 0"), undo::toString);
    }

    @Test
    void refusedRequestsChangeNothing() throws IOException {
        ok("game", "next", game, "--dice", "1");
        byte[] before = Files.readAllBytes(Path.of(game));
        Cli.Run french = Cli.run("game", "act", game, "fire-musket", "actor=v1", "target=harris", "range=10");
        assertEquals(1, french.code(), french::toString);
        assertTrue(french.err().contains("cannot fire musket now"), french::toString);
        Cli.Run pistol = Cli.run("game", "act", game, "fire-rifle", "actor=lt", "target=v1", "range=10");
        assertEquals(1, pistol.code(), pistol::toString);
        assertTrue(pistol.err().contains("carries no rifle"), pistol::toString);
        Cli.Run seven = Cli.run("game", "act", game, "fire-rifle", "actor=harris", "target=v1", "range=10", "--dice", "7,1");
        assertEquals(2, seven.code(), "a die face of 7 is the request's fault (docs/CLI.md, exit codes): " + seven);
        assertTrue(seven.err().contains("7"), seven::toString);
        assertArrayEquals(before, Files.readAllBytes(Path.of(game)), "the journal is unchanged");
    }

    @Test
    void theRulesetIsListedWithTheAppsFields() {
        Cli.Run r = ok("rulesets", "osoth");
        assertTrue(r.out().contains("turn: initiative event draws"), r::toString);
        assertTrue(r.out().contains("fire-rifle"), r::toString);
        assertTrue(r.out().contains("actor-mounted (Actor Mounted): flag"), r::toString);
    }

    /** The workspace's tables/osoth.json goes into the new game, which plays by it; a wrong one is refused where it is wrong. */
    @Test
    void theWorkspacesTableOverridesTravelWithTheGame() throws IOException {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Path scenario = Files.writeString(Files.createDirectories(workspace.resolve("scenarios")).resolve("patrol.json"), SCENARIO);
        Path tables = Files.createDirectories(workspace.resolve("tables")).resolve("osoth.json");
        // Every press gives the Players: a 6 is no longer an event.
        Files.writeString(tables, """
                { "format": "vedette.osoth-tables", "version": 1,
                  "initiative": { "die": 6, "results": [ { "from": 1, "to": 6, "result": "players" } ] } }
                """);
        String played = workspace.resolve("overridden.game").toString();
        Cli.Run r = ok("game", "new", scenario.toString(), "-o", played, "--dice", "6");
        assertTrue(r.out().contains("Players' initiative"), r::toString);
        assertTrue(Files.readString(Path.of(played)).lines().findFirst().orElseThrow().contains("\"tables\""),
                "the journal's header keeps the tables");

        Files.writeString(tables, """
                { "format": "vedette.osoth-tables", "version": 1,
                  "morale": { "pass": { "veteran": "five" } } }
                """);
        String wrong = workspace.resolve("wrong.game").toString();
        Cli.Run begun = ok("game", "new", scenario.toString(), "-o", wrong, "--dice", "1");
        assertTrue(begun.out().contains("The book's tables are used"), begun::toString);
        Cli.Run refused = Cli.run("game", "act", wrong, "stand", "actor=harris");
        assertEquals(1, refused.code(), refused::toString);
        assertTrue(refused.err().contains("2:25: morale.pass.veteran: expected a whole number"), refused::toString);
    }

    /** O1: validate checks a workspace's tables file, and a scenario's own tables option, where each is wrong. */
    @Test
    void validateChecksTheTablesWhereTheyAreWrong() throws IOException {
        Path tables = Files.writeString(dir.resolve("osoth.json"), """
                { "format": "vedette.osoth-tables", "version": 1,
                  "morale": { "pass": { "veteran": "five" } } }
                """);
        Cli.Run r = Cli.run("validate", tables.toString());
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.out().contains(tables + ":2:25: error: morale.pass.veteran: expected a whole number"), r::toString);
        Files.writeString(tables, """
                { "format": "vedette.osoth-tables", "version": 1,
                  "morale": { "pass": { "veteran": 8 } } }
                """);
        assertTrue(ok("validate", tables.toString()).out().contains(tables + ": valid"));
        Files.writeString(tables, "{ \"format\": \"vedette.chess-tables\", \"version\": 1 }");
        Cli.Run chess = Cli.run("validate", tables.toString());
        assertEquals(1, chess.code(), chess::toString);
        assertTrue(chess.out().contains(tables + ":1:14: error: no ruleset 'chess' is installed to read these tables"), chess::toString);

        String embedded = SCENARIO.replaceFirst("\"ruleset\"\\s*:\\s*\"osoth\",",
                "\"ruleset\": \"osoth\", \"options\": { \"tables\": \"{ \\\\\"movment\\\\\": 1 }\" },");
        assertTrue(embedded.contains("movment"), "the scenario takes the option: " + embedded);
        Path scenario = Files.writeString(dir.resolve("embedded.json"), embedded);
        Cli.Run s = Cli.run("validate", scenario.toString());
        assertEquals(1, s.code(), s::toString);
        assertTrue(s.out().contains("error: option 'tables': 1:3: unknown member 'movment'"), s::toString);
    }
}
