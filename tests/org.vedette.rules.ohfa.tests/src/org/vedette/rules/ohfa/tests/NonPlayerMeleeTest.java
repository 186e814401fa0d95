package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Input;

/**
 * OHFA Fighting — allocating combat points, as the table (and the NPC AI) meets it: a melee joined waits for
 * the fighters who "secretly" allocate, so they are the ones to act; a fighter nobody commands is given his
 * allocation by the ruleset ("Each player divides his character's combat points between the three rounds,
 * allocating between one and six points to each"); and "Firing cards are taken into the player's hand, and can
 * be used at any time": who holds one may act out of turn.
 */
class NonPlayerMeleeTest {
    @Test
    void fightingAllocatingCombatPointsTheFightersStillToCommitAreTheOnesToAct() throws IllegalActionException {
        Game g = SecretAllocationTest.charged();
        Activation waiting = g.state().turn().activation();
        assertEquals(List.of("dubois", "harper"), waiting.actors());
        assertNull(waiting.side(), "a melee's fighters are of both sides");
        assertTrue(waiting.label().contains("to commit combat points"), waiting.label());

        g = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 3, Input.CLOSE, 3, Input.GRAPPLING, 2)).game();
        assertEquals(List.of("harper"), g.state().turn().activation().actors());

        // Dubois's bayonet and charge against Harper's bayonet, the same points: no round is won twice, no blow.
        Game.Played p = act(g, request(Action.COMMIT, Input.ACTOR, "harper", Input.ASSAULT, 2, Input.CLOSE, 3,
                Input.GRAPPLING, 3));
        assertTrue(p.outcome().headline().startsWith("Melee, dubois v harper"), p.outcome().headline());
        g = p.game();
        Activation after = g.state().turn().activation();
        assertEquals(List.of(), after.actors(), "the melee was Dubois's action: his turn is complete");
        assertEquals("french", after.side());
    }

    @Test
    void fightingAllocatingCombatPointsARawFighterIsNotWaitedFor() throws IllegalActionException {
        Game g = next(Games.begin(Deck.character("leroux"))).game();
        g = act(g, request(Action.CHARGE, Input.ACTOR, "leroux", Input.TARGET, "pablo", Input.DISTANCE, 6), 4, 5).game();
        assertEquals(List.of("pablo"), g.state().turn().activation().actors(), "Raw throw: only Pablo allocates");
        assertEquals(Map.of(), RULES.npcChoices(g.state(), Action.COMMIT, g.state().actor("leroux")));
    }

    @Test
    void fightingAllocatingCombatPointsANonPlayerDividesAllHisPointsEvenlyByHisWeapon() throws IllegalActionException {
        Game g = SecretAllocationTest.charged();
        // Dubois charged on foot: 6 + 2 = 8, bayonet (+2 / +1 / -1): 2 each and the two over to assault, close.
        Map<String, Object> dubois = RULES.npcChoices(g.state(), Action.COMMIT, g.state().actor("dubois"));
        assertEquals(Map.of(Input.ASSAULT, 3, Input.CLOSE, 3, Input.GRAPPLING, 2), dubois);
        // Harper, Veteran 8, the same bayonet.
        Map<String, Object> harper = RULES.npcChoices(g.state(), Action.COMMIT, g.state().actor("harper"));
        assertEquals(Map.of(Input.ASSAULT, 3, Input.CLOSE, 3, Input.GRAPPLING, 2), harper);
        // Pablo is in no melee: nothing to choose.
        assertEquals(Map.of(), RULES.npcChoices(g.state(), Action.COMMIT, g.state().actor("pablo")));

        // The choices are an allocation the rules accept, and once committed nothing more is chosen.
        Game.Played p = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 3, Input.CLOSE, 3,
                Input.GRAPPLING, 2));
        assertEquals(Map.of(), RULES.npcChoices(p.game().state(), Action.COMMIT, p.game().state().actor("dubois")));
    }

    @Test
    void fightingAllocatingCombatPointsAHeroWithASwordPutsHisSpareIntoCloseCombat() throws IllegalActionException {
        // Sharpe (Hero, 10, sword +1 / +2 / -1) charges Dubois: 12 points, 4 each — nothing spare; Dubois defends
        // with 6: 2 each.
        Game g = next(Games.begin(Deck.character("sharpe"))).game();
        g = act(g, request(Action.CHARGE, Input.ACTOR, "sharpe", Input.TARGET, "dubois", Input.DISTANCE, 5), 3, 4).game();
        assertEquals(Map.of(Input.ASSAULT, 4, Input.CLOSE, 4, Input.GRAPPLING, 4),
                RULES.npcChoices(g.state(), Action.COMMIT, g.state().actor("sharpe")));
        assertEquals(Map.of(Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2),
                RULES.npcChoices(g.state(), Action.COMMIT, g.state().actor("dubois")));
    }

    @Test
    void fateDeckFiringCardsWhoHoldsACardMayActOutOfTurn() throws IllegalActionException {
        // "a player always starts the game with all his character's firing cards in his hand"
        Game g = Games.begin(Deck.character("dubois"));
        assertEquals(List.of("sharpe", "harper", "hogan", "dubois", "leroux", "pablo"), RULES.outOfTurn(g.state()));
        // The card a non-player plays: his firing card, with the firearm it loads.
        assertEquals(Map.of(Input.WEAPON, "musket"), RULES.npcChoices(g.state(), Action.PLAY_CARD,
                g.state().actor("dubois")));
        // While a melee waits for its allocations nobody plays a card.
        assertEquals(List.of(), RULES.outOfTurn(SecretAllocationTest.charged().state()));
    }
}
