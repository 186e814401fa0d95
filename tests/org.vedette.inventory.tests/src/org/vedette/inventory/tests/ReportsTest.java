package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.kind;
import static org.vedette.inventory.tests.Planning.need;
import static org.vedette.inventory.tests.Planning.planner;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.inventory.PackingList;
import org.vedette.inventory.Plan;
import org.vedette.inventory.PlanReports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The packing list by box and drawer, the shopping list, as CSV and as a printable page. */
class ReportsTest {
    private static CollectionItem stored(String id, String description, String troopType, int count, String box,
            String drawer) {
        return new CollectionItem(id, description, troopType, "french", false, count, count, List.of(), box, drawer,
                null, null, true);
    }

    private final FigureCollection collection = new FigureCollection("mine", null, null, List.of(
            stored("ligne", "French line, \"advancing\", 1809", "infantry", 20, "Box 2", "Drawer A"),
            stored("legere", "Légère <skirmishing>", "light-infantry", 6, "Box 2", "Drawer B"),
            stored("gun", "=8-pounder", "foot-artillery", 1, "Box 1", null),
            stored("loose", "Odd figures", "infantry", 2, null, null)));

    private final Plan plan = planner().plan("Test game", List.of(
            need("line", kind("french", "infantry", false, null), 22),
            need("light", kind("french", "light-infantry", false, null), 10),
            need("guns", kind("french", "foot-artillery", null, null), 2)), collection, planner().defaultRules());

    @Test
    void thePackingListIsGroupedByBoxThenDrawerWithUnnamedPlacesLast() {
        PackingList packing = plan.packingList();
        assertEquals(List.of("Box 1", "Box 2, Drawer A", "Box 2, Drawer B", "not stored anywhere named"),
                packing.places().stream().map(PackingList.Place::label).toList());
        assertEquals(plan.assigned(), packing.count());
        // The line of Box 2 serves both line (20) and light (stand-in): one packing line, both needs named.
        PackingList.Line ligne = packing.places().get(1).lines().get(0);
        assertEquals(20, ligne.count());
    }

    @Test
    void csvTablesQuoteWhatMustBeQuotedAndDisarmFormulas() {
        String packing = PlanReports.packingCsv(plan);
        String[] rows = packing.split("\r\n");
        assertEquals("box,drawer,item,description,count,for", rows[0]);
        assertEquals(1 + plan.packingList().places().stream().mapToInt(p -> p.lines().size()).sum(), rows.length);
        assertTrue(packing.contains("\"French line, \"\"advancing\"\", 1809\""), packing);
        assertTrue(packing.contains(",'=8-pounder,"), "a formula-looking description is disarmed: " + packing);
        String shopping = PlanReports.shoppingCsv(plan);
        // 22 line: 20 + 2 loose = 22; light 10: 6 légère, no line left → 4 short; guns: 1 short.
        assertEquals("need,label,kind,short\r\nlight,\"French light infantry, on foot\",\"French light infantry, on"
                + " foot\",4\r\nguns,French foot artillery,French foot artillery,1\r\n", shopping);
        String planCsv = PlanReports.planCsv(plan);
        assertTrue(planCsv.startsWith("need,label,state,needed,owned,assigned,substituted,short,items\r\n"));
        assertTrue(planCsv.contains("\r\nline,\"French infantry, on foot\",covered,22,22,22,0,0,"), planCsv);
    }

    @Test
    void thePrintablePageEscapesTheCollectionsWordsAndHasBoxesToTick() {
        String html = PlanReports.html(plan);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("Légère &lt;skirmishing&gt;"), "descriptions are text, never markup");
        assertFalse(html.contains("<skirmishing>"));
        assertEquals(plan.packingList().places().size(), html.split("<h3>", -1).length - 1);
        assertEquals(plan.packingList().places().stream().mapToInt(p -> p.lines().size()).sum(),
                html.split("☐", -1).length - 1, "a box to tick per line packed");
        assertTrue(html.contains("<tr class=\"short\">"));
        assertTrue(html.contains("@media print"));
    }

    @Test
    void jsonHasEveryNeedWithItsFigures() throws Exception {
        JsonNode json = new ObjectMapper().readTree(PlanReports.json(plan));
        assertEquals(plan.shortBy(), json.get("short").asInt());
        assertEquals(3, json.get("needs").size());
        assertEquals("short", json.get("needs").get(1).get("state").asText());
        assertEquals("Box 2", json.get("needs").get(0).get("assigned").get(0).get("box").asText());
    }

    @Test
    void anEmptyCollectionGivesAPlainNothingOwnedPlan() {
        FigureCollection empty = new FigureCollection("empty", null, null, List.of());
        Plan nothing = planner().plan("Test game", plan.lines().stream().map(l -> l.need()).toList(), empty,
                planner().defaultRules());
        assertEquals(nothing.needed(), nothing.shortBy());
        assertEquals(0, nothing.assigned());
        assertTrue(nothing.packingList().places().isEmpty());
        assertEquals(3, nothing.shoppingList().shortfalls().size());
        assertTrue(PlanReports.html(nothing).contains("Nothing to pack"));
        assertEquals(1, PlanReports.packingCsv(nothing).split("\r\n").length, "the header alone");
        // And a scenario against nothing.
        Plan scenario = planner().plan(Planning.example("the-monastery-door.json"), empty, planner().defaultRules(),
                org.vedette.inventory.Coverage.WORST_CASE);
        assertEquals(8, scenario.shortBy());
    }
}
