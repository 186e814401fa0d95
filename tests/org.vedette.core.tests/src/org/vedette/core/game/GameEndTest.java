package org.vedette.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;

/**
 * A game ends when its turn structure moves past the scenario's last turn (issue #29): the duel's two sides take a
 * turn each, so its second turn ends with the fourth Next after the beginning.
 */
class GameEndTest {
    private final DuelRules rules = new DuelRules();

    private GameState start(int turns) {
        Scenario s = DuelRules.duel(Map.of());
        return GameState.of(new Scenario(s.id(), s.title(), s.ruleset(), s.description(), s.options(), s.table(),
                s.sides(), s.objectives(), turns), rules);
    }

    private static ActionRequest strike(String who, String whom) {
        return new ActionRequest("duel", "strike", Map.of("actor", who, "target", whom));
    }

    /** The game begun and moved on {@code times} times. */
    private Game played(GameState start, int times) throws IllegalActionException {
        Game g = Game.begin(rules, start, new ScriptedDice(), false).game();
        for (int i = 0; i < times; i++) g = g.advance(new ScriptedDice(), false).game();
        return g;
    }

    @Test
    void theStartingStateCarriesTheScenarioLastTurn() {
        assertEquals(2, start(2).lastTurn());
        assertEquals(0, start(0).lastTurn(), "open-ended");
        GameState s = start(2);
        assertEquals(0, new GameState(s.ruleset(), s.options(), s.table(), s.sides(), s.actors(), s.turn()).lastTurn(),
                "the old constructor: no limit");
        assertEquals(5, s.withLastTurn(5).lastTurn());
        assertThrows(IllegalArgumentException.class, () -> s.withLastTurn(-1));
    }

    @Test
    void advancingPastTheLastTurnEndsTheGame() throws Exception {
        Game lastTurn = played(start(2), 3);
        assertEquals(2, lastTurn.state().turn().round());
        assertEquals("blue", lastTurn.state().turn().activation().side());
        assertFalse(lastTurn.ended(), "the last turn is still played");
        assertNull(lastTurn.state().ending());
        Game.Played ending = lastTurn.advance(new ScriptedDice(), false);
        assertTrue(ending.game().ended());
        assertEquals(3, ending.game().state().turn().round(), "the turn structure moved past the last turn");
        assertEquals(JournalEntry.Kind.ADVANCE, ending.entry().kind(), "the move that ended it is in the journal");
        assertEquals("the game ended after turn 2, the scenario's last", ending.game().state().ending());
        Game replayed = Game.replay(rules, start(2), ending.game().journal());
        assertTrue(replayed.ended(), "a journal replays to its end");
        assertEquals(ending.game().state(), replayed.state());
    }

    @Test
    void afterTheEndEveryMoveIsRefusedAndChangesNothing() throws Exception {
        Game ended = played(start(2), 4);
        assertTrue(ended.ended());
        List<JournalEntry> journal = ended.journal();
        GameState state = ended.state();
        List<IllegalActionException> refusals = new ArrayList<>();
        refusals.add(assertThrows(IllegalActionException.class,
                () -> ended.act(strike("ann", "bob"), new ScriptedDice(5), false)));
        refusals.add(assertThrows(IllegalActionException.class, () -> ended.advance(new ScriptedDice(), false)));
        refusals.add(assertThrows(IllegalActionException.class, () -> ended.referee(new ActionRequest("duel",
                Referee.STATUS, Map.of(Referee.TARGET, "bob", Referee.WOUNDS, 1)), new ScriptedDice(), false)));
        for (IllegalActionException e : refusals) {
            assertEquals("the game ended after turn 2, the scenario's last", e.explain());
        }
        assertEquals(journal, ended.journal());
        assertSame(state, ended.state());
        // A journal written on past the end (before games ended) no longer replays, and says at which entry.
        Game moved = played(start(0), 5);
        ReplayException past = assertThrows(ReplayException.class, () -> Game.replay(rules, start(2), moved.journal()));
        assertTrue(past.getMessage().contains("6") && past.getMessage().contains("the game ended after turn 2"),
                past.getMessage());
    }

    @Test
    void undoingTheMoveThatEndedTheGameOpensItAgain() throws Exception {
        Game ended = played(start(2), 4);
        Game open = ended.undo();
        assertFalse(open.ended());
        assertEquals(2, open.state().turn().round());
        Game.Played struck = open.act(strike("bob", "ann"), new ScriptedDice(5), false);
        assertEquals(1, struck.game().state().actor("ann").status().wounds(), "the last turn is played again");
    }

    @Test
    void withoutATurnLimitTheGameGoesOn() throws Exception {
        Game g = played(start(0), 40);
        assertEquals(21, g.state().turn().round());
        assertFalse(g.ended());
        assertEquals(1, g.act(strike("ann", "bob"), new ScriptedDice(5), false).game().state().actor("bob")
                .status().wounds());
    }
}
