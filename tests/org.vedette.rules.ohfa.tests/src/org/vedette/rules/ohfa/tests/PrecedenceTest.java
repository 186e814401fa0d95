package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.game.ReplayException;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;

/** OHFA "Precedence": interrupts by a higher rank, otherwise after the turn; by rank, action cards before firing cards, first declared, dice in doubt. */
class PrecedenceTest {
    /** Sharpe's card takes the Veteran and Regular troop cards for the British, then Dubois's card. */
    private static Game game() {
        return Games.begin(Deck.troop(Quality.VETERAN), Deck.troop(Quality.REGULAR), Deck.character("sharpe"),
                Deck.character("dubois"));
    }

    private static Game draws(Game g, int n) {
        for (int i = 0; i < n; i++) g = next(g).game();
        return g;
    }

    private static List<String> acting(Game g) {
        return g.state().turn().activation().actors();
    }

    @Test
    void aHigherRankInterruptsTheTurnWhichResumesAfter() throws IllegalActionException {
        Game g = draws(game(), 3);
        g = act(g, request(Action.STAND, Input.ACTOR, "sharpe")).game();
        g = next(g).game();
        assertEquals(List.of("dubois"), acting(g));
        Game.Played p = act(g, request(Action.PLAY_CARD, Input.ACTOR, "harper", Input.CARD, Quality.VETERAN));
        assertEquals("a Veteran troop type card for harper interrupts dubois's turn", p.outcome().headline());
        g = p.game();
        assertEquals(List.of("harper"), acting(g));
        assertTrue(describe(g).contains("to follow: [dubois]"), "Dubois had not begun his turn: " + describe(g));
        g = act(g, request(Action.STAND, Input.ACTOR, "harper")).game();
        g = next(g).game();
        assertEquals(List.of("dubois"), acting(g), "the interrupted turn resumes");
        g = act(g, request(Action.STAND, Input.ACTOR, "dubois")).game();
        g = next(g).game();
        assertTrue(describe(g).contains("card: harper"), "then the next card: " + describe(g));
    }

