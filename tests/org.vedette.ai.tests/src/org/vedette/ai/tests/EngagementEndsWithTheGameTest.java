package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Engagement;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.IllegalActionException;

/**
 * An engagement ends where the game does (issue #29): the mill at Sorauren, 6 turns, played by the AI on every
 * side, stops as the turn moves past turn 6 — the game itself ended, by the limit its state carries from the
 * scenario (no limit of the engagement's own), and the move that ended it the journal's last entry.
 */
class EngagementEndsWithTheGameTest {
    @Test
    void theMillStopsAtItsSixthTurnAndTheGameHasEnded() throws Exception {
        Scenario scenario = WholeGameTest.example("the-mill-at-sorauren.json");
        assertEquals(6, scenario.turns());
        GameState start = GameState.of(scenario, Games.RISK_FACTOR);
        assertEquals(6, start.lastTurn(), "the game knows the scenario's last turn");
        SeededDice dice = new SeededDice(1811);
        Game begun = Game.begin(Games.RISK_FACTOR, start, dice, false).game();
        Engagement e = new Engagement(Games.AI, begun, Set.of(), scenario.victoryConditions(), dice, false);
        Optional<Engagement.Ending> end = e.playOn(20_000);
        assertTrue(end.isPresent());
        assertEquals(Engagement.Why.TURN_LIMIT, end.get().why(), end.get().words());
        Game g = e.game();
        assertTrue(g.ended(), "the game has ended, not only the engagement");
        assertEquals(7, g.state().turn().round());
        List<JournalEntry> journal = g.journal();
        assertEquals(JournalEntry.Kind.ADVANCE, journal.get(journal.size() - 1).kind());
        assertFalse(g.undo().ended(), "the entry before the last is still in turn 6");
        assertEquals(6, g.undo().state().turn().round());
        assertFalse(e.aiToAct());
        assertThrows(IllegalStateException.class, e::step, "no step after the end");
        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> g.advance(dice, false));
        assertEquals("the game ended after turn 6, the scenario's last", refused.getMessage());
    }

    @Test
    void theOldConstructorTakesOnlyTheGamesOwnLimit() {
        Scenario scenario = WholeGameTest.example("the-mill-at-sorauren.json");
        Game begun = Game.begin(Games.RISK_FACTOR, GameState.of(scenario, Games.RISK_FACTOR), new SeededDice(1), false)
                .game();
        @SuppressWarnings("deprecation")
        IllegalArgumentException two = assertThrows(IllegalArgumentException.class,
                () -> new Engagement(Games.AI, begun, Set.of(), 9, new SeededDice(1), false));
        assertTrue(two.getMessage().contains("the game's last turn is 6"), two.getMessage());
    }
}
