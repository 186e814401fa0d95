package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;

class GameTest {
    private final DuelRules rules = new DuelRules();
    private GameState start;

    @BeforeEach
    void setUp() {
        start = GameState.of(DuelRules.duel(Map.of()), rules);
    }

    private static ActionRequest strike(String who, String whom) {
        return new ActionRequest("duel", "strike", Map.of("actor", who, "target", whom));
    }

    @Test
    void aScenarioBecomesActorsWithOptionDefaults() {
        assertEquals(List.of("ann", "bob"), List.copyOf(start.actors().keySet()));
        assertEquals("red", start.actor("ann").side());
        assertEquals(4, start.actor("ann").profileInt("skill", 0));
        assertEquals(Boolean.FALSE, start.option("gentle"));
        assertEquals(null, start.turn());
    }

    @Test
    void beginGivesTheFirstSideItsTurn() {
        Game g = Game.begin(rules, start, new ScriptedDice(), true).game();
        assertEquals(1, g.state().turn().round());
        assertEquals("red", g.state().turn().activation().side());
        assertEquals(List.of("ann"), g.state().turn().activation().actors());
    }

    @Test
    void actingAppliesTheEventsAndJournalsTheFaces() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        Game.Played p = g.act(strike("ann", "bob"), new ScriptedDice(5), true);
        assertEquals(1, p.game().state().actor("bob").status().wounds());
        assertEquals(List.of(5), p.entry().faces());
        assertEquals("hit", p.entry().headline());
        assertEquals(1, p.outcome().explanation().size());
        assertEquals(0, g.state().actor("bob").status().wounds(), "the earlier game is unchanged");
    }

    @Test
    void aMoveTheAiAskedForIsAnOrdinaryEntryMarkedAsTheAisAndReplaysAndUndoesExactly() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        Game.Played byHand = g.act(strike("ann", "bob"), new ScriptedDice(5), false);
        Game.Played byAi = g.act(strike("ann", "bob"), new ScriptedDice(5), false, JournalEntry.By.AI, List.of(3));
        assertEquals(byHand.game().state(), byAi.game().state(), "resolved exactly as by hand");
        assertEquals(byHand.entry().faces(), byAi.entry().faces());
        assertEquals(JournalEntry.By.HAND, byHand.entry().by());
        assertTrue(byAi.entry().byAi());
        assertEquals(List.of(3), byAi.entry().aiFaces());
        Game.Played moved = byAi.game().advance(new ScriptedDice(), false, JournalEntry.By.AI);
        assertTrue(moved.entry().byAi());
        Game replayed = Game.replay(rules, start, moved.game().journal());
        assertEquals(moved.game().journal(), replayed.journal(), "replay keeps who asked, and the AI's faces");
        assertEquals(moved.game().state(), replayed.state());
        assertEquals(byAi.game().journal(), replayed.undo().journal());
        assertThrows(IllegalArgumentException.class, () -> new JournalEntry(JournalEntry.Kind.ADVANCE, null,
                List.of(), "", JournalEntry.By.HAND, List.of(2)), "faces of the AI on an entry by hand");
    }

    @Test
    void aRefusedRequestChangesNothing() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        ScriptedDice dice = new ScriptedDice(6);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> g.act(strike("bob", "ann"), dice, false));
        assertTrue(e.getMessage().contains("cannot strike now"), e.getMessage());
        assertEquals(DuelRules.SEQUENCE, e.rule());
        assertEquals(0, dice.used(), "no die was thrown for a refused request");
        assertEquals(1, g.journal().size());
    }

    @Test
    void everyInputProblemIsReportedAtOnce() {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> g.act(
                new ActionRequest("duel", "shout", Map.of("actor", "zed", "volume", 11, "pitch", 3)),
                new ScriptedDice(), false));
        assertTrue(e.getMessage().contains("no input 'pitch'"), e.getMessage());
        assertTrue(e.getMessage().contains("'volume' is 11 but must be from 1 to 10"), e.getMessage());
        assertTrue(e.getMessage().contains("'zed', which is not in this game"), e.getMessage());
    }

    @Test
    void anyTimeActionsNeedNoTurn() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        Game after = g.act(new ActionRequest("duel", "shout", Map.of("actor", "bob")), new ScriptedDice(), false)
                .game();
        assertTrue(after.state().actor("bob").hasMark("hoarse"));
    }

    @Test
    void anOutActorCannotAct() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        g = g.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        g = g.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        assertTrue(g.state().actor("bob").status().out());
        Game finalGame = g;
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> finalGame
                .act(new ActionRequest("duel", "shout", Map.of("actor", "bob")), new ScriptedDice(), false));
        assertTrue(e.getMessage().contains("out of the game"), e.getMessage());
    }

    @Test
    void replayOfTheJournalGivesAnEqualState() throws Exception {
        Game g = Game.begin(rules, start, new SeededDice(7), false).game();
        SeededDice dice = new SeededDice(42);
        for (int i = 0; i < 6; i++) {
            String side = g.state().turn().activation().side();
            g = side.equals("red") ? g.act(strike("ann", "bob"), dice, false).game()
                    : g.act(strike("bob", "ann"), dice, false).game();
            if (g.state().actors().values().stream().anyMatch(a -> a.status().out())) break;
            g = g.advance(dice, false).game();
        }
        Game replayed = Game.replay(rules, start, g.journal());
        assertEquals(g.state(), replayed.state());
        assertEquals(g.journal(), replayed.journal());
    }

    @Test
    void undoIsTheReplayWithoutTheLastEntry() throws Exception {
        Game begun = Game.begin(rules, start, new ScriptedDice(), false).game();
        Game hit = begun.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        Game undone = hit.undo();
        assertEquals(begun.state(), undone.state());
        assertNotEquals(hit.state(), undone.state());
        assertFalse(undone.canUndo());
        assertThrows(IllegalStateException.class, undone::undo);
    }

    @Test
    void advanceRunsThroughSidesAndRounds() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        g = g.advance(new ScriptedDice(), false).game();
        assertEquals("blue", g.state().turn().activation().side());
        assertEquals(1, g.state().turn().round());
        g = g.advance(new ScriptedDice(), false).game();
        assertEquals("red", g.state().turn().activation().side());
        assertEquals(2, g.state().turn().round());
    }

    @Test
    void aJournalWhoseDiceDoNotFitSaysWhichEntry() throws Exception {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        g = g.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        List<JournalEntry> tampered = List.of(g.journal().get(0),
                new JournalEntry(JournalEntry.Kind.ACT, strike("ann", "bob"), List.of(), "hit"));
        ReplayException e = assertThrows(ReplayException.class, () -> Game.replay(rules, start, tampered));
        assertEquals(2, e.entry());
        assertTrue(e.getCause() instanceof DiceException);

        List<JournalEntry> extra = List.of(g.journal().get(0),
                new JournalEntry(JournalEntry.Kind.ACT, strike("ann", "bob"), List.of(6, 6), "hit"));
        ReplayException e2 = assertThrows(ReplayException.class, () -> Game.replay(rules, start, extra));
        assertTrue(e2.getMessage().contains("not used"), e2.getMessage());
    }

    @Test
    void optionsFromTheScenarioOverrideDefaults() throws Exception {
        GameState gentle = new GameState(start.ruleset(), Map.of("gentle", true), start.table(), start.sides(),
                start.actors(), null);
        Game g = Game.begin(rules, gentle, new ScriptedDice(), false).game();
        g = g.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        g = g.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        assertEquals(2, g.state().actor("bob").status().wounds());
        assertFalse(g.state().actor("bob").status().out());
        assertSame(Boolean.TRUE, g.state().option("gentle"));
    }

    @Test
    void eachGameKeepsItsOwnJournalThoughTheyShareTheirEarlierEntries() throws Exception {
        Game begun = Game.begin(rules, start, new ScriptedDice(), false).game();
        Game hit = begun.act(strike("ann", "bob"), new ScriptedDice(6), false).game();
        Game missed = begun.act(strike("ann", "bob"), new ScriptedDice(1), false).game();
        Game on = hit.advance(new ScriptedDice(), false).game();
        assertEquals(1, begun.journal().size(), "a move after a game leaves its journal as it was");
        assertEquals(List.of(6), hit.journal().get(1).faces());
        assertEquals(List.of(1), missed.journal().get(1).faces(), "two moves from one game: two journals");
        assertEquals(3, on.journal().size());
        assertEquals(hit.journal(), on.journal().subList(0, 2), "the earlier entries, in order");
        assertEquals(JournalEntry.Kind.ADVANCE, on.journal().get(2).kind());
        assertThrows(UnsupportedOperationException.class, () -> on.journal().add(begun.journal().get(0)));
        assertEquals(hit.state(), on.undo().state());
        assertEquals(on.state(), Game.replay(rules, start, on.journal()).state());
    }

    @Test
    void aGameWithoutAJournalPlaysTheSameMovesButCannotBeUndoneOrReplayed() throws Exception {
        Game kept = Game.begin(rules, start, new SeededDice(7), false).game();
        Game bulk = Game.begin(rules, start, new SeededDice(7), false).game().unjournaled();
        assertTrue(kept.journaled());
        assertFalse(bulk.journaled());
        assertEquals(kept.state(), bulk.state());
        SeededDice keptDice = new SeededDice(42);
        SeededDice bulkDice = new SeededDice(42);
        int entries = 1;
        for (int i = 0; i < 4; i++) {
            if (kept.state().actors().values().stream().anyMatch(a -> a.status().out())) break;
            String who = kept.state().turn().activation().side().equals("red") ? "ann" : "bob";
            String whom = who.equals("ann") ? "bob" : "ann";
            Game.Played k = kept.act(strike(who, whom), keptDice, false);
            Game.Played b = bulk.act(strike(who, whom), bulkDice, false);
            assertEquals(k.outcome().events(), b.outcome().events(), "resolved exactly as with a journal");
            assertEquals(null, b.entry(), "no entry written");
            kept = k.game().advance(keptDice, false).game();
            Game.Played moved = b.game().advance(bulkDice, false);
            assertEquals(null, moved.entry());
            bulk = moved.game();
            assertEquals(kept.state(), bulk.state());
            entries += 2;
        }
        assertTrue(entries > 1, "a move at least was played");
        assertFalse(bulk.journaled(), "it goes on without a journal");
        assertFalse(bulk.canUndo());
        Game finished = bulk;
        IllegalStateException e = assertThrows(IllegalStateException.class, finished::journal);
        assertTrue(e.getMessage().contains("keeps no journal"), e.getMessage());
        assertThrows(IllegalStateException.class, finished::undo);
        assertThrows(IllegalStateException.class, () -> finished.replayNext(kept0()));
        assertEquals(entries, kept.journal().size(), "the journaled game's own journal is whole");
        assertEquals(kept.state(), Game.replay(rules, start, kept.journal()).state());
    }

    private JournalEntry kept0() {
        return Game.begin(rules, start, new SeededDice(7), false).entry();
    }
}
