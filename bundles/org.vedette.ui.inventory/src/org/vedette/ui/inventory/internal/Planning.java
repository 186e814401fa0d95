package org.vedette.ui.inventory.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.InventoryFiles;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Plan;
import org.vedette.inventory.RequirementSet;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;

/**
 * One planning as the part asks for it: what to plan for (a scenario file, or
 * the ch. XII minimums when the path is null), against which collection file,
 * with which rules file (null: the planner's own). The files are read afresh
 * each time, so the plan is what the disk holds now; a file that cannot be
 * read gives no plan but its first problem, said where it is.
 */
record Planning(Path scenario, Path collection, Path rules) {
    /** What came of it: a plan, or why there is none. */
    record Result(Plan plan, FigureCollection collection, String problem) {
    }

    Result run(InventoryPlanner planner, RulesetCatalog catalog, Coverage coverage) {
        if (collection == null) return new Result(null, null, "Choose a collection.");
        InventoryRules rules = planner.defaultRules();
        if (this.rules != null) {
            ReadResult<InventoryRules> r = InventoryFiles.readRules(this.rules);
            if (!r.ok()) return failed(r);
            rules = r.value();
        }
        ReadResult<FigureCollection> c = CollectionFiles.read(collection);
        if (!c.ok()) return failed(c);
        if (scenario == null) {
            RequirementSet set = planner.minimums();
            return new Result(planner.plan(set.title(), set.needs(), c.value(), rules), c.value(), null);
        }
        ReadResult<Scenario> s = ScenarioFiles.read(scenario, catalog);
        if (!s.ok()) return failed(s);
        return new Result(planner.plan(s.value(), c.value(), rules, coverage), c.value(), null);
    }

    private static Result failed(ReadResult<?> r) {
        List<Diagnostic> errors = new ArrayList<>(r.errors());
        String first = errors.isEmpty() ? "cannot be read" : errors.get(0).toString();
        return new Result(null, null, first + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
    }
}
