package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.GameResult;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;

/**
 * OSOTH "Winning and Losing" by simulation: with the AI playing the British patrol of The Spy in the Village as a
 * scouting mission (the village to explore, then home behind the south edge before the last turn), the games are
 * no longer all drawn: the patrol scores when it carries the village's news home, and pays for units lost. The
 * garrison holds hidden until the patrol is within its muskets' range or the village is explored, and the turn does
 * not wait for it (ruling O9), so no game stalls with nobody able to act and the patrol wins some.
 */
class ScoutingMissionTest {
    @Test
    void winningAndLosingTheSpyInTheVillage() {
        Scenario s = Fields.example("osoth-the-spy-in-the-village.json");
        Ruleset rules = Fields.rules(s);
        BalanceReport r = Fields.SIMULATOR.run(s, rules, BalanceSpec.of(200, 1809).withThreads(2), BalanceMonitor.NONE);
        assertEquals(0, r.faults(), r.firstFault());
        int british = r.muster().sideIndex("british");
        int wins = 0;
        int losses = 0;
        int draws = 0;
        for (GameResult g : r.results()) {
            if (!g.end().counts()) continue;
            double points = g.scores().get(british);
            // The judge's ruling, game by game: more than 0 VP a win for the patrol, less a loss, 0 a draw.
            if ("british".equals(g.winner())) {
                assertTrue(points > 0, g.toString());
                wins++;
            } else if (g.winner() != null) {
                assertTrue(points < 0, g.toString());
                losses++;
            } else {
                assertEquals(0.0, points, g.toString());
                draws++;
            }
        }
        System.out.println("The Spy in the Village, 200 games: " + wins + " won, " + draws + " drawn, " + losses
                + " lost by the patrol; " + r.verdict());
        assertTrue(draws < r.counted(), "every game drawn: " + r.verdict());
        // The patrol now scores either way: points carried home, or units lost on the way.
        assertTrue(wins + losses > r.counted() / 2, r.verdict());
        assertTrue(wins > 0, "the patrol never wins: " + r.verdict());
        assertTrue(r.results().stream().noneMatch(g -> g.end() == GameResult.End.NOBODY_CAN_ACT), r.verdict());
    }

    /**
     * "If no friendly units return to friendly lines, that is an automatic and categorical loss": every game the
     * patrol wins, some of its figures came home — and a figure gone home behind its own lines (put out of the game,
     * marked home) is counted as surviving, not as fallen.
     */
    @Test
    void aPatrolThatWinsCameHomeAndSurvived() {
        Scenario s = Fields.example("osoth-the-spy-in-the-village.json");
        BalanceReport r = Fields.SIMULATOR.run(s, Fields.rules(s), BalanceSpec.of(60, 1811).withThreads(2),
                BalanceMonitor.NONE);
        assertEquals(0, r.faults(), r.firstFault());
        int wins = 0;
        for (GameResult g : r.results()) {
            if (!"british".equals(g.winner())) continue;
            wins++;
            boolean anyHome = false;
            for (int i = 0; i < r.muster().actors().size(); i++) {
                if (r.muster().actors().get(i).side().equals("british") && g.survived().get(i)) anyHome = true;
            }
            assertTrue(anyHome, "the patrol won game " + g.index() + " with none of its figures surviving: " + g);
        }
        assertTrue(wins > 0, "the patrol never wins: " + r.verdict());
        // The patrol heads home before the last turn: its figures survive in some games, not in none.
        int british = 0;
        for (var u : r.units()) {
            if (u.side().equals("british") && u.survival().successes() > 0) british++;
        }
        assertTrue(british > 0, "no figure of the patrol ever survived: " + r.units());
    }
}
