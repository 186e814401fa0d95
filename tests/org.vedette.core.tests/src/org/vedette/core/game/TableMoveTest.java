package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.TablePath;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;

/**
 * A move recorded on the table: the request carries the path, the ruleset
 * resolves the action without it, and the game adds the position change —
 * which the journal replays and undo takes back; a request the ruleset
 * refuses moves nobody, and a path that does not read is refused saying why.
 */
class TableMoveTest {
    private final DuelRules rules = new DuelRules();
    private Game game;

    @BeforeEach
    void setUp() {
        Scenario s = DuelRules.duel(Map.of("ann", new Position(2, 2, 45.0)));
        game = Game.begin(rules, GameState.of(s, rules), new ScriptedDice(), false).game();
    }

    private static ActionRequest strikeAlong(String who, String path) {
        return new ActionRequest("duel", "strike", Map.of("actor", who, "target", "bob", TableMove.PATH, path));
    }

    @Test
    void theMoveIsAddedAfterTheRulesetsEventsAndUndoMovesTheFigureBack() throws Exception {
        Game.Played p = game.act(strikeAlong("ann", "2,2; 5,6; 5,10"), new ScriptedDice(5), false);
        GameEvent last = p.outcome().events().get(p.outcome().events().size() - 1);
        GameEvent.Moved moved = assertInstanceOf(last);
        assertEquals("ann", moved.actor());
        assertEquals(new Position(2, 2, 45.0), moved.from());
        assertEquals(9, moved.distance(), 1e-9, "5 inches then 4 along the path");
        assertEquals(new Position(5, 10, 45.0), p.game().state().actor("ann").position(),
                "at the path's end, keeping its facing when none is given");
        assertEquals(1, p.game().state().actor("bob").status().wounds(), "the ruleset's own events still apply");
        assertEquals("2,2; 5,6; 5,10", p.entry().request().input(TableMove.PATH), "journalled whole");

        Game replayed = Game.replay(rules, game.start(), p.game().journal());
        assertEquals(new Position(5, 10, 45.0), replayed.state().actor("ann").position(), "replay moves it again");
        assertEquals(new Position(2, 2, 45.0), p.game().undo().state().actor("ann").position(), "undo moves it back");
    }

    @Test
    void aFacingAfterTheLastPointTurnsTheFigure() throws Exception {
        Game.Played p = game.act(strikeAlong("ann", "2,2; 2,8,90"), new ScriptedDice(1), false);
        assertEquals(new Position(2, 8, 90.0), p.game().state().actor("ann").position());
        assertTrue(p.outcome().events().get(p.outcome().events().size() - 1).describe().contains("moved 6.0 in"));
    }

