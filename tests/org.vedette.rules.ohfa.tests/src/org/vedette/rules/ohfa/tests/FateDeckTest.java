package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.ReplayException;
import org.vedette.core.turn.TurnKind;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA "Fate deck": its cards, the shuffle by recorded dice, a character card giving a turn. */
class FateDeckTest {
    @Test
    void theDeckHasACardPerCharacterATroopTypeCardPerQualityTheReloadAndTheJoker() {
        Game g = Games.begin();
        assertEquals(TurnKind.CARD_DRIVEN, RULES.turnStructure().kind());
        assertTrue(describe(g).contains("12 cards to draw, 0 discarded"), describe(g));
        assertTrue(g.state().turn().activation().actors().isEmpty());
    }

    @Test
    void everyFiringCardStartsInItsPlayersHand() {
        Game g = Games.begin();
        assertEquals(1, g.state().actor("sharpe").markInt(Mark.firingCards(Weapon.RIFLE), 0));
        assertEquals(1, g.state().actor("harper").markInt(Mark.firingCards(Weapon.VOLLEY_GUN), 0));
        assertNull(g.state().actor("harper").marks().get(Mark.firingCards(Weapon.BAYONET)));
    }

    @Test
    void unlessTheScenarioPutsThemInTheDeck() {
        List<String> all = new ArrayList<>(Games.CARDS);
        for (String f : List.of("sharpe:rifle", "harper:volley-gun", "hogan:musket", "dubois:musket", "leroux:musket", "pablo:musket")) {
            all.add("fire:" + f);
        }
        Game g = Table.begin(Table.scenario(Map.of(Option.FIRING_CARDS_IN_HAND, false, Option.DECK_ORDER,
                Games.order(all)), Games.players()));
        assertTrue(describe(g).contains("18 cards to draw"), describe(g));
        assertTrue(g.state().actor("sharpe").marks().isEmpty());
    }

    @Test
    void theShuffleIsRecordedDice() throws ReplayException {
        List<String> wanted = new ArrayList<>(Games.CARDS);
        java.util.Collections.reverse(wanted);
        wanted.remove(Deck.character("harper"));
        wanted.add(0, Deck.character("harper"));
        List<Integer> faces = Deck.shuffleFaces(wanted);
        assertEquals(11, faces.size(), "a die for every card but the last");
        Game.Played begun = Game.begin(RULES, GameState.of(Table.scenario(Map.of(), Games.players()), RULES),
                ScriptedDice.of(faces), false);
        assertEquals(faces, begun.entry().faces());
        Game g = next(begun.game()).game();
        assertEquals(List.of("harper"), g.state().turn().activation().actors());
        assertEquals(g.state(), Game.replay(RULES, g.start(), g.journal()).state());
    }

    @Test
    void aCharacterCardGivesThatCharacterATurnAndIsDiscarded() {
        Game g = next(Games.begin(Deck.character("dubois"))).game();
        assertEquals(List.of("dubois"), g.state().turn().activation().actors());
        assertEquals("french", g.state().turn().activation().side());
        assertTrue(describe(g).contains("card: dubois"), describe(g));
        assertTrue(describe(g).contains("11 cards to draw, 1 discarded"), describe(g));
    }

    @Test
    void aCharacterOutOfTheFightIsPassedOver() throws Exception {
        Game g = next(Games.begin(Deck.character("sharpe"), Deck.character("leroux"), Deck.character("pablo"))).game();
        // Sharpe (Hero +2, close +1) shoots Leroux: a 2 hits; damage 4, a Raw's DEAD
        g = act(g, request("shoot", "actor", "sharpe", "target", "leroux", "range", 10), 2, 4).game();
        assertTrue(g.state().actor("leroux").status().out());
        g = next(g).game();
        assertEquals(List.of("pablo"), g.state().turn().activation().actors());
        assertTrue(describe(g).contains("9 cards to draw, 3 discarded"), describe(g));
    }

    @Test
    void aDeckOrderMustListEveryCard() {
        var sc = Table.scenario(Map.of(Option.DECK_ORDER, "joker,reload"), Games.players());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Table.begin(sc));
        assertTrue(e.getMessage().contains("every card of the deck once"), e.getMessage());
    }
}
