package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Step;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/**
 * OHFA "Fate deck": "If it is the Joker, all discards and the reload card are shuffled back into the Fate Deck" —
 * the book has no turns and no section on the game's length, so a scenario's turns count the deck's cycles (the
 * round is the number of shuffles plus one, RULINGS.md): a game of 1 turn ends with the Joker that reshuffles the
 * deck, and not a card sooner.
 */
class FateDeckLastTurnTest {
    @Test
    void theGameEndsWithTheJokerOfTheLastTurn() throws Exception {
        Map<String, List<org.vedette.core.model.Figure>> players = new LinkedHashMap<>();
        players.put("british", List.of(figure("sharpe", Quality.HERO, Weapon.MUSKET)));
        players.put("french", List.of(figure("dubois", Quality.VETERAN, Weapon.MUSKET)));
        GameState start = GameState.of(scenario(Map.of(), players), RULES).withLastTurn(1);
        SeededDice dice = new SeededDice(3);
        Game g = Game.begin(RULES, start, dice, true).game();
        Game.Played p;
        do {
            assertFalse(g.ended());
            p = g.advance(dice, true);
            g = p.game();
        } while (g.state().turn().round() == 1);
        assertTrue(g.ended());
        assertTrue(p.outcome().explanation().stream().map(Step::text).anyMatch(t -> t.startsWith("The Joker")),
                "the card that ended the game is the Joker: " + p.outcome().explanation());
        Game ended = g;
        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> ended.advance(dice, true));
        assertEquals("the game ended after turn 1, the scenario's last", refused.getMessage());
        assertEquals(1, ended.undo().state().turn().round(), "undo puts the Joker back");
    }
}