    @Test
    void aRefusedRequestMovesNobodyAndABadPathIsRefusedSayingWhy() throws Exception {
        // Bob may not strike in Red's turn: the ruleset refuses, and the path goes with the request.
        assertThrows(IllegalActionException.class, () -> game.act(strikeAlong("bob", "0,0; 1,1"),
                new ScriptedDice(5), false));
        assertNull(game.state().actor("bob").position());
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> game.act(strikeAlong("ann", "2,2; north"), new ScriptedDice(5), false));
        assertTrue(e.getMessage().contains("point 2 'north' is not x,y"), e.getMessage());
        IllegalActionException one = assertThrows(IllegalActionException.class,
                () -> game.act(strikeAlong("ann", "2,2"), new ScriptedDice(5), false));
        assertTrue(one.getMessage().contains("at least two points"), one.getMessage());
    }

    @Test
    void thePathIsWrittenAsItIsRead() throws Exception {
        List<Position> path = List.of(Position.at(6, 3), Position.at(8.25, 5.5), new Position(9, 8, 90.0));
        String text = TableMove.write(path);
        assertEquals("6,3; 8.25,5.5; 9,8,90", text);
        assertEquals(path, TableMove.pathOf(new ActionRequest("duel", "strike", Map.of(TableMove.PATH, text))));
    }

    /**
     * The path's numbers are written and read without the general conversions (the AI writes a path for every
     * move it weighs): the text must be what Double.toString wrote of the number rounded to a hundredth, and
     * the number read what Double.parseDouble reads — one differing digit would change a journal, or where a
     * figure stands.
     */
    @Test
    void aNumberIsWrittenAndReadAsTheGeneralConversionsDo() throws Exception {
        java.util.SplittableRandom random = new java.util.SplittableRandom(1812);
        for (int i = 0; i < 100_000; i++) {
            double x = number(random, i);
            double y = number(random, i + 1);
            double facing = number(random, i + 2);
            String written = TableMove.write(List.of(Position.at(y, x), new Position(x, y, facing)));
            String expected = asWritten(y) + "," + asWritten(x) + "; " + asWritten(x) + "," + asWritten(y) + ","
                    + asWritten(facing);
            assertEquals(expected, written, "written from " + x + ", " + y + ", " + facing);
            String[] n = expected.split("[;,] ?");
            List<Position> asRead = List.of(Position.at(Double.parseDouble(n[0]), Double.parseDouble(n[1])),
                    new Position(Double.parseDouble(n[2]), Double.parseDouble(n[3]), Double.parseDouble(n[4])));
            assertEquals(asRead, read(written), "read from " + written);
            String padded = " " + zero(n[0]) + " , " + n[1] + " ; " + n[2] + " ," + n[3] + "," + zero(n[4]) + " ";
            assertEquals(asRead, read(padded), "read from " + padded);
        }
        for (String text : List.of("-0", "0.", ".5", "-.25", "007.50", "1e3", "+2", "123456789012345678.5", "0x10p0",
                "2.5e-3")) {
            assertEquals(List.of(Position.at(1, Double.parseDouble(text)), Position.at(Double.parseDouble(text), 2)),
                    read("1," + text + "; " + text + ",2"), text);
        }
    }

    /**
     * The NPC AI's move carries its path as points (TablePath), not as text the game reads back: they must be
     * the points its text reads as, and the text the one written from the points given — or a game played by
     * the AI would differ from its journal replayed.
     */
    @Test
    void aPathCarriedAsPointsIsThePathItsTextReads() throws Exception {
        java.util.SplittableRandom random = new java.util.SplittableRandom(1813);
        for (int i = 0; i < 100_000; i++) {
            List<Position> given = List.of(new Position(number(random, i), number(random, i + 1), 30.0),
                    Position.at(number(random, i + 2), number(random, i + 3)),
                    new Position(number(random, i + 1), number(random, i + 3), number(random, i)));
            TablePath carried = TablePath.through(given);
            String text = TableMove.write(given);
            assertEquals(text, carried.toString(), "written from " + given);
            assertEquals(read(text), carried.points(), "read from " + text);
            assertEquals(carried.points(), TableMove.pathOf(new ActionRequest("duel", "strike",
                    Map.of(TableMove.PATH, carried))), "carried as points");
        }
        IllegalArgumentException one = assertThrows(IllegalArgumentException.class,
                () -> TablePath.through(List.of(Position.at(1, 2))));
        assertTrue(one.getMessage().contains("at least two points"), one.getMessage());
    }

    /** A path carried as points moves the figure as its text does, and the journal records the text. */
    @Test
    void aPathCarriedAsPointsIsJournalledAsItsText() throws Exception {
        Game journaled = game;
        TablePath path = TablePath.through(List.of(Position.at(2, 2), Position.at(5.004, 6), new Position(5, 10, 90.0)));
        Game.Played p = journaled.act(new ActionRequest("duel", "strike", Map.of("actor", "ann", "target", "bob",
                TableMove.PATH, path)), new ScriptedDice(5), false);
        Game.Played t = journaled.act(strikeAlong("ann", "2,2; 5,6; 5,10,90"), new ScriptedDice(5), false);
        assertEquals(t.game().state().actor("ann").position(), p.game().state().actor("ann").position());
        assertEquals(t.entry(), p.entry(), "the same entry as the text's: " + p.entry());
        assertEquals("2,2; 5,6; 5,10,90", p.entry().request().input(TableMove.PATH));
        assertEquals(new Position(5, 10, 90.0),
                Game.replay(rules, game.start(), p.game().journal()).state().actor("ann").position());
    }

    /** The number with a trailing zero more after its decimal point, as a hand may write it. */
    private static String zero(String number) {
        return number.contains(".") && !number.contains("E") ? number + "0" : number;
    }

    /** The numbers of the sweep: any, whole hundredths, past 10^7 (written with an exponent), near nought. */
    private static double number(java.util.SplittableRandom random, int i) {
        return switch (i % 4) {
            case 0 -> random.nextDouble(-100, 100);
            case 1 -> random.nextInt(-20_000, 20_000) / 100.0;
            case 2 -> random.nextDouble(-2e7, 2e7);
            default -> random.nextInt(-5, 5) / 1000.0;
        };
    }

    /** What the path wrote before it wrote the number itself: Double.toString of it rounded to a hundredth. */
    private static String asWritten(double v) {
        double r = Math.round(v * 100) / 100.0;
        return r == Math.rint(r) ? Long.toString((long) r) : Double.toString(r);
    }

    @Test
    void aPathIsReadWithItsSpacesAndATrailingSeparatorAndRefusedWhereAPointIsWrong() throws Exception {
        assertEquals(List.of(Position.at(1, 2), new Position(3.5, 4, 90.0)), read(" 1 , 2 ;3.5,4, 90 "));
        assertEquals(List.of(Position.at(1, 2), Position.at(3, 4)), read("1,2;3,4;"), "nothing after the last ';'");
        assertEquals(List.of(Position.at(1, 2), Position.at(3, 4)), read("1,2;3,4,"), "nothing after the last ','");
        IllegalActionException facing = assertThrows(IllegalActionException.class, () -> read("1,2,45; 3,4"));
        assertTrue(facing.getMessage().contains("point 1 '1,2,45' is not x,y"), facing.getMessage());
        IllegalActionException word = assertThrows(IllegalActionException.class, () -> read("1,2; 3,east"));
        assertTrue(word.getMessage().contains("point 2 '3,east' is not a pair of numbers"), word.getMessage());
        IllegalActionException four = assertThrows(IllegalActionException.class, () -> read("1,2; 3,4,5,6"));
        assertTrue(four.getMessage().contains("point 2 '3,4,5,6' is not x,y or x,y,facing"), four.getMessage());
    }

    private static List<Position> read(String text) throws IllegalActionException {
        return TableMove.pathOf(new ActionRequest("duel", "strike", Map.of(TableMove.PATH, text)));
    }

    private static GameEvent.Moved assertInstanceOf(GameEvent e) {
        return org.junit.jupiter.api.Assertions.assertInstanceOf(GameEvent.Moved.class, e);
    }
}
