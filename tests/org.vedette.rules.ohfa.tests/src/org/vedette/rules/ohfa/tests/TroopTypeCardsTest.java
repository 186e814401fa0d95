package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA "Fate deck" — troop type cards: displayed, taken by the next character card of their class or higher (ruling B6), played for a free turn. */
class TroopTypeCardsTest {
    private static Game draws(Game g, int n) {
        for (int i = 0; i < n; i++) g = next(g).game();
        return g;
    }

    @Test
    void aTroopTypeCardIsDisplayedUntilACharacterOfItsClassIsDrawn() {
        Game g = draws(Games.begin(Deck.troop(Quality.VETERAN), Deck.character("dubois"), Deck.character("harper")), 1);
        assertTrue(describe(g).contains("displayed: [troop:veteran]"), describe(g));
        g = draws(g, 1);
        assertTrue(describe(g).contains("displayed: [troop:veteran]"), "a Regular does not take it: " + describe(g));
        g = draws(g, 1);
        assertTrue(describe(g).contains("troop cards held: british [veteran]"), describe(g));
        assertEquals(List.of("harper"), g.state().turn().activation().actors(), "ruling B6: Harper still takes his turn");
    }

    @Test
    void severalAreTakenAtOnce() {
        Game g = draws(Games.begin(Deck.troop(Quality.RAW), Deck.troop(Quality.HERO), Deck.troop(Quality.REGULAR),
                Deck.character("pablo")), 4);
        assertTrue(describe(g).contains("displayed: [troop:hero]"), describe(g));
        assertTrue(describe(g).contains("troop cards held: spanish [raw, regular]"), describe(g));
    }

    @Test
    void rulingB6OptionDrawerGivesThemToThePlayerWhoDrew() {
        // draws go British, French, Spanish, ...: the second card, Harper's, is turned by the French player
        Game g = draws(Table.begin(Games.scenario(Map.of(Option.TROOP_CARD_TO, Option.DRAWER), Deck.troop(Quality.RAW),
                Deck.character("harper"))), 2);
        assertTrue(describe(g).contains("troop cards held: french [raw]"), describe(g));
    }

    @Test
    void aHeldCardGivesAFreeTurnToACharacterOfItsClassOrHigher() throws IllegalActionException {
        Game g = draws(Games.begin(Deck.troop(Quality.VETERAN), Deck.character("harper")), 2);
        g = act(g, request(Action.STAND, Input.ACTOR, "harper")).game();
        Game.Played p = act(g, request(Action.PLAY_CARD, Input.ACTOR, "sharpe", Input.CARD, Quality.VETERAN));
        assertEquals("a Veteran troop type card for sharpe is declared: 'next' plays the cards declared between turns,"
                + " the superior first", p.outcome().headline());
        g = next(p.game()).game();
        assertEquals(List.of("sharpe"), g.state().turn().activation().actors());
        assertTrue(!describe(g).contains("troop cards held"), describe(g));
        g = act(g, request(Action.STAND, Input.ACTOR, "sharpe")).game();
        g = next(g).game();
        assertTrue(describe(g).contains("card: sharpe"), "the next card is turned: " + describe(g));
    }

    @Test
    void notForALowerClassNorACardNotHeld() {
        Game g = draws(Games.begin(Deck.troop(Quality.VETERAN), Deck.character("harper")), 2);
        IllegalActionException low = org.junit.jupiter.api.Assertions.assertThrows(IllegalActionException.class,
                () -> act(g, request(Action.PLAY_CARD, Input.ACTOR, "hogan", Input.CARD, Quality.VETERAN)));
        assertTrue(low.getMessage().contains("hogan is Regular"), low.getMessage());
        IllegalActionException none = org.junit.jupiter.api.Assertions.assertThrows(IllegalActionException.class,
                () -> act(g, request(Action.PLAY_CARD, Input.ACTOR, "dubois", Input.CARD, Quality.REGULAR)));
        assertTrue(none.getMessage().contains("player french holds no Regular troop type card"), none.getMessage());
    }
}
