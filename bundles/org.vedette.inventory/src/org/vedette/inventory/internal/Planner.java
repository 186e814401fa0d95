package org.vedette.inventory.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterNeeds;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.InventoryFiles;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.inventory.Plan;
import org.vedette.inventory.RequirementSet;

/**
 * The planner service. Encounter sources are whatever {@link EncounterSource}
 * services are registered (the scenario generator's, once it exists): the
 * reference is optional, multiple and dynamic, so a generator started later is
 * used from its next plan on, and without one the plan says that encounters
 * were not counted.
 */
@Component(service = InventoryPlanner.class)
public final class Planner implements InventoryPlanner {
    /** What a plan says when no event tables are installed. */
    public static final String NO_ENCOUNTERS = "no event tables installed: encounters not counted";

    private final List<EncounterSource> sources = new CopyOnWriteArrayList<>();
    private volatile InventoryRules defaults;
    private volatile RequirementSet minimums;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    public void addEncounterSource(EncounterSource source) {
        sources.add(source);
    }

    public void removeEncounterSource(EncounterSource source) {
        sources.remove(source);
    }

    @Override
    public InventoryRules defaultRules() {
        InventoryRules r = defaults;
        if (r == null) defaults = r = InventoryFiles.defaultRules();
        return r;
    }

    @Override
    public RequirementSet minimums() {
        RequirementSet m = minimums;
        if (m == null) minimums = m = InventoryFiles.minimums();
        return m;
    }

    @Override
    public List<Need> needs(Scenario scenario, InventoryRules rules) {
        return ScenarioNeeds.of(scenario, rules);
    }

    @Override
    public Plan plan(Scenario scenario, FigureCollection collection, InventoryRules rules, Coverage coverage) {
        List<Need> needs = new ArrayList<>(needs(scenario, rules));
        String encounters = NO_ENCOUNTERS;
        for (EncounterSource source : sources) {
            if (!source.serves(scenario)) continue;
            EncounterNeeds more = source.needs(scenario, coverage);
            for (Need n : more.needs()) {
                // The label says the coverage, so every output that names the need (the CSV too, which has no
                // place for the plan's note) says which count was used.
                needs.add(new Need("encounter-" + n.id(), n.label() + " (encounters, " + coverage.describe() + ")",
                        n.kind(), n.count(), n.better(), n.from()));
            }
            encounters = "encounters counted at " + coverage.describe() + " (" + more.basis() + ") from "
                    + source.name();
            break;
        }
        return new Plan(scenario.title(), collection.id(), rules.id(), encounters,
                Assignment.solve(needs, collection, rules));
    }

    @Override
    public Plan plan(String title, List<Need> needs, FigureCollection collection, InventoryRules rules) {
        return new Plan(title, collection.id(), rules.id(), "", Assignment.solve(needs, collection, rules));
    }
}
