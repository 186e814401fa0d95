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
 * A whole bound of Sharpe's Skirmish (The Monastery Door, four against four)
 * through {@code vedette game} with physical dice, the same bound the
 * workbench's SharpeGameTest plays: {@code game new --dice} for the order of
 * movement (§3 Initiative), each figure acting in his place in the order with
 * {@code game act --dice}, {@code game next} moving the order on, to the start
 * of bound 2; a figure acting out of turn is refused (§1 Sequence of events)
 * and the journal stays as it was; undo takes back exactly one line.
 */
class SharpeGameTest {
    @TempDir
    Path dir;
    Path game;

    private Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    private String show() {
        return ok("game", "show", game.toString()).out();
    }

    private Cli.Run act(String... actionAndInputs) {
        String[] args = new String[actionAndInputs.length + 3];
        args[0] = "game";
        args[1] = "act";
        args[2] = game.toString();
        System.arraycopy(actionAndInputs, 0, args, 3, actionAndInputs.length);
        return ok(args);
    }

    private String next() {
        return ok("game", "next", game.toString()).out();
    }

    /** The journal file's lines: a header and one line a move. */
    private int lines() throws IOException {
        return Files.readAllLines(game).size();
    }

    private static void assertShows(String show, String... expected) {
        for (String e : expected) assertTrue(show.contains(e), () -> "expected «" + e + "» in:\n" + show);
    }

