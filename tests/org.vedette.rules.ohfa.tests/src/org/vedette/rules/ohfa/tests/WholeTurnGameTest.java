package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.How;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/**
 * A whole turn of the fate deck for three players through core's Game: a
 * troop type card played as an interrupt, a firing card passed while the
 * reload card is up, a melee with secret allocations, and the Joker's
 * reshuffle — then undo and replay give equal states.
 */
class WholeTurnGameTest {
    static final List<String> ORDER = List.of(Deck.troop(Quality.VETERAN), Deck.character("sharpe"), Deck.RELOAD,
            Deck.firing("harper", Weapon.VOLLEY_GUN), Deck.character("dubois"), Deck.character("pablo"),
            Deck.firing("dubois", Weapon.MUSKET), Deck.character("harper"), Deck.troop(Quality.RAW), Deck.character("leroux"),
            Deck.character("hogan"), Deck.troop(Quality.REGULAR), Deck.firing("sharpe", Weapon.RIFLE),
            Deck.firing("hogan", Weapon.MUSKET), Deck.firing("leroux", Weapon.MUSKET), Deck.firing("pablo", Weapon.MUSKET),
            Deck.troop(Quality.HERO), Deck.JOKER);

    private static List<String> acting(Game g) {
        return g.state().turn().activation().actors();
    }

    @Test
    void aWholeTurnOfTheDeck() throws Exception {
        Game g = Table.begin(Table.scenario(Map.of(Option.FIRING_CARDS_IN_HAND, false,
                Option.DECK_ORDER, String.join(",", ORDER)), Games.players()));
        assertTrue(describe(g).contains("18 cards to draw"), describe(g));
        g = next(g).game();                                              // troop:veteran is displayed
        g = next(g).game();                                              // Sharpe: the British take the Veteran card
        assertEquals(List.of("sharpe"), acting(g));
        assertTrue(describe(g).contains("troop cards held: british [veteran]"), describe(g));
        g = act(g, request(Action.MOVE, Input.ACTOR, "sharpe", Input.HOW, How.BASIC)).game();
        g = next(g).game();                                              // the reload card is up
        g = next(g).game();                                              // Harper's firing card goes to the British hand
        assertEquals(1, g.state().actor("harper").markInt(Mark.firingCards(Weapon.VOLLEY_GUN), 0));

        g = next(g).game();                                              // Dubois's turn ...
        assertEquals(List.of("dubois"), acting(g));
        Game.Played interrupt = act(g, request(Action.PLAY_CARD, Input.ACTOR, "harper", Input.CARD, Quality.VETERAN));
        assertEquals("a Veteran troop type card for harper interrupts dubois's turn", interrupt.outcome().headline());
        g = act(interrupt.game(), request(Action.AIM, Input.ACTOR, "harper", Input.TARGET, "dubois")).game();
        g = next(g).game();                                              // ... resumes
        assertEquals(List.of("dubois"), acting(g));
        g = act(g, request(Action.CHARGE, Input.ACTOR, "dubois", Input.TARGET, "pablo", Input.DISTANCE, 4), 2, 3).game();
        Game.Played secret = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 4, Input.CLOSE, 2,
                Input.GRAPPLING, 2));
        assertEquals("dubois has committed his combat points; waiting for pablo", secret.outcome().headline());
        // Dubois's bayonet: 6 / 3 / 1; Pablo's knife 1/2/3: 1 / 3 / 5. Each overpowers one round.
        Game.Played melee = act(secret.game(), request(Action.COMMIT, Input.ACTOR, "pablo", Input.ASSAULT, 1, Input.CLOSE, 2,
                Input.GRAPPLING, 3), 3, 1, 2);
        assertEquals("Melee, dubois v pablo: dubois strikes pablo: wounded; pablo strikes dubois: wounded",
                melee.outcome().headline());
        g = melee.game();

        g = next(g).game();                                              // Pablo, shocked, recovers
        g = act(g, request(Action.RECOVER, Input.ACTOR, "pablo")).game();
        g = next(g).game();                                              // Dubois's firing card: reload still up
        assertEquals(1, g.state().actor("dubois").markInt(Mark.firingCards(Weapon.MUSKET), 0));
        g = next(g).game();                                              // Harper fires his aimed volley gun in his turn
        g = act(g, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "dubois", Input.RANGE, 8), 2, 2).game();
        assertTrue(g.state().actor("dubois").status().out(), "two wounds kill");
        g = act(g, request(Action.STAND, Input.ACTOR, "harper")).game();
        g = next(g).game();                                              // troop:raw displayed
        g = next(g).game();                                              // Leroux takes it
        assertTrue(describe(g).contains("troop cards held: french [raw]"), describe(g));
        g = act(g, request(Action.STAND, Input.ACTOR, "leroux")).game();
        g = next(g).game();
        g = act(g, request(Action.STAND, Input.ACTOR, "hogan")).game();
        for (int i = 0; i < 6; i++) g = next(g).game();                 // troop:regular, four firing cards, troop:hero
        GameState beforeJoker = g.state();
        assertTrue(describe(g).contains("1 card to draw"), describe(g));

        int[] ones = new int[12];
        Arrays.fill(ones, 1);
        Game.Played joker = next(g, ones);                               // 13 cards back, dealt in id order
        g = joker.game();
        assertEquals(2, g.state().turn().round());
        assertTrue(describe(g).contains("13 cards to draw, 0 discarded"), describe(g));
        for (String who : List.of("sharpe", "hogan", "leroux", "pablo")) {
            assertEquals(1, Firing.cards(g, who), who + " keeps his firing card");
        }
        g = next(g).game();                                              // char:dubois is set aside; Harper
        assertEquals(List.of("harper"), acting(g));

        assertEquals(g.state(), Game.replay(RULES, g.start(), g.journal()).state());
        assertEquals(beforeJoker, g.undo().undo().state());
    }

    /** Firing cards held for a character's one firearm. */
    static final class Firing {
        static int cards(Game g, String who) {
            var a = g.state().actor(who);
            return a.weapons().stream().mapToInt(w -> a.markInt(Mark.firingCards(w), 0)).sum();
        }
    }

    @Test
    void refusedRequestsChangeNothing() throws IllegalActionException {
        Game g = next(Games.begin(Deck.character("leroux"))).game();
        Game same = g;
        var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalActionException.class,
                () -> act(same, request(Action.MOVE, Input.ACTOR, "leroux", Input.HOW, How.BASIC)));
        assertTrue(e.getMessage().contains("must roll 2D6"), e.getMessage());
        assertEquals(same.journal(), g.journal());
    }
}
