package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.Referee;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Deck;

/**
 * The referee's hand in Over the Hills &amp; Far Away: a hit the engine did
 * not resolve is rolled as every hit is (Wound roll — Damage table, Cover,
 * shock counters), and a character added or removed is known to the fate
 * deck (ruling R2).
 */
class RefereesHandTest {
    private static ActionRequest referee(String action, Object... inputs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) m.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(Ohfa.RULESET, action, m);
    }

    private static Game.Played play(Game g, ActionRequest q, int... faces) throws IllegalActionException {
        ScriptedDice dice = new ScriptedDice(faces);
        Game.Played p = g.referee(q, dice, true);
        assertEquals(0, dice.remaining(), "every die is used: " + p.outcome().headline());
        return p;
    }

    /**
     * Damage table: a Regular rolling 1 is "WOUNDED save 6+"; "hard cover +2 to save" makes it 4+, and a 5 saves —
     * but "every time a character is hit they receive a shock counter. Even if they avoid a wound".
     */
    @Test
    void woundRollDamageTable_aRefereesHitRollsTheTableAndTheSaveWithCover() throws IllegalActionException {
        Game g = Games.begin();
        Game.Played p = play(g, referee(Referee.HIT, Referee.TARGET, "dubois", Ohfa.Input.COVER, Ohfa.Cover.HARD), 1, 5);
        assertEquals("Referee: dubois is hit: saved", p.outcome().headline());
        assertEquals(new Status(0, 1, false, false), p.game().state().actor("dubois").status());
        assertEquals(JournalEntry.Kind.REFEREE, p.entry().kind());
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.rule().section().equals("Wound roll — Cover")));
    }

    /** Damage table: a Raw rolling 4 is DEAD with no save. */
    @Test
    void woundRollDamageTable_aRawRollingFourIsKilled() throws IllegalActionException {
        Game.Played p = play(Games.begin(), referee(Referee.HIT, Referee.TARGET, "leroux"), 4);
        assertEquals("Referee: leroux is hit: killed", p.outcome().headline());
        assertTrue(p.game().state().actor("leroux").status().out());
    }

    /** Wound roll: "2 wounds kill" — the referee cannot leave a character with two wounds in the fight. */
    @Test
    void woundRoll_theRefereeCannotLeaveTwoWoundsStanding() {
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> play(Games.begin(),
                referee(Referee.STATUS, Referee.TARGET, "dubois", Referee.WOUNDS, 2)));
        assertTrue(e.getMessage().contains("\"2 wounds kill\""), e.getMessage());
    }

    /** Ruling R2: an added character's action card goes under the pile; a removed one takes his cards with him. */
    @Test
    void fateDeck_aCharacterAddedOrRemovedIsKnownToTheDeck() throws IllegalActionException {
        Game g = Games.begin();
        int pile = pile(g);
        Game.Played added = play(g, referee(Referee.ADD, Referee.ID, "lacoste", Referee.SIDE, Table.FRENCH,
                Referee.QUALITY, Ohfa.Quality.VETERAN, Referee.WEAPONS, "musket,bayonet"));
        assertEquals(pile + 1, pile(added.game()));
        assertEquals("Referee: lacoste joins french", added.outcome().headline());
        Game.Played removed = play(added.game(), referee(Referee.REMOVE, Referee.TARGET, "pablo"));
        assertEquals(pile, pile(removed.game()));
        assertEquals(null, removed.game().state().actor("pablo"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> play(g,
                referee(Referee.ADD, Referee.ID, "x", Referee.SIDE, Table.FRENCH, Referee.QUALITY, "elite")));
        assertTrue(e.getMessage().contains("unknown quality 'elite'"), e.getMessage());
    }

    /** Ruling R2: a character whose turn is being played is not taken off until it is finished. */
    @Test
    void fateDeck_aCharacterIsNotRemovedInHisOwnTurn() {
        Game g = Games.begin(Deck.character("sharpe"));
        Game next = advance(g);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> play(next, referee(Referee.REMOVE, Referee.TARGET, "sharpe")));
        assertTrue(e.getMessage().contains("finish it ('next')") && e.rule().section().startsWith("R2"), e.explain());
    }

    private static Game advance(Game g) {
        try {
            return g.advance(new ScriptedDice(), false).game();
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
    }

    /** "12 cards to draw, …": how many cards the pile holds. */
    private static int pile(Game g) {
        String d = g.state().turn().detail().describe();
        return Integer.parseInt(d.substring(0, d.indexOf(' ')));
    }
}
