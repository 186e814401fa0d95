package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.model.Figure;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA "Fate deck" — the reload card, firing cards (ruling B7 for riders) and the Joker. */
class FiringCardsTest {
    /** Firing cards in the deck, and a French hussar who is mounted. */
    private static Game inDeck(String... first) {
        Map<String, List<Figure>> players = new LinkedHashMap<>(Games.players());
        players.put(FRENCH, List.of(figure("dubois", Quality.REGULAR, Weapon.MUSKET), rider("lasalle", Quality.VETERAN, Weapon.CARBINE)));
        List<String> all = new ArrayList<>(List.of(Deck.character("sharpe"), Deck.character("harper"), Deck.character("hogan"),
                Deck.character("dubois"), Deck.character("lasalle"), Deck.character("pablo"), Deck.troop(Quality.RAW),
                Deck.troop(Quality.REGULAR), Deck.troop(Quality.VETERAN), Deck.troop(Quality.HERO), Deck.RELOAD, Deck.JOKER,
                Deck.firing("sharpe", Weapon.RIFLE), Deck.firing("harper", Weapon.VOLLEY_GUN), Deck.firing("hogan", Weapon.MUSKET),
                Deck.firing("dubois", Weapon.MUSKET), Deck.firing("lasalle", Weapon.CARBINE), Deck.firing("pablo", Weapon.MUSKET)));
        return Table.begin(Table.scenario(Map.of(Option.FIRING_CARDS_IN_HAND, false, Option.DECK_ORDER,
                Games.order(all, first)), players));
    }

    @Test
    void aFiringCardIsDiscardedUnlessTheReloadCardIsUp() {
        Game g = next(inDeck(Deck.firing("dubois", Weapon.MUSKET))).game();
        assertNull(g.state().actor("dubois").marks().get(Mark.firingCards(Weapon.MUSKET)));
        assertTrue(describe(g).contains("1 discarded"), describe(g));
    }

    @Test
    void withTheReloadCardUpItGoesToItsPlayersHand() {
        Game g = next(next(inDeck(Deck.RELOAD, Deck.firing("dubois", Weapon.MUSKET))).game()).game();
        assertEquals(1, g.state().actor("dubois").markInt(Mark.firingCards(Weapon.MUSKET), 0));
        assertTrue(describe(g).contains("reload card up"), describe(g));
        assertTrue(describe(g).contains("0 discarded"), describe(g));
    }

    @Test
    void rulingB7AMountedCharacterNeverReceivesHisFiringCard() {
        Game g = next(next(inDeck(Deck.RELOAD, Deck.firing("lasalle", Weapon.CARBINE))).game()).game();
        assertNull(g.state().actor("lasalle").marks().get(Mark.firingCards(Weapon.CARBINE)));
        assertTrue(describe(g).contains("1 discarded"), describe(g));
    }

    @Test
    void theJokerShufflesBackDiscardsTheReloadAndHeldTroopCardsButNotFiringCards() {
        // reload up; a Raw card taken by Pablo; Dubois's firing card passed; Hogan's card discarded; the Joker
        Game g = inDeck(Deck.RELOAD, Deck.troop(Quality.RAW), Deck.character("pablo"), Deck.firing("dubois", Weapon.MUSKET),
                Deck.character("hogan"), Deck.troop(Quality.HERO), Deck.JOKER);
        for (int i = 0; i < 6; i++) g = next(g).game();
        assertTrue(describe(g).contains("troop cards held: spanish [raw]"), describe(g));
        assertTrue(describe(g).contains("displayed: [troop:hero]"), describe(g));
        // 18 cards less the firing card in Dubois's hand: all go back and are dealt in this order
        List<String> wanted = new ArrayList<>(List.of(Deck.JOKER, Deck.RELOAD, Deck.character("pablo"), Deck.character("hogan"),
                Deck.troop(Quality.RAW), Deck.troop(Quality.HERO), Deck.troop(Quality.REGULAR), Deck.troop(Quality.VETERAN),
                Deck.character("sharpe"), Deck.character("harper"), Deck.character("dubois"), Deck.character("lasalle"),
                Deck.firing("sharpe", Weapon.RIFLE), Deck.firing("harper", Weapon.VOLLEY_GUN), Deck.firing("hogan", Weapon.MUSKET),
                Deck.firing("lasalle", Weapon.CARBINE), Deck.firing("pablo", Weapon.MUSKET)));
        java.util.Collections.reverse(wanted);
        List<Integer> faces = Deck.shuffleFaces(wanted);
        Game.Played joker = next(g, faces.stream().mapToInt(Integer::intValue).toArray());
        g = joker.game();
        assertEquals(2, g.state().turn().round(), "the round counts the shuffles");
        assertTrue(describe(g).contains("17 cards to draw, 0 discarded"), describe(g));
        assertTrue(!describe(g).contains("reload card up") && !describe(g).contains("troop cards held")
                && !describe(g).contains("displayed"), describe(g));
        assertEquals(1, g.state().actor("dubois").markInt(Mark.firingCards(Weapon.MUSKET), 0), "firing cards stay in hand");
        g = next(g).game();
        assertTrue(describe(g).contains("firing card"), "the first card dealt is Pablo's firing card: " + describe(g));
    }
}