    @Test
    void aWholeBoundOfFourAgainstFourWithPhysicalDice() throws IOException {
        game = dir.resolve("door.game");
        // §3 Initiative + D6: Sharpe 6+6, Harper 5+5, Harris 4+4, Hagman 4+2, Leroux 5+6, Dubois 4+5, Martin 3+4, Petit 3+2.
        Cli.Run begun = ok("game", "new", Cli.unplaced("the-monastery-door.json", dir).toString(),
                "-o", game.toString(), "--dice", "6,5,4,2,6,5,4,2");
        assertTrue(begun.out().contains("dice: 8 faces given with --dice"), begun::toString);
        assertEquals(2, lines(), "the header and the beginning");
        assertShows(show(), "Turn 1: Capt Sharpe's move (1st of 8 in the order) — order: 1 sharpe (12), 2 leroux (11), 3 harper (10),"
                + " 4 dubois (9), 5 harris (8), 6 martin (7), 7 hagman (6), 8 petit (5)\nTo act: sharpe\n",
                "  sharpe (Capt Sharpe): fresh  ← to act\n", "  leroux (Capitaine Leroux): fresh\n",
                "Journal (1 entry):");

        // Sharpe shoots Leroux at 30": 3+3 is not above his 9; legs; 2+3: a light wound (§7 Shooting, §12 Wounding);
        // the wounded Leroux moves down one place in the order (§13).
        Cli.Run shot = act("shoot", "actor=sharpe", "target=leroux", "range=30", "--dice", "3,3,1,2,3");
        assertTrue(shot.out().startsWith("Capt Sharpe shoots at Capitaine Leroux with his Baker rifle at 30\": hit: light wound\n"), shot::toString);
        assertEquals(3, lines(), "one line a move");
        assertShows(show(), "order: 1 sharpe (12), 2 harper (10), 3 leroux (11, moved down), 4 dubois (9)",
                "  sharpe (Capt Sharpe): fresh; marks: Action taken: Shoot, Loading (Baker rifle): 2 bounds  ← to act\n",
                "  leroux (Capitaine Leroux): 1 wound; marks: Wound (legs): light, Wounded this bound, Lame in bound: 2\n");

        // Harper walks 6".
        assertTrue(next().startsWith("Turn 1: Sgt Harper's move (2nd of 8 in the order) — order: 1 sharpe (12) ✓, 2 harper (10),"));
        act("move", "actor=harper", "pace=walk", "distance=6");
        assertEquals(5, lines());
        assertShows(show(), "To act: harper\n", "  harper (Sgt Harper): fresh; marks: Moved  ← to act\n");

        // Leroux, wounded this bound, may do nothing (§13); nor may Martin move in Leroux's place (§1).
        assertTrue(next().startsWith("Turn 1: Capitaine Leroux's move (3rd of 8 in the order)"));
        byte[] before = Files.readAllBytes(game);
        String shownBefore = show();
        Cli.Run wounded = Cli.run("game", "act", game.toString(), "shoot", "actor=leroux", "target=harper", "range=5");
        assertEquals(1, wounded.code(), wounded::toString);
        assertTrue(wounded.err().contains("Capitaine Leroux was wounded this bound and cannot shoot")
                && wounded.err().contains("(Sharpe §13 Wound effects)"), wounded::toString);
        Cli.Run outOfTurn = Cli.run("game", "act", game.toString(), "move", "actor=martin", "pace=walk", "distance=1");
        assertEquals(1, outOfTurn.code(), outOfTurn::toString);
        assertTrue(outOfTurn.err().startsWith("vedette: refused: Voltigeur Martin cannot move now: it is Turn 1:"
                + " Capitaine Leroux's move"), outOfTurn::toString);
        assertTrue(outOfTurn.err().contains("(Sharpe §1 Sequence of events)") && outOfTurn.err().contains("is unchanged"),
                outOfTurn::toString);
        assertArrayEquals(before, Files.readAllBytes(game), "a refusal leaves the journal byte for byte as it was");
        assertEquals(shownBefore, show());

        // Dubois shoots Harper at 20": 4+5 is above his 6, a miss; his musket needs loading (§7 Reloading).
        assertTrue(next().startsWith("Turn 1: Sergent Dubois's move (4th of 8 in the order)"));
        Cli.Run miss = act("shoot", "actor=dubois", "target=harper", "range=20", "--dice", "4,5");
        assertTrue(miss.out().startsWith("Sergent Dubois shoots at Sgt Harper with his musket at 20\": miss\n"), miss::toString);
        assertShows(show(), "  dubois (Sergent Dubois): fresh; marks: Action taken: Shoot, Loading (musket): 1 bound  ← to act\n",
                "  harper (Sgt Harper): fresh; marks: Moved\n");

        // Harris aims at Dubois for next bound.
        assertTrue(next().startsWith("Turn 1: Rfn Harris's move (5th of 8 in the order)"));
        act("aim", "actor=harris", "target=dubois");
        assertShows(show(), "  harris (Rfn Harris): fresh; marks: Action taken: Aim, Aiming at: Sergent Dubois, Aimed in bound: 1  ← to act\n");

        // Martin runs into contact with Hagman and attacks: 4 against a parry of 2; left arm; a light wound;
        // Hagman moves down the order.
        assertTrue(next().startsWith("Turn 1: Voltigeur Martin's move (6th of 8 in the order)"));
        act("move", "actor=martin", "pace=run", "distance=9", "contact=true");
        Cli.Run attack = act("attack", "actor=martin", "target=hagman", "--dice", "4,2,3,2");
        assertTrue(attack.out().startsWith("Voltigeur Martin attacks Rfn Hagman with "), attack::toString);
        assertTrue(attack.out().split("\n")[0].matches(".* \\(Rfn Hagman parries\\), \\d+ against \\d+: the attack hits: light wound"),
                attack::toString);
        assertEquals(13, lines());
        assertShows(show(), "6 martin (7), 7 petit (5), 8 hagman (6, moved down)\nTo act: martin\n",
                "  hagman (Rfn Hagman): 1 wound; marks: Spent close combat: 1 point, Parried or riposted, Close combats:"
                        + " 1 fight, Wound (left arm): light, Wounded this bound\n");

        // Petit's musket misfires on a 12.
        assertTrue(next().startsWith("Turn 1: Voltigeur Petit's move (7th of 8 in the order)"));
        Cli.Run misfire = act("shoot", "actor=petit", "target=sharpe", "range=15", "--dice", "6,6");
        assertTrue(misfire.out().contains(": misfire: the musket must be re-primed (1 bound)\n"), misfire::toString);
        assertShows(show(), "  petit (Voltigeur Petit): fresh; marks: Action taken: Shoot, Loading (musket): 1 bound  ← to act\n",
                "  sharpe (Capt Sharpe): fresh; marks: Action taken: Shoot, Loading (Baker rifle): 2 bounds\n");

        // Hagman, wounded this bound, has his move and can do nothing with it; then bound 2.
        assertTrue(next().startsWith("Turn 1: Rfn Hagman's move (8th of 8 in the order)"));
        String lastOfBound1 = show();
        assertShows(lastOfBound1, "To act: hagman\n", "Journal (15 entries):");
        assertEquals(16, lines());
        assertTrue(next().startsWith("Turn 2: Capt Sharpe's move (1st of 8 in the order) — order: 1 sharpe (12), 2 harper (10),"));
        assertEquals(17, lines(), "the header and sixteen moves");
        String bound2 = show();
        assertShows(bound2, "Turn 2: Capt Sharpe's move (1st of 8 in the order)", "To act: sharpe\n",
                // The action is over with the bound; loading, aiming and wounds carry over.
                "  sharpe (Capt Sharpe): fresh; marks: Loading (Baker rifle): 2 bounds  ← to act\n",
                "  harper (Sgt Harper): fresh\n",
                "  harris (Rfn Harris): fresh; marks: Aiming at: Sergent Dubois, Aimed in bound: 1\n",
                "  hagman (Rfn Hagman): 1 wound; marks: Wound (left arm): light\n",
                "  leroux (Capitaine Leroux): 1 wound; marks: Wound (legs): light, Lame in bound: 2\n",
                "  dubois (Sergent Dubois): fresh; marks: Loading (musket): 1 bound\n",
                "  martin (Voltigeur Martin): fresh\n",
                "Journal (16 entries):");

        // Undo: bound 1's last move again, exactly one line fewer, and show as it was.
        Cli.Run undo = ok("game", "undo", game.toString());
        assertTrue(undo.out().startsWith("Undone: Turn 2: Capt Sharpe's move"), undo::toString);
        assertEquals(16, lines(), "undo removed exactly the last line");
        assertEquals(lastOfBound1, show());
    }

