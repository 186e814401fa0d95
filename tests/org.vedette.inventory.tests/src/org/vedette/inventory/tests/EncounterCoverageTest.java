package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.collection;
import static org.vedette.inventory.tests.Planning.item;
import static org.vedette.inventory.tests.Planning.kind;
import static org.vedette.inventory.tests.Planning.planner;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.Plan;
import org.vedette.inventory.PlanReports;

/**
 * Encounters counted as figures on the table at the same time, at the worst
 * case or at a chosen coverage of drawn games, and every output saying which
 * (issue #15). The games are scripted — twenty of them, each a list of
 * figures coming on and going off — standing in for the scenario generator's
 * simulated event draws.
 */
class EncounterCoverageTest {
    /** Peaks 2,2,3,3,3,4,4,4,4,4,5,5,5,5,6,6,6,7,8,12: the worst case 12, the 95th percentile 8, the 50th 4. */
    private static final List<int[]> GAMES = games();

    private static List<int[]> games() {
        int[] peaks = { 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 8, 12 };
        List<int[]> g = new ArrayList<>();
        for (int p : peaks) {
            // A band comes on, loses two (casualties, off the table), and the same two come back as the next
            // encounter: six or more figures appear in all, but never more than the peak at once.
            g.add(new int[] { p, -2, 2, -p });
        }
        return g;
    }

    @Test
    void aCasualtyComingBackAsTheNextEncounterIsNotCountedTwice() {
        int[] game = GAMES.get(19);
        assertEquals(14, DrawnEncounters.total(game), "every figure that ever came on");
        assertEquals(12, DrawnEncounters.peak(game), "the most at the same time");
    }

    @Test
    void theWorstCaseAndAChosenCoverageGiveDifferentNeedsAndThePlanSaysWhich() {
        EncounterSource source = new DrawnEncounters("sharpe", "Bandits", kind("spanish", "bandit", null, null),
                GAMES);
        ServiceRegistration<EncounterSource> reg = FrameworkUtil.getBundle(getClass()).getBundleContext()
                .registerService(EncounterSource.class, source, null);
        try {
            FigureCollection nine = collection(item("bandits", "spanish", "bandit", 9));
            Plan worst = planner().plan(Planning.example("the-monastery-door.json"), nine, planner().defaultRules(),
                    Coverage.WORST_CASE);
            Plan p95 = planner().plan(Planning.example("the-monastery-door.json"), nine, planner().defaultRules(),
                    new Coverage(0.95));
            Plan p50 = planner().plan(Planning.example("the-monastery-door.json"), nine, planner().defaultRules(),
                    new Coverage(0.5));
            NeedLine w = Planning.line(worst, "encounter-bandits");
            NeedLine n = Planning.line(p95, "encounter-bandits");
            assertEquals(12, w.need().count());
            assertEquals(3, w.shortBy(), "nine owned against the worst case's twelve");
            assertEquals(8, n.need().count());
            assertEquals(0, n.shortBy(), "nine owned cover the 95th percentile's eight");
            assertEquals(4, Planning.line(p50, "encounter-bandits").need().count());

            assertEquals("encounters counted at the worst case (the highest peak of 20 drawn games) from drawn test"
                    + " tables", worst.encounters());
            assertEquals("encounters counted at the 95th percentile (peak at rank 19 of 20 drawn games) from drawn"
                    + " test tables", p95.encounters());
            // Each output names the coverage: the line's label (in the text, HTML and all CSV tables), the JSON.
            assertEquals("Bandits (encounters, the 95th percentile)", n.need().label());
            assertEquals("Bandits (encounters, the worst case)", w.need().label());
            assertTrue(PlanReports.planCsv(p95).contains("Bandits (encounters, the 95th percentile)"));
            assertTrue(PlanReports.shoppingCsv(worst).contains("Bandits (encounters, the worst case)"));
            assertTrue(PlanReports.json(p95).contains("\"encounters\" : \"encounters counted at the 95th percentile"),
                    PlanReports.json(p95));
            assertTrue(PlanReports.html(worst).contains("Encounters: encounters counted at the worst case"));
        } finally {
            reg.unregister();
        }
    }
}