    @Test
    void aHigherRankedShotIsTakenAtOnceWithoutADeclaration() throws IllegalActionException {
        Game g = game4();
        // Hogan (Regular) cannot shoot in Dubois's (Regular) turn; Harper (Veteran) can
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> act(game4(), request(Action.SHOOT,
                Input.ACTOR, "hogan", Input.TARGET, "dubois", Input.RANGE, 10)));
        assertTrue(e.getMessage().contains("a firing card interrupts only a lower rank"), e.getMessage());
        assertEquals("Precedence", e.rule().section());
        Game.Played shot = act(g, request(Action.SHOOT, Input.ACTOR, "harper", Input.TARGET, "dubois", Input.RANGE, 8), 1);
        assertEquals(List.of("dubois"), acting(shot.game()), "Dubois's turn goes on");
        assertEquals(0, shot.game().state().actor("harper").markInt(Ohfa.Mark.firingCards("volley-gun"), 0));
    }

    private static Game game4() {
        Game g = draws(game(), 3);
        try {
            g = act(g, request(Action.STAND, Input.ACTOR, "sharpe")).game();
        } catch (IllegalActionException e) {
            throw new AssertionError(e);
        }
        return next(g).game();
    }

    @Test
    void playsWaitUntilTheTurnIsCompleteAndGoByRankThenActionCardsThenFirstDeclared() throws IllegalActionException {
        Game g = draws(game(), 3);
        assertEquals(List.of("sharpe"), acting(g));
        g = act(g, request(Action.PLAY_CARD, Input.ACTOR, "leroux", Input.CARD, Ohfa.Card.FIRING)).game();
        g = act(g, request(Action.PLAY_CARD, Input.ACTOR, "pablo", Input.CARD, Ohfa.Card.FIRING)).game();
        Game.Played hogan = act(g, request(Action.PLAY_CARD, Input.ACTOR, "hogan", Input.CARD, Quality.REGULAR));
        assertEquals("a Regular troop type card for hogan waits until sharpe's turn is complete", hogan.outcome().headline());
        g = act(hogan.game(), request(Action.PLAY_CARD, Input.ACTOR, "harper", Input.CARD, Quality.VETERAN)).game();
        assertTrue(describe(g).contains("waiting: [harper (troop type card), hogan (troop type card), pablo (firing card), leroux (firing card)]"),
                describe(g));
        g = act(g, request(Action.STAND, Input.ACTOR, "sharpe")).game();
        g = next(g).game();
        assertEquals(List.of("harper"), acting(g));
        g = act(g, request(Action.STAND, Input.ACTOR, "harper")).game();
        g = next(g).game();
        assertEquals(List.of("hogan"), acting(g));
        g = act(g, request(Action.STAND, Input.ACTOR, "hogan")).game();
        g = next(g).game();
        assertEquals(List.of("pablo"), acting(g));
        Game firing = g;
        IllegalActionException shotNotTurn = assertThrows(IllegalActionException.class,
                () -> act(firing, request(Action.MOVE, Input.ACTOR, "pablo", Input.HOW, "basic")));
        assertTrue(shotNotTurn.getMessage().contains("his firing card gives him a shot, not a turn"), shotNotTurn.getMessage());
        g = act(g, request(Action.SHOOT, Input.ACTOR, "pablo", Input.TARGET, "hogan", Input.RANGE, 20), 3).game();
        g = next(g).game();
        assertEquals(List.of("leroux"), acting(g));
        g = act(g, request(Action.SHOOT, Input.ACTOR, "leroux", Input.TARGET, "hogan", Input.RANGE, 20), 2).game();
        g = next(g).game();
        assertTrue(describe(g).contains("card: dubois"), "then the next card is turned: " + describe(g));
    }

    /**
     * "When more than one action card is played in the same turn, then irrespective of the order in which they
     * were declared, the superior card goes first" — and between turns too: cards declared after Sharpe's turn is
     * complete are not played at once in the order spoken, but wait together for 'next' (ruling R1).
     */
    @Test
    void betweenTurnsIrrespectiveOfTheOrderInWhichTheyWereDeclaredTheSuperiorCardGoesFirst() throws IllegalActionException {
        Game g = draws(game(), 3);
        g = act(g, request(Action.STAND, Input.ACTOR, "sharpe")).game();     // his turn is complete
        Game.Played pablo = act(g, request(Action.PLAY_CARD, Input.ACTOR, "pablo", Input.CARD, Ohfa.Card.FIRING));
        assertEquals("pablo's musket firing card is declared: 'next' plays the cards declared between turns, the superior"
                + " first", pablo.outcome().headline());
        assertEquals(List.of(), acting(pablo.game()), "the first declared is not played at once");
        g = act(pablo.game(), request(Action.PLAY_CARD, Input.ACTOR, "hogan", Input.CARD, Quality.REGULAR)).game();
        g = act(g, request(Action.PLAY_CARD, Input.ACTOR, "harper", Input.CARD, Quality.VETERAN)).game();
        assertTrue(describe(g).contains("waiting: [harper (troop type card), hogan (troop type card), pablo (firing card)]"),
                describe(g));
        Game between = g;
        IllegalActionException shot = assertThrows(IllegalActionException.class, () -> act(between,
                request(Action.SHOOT, Input.ACTOR, "leroux", Input.TARGET, "hogan", Input.RANGE, 20), 6));
        assertTrue(shot.getMessage().contains("no turn is in progress, and the cards played between turns go by precedence"),
                shot.getMessage());
        g = next(g).game();
        assertEquals(List.of("harper"), acting(g), "the Veteran card, declared last, goes first");
        g = act(g, request(Action.STAND, Input.ACTOR, "harper")).game();
        g = next(g).game();
        assertEquals(List.of("hogan"), acting(g), "at Regular, the action card before the firing card declared first");
        g = act(g, request(Action.STAND, Input.ACTOR, "hogan")).game();
        g = next(g).game();
        assertEquals(List.of("pablo"), acting(g));
        g = act(g, request(Action.SHOOT, Input.ACTOR, "pablo", Input.TARGET, "hogan", Input.RANGE, 20), 3).game();
        g = next(g).game();
        assertTrue(describe(g).contains("card: dubois"), "then the next card is turned: " + describe(g));
    }

    /**
     * "When an action card is played part way through another character's turn, then the turn is only
     * interrupted if ...": Dubois's card is turned and Harper's Veteran card is played before Dubois does
     * anything, so his turn was not interrupted part way through — it begins after Harper's. Had Dubois fired
     * his firing card first, his turn would have begun, and it resumes.
     */
    @Test
    void aTurnIsOnlyInterruptedPartWayThroughOnceItHasBegun() throws IllegalActionException {
        Game g = act(game4(), request(Action.PLAY_CARD, Input.ACTOR, "harper", Input.CARD, Quality.VETERAN)).game();
        g = act(g, request(Action.STAND, Input.ACTOR, "harper")).game();
        Game.Played on = next(g);
        assertEquals(List.of("dubois"), acting(on.game()));
        String label = on.game().state().turn().activation().label();
        assertEquals("card: dubois (his turn begins now, after the higher card)", label);

        Game begun = act(game4(), request(Action.SHOOT, Input.ACTOR, "dubois", Input.TARGET, "sharpe", Input.RANGE, 10),
                1).game();                                                     // a natural 1 misses; his turn has begun
        begun = act(begun, request(Action.PLAY_CARD, Input.ACTOR, "harper", Input.CARD, Quality.VETERAN)).game();
        assertTrue(describe(begun).contains("interrupted: [dubois]"), describe(begun));
        begun = act(begun, request(Action.STAND, Input.ACTOR, "harper")).game();
        Game resumed = next(begun).game();
        assertEquals(List.of("dubois"), acting(resumed));
        assertEquals("the interrupted turn resumes: dubois", resumed.state().turn().activation().label());
    }

    @Test
    void ifInDoubtThrowADice() throws IllegalActionException, ReplayException {
        Game g = draws(game(), 3);
        g = act(g, request(Action.PLAY_CARD, Input.ACTOR, "pablo", Input.CARD, Ohfa.Card.FIRING)).game();
        // declared at the same moment, the same rank and kind: Dubois throws 3, Pablo 3 (again), then 5 against 2
        Game.Played tie = act(g, request(Action.PLAY_CARD, Input.ACTOR, "dubois", Input.CARD, Ohfa.Card.FIRING,
                Input.SIMULTANEOUS, true), 3, 3, 5, 2);
        assertEquals(4, tie.outcome().rolls().size());
        assertTrue(tie.outcome().rolls().get(0).purpose().startsWith("precedence: if in doubt throw a dice"));
        g = tie.game();
        assertTrue(describe(g).contains("waiting: [dubois (firing card), pablo (firing card)]"), describe(g));
        assertEquals(g.state(), Game.replay(RULES, g.start(), g.journal()).state(), "the dice are in the journal");
        Game.Played lost = act(tieLost(), request(Action.PLAY_CARD, Input.ACTOR,
                "dubois", Input.CARD, Ohfa.Card.FIRING, Input.SIMULTANEOUS, true), 1, 6);
        assertTrue(describe(lost.game()).contains("waiting: [pablo (firing card), dubois (firing card)]"), describe(lost.game()));
    }

    private static Game tieLost() throws IllegalActionException {
        Game g = draws(game(), 3);
        return act(g, request(Action.PLAY_CARD, Input.ACTOR, "pablo", Input.CARD, Ohfa.Card.FIRING)).game();
    }
}
