package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.collection;
import static org.vedette.inventory.tests.Planning.item;
import static org.vedette.inventory.tests.Planning.kind;
import static org.vedette.inventory.tests.Planning.need;
import static org.vedette.inventory.tests.Planning.planner;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterNeeds;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.Plan;
import org.vedette.inventory.internal.Planner;

/**
 * The planner's side of the encounter API. No event tables exist yet (the
 * scenario generator is still to come), so a plan says so; a source
 * registered here — a stand-in for the generator, answering fixed needs —
 * shows that one is used when present, asked for the coverage chosen, and
 * named in the plan.
 */
class EncountersTest {
    @Test
    void withoutEventTablesAPlanSaysEncountersWereNotCounted() {
        Plan p = planner().plan(Planning.example("the-monastery-door.json"), collection(), planner().defaultRules(),
                Coverage.WORST_CASE);
        assertEquals(Planner.NO_ENCOUNTERS, p.encounters());
        assertEquals("no event tables installed: encounters not counted", p.encounters());
    }

    @Test
    void aRegisteredSourceIsAskedAtTheCoverageChosenAndNamed() {
        List<Coverage> asked = new ArrayList<>();
        EncounterSource source = new EncounterSource() {
            @Override
            public String name() {
                return "test tables";
            }

            @Override
            public boolean serves(Scenario scenario) {
                return scenario.ruleset().equals("sharpe");
            }

            @Override
            public EncounterNeeds needs(Scenario scenario, Coverage coverage) {
                asked.add(coverage);
                return new EncounterNeeds(List.of(need("bandits", kind("spanish", "bandit", null, null), 6)),
                        "95th percentile of 100 draws, seed 1");
            }
        };
        ServiceRegistration<EncounterSource> reg = FrameworkUtil.getBundle(getClass()).getBundleContext()
                .registerService(EncounterSource.class, source, null);
        try {
            Plan p = planner().plan(Planning.example("the-monastery-door.json"),
                    collection(item("pirates", null, "pirate", 10)), planner().defaultRules(), new Coverage(0.95));
            assertEquals(List.of(new Coverage(0.95)), asked);
            assertEquals("encounters counted at the 95th percentile (95th percentile of 100 draws, seed 1) from test"
                    + " tables", p.encounters());
            assertEquals(6, Planning.line(p, "encounter-bandits").assignedCount(), "pirates for bandits");
            // A scenario the source does not serve is planned without it.
            Plan other = planner().plan(Planning.example("bridge-at-almaraz.json"), collection(),
                    planner().defaultRules(), Coverage.WORST_CASE);
            assertEquals(Planner.NO_ENCOUNTERS, other.encounters());
        } finally {
            reg.unregister();
        }
    }

    @Test
    void coverageIsAPercentileOrTheWorstCase() {
        assertEquals("the worst case", Coverage.WORST_CASE.describe());
        assertEquals("the 90th percentile", new Coverage(0.9).describe());
        assertEquals("the 99.5th percentile", new Coverage(0.995).describe());
        assertThrows(IllegalArgumentException.class, () -> new Coverage(0));
        assertThrows(IllegalArgumentException.class, () -> new Coverage(1.5));
        assertTrue(new Coverage(1.0).worstCase());
    }
}
