package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterNeeds;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.Need;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;

/** The inventory planner's encounters (ch. XII) from the event tables, through the registered service. */
class EncountersTest {
    private final EncounterSource source = Tabletop.service(EncounterSource.class);
    private final EventTables book = EventTableReader.book();

    private static Scenario scenario(String ruleset) {
        return new Scenario("s", "s", ruleset, "", Map.of(), null, List.of(), List.of(), 0);
    }

    private static Map<String, Integer> counts(EncounterNeeds n) {
        return n.needs().stream().collect(Collectors.toMap(Need::id, Need::count));
    }

    @Test
    void itServesTheOtherSideOfTheHillOnly() {
        assertTrue(source.serves(scenario("osoth")));
        assertFalse(source.serves(scenario("sharpe")));
    }

    /** Ch. II: cavalry "typically … only one unit in play at a time": the worst case is one unit of the most, one an officer. */
    @Test
    void theWorstCaseIsTheTablesMostForEveryEventOfAGame() {
        EncounterNeeds worst = source.needs(scenario("osoth"), Coverage.WORST_CASE);
        Map<String, Integer> c = counts(worst);
        int mostCavalry = book.kinds().get("cavalry").mostFigures();
        assertEquals(mostCavalry - 1, c.get("french-cavalry"));
        assertEquals(1, c.get("french-cavalry-officer"));
        int events = book.game().events();
        int mostConscripts = book.kinds().get("conscript-infantry").mostFigures();
        assertEquals(events * (mostConscripts - 1), c.get("french-infantry"));
        assertEquals(events * 3, c.get("spanish-villager"));
        assertEquals(1, c.get("french-light-gun"));
        assertTrue(worst.basis().startsWith("the worst case of the event tables"));
    }

    @Test
    void aPercentileIsReadFromSimulatedGamesAndNeverExceedsTheWorstCase() {
        Map<String, Integer> worst = counts(source.needs(scenario("osoth"), Coverage.WORST_CASE));
        EncounterNeeds p95 = source.needs(scenario("osoth"), new Coverage(0.95));
        Map<String, Integer> p50 = counts(source.needs(scenario("osoth"), new Coverage(0.5)));
        assertTrue(p95.basis().startsWith("the 95th percentile of 10,000 simulated games of 8 events, seed 14"), p95.basis());
        Map<String, Integer> c95 = counts(p95);
        for (Map.Entry<String, Integer> e : c95.entrySet()) {
            assertTrue(e.getValue() <= worst.get(e.getKey()), e.getKey());
            assertTrue(e.getValue() >= p50.getOrDefault(e.getKey(), 0), e.getKey());
        }
        // Far below the worst case: 8 events are never all the most conscripts.
        assertTrue(c95.get("french-infantry") < worst.get("french-infantry") / 2, c95.toString());
        // The same tables and seed give the same plan.
        assertEquals(c95, counts(source.needs(scenario("osoth"), new Coverage(0.95))));
        assertEquals(c95.keySet(), p95.needs().stream().map(Need::id).collect(Collectors.toSet()));
        assertTrue(p95.needs().stream().map(Need::id).collect(Collectors.toMap(Function.identity(), x -> 1)).size()
                == p95.needs().size(), "ids unique");
    }
}
