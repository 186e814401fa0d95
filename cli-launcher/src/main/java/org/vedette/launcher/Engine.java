package org.vedette.launcher;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The engine bundles running on an embedded OSGi framework (Apache Felix,
 * found through {@link ServiceLoader}), and the command line service they
 * register. The launcher never sees an engine class: it calls the service's
 * {@code run(String[], InputStream, PrintStream, PrintStream)} by reflection,
 * since the bundles' classes live in the bundles' own class loaders.
 */
final class Engine implements AutoCloseable {
    static final String COMMAND_LINE = "org.vedette.cli.CommandLine";

    private final Framework framework;

    private Engine(Framework framework) {
        this.framework = framework;
    }

    /**
     * Starts the framework on the cache. A cold cache gets every jar of the
     * folder installed in place ("reference:", nothing is copied) and started
     * with its activation policy, so lazy bundles load classes only when used;
     * a warm cache already holds them, and the framework restarts them itself.
     */
    static Engine start(BundleFolder folder, BundleCache cache, PrintStream err) throws LaunchException {
        Map<String, Object> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, cache.storage().toAbsolutePath().toString());
        config.put(Constants.FRAMEWORK_STORAGE_CLEAN, "none");
        config.put("felix.log.level", "1");
        config.put("felix.log.logger", new FrameworkLog(err));
        Framework framework = ServiceLoader.load(FrameworkFactory.class).findFirst()
                .orElseThrow(() -> new LaunchException("no OSGi framework on the class path (lib/ is missing "
                        + "org.apache.felix.framework)"))
                .newFramework(asStrings(config));
        try {
            framework.init();
            if (!cache.warm()) {
                install(framework.getBundleContext(), folder, err);
            }
            framework.start();
        } catch (BundleException e) {
            throw new LaunchException("the OSGi framework did not start: " + e.getMessage());
        }
        return new Engine(framework);
    }

    /** Felix takes objects as configuration values (its logger is one); the standard signature says String. */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static Map<String, String> asStrings(Map<String, Object> config) {
        return (Map) config;
    }

    private static void install(BundleContext context, BundleFolder folder, PrintStream err) throws LaunchException {
        List<Bundle> installed = new ArrayList<>();
        for (Path jar : folder.jars()) {
            try {
                installed.add(context.installBundle("reference:" + jar.toUri()));
            } catch (BundleException e) {
                // A plain jar dropped into the folder by mistake: say so and go on.
                err.println("vedette: " + jar.getFileName() + " is not a usable bundle: " + e.getMessage());
            }
        }
        for (Bundle b : installed) {
            if (b.getHeaders().get(Constants.FRAGMENT_HOST) != null) continue;
            try {
                b.start(Bundle.START_ACTIVATION_POLICY);
            } catch (BundleException e) {
                // Reported by describe() if the command line cannot be found without it.
            }
        }
    }

    /** Runs one command through the command line service and returns its exit code. */
    int run(String[] args, InputStream in, PrintStream out, PrintStream err, long waitMillis) throws LaunchException {
        BundleContext context = framework.getBundleContext();
        ServiceTracker<Object, Object> tracker = new ServiceTracker<>(context, COMMAND_LINE, null);
        tracker.open(true);
        try {
            Object service = tracker.waitForService(waitMillis);
            ServiceReference<Object> ref = tracker.getServiceReference();
            if (service == null || ref == null) {
                throw new LaunchException("the command line service did not start" + describeTrouble());
            }
            Method run = ref.getBundle().loadClass(COMMAND_LINE).getMethod("run", String[].class,
                    InputStream.class, PrintStream.class, PrintStream.class);
            return (Integer) run.invoke(service, args, in, out, err);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LaunchException("interrupted while waiting for the command line service");
        } catch (ClassNotFoundException | NoSuchMethodException | IllegalAccessException e) {
            throw new LaunchException("the org.vedette.cli bundle does not offer " + COMMAND_LINE + ".run: " + e);
        } catch (InvocationTargetException e) {
            throw new LaunchException("the command line failed: " + e.getCause());
        } finally {
            tracker.close();
        }
    }

    /** Why the command line is missing: each bundle that is not running, with the framework's reason. */
    private String describeTrouble() {
        StringBuilder b = new StringBuilder();
        for (Bundle bundle : framework.getBundleContext().getBundles()) {
            int state = bundle.getState();
            if (state == Bundle.ACTIVE || state == Bundle.STARTING || bundle.getBundleId() == 0
                    || bundle.getHeaders().get(Constants.FRAGMENT_HOST) != null) {
                continue;
            }
            String reason = "not started";
            try {
                bundle.start(Bundle.START_ACTIVATION_POLICY | Bundle.START_TRANSIENT);
            } catch (BundleException e) {
                reason = e.getMessage().replace('\n', ' ');
            }
            b.append("\n  ").append(bundle.getSymbolicName()).append(": ").append(reason);
        }
        if (framework.getBundleContext().getBundle(0) != null && b.isEmpty()
                && java.util.Arrays.stream(framework.getBundleContext().getBundles())
                        .noneMatch(x -> "org.vedette.cli".equals(x.getSymbolicName()))) {
            b.append("\n  the bundle folder has no org.vedette.cli bundle");
        }
        return b.isEmpty() ? "" : "; bundles that are not running:" + b;
    }

    @Override
    public void close() {
        try {
            framework.stop();
            framework.waitForStop(10_000);
        } catch (BundleException | InterruptedException e) {
            // The process is about to end; the cache was written as bundles changed.
        }
    }
}
