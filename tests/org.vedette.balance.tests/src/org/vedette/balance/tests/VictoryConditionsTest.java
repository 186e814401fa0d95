package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.ConditionTally;
import org.vedette.balance.GameResult;
import org.vedette.balance.Scoring;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Check;

/**
 * README "Who won", victory conditions, on the mirrored One Hour scenario
 * whose answers follow from the conditions given it: a decisive condition
 * ends the game the moment it is met and names the winner; points come from
 * the conditions; the defender who outlasts wins every game it is not
 * broken in; the report counts how often each condition decided a game.
 */
class VictoryConditionsTest {
    private static final int GAMES = 300;

    private static BalanceReport run(Scenario s, int threads) {
        return Fields.SIMULATOR.run(s, Fields.ONE_HOUR, BalanceSpec.of(GAMES, 7).withThreads(threads),
                BalanceMonitor.NONE);
    }

    private static boolean survived(BalanceReport r, GameResult g, String actor) {
        for (int i = 0; i < r.muster().actors().size(); i++) {
            if (r.muster().actors().get(i).id().equals(actor)) return g.survived().get(i);
        }
        throw new AssertionError("no actor " + actor);
    }

    private static boolean anySurvived(BalanceReport r, GameResult g, String side) {
        for (int i = 0; i < r.muster().actors().size(); i++) {
            if (r.muster().actors().get(i).side().equals(side) && g.survived().get(i)) return true;
        }
        return false;
    }

    @Test
    void aDecisiveConditionEndsTheGameTheMomentItIsMet() {
        Scenario s = Fields.mirrored("blue", 12).withVictoryConditions(List.of(new VictoryCondition("red-1-gone",
                "blue", new VictoryCondition.Casualties(List.of("red-1"), 1, false), Check.AT_ONCE, 0, true, 0,
                "Red's first battalion eliminated")));
        BalanceReport r = run(s, 2);
        assertEquals(0, r.faults(), r.firstFault());
        int decided = 0;
        for (GameResult g : r.results()) {
            if (!g.end().counts()) continue;
            if (g.end() == GameResult.End.DECIDED) {
                decided++;
                assertEquals("blue", g.winner(), "game " + g.index());
                assertEquals(List.of("red-1-gone"), g.conditions());
                assertTrue(!survived(r, g, "red-1"), "the game ended because red-1 was out");
            } else {
                assertTrue(survived(r, g, "red-1"), "game " + g.index() + " went on to its end with red-1 out");
            }
        }
        assertTrue(decided > 0 && decided < r.counted(), "some games decided by it, not all: " + decided);
        ConditionTally t = r.conditions().get(0);
        assertEquals(decided, t.decided().successes());
        assertTrue(r.verdict().contains("The most influential objective is \"Red's first battalion eliminated\" (Blue)"),
                r.verdict());
        // The same games whatever the number of threads.
        assertEquals(r.results(), run(s, 1).results());
    }

    @Test
    void theDefenderWhoOutlastsWinsEveryGameItIsNotBrokenIn() {
        Scenario s = Fields.mirrored("blue", 6).withVictoryConditions(List.of(
                new VictoryCondition("red-holds-out", "red", new VictoryCondition.Outlast(), Check.GAME_END, 0, true, 0,
                        null),
                new VictoryCondition("red-broken", "blue", new VictoryCondition.Broken("red"), Check.AT_ONCE, 0, true,
                        0, null)));
        BalanceReport r = run(s, 2);
        assertEquals(0, r.faults(), r.firstFault());
        for (GameResult g : r.results()) {
            if (!g.end().counts()) continue;
            boolean redStands = anySurvived(r, g, "red");
            assertEquals(redStands ? "red" : "blue", g.winner(), "game " + g.index());
        }
        assertEquals(0, r.side("red").draws().successes());
        for (GameResult g : r.results()) assertTrue(g.rounds() <= 6, "game " + g.index() + " lasted " + g.rounds());
        assertEquals(r.side("red").wins().successes(), r.conditions().get(0).decided().successes());
    }

    @Test
    void aConditionLookedAtATurnsEndEndsTheGameWithThatTurn() {
        Scenario s = Fields.mirrored("blue", 6).withVictoryConditions(List.of(new VictoryCondition("red-holds-3",
                "red", new VictoryCondition.Outlast(), Check.END_OF_TURN, 3, true, 0, null)));
        BalanceReport r = run(s, 2);
        int decided = 0;
        for (GameResult g : r.results()) {
            if (g.end() != GameResult.End.DECIDED) continue;
            decided++;
            assertEquals(3, g.rounds(), "game " + g.index() + " was decided as turn 3 ended");
            assertEquals("red", g.winner());
        }
        assertTrue(decided > 0, r.verdict());
        assertEquals(decided, r.conditions().get(0).decided().successes());
    }

    @Test
    void pointsComeFromTheConditionsWhenTheScenarioScoresThem() {
        Scenario s = Fields.mirrored("blue", 8).withVictoryConditions(List.of(
                new VictoryCondition("blue-kills", "blue",
                        new VictoryCondition.Casualties(List.of("red-1", "red-2", "red-3"), 1, false), Check.GAME_END,
                        0, false, 2, null),
                new VictoryCondition("red-kills", "red",
                        new VictoryCondition.Casualties(List.of("blue-1", "blue-2", "blue-3"), 2, false),
                        Check.GAME_END, 0, false, 3, null)));
        BalanceReport r = run(s, 2);
        assertEquals(Scoring.CONDITIONS, r.muster().scoring());
        for (GameResult g : r.results()) {
            if (!g.end().counts()) continue;
            int redOut = 0;
            int blueOut = 0;
            for (int i = 1; i <= 3; i++) {
                if (!survived(r, g, "red-" + i)) redOut++;
                if (!survived(r, g, "blue-" + i)) blueOut++;
            }
            double blue = redOut >= 1 ? 2 : 0;
            double red = blueOut >= 2 ? 3 : 0;
            assertEquals(List.of(blue, red), g.scores(), "game " + g.index());
            if (blue == red) assertNull(g.winner());
            else assertEquals(blue > red ? "blue" : "red", g.winner());
        }
        assertTrue(r.conditions().get(0).scored().successes() > 0, r.verdict());
        assertEquals("victory points of Blue over the others", r.margin().measure(), r.margin().toString());
    }
}
