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
 * A whole turn of both sides of the risk-factor rules (The Mill at Sorauren)
 * through {@code vedette game} with physical dice: each side's Player
 * Character dices for command points and commands what he can — a command
 * roll that fails to command a group leaves it to the Actions table — and the
 * end of the command phase dices every uncommanded group (RF Play Sequence,
 * ruling C15); then movement, shooting, melee, and the other side, to the
 * start of turn 2. A refusal leaves the journal as it was.
 */
class RiskFactorGameTest {
    @TempDir
    Path dir;
    Path game;

    private Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    private String show() {
        return game("show");
    }

    /** {@code vedette game COMMAND GAME ARGS…}, which must succeed; its output. */
    private String game(String command, String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "game";
        all[1] = command;
        all[2] = game.toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return ok(all).out();
    }

    private String act(String... actionAndInputs) {
        return game("act", actionAndInputs);
    }

    private String next(String... dice) {
        return game("next", dice);
    }

    /** A scenario's text without its sides' deployments (objects of {x, y, facing}). */
    static String withoutDeployment(String scenario) {
        String unplaced = scenario.replaceAll("\"deployment\": \\{(?:[^{}]|\\{[^{}]*\\})*\\},\\s*", "");
        assertTrue(unplaced.length() < scenario.length() && !unplaced.contains("\"deployment\""), "a deployment taken out");
        return unplaced;
    }

    private static void assertShows(String text, String... expected) {
        for (String e : expected) assertTrue(text.contains(e), () -> "expected «" + e + "» in:\n" + text);
    }

    @Test
    void aWholeTurnOfBothSidesWithACommandRollThatFailsToCommandAGroup() throws IOException {
        game = dir.resolve("mill.game");
        // The example without its deployment: this turn is measured by hand, as a table without positions plays.
        Path mill = dir.resolve("the-mill-at-sorauren.json");
        Files.writeString(mill, withoutDeployment(Files.readString(Cli.root().resolve("examples/scenarios/the-mill-at-sorauren.json"))));
        ok("game", "new", mill.toString(), "-o", game.toString());
        assertShows(show(), "Turn 1, command: Fitzroy's command's turn, 1. Command", "  fitzroy (Lt Fitzroy): fresh  ← to act\n");

        // (1) Lt Fitzroy, a Veteran, throws 3D6: 7 points. The light company (6) is commanded; the picket (4) is not.
        assertTrue(act("dice-for-command", "actor=fitzroy", "--dice", "4,2,1").startsWith("Lt Fitzroy has 7 command points\n"));
        assertTrue(act("command", "actor=fitzroy", "group=lc-1", "distance=30")
                .startsWith("Lt Fitzroy commands light-company (6 points; 1 left)\n"));
        assertTrue(act("command", "actor=fitzroy", "group=pk-1", "distance=40")
                .startsWith("Lt Fitzroy fails to command picket: 1 point, 4 needed\n"));
        act("observe", "actor=pk-1", "enemy-in-range");
        assertShows(show(), "  cole (Sgt Cole): fresh; marks: Commanded  ← to act\n",
                "  pk-1 (Pte Finch): fresh; marks: Observed: enemy-in-range  ← to act\n");

        // The command phase ends: the picket, raw and in range (+1 +1), dices 2 on the gunpowder table's RF2-5 row: Halt.
        String moved = next("--dice", "2");
        assertShows(moved, "Turn 1, movement: Fitzroy's command's turn, 2. Movement\n",
                "  D6 on the Actions table for picket: 2\n", "  pk-4: action — → halt\n", "  pk-4: morale — → halted\n",
                "pk-1: picket — Halt: Unit must halt in its current position");
        // A halted group may only turn to face the enemy; the refusal changes nothing.
        byte[] before = Files.readAllBytes(game);
        Cli.Run halted = Cli.run("game", "act", game.toString(), "move", "actor=pk-2", "distance=5");
        assertEquals(1, halted.code(), halted::toString);
        assertTrue(halted.err().contains("may only move to face the nearest enemy") && halted.err().contains("is unchanged"),
                halted::toString);
        assertArrayEquals(before, Files.readAllBytes(game));

        // (2) Movement: Sgt Cole moves 20 cm; Pte Ashby, commanded, halts to load.
        assertTrue(act("move", "actor=cole", "distance=20").startsWith("Sgt Cole moves 20 cm\n"));
        act("load", "actor=lc-1");
        // (3) Shooting: Ashby loaded this turn and cannot fire yet; the picket fires 2 shots (4 recruits, stationary).
        next();
        Cli.Run early = Cli.run("game", "act", game.toString(), "shoot", "actor=lc-1", "target=v-1", "weapon=musket", "range=35");
        assertEquals(1, early.code(), early::toString);
        assertTrue(early.err().contains("Pte Ashby loaded this turn"), early::toString);
        String volley = act("shoot", "actor=pk-1", "target=v-1", "weapon=musket", "range=35", "nearest", "--dice", "6,5,2,1");
        assertTrue(volley.startsWith("Pte Finch shoots at Voltigeur Arnaud at 35 cm: 2 shots, 1 hit: Voltigeur Arnaud wounded\n"), volley);
        // (4) Melee: none. (5) The other side.
        assertTrue(next().startsWith("Turn 1, melee: Fitzroy's command's turn, 4. Melee"));
        assertTrue(next().startsWith("Turn 1, command: Moreau's command's turn, 1. Command"));

        // Capitaine Moreau's 5 points cannot command the voltigeurs (6) but command the conscripts (4).
        act("dice-for-command", "actor=moreau", "--dice", "2,2,1");
        assertTrue(act("command", "actor=moreau", "group=v-2", "distance=20")
                .startsWith("Capitaine Moreau fails to command voltigeurs: 5 points, 6 needed\n"));
        act("command", "actor=moreau", "group=cs-1", "distance=20");
        // The voltigeurs, 1 of 6 wounded (+1), dice 4 on RF1: Advance; the commanded conscripts do not dice.
        String french = next("--dice", "4", "--explain");
        assertShows(french, "  roux: action — → advance\n", "  v-5: morale — → steady\n",
                "+1 for 1 tenth of the group wounded or killed (1 of 6) — line 15",
                "row RF1, column 4: Advance", "conscripts is commanded: it acts as its player wishes");
        assertTrue(!french.contains("cs-1: action"), french);
        act("move", "actor=v-2", "distance=20");
        next();
        assertTrue(act("shoot", "actor=v-3", "target=pk-1", "weapon=musket", "range=30", "nearest", "--dice", "3,2,1")
                .contains(" shoots at Pte Finch at 30 cm: 3 shots, no hits\n"));
        next();

        // Turn 2: the British command phase clears last turn's command and results; morale and loading stay.
        assertTrue(next().startsWith("Turn 2, command: Fitzroy's command's turn, 1. Command"));
        assertShows(show(), "  cole (Sgt Cole): fresh  ← to act\n", "  lc-1 (Pte Ashby): fresh; marks: Loaded in turn: 1  ← to act\n",
                "  pk-1 (Pte Finch): fresh; marks: Observed: enemy-in-range, Morale: halted  ← to act\n",
                "  v-1 (Voltigeur Arnaud): 1 wound; marks: Actions-table result: Advance, Morale: steady, Fired\n",
                "  cs-1 (Fusilier Gros): fresh; marks: Commanded\n", "Journal (21 entries):");
        assertEquals(22, Files.readAllLines(game).size(), "the header and 21 moves");
    }
}
