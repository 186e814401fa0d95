package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.Need;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.Plan;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;

/** Helpers: the planner and rulesets as registered by DS in the test runtime, the checkout, small builders. */
final class Planning {
    private Planning() {
    }

    static InventoryPlanner planner() {
        return service(InventoryPlanner.class);
    }

    static <T> T service(Class<T> type) {
        BundleContext context = FrameworkUtil.getBundle(Planning.class).getBundleContext();
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
        tracker.open();
        try {
            T s = tracker.waitForService(10_000);
            assertNotNull(s, "no " + type.getSimpleName() + " service: is Felix SCR running in the test runtime?");
            return s;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            tracker.close();
        }
    }

    static RulesetCatalog catalog() {
        BundleContext context = FrameworkUtil.getBundle(Planning.class).getBundleContext();
        ServiceTracker<Ruleset, Ruleset> tracker = new ServiceTracker<>(context, Ruleset.class, null);
        tracker.open();
        try {
            long deadline = System.currentTimeMillis() + 10_000;
            while (tracker.size() < 5 && System.currentTimeMillis() < deadline) Thread.sleep(20);
            List<Ruleset> all = new ArrayList<>();
            for (Object r : tracker.getServices()) all.add((Ruleset) r);
            return RulesetCatalog.of(all.toArray(Ruleset[]::new));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            tracker.close();
        }
    }

    /** The top of the checkout, where docs/ and examples/ are (set by the test pom). */
    static Path root() {
        Path root = Path.of(System.getProperty("vedette.root", "../..")).toAbsolutePath().normalize();
        assertTrue(Files.isDirectory(root.resolve("examples")), "no examples/ under " + root);
        return root;
    }

    static Scenario example(String name) {
        ReadResult<Scenario> r = ScenarioFiles.read(root().resolve("examples/scenarios").resolve(name), catalog());
        assertTrue(r.ok(), r::report);
        return r.value();
    }

    static FigureKind kind(String nation, String troopType, Boolean mounted, String role) {
        return new FigureKind(nation, troopType, mounted, role, null, List.of());
    }

    static Need need(String id, FigureKind kind, int count) {
        return new Need(id, null, kind, count, 0, List.of());
    }

    static CollectionItem item(String id, String nation, String troopType, int count, String... tags) {
        return new CollectionItem(id, null, troopType, nation, false, count, count, List.of(tags));
    }

    static FigureCollection collection(CollectionItem... items) {
        return new FigureCollection("test", null, null, List.of(items));
    }

    static NeedLine line(Plan plan, String needId) {
        return plan.lines().stream().filter(l -> l.need().id().equals(needId)).findFirst()
                .orElseGet(() -> fail("no need " + needId + " in " + plan.lines()));
    }

    static Need needOf(List<Need> needs, String label) {
        return needs.stream().filter(n -> n.label().equals(label)).findFirst()
                .orElseGet(() -> fail("no need '" + label + "' among " + needs.stream().map(n -> n.label() + " ×"
                        + n.count()).toList()));
    }

    /** Figures assigned from each item, over every need: never more than the item has. */
    static void assertNoFigureCountedTwice(Plan plan, FigureCollection collection) {
        Map<String, Integer> used = new HashMap<>();
        for (NeedLine l : plan.lines()) {
            for (Assigned a : l.assigned()) used.merge(a.itemId(), a.count(), Integer::sum);
            assertEquals(l.need().count(), l.assignedCount() + l.shortBy(), () -> "figures lost or made up: " + l);
        }
        for (CollectionItem i : collection.items()) {
            int n = used.getOrDefault(i.id(), 0);
            assertTrue(n <= i.count(), i.id() + " is used " + n + " times but has " + i.count() + " figures");
        }
    }
}
