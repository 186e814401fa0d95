package org.vedette.ui.editors.parts;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.Plan;
import org.vedette.inventory.RequirementSet;
import org.vedette.io.CollectionFiles;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;

/**
 * What each item of a collection is assigned to by the inventory planner,
 * for the collection editor's "Assigned to" column: the collection as the
 * editor holds it now (saved or not) planned against a scenario of the
 * workspace, or The Other Side of the Hill's ch. XII minimums, with the
 * planner's own rules and encounters at the worst case — the Inventory part's
 * defaults, so the two agree.
 *
 * @param byItem  per item id, the needs its figures go to ("French line infantry × 6; Bandits × 2, standing in")
 * @param summary what was planned, or why nothing was ("Planned for The Bridge at Almaraz: 3 figures short")
 */
record ItemAssignments(Map<String, String> byItem, String summary) {
    /** The choice that plans for the book's minimums rather than a scenario. */
    static final String MINIMUMS = "OSOTH ch. XII minimums";
    static final ItemAssignments NONE = new ItemAssignments(Map.of(), "");

    ItemAssignments {
        byItem = Map.copyOf(byItem);
    }

    /**
     * Plans the collection's text (read as {@code file}) for a scenario file,
     * or the minimums when {@code scenario} is null.
     */
    static ItemAssignments plan(InventoryPlanner planner, String collectionText, Path file, Path scenario,
            RulesetCatalog catalog) {
        if (planner == null) return new ItemAssignments(Map.of(), "The inventory planner is not installed.");
        ReadResult<FigureCollection> c = CollectionFiles.parse(collectionText, file.toString());
        if (!c.ok()) return new ItemAssignments(Map.of(), "Not planned: the collection has problems (see Source).");
        Plan plan;
        if (scenario == null) {
            RequirementSet set = planner.minimums();
            plan = planner.plan(set.title(), set.needs(), c.value(), planner.defaultRules());
        } else {
            ReadResult<Scenario> s = ScenarioFiles.read(scenario, catalog);
            if (!s.ok()) {
                return new ItemAssignments(Map.of(), "Not planned: " + scenario.getFileName() + " cannot be read ("
                        + s.errors().get(0) + ").");
            }
            plan = planner.plan(s.value(), c.value(), planner.defaultRules(), Coverage.WORST_CASE);
        }
        return of(plan);
    }

    /** Each item's needs, in the plan's order of needs. */
    static ItemAssignments of(Plan plan) {
        Map<String, StringBuilder> by = new LinkedHashMap<>();
        for (NeedLine line : plan.lines()) {
            for (Assigned a : line.assigned()) {
                StringBuilder b = by.computeIfAbsent(a.itemId(), k -> new StringBuilder());
                if (!b.isEmpty()) b.append("; ");
                b.append(line.need().label()).append(" × ").append(a.count());
                if (a.substituted()) b.append(", standing in");
            }
        }
        Map<String, String> byItem = new LinkedHashMap<>();
        by.forEach((k, v) -> byItem.put(k, v.toString()));
        String summary = "Assigned to the needs of " + plan.title() + ": " + plan.assigned() + " of " + plan.needed()
                + " figures" + (plan.shortBy() == 0 ? ", none short." : ", " + plan.shortBy() + " short.");
        return new ItemAssignments(byItem, summary);
    }

    /** What an item is assigned to ("" when nothing). */
    String of(String itemId) {
        return byItem.getOrDefault(itemId, "");
    }
}
