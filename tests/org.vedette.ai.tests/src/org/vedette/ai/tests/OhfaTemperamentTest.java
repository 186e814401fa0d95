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
import org.vedette.actions.Result;
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

    /**
     * A melee joined waits for its fighters (OHFA Fighting): the one the AI plays commits his allocation, which the
     * ruleset divides for him, whatever his intent — and no reason shows the points before they are revealed.
     */
    @Test
    void aFighterAMeleeWaitsForCommitsHisPointsUnseen_FightingAllocatingCombatPoints() throws Exception {
        GameState s = carded();
        Actor a = actorUp(s);
        Actor enemy = null;
        for (Actor o : s.actors().values()) {
            if (!o.side().equals(a.side()) && !Ohfa.Quality.RAW.equals(o.quality())) enemy = o;
        }
        // The enemy stands 3" in front of him: a charge of 2D6 = 7 reaches him.
        s = s.withActor(enemy.withPosition(new org.vedette.core.model.Position(a.position().x(),
                a.position().y() + 3.5, 180.0)));
        Game g = Game.unbegun(Games.OHFA, s).act(new ActionRequest(Ohfa.RULESET, Ohfa.Action.CHARGE,
                java.util.Map.of(Ohfa.Input.ACTOR, a.id(), Ohfa.Input.TARGET, enemy.id(), Ohfa.Input.HOW, Ohfa.How.DICE)),
                new ScriptedDice(3, 4), false).game();
        GameState joined = g.state();
        assertEquals(java.util.List.of(a.id(), enemy.id()), joined.turn().activation().actors());
        for (int face = 1; face <= 6; face++) {
            Suggestion sg = Games.AI.suggest(Games.OHFA, joined, enemy.id(), Checklist.NONE,
                    new Dice(new ScriptedDice(face)));
            ActionRequest commit = sg.requests().get(0);
            assertEquals(Ohfa.Action.COMMIT, commit.action(), sg.reasons()::toString);
            int points = ((Number) commit.input(Ohfa.Input.ASSAULT)).intValue()
                    + ((Number) commit.input(Ohfa.Input.CLOSE)).intValue()
                    + ((Number) commit.input(Ohfa.Input.GRAPPLING)).intValue();
            assertEquals(Ohfa.Quality.VETERAN.equals(enemy.quality()) ? 8 : Ohfa.Quality.HERO.equals(enemy.quality())
                    ? 10 : 6, points, "all his points, and no more: " + commit.inputs());
            assertTrue(sg.reasons(Reason.Kind.ACTION).stream().anyMatch(r -> r.text().contains("{concealed}")),
                    sg.reasons()::toString);
        }
        Suggestion sg = Games.AI.suggest(Games.OHFA, joined, enemy.id(), Checklist.NONE, new Dice(new ScriptedDice(3)));
        Game.Played p = g.act(sg.requests().get(0), new SeededDice(1), false);
        assertEquals(java.util.List.of(a.id()), p.game().state().turn().activation().actors(),
                "the melee now waits for " + a.name() + " alone");
    }
}
