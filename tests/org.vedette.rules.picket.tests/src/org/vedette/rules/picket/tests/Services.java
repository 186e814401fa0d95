package org.vedette.rules.picket.tests;

import java.nio.file.Path;
import java.util.List;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.ai.conformance.Conformance;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;
import org.vedette.rules.picket.Picket;

/**
 * The services the test runtime's Felix SCR registers, as a deployment has them (the pom starts SCR, Picket's
 * bundle and the engine bundles); Picket's own scenario.
 */
final class Services {
    private Services() {
    }

    /** The one service of the type; fails when none comes within ten seconds. */
    static <T> T get(Class<T> type) {
        BundleContext context = FrameworkUtil.getBundle(Services.class).getBundleContext();
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
        tracker.open();
        try {
            T s = tracker.waitForService(10_000);
            if (s == null) throw new AssertionError("no " + type.getSimpleName() + " service came");
            return s;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            tracker.close();
        }
    }

    /** The Picket ruleset among the Ruleset services. */
    static Ruleset picket() {
        BundleContext context = FrameworkUtil.getBundle(Services.class).getBundleContext();
        ServiceTracker<Ruleset, Ruleset> tracker = new ServiceTracker<>(context, Ruleset.class, null);
        tracker.open();
        try {
            long deadline = System.currentTimeMillis() + 10_000;
            while (System.currentTimeMillis() < deadline) {
                for (Object r : tracker.getServices() == null ? new Object[0] : tracker.getServices()) {
                    if (Picket.RULESET.equals(((Ruleset) r).info().id())) return (Ruleset) r;
                }
                Thread.sleep(20);
            }
            throw new AssertionError("no Ruleset service with the id " + Picket.RULESET);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            tracker.close();
        }
    }

    /** The scenario file of this bundle's tests. */
    static Path crossroadsFile() {
        return Path.of(System.getProperty("vedette.root", "../.."), "tests", "org.vedette.rules.picket.tests",
                "scenarios", "picket-at-the-crossroads.json");
    }

    static Scenario crossroads(Ruleset rules) {
        return Conformance.read(crossroadsFile(), RulesetCatalog.of(rules));
    }

    static List<String> words(List<?> reasons) {
        return reasons.stream().map(Object::toString).toList();
    }
}
