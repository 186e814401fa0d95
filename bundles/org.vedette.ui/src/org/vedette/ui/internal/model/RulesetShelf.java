package org.vedette.ui.internal.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;

/**
 * The rulesets installed right now: every {@link Ruleset} service, followed
 * by a {@link ServiceTracker}, so a ruleset bundle started or stopped while
 * the workbench runs appears or disappears in it at once, and the parts that
 * listen are told. Nothing is tracked until {@link #open()}.
 */
public final class RulesetShelf implements AutoCloseable {
    private final ServiceTracker<Ruleset, Ruleset> tracker;
    private final Listeners listeners;

    public RulesetShelf(BundleContext context, Executor notify) {
        this.listeners = new Listeners(notify);
        this.tracker = new ServiceTracker<>(context, Ruleset.class, null) {
            @Override
            public Ruleset addingService(ServiceReference<Ruleset> reference) {
                Ruleset r = super.addingService(reference);
                listeners.fire();
                return r;
            }

            @Override
            public void removedService(ServiceReference<Ruleset> reference, Ruleset service) {
                super.removedService(reference, service);
                listeners.fire();
            }
        };
    }

    /**
     * Starts following the ruleset services (which activates the ruleset
     * bundles' components). The workbench does this once its window is up.
     */
    public void open() {
        tracker.open();
    }

    /** The rulesets, by name. */
    public List<Ruleset> rulesets() {
        List<Ruleset> all = new ArrayList<>(tracker.getTracked().values());
        all.sort(Comparator.comparing((Ruleset r) -> r.info().name()).thenComparing(r -> r.info().id()));
        return List.copyOf(all);
    }

    public Optional<Ruleset> find(String id) {
        return rulesets().stream().filter(r -> r.info().id().equals(id)).findFirst();
    }

    /** A catalog of the rulesets installed now, for io's readers. */
    public RulesetCatalog catalog() {
        return RulesetCatalog.of(rulesets());
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    @Override
    public void close() {
        tracker.close();
    }
}
