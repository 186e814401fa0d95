package org.vedette.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.io.tables.TableProblem;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.TableHalf;

/**
 * The event tables as data (TABLES.md): the book's numbers as the text's
 * statements set them, and a referee's override read like OSOTH's own tables —
 * only what changes, every problem with its line and column, never used when wrong.
 */
class EventTablesTest {
    private final EventTables book = EventTableReader.book();

    @Test
    void everyD66ScoreOfBothHalvesGivesAKnownEvent() {
        for (TableHalf h : TableHalf.values()) {
            for (int t = 1; t <= 6; t++) {
                for (int u = 1; u <= 6; u++) {
                    EventTables.Row r = EventTables.at(book.events(h), t * 10 + u);
                    assertTrue(book.kinds().containsKey(r.result()), h + " " + t + u);
                }
            }
        }
    }

    /** Ch. II: "Average troops are the most common type in the game". */
    @Test
    void chIIAverageInfantryIsTheMostCommonEventOnEitherHalf() {
        for (TableHalf h : TableHalf.values()) {
            int average = scores(h, "average-infantry");
            for (String k : book.kinds().keySet()) {
                if (!k.equals("average-infantry")) assertTrue(scores(h, k) < average, h + ": " + k);
            }
        }
    }

    /** Ch. II: "Conscripts will tend to be more numerous when they appear on the tabletop". */
    @Test
    void chIIConscriptsComeMoreNumerousThanAverageAndVeterans() {
        for (int face = 0; face < 6; face++) {
            int conscripts = book.kinds().get("conscript-infantry").count().get(face);
            assertTrue(conscripts > book.kinds().get("average-infantry").count().get(face));
            assertTrue(conscripts > book.kinds().get("veteran-infantry").count().get(face));
        }
    }

    /** Ch. XII: villagers, monks, aristocrats "two or three"; headquarters "up to 6"; Massed Enemy "12 to 24". */
    @Test
    void chXIIFigureCountsStayWithinTheText() {
        for (String k : List.of("villagers", "monks", "aristocrats")) {
            for (int c : book.kinds().get(k).count()) assertTrue(c == 2 || c == 3, k + " " + c);
        }
        for (int c : book.kinds().get("headquarters").count()) assertTrue(c >= 1 && c <= 6);
        for (int c : book.kinds().get("massed-enemy").count()) assertTrue(c >= 12 && c <= 24);
        assertEquals(List.of(6, 6, 9, 9, 12, 12), book.kinds().get("cavalry").count());
        assertEquals(1, book.limits().get("cavalry"));
    }

    /** Massed Enemy and headquarters are far behind the French lines: never on the near half. */
    @Test
    void massedEnemyAndHeadquartersOnlyOnTheFarHalf() {
        assertEquals(0, scores(TableHalf.NEAR, "massed-enemy"));
        assertEquals(0, scores(TableHalf.NEAR, "headquarters"));
        assertEquals(2, scores(TableHalf.FAR, "massed-enemy"));
    }

    @Test
    void anOverrideChangesOnlyWhatItGives() throws TablesException {
        EventTables t = EventTableReader.withOverride("""
                { "format": "vedette.osoth-events", "version": 1,
                  "distance": { "inchesPerPip": 2 },
                  "kinds": { "cavalry": { "count": [3, 3, 3, 3, 3, 3] } } }""");
        assertEquals(2, t.distance().inchesPerPip());
        assertEquals(book.distance().dice(), t.distance().dice());
        assertEquals(List.of(3, 3, 3, 3, 3, 3), t.kinds().get("cavalry").count());
        assertEquals(book.kinds().get("cavalry").quality(), t.kinds().get("cavalry").quality());
        assertEquals(book.near(), t.near());
        assertSame(book, EventTableReader.withOverride("  "));
    }

    @Test
    void aWrongOverrideSaysWhereAndWhyAndIsNotUsed() {
        TablesException e = assertThrows(TablesException.class, () -> EventTableReader.withOverride("""
                { "format": "vedette.osoth-events", "version": 1,
                  "distnce": { "dice": 2 },
                  "kinds": { "cavalry": { "count": [3, 3, 3] } },
                  "event": { "near": [ { "from": 11, "to": 65, "result": "cavalry" },
                                       { "from": 66, "to": 67, "result": "dragons" } ] } }"""));
        List<String> problems = e.problems().stream().map(Object::toString).toList();
        assertTrue(problems.contains("2:3: unknown member 'distnce' (known: format, version, about, event, direction, "
                + "distance, placement, limits, game, kinds)"), problems.toString());
        assertTrue(problems.contains("3:27: kinds.cavalry.count: count is six whole numbers, one for each face of a D6"),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("5:48: event.near.1.result: 'dragons' is not one of")),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("5:38: event.near.1.to: 67 is out of range")),
                problems.toString());
    }

    @Test
    void aD66TableMustCoverEveryScoreOnce() {
        List<TableProblem> p = EventTableReader.check("""
                { "event": { "far": [ { "from": 11, "to": 36, "result": "cavalry" },
                                      { "from": 36, "to": 66, "result": "cave" } ] } }""");
        assertTrue(p.stream().anyMatch(x -> x.toString().equals("1:14: event.far: score 36 is covered 2 times: every score of the D66 once")),
                p.toString());
    }

    @Test
    void notJsonIsReportedAtItsPlace() {
        List<TableProblem> p = EventTableReader.check("{ \"version\": 1,\n  \"kinds\": [ }");
        assertEquals(1, p.size());
        assertEquals(2, p.get(0).line());
        assertTrue(p.get(0).message().startsWith("not valid JSON"), p.get(0).message());
    }

    private int scores(TableHalf h, String kind) {
        int n = 0;
        for (int t = 1; t <= 6; t++) {
            for (int u = 1; u <= 6; u++) {
                if (EventTables.at(book.events(h), t * 10 + u).result().equals(kind)) n++;
            }
        }
        return n;
    }
}
