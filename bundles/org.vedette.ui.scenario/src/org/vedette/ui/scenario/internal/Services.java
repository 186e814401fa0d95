package org.vedette.ui.scenario.internal;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The scenario generator's services (org.vedette.scenario, registered by
 * Declarative Services), looked up when a command needs them: the workbench
 * runs without the generator installed, and the commands say so then.
 */
final class Services {
    private Services() {
    }

    /** The service, or null when none is registered within a moment. */
    static <T> T find(Class<T> type) {
        BundleContext context = FrameworkUtil.getBundle(Services.class).getBundleContext();
        if (context == null) return null;
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
        tracker.open();
        try {
            // The generator's bundle is started lazily: its component may still be on its way.
            return tracker.waitForService(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            tracker.close();
        }
    }
}