    /**
     * Sharpe words a headline otherwise when it explains ("Capt Sharpe shoots
     * at Capitaine Leroux: hit: …" against "hit: …"); a move recorded with
     * --explain, as the workbench records every move, is not taken for a
     * hand edit when the game is replayed.
     */
    @Test
    void aMoveRecordedWithItsExplanationIsNotReportedAsAltered() {
        game = dir.resolve("explained.game");
        ok("game", "new", Cli.unplaced("the-monastery-door.json", dir).toString(),
                "-o", game.toString(), "--dice", "6,5,4,2,6,5,4,2");
        act("shoot", "actor=sharpe", "target=leroux", "range=30", "--dice", "3,3,1,2,3", "--explain");
        next();
        act("move", "actor=harper", "pace=walk", "distance=6", "--explain");
        Cli.Run show = ok("game", "show", game.toString());
        assertEquals("", show.err(), show::toString);
    }

    /**
     * The same first move on the monastery door's table, where the scenario places its figures: the monastery
     * stands between Sharpe and Leroux, so the shot is refused with what blocks it and the journal is unchanged;
     * the referee's override, with his reason, takes it, and the journal and game show say it was his ruling.
     */
    @Test
    void onTheTableAShotAtAManNotSeenIsRefusedUnlessTheRefereeOverridesIt() throws IOException {
        game = dir.resolve("placed.game");
        ok("game", "new", Cli.root().resolve("examples/scenarios/the-monastery-door.json").toString(), "-o",
                game.toString(), "--dice", "6,5,4,2,6,5,4,2");
        byte[] before = Files.readAllBytes(game);
        Cli.Run unseen = Cli.run("game", "act", game.toString(), "shoot", "actor=sharpe", "target=leroux", "range=30");
        assertEquals(1, unseen.code(), unseen::toString);
        assertTrue(unseen.err().startsWith("vedette: refused: Capt Sharpe cannot see Capitaine Leroux: ")
                && unseen.err().contains("Monastery") && unseen.err().contains("(Sharpe §7 Shooting)"), unseen::toString);
        assertArrayEquals(before, Files.readAllBytes(game), "a refusal leaves the journal as it was");
        Cli.Run ruled = act("shoot", "actor=sharpe", "target=leroux", "range=30",
                "override=Leroux leans out of the door", "--dice", "3,3,1,2,3");
        String headline = ruled.out().split("\n")[0];
        assertTrue(headline.startsWith("Capt Sharpe shoots at Capitaine Leroux with his Baker rifle at 30\": hit: light wound")
                && headline.contains("(the referee's ruling over the table: Leroux leans out of the door; the table said: "
                        + "Capt Sharpe cannot see Capitaine Leroux"), ruled::toString);
        assertTrue(Files.readString(game).contains("\"override\":\"Leroux leans out of the door\""),
                "the journal keeps the override and its reason");
        assertShows(show(), "the referee's ruling over the table: Leroux leans out of the door");
    }
}
