package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.ConditionTally;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.VictoryCondition;

/**
 * A side that scores for coming back by its own edge at the game's end (the generator's scouting mission, "come
 * back behind the friendly lines"): with the AI on both sides its units fight first and, when the turns left are
 * those they need, walk off the table by that edge, where the judge counts them gone — the condition scores in some
 * games, where before it could never be met (a move stopped at the edge's line, and the judge wants a unit beyond
 * it).
 */
class ComingBackTest {
    @Test
    void comingBackByTheSouthEdgeAtTheEndScores() {
        VictoryCondition back = new VictoryCondition("come-back", "blue", new VictoryCondition.LeaveBy(Edge.SOUTH,
                List.of(), 1), VictoryCondition.Check.GAME_END, 0, false, 1, "Come back by the south edge");
        Scenario s = Fields.mirrored("blue", 8).withVictoryConditions(List.of(back));
        BalanceReport r = Fields.SIMULATOR.run(s, Fields.ONE_HOUR, BalanceSpec.of(100, 1813).withThreads(2),
                BalanceMonitor.NONE);
        assertEquals(0, r.faults(), r.firstFault());
        ConditionTally t = r.conditions().get(0);
        assertEquals("come-back", t.condition());
        assertTrue(t.scored().successes() > 0, "never came back: " + r.verdict());
        // Gone by the edge, Blue's units are not counted as lost.
        assertTrue(r.units().stream().filter(u -> u.side().equals("blue")).allMatch(u -> u.survival().successes() > 0),
                r.units()::toString);
    }
}
