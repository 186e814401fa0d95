package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Engagement;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;

/**
 * OSOTH IV "Enemy Convoys" in The Marquise of Alorna (OSOTH ch. X): "two carriages have set out from the French
 * frontier … Both will enter at the far end of the table from the British lines", and "One end of the table is
 * designated as friendly lines, and represents the border where the Marquise will leave her French guards". The
 * scenario gives each carriage the road's exit on the south edge as its destination and has the Marquise, who
 * rides in the green carriage, move as the convoy does: her first moves head south down the road with it, at its
 * pace — she does not run from her own escort, as an aristocrat travelling alone avoids the French, nor ride ahead.
 */
class EnemyConvoysTest {
    @Test
    void theMarquiseTravelsWithHerCarriageTowardsTheBorderNotAwayFromHerEscort() throws Exception {
        Scenario scenario = WholeGameTest.example("osoth-the-marquise-of-alorna.json");
        // The example is open-ended (the players go home when they will): the AI on every side is given 12 turns.
        GameState start = GameState.of(scenario, Games.OSOTH).withLastTurn(12);
        SeededDice dice = new SeededDice(1808);
        Game begun = Game.begin(Games.OSOTH, start, dice, false).game();
        Engagement e = new Engagement(Games.AI, begun, Set.of(), scenario.victoryConditions(), dice, true);
        int marquise = 0;
        int carriage = 0;
        for (int steps = 0; steps < 2_000 && e.aiToAct() && (marquise < 1 || carriage < 1); steps++) {
            GameState before = e.game().state();
            Engagement.Step step = e.step();
            if (step.advanced() || step.suggestion().requests().isEmpty()) continue;
            String actor = step.suggestion().actor();
            if (!actor.equals("marquise") && !actor.equals("green-carriage")) continue;
            ActionRequest r = step.suggestion().requests().get(0);
            if (!r.action().equals("move")) continue;
            Position from = before.actor(actor).position();
            List<Position> path = TableMove.pathOf(r);
            Position to = path.get(path.size() - 1);
            String why = actor + " " + r.inputs() + ": " + step.suggestion().reasons();
            // The road from the frontier runs from (20, 48) to its exit at (24, 0): south, and a little east.
            assertTrue(to.y() < from.y(), "heads south to the border: " + why);
            // The convoy travels together at its carriage's pace (5" mounted Transport): she keeps to it.
            assertTrue(to.distanceTo(from) <= 5.0 + 1e-6, "no further than the carriage goes: " + why);
            assertFalse(step.suggestion().reasons().stream()
                    .anyMatch(x -> x.text().contains("escort-") && x.text().contains("avoid")),
                    "avoids its own escort: " + why);
            if (actor.equals("marquise")) marquise++;
            else carriage++;
        }
        assertTrue(marquise > 0 && carriage > 0, "the Marquise and her carriage both moved");
        Actor her = e.game().state().actor("marquise");
        assertTrue(her.position().y() < 43.5, "she has left her place of deployment southwards: " + her.position());
    }
}
