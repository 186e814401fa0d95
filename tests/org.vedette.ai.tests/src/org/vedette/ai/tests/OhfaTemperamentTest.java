package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.riskfactor.Result;
import org.vedette.core.rules.IllegalActionException;

/**
 * The AI's default temperament in Over the Hills &amp; Far Away, in a real
 * game of the example (the fate deck's first card gives the turn): a
 * character with shock counters recovers before anything else (OHFA Actions
 * — Recover); one that advances takes the basic move, or throws when Raw
 * (OHFA Movement).
 */
class OhfaTemperamentTest {
    private static GameState carded() {
        GameState start = GameState.of(WholeGameTest.example("ohfa-ambush-at-the-ford.json"), Games.OHFA);
        SeededDice dice = new SeededDice(5);
        Game g = Game.begin(Games.OHFA, start, dice, false).game();
        // Turn the fate deck's cards until one gives a character his turn.
        try {
            for (int i = 0; i < 30 && g.state().turn().activation().actors().isEmpty(); i++) {
                g = g.advance(dice, false).game();
            }
        } catch (IllegalActionException e) {
            throw new AssertionError("the ambush ended: " + e.explain(), e);
        }
        return g.state();
    }

    private static Actor actorUp(GameState s) {
        return s.actor(s.turn().activation().actors().get(0));
    }

    @Test
    void aCharacterWithShockCountersRecoversBeforeHeMoves_ActionsRecover() throws Exception {
        GameState s = carded();
        Actor a = actorUp(s);
        s = s.withActor(a.withStatus(a.status().withShock(2)));
        // What the table shows of the enemy counts (RF ruling C18), a risk factor of 1 to 5 here: a 4 is an Advance.
        Suggestion sg = Games.AI.suggest(Games.OHFA, s, a.id(), Checklist.NONE, new Dice(new ScriptedDice(4)));
        assertEquals(Result.ADVANCE, sg.intent(), sg.reasons()::toString);
        assertEquals(Ohfa.Action.RECOVER, sg.requests().get(0).action(), sg.reasons()::toString);
        assertTrue(sg.reasons(Reason.Kind.REFUSED).stream().anyMatch(r -> r.text().startsWith("move ")),
                "the move was refused first: " + sg.reasons());
        Game.unbegun(Games.OHFA, s).act(sg.requests().get(0), new SeededDice(1), false);
    }

    @Test
    void aCharacterWhoAdvancesTakesTheBasicMoveUnlessRaw_Movement() throws Exception {
        GameState s = carded();
        Actor a = actorUp(s);
        Suggestion sg = Games.AI.suggest(Games.OHFA, s, a.id(), Checklist.NONE, new Dice(new ScriptedDice(6)));
        ActionRequest move = sg.requests().get(0);
        assertEquals(Ohfa.Action.MOVE, move.action(), sg.reasons()::toString);
        assertEquals(Ohfa.Quality.RAW.equals(a.quality()) ? Ohfa.How.DICE : Ohfa.How.BASIC, move.input(Ohfa.Input.HOW));
        Game.unbegun(Games.OHFA, s).act(move, new SeededDice(1), false);
    }
}
