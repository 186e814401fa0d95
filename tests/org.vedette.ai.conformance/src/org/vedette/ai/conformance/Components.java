package org.vedette.ai.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkUtil;

/**
 * The Declarative Services components the framework's bundles declare for a
 * service, made as the Service Component Runtime makes a component without
 * references (its public no-argument constructor): the engine's tests run
 * without a runtime, yet should find what a bundle contributes as a
 * deployment would — every ruleset's {@code Playbook}, the test ruleset's
 * among them — rather than list class names.
 */
public final class Components {
    private static final Pattern IMPLEMENTATION = Pattern.compile("<implementation\\s+class=\"([^\"]+)\"");
    private static final Pattern PROVIDE = Pattern.compile("<provide\\s+interface=\"([^\"]+)\"");

    private Components() {
    }

    /**
     * One of each component that provides the service, in the order of the bundles' ids.
     *
     * @throws AssertionError a declared component that cannot be made
     */
    public static <T> List<T> all(Class<T> service) {
        List<T> made = new ArrayList<>();
        for (Bundle b : context().getBundles()) {
            String header = b.getHeaders().get("Service-Component");
            if (header == null) continue;
            for (String entry : header.split(",")) {
                for (URL url : entries(b, entry.strip())) {
                    String xml = read(url);
                    if (!provides(xml, service.getName())) continue;
                    Matcher m = IMPLEMENTATION.matcher(xml);
                    if (!m.find()) throw new AssertionError(url + " names no implementation class");
                    try {
                        made.add(service.cast(b.loadClass(m.group(1)).getConstructor().newInstance()));
                    } catch (ReflectiveOperationException e) {
                        throw new AssertionError("the component " + m.group(1) + " of " + b.getSymbolicName()
                                + " cannot be made", e);
                    }
                }
            }
        }
        return List.copyOf(made);
    }

    /** The kit's own context: a test runtime leaves bundles resolved, not started, so it starts the kit. */
    private static BundleContext context() {
        Bundle self = FrameworkUtil.getBundle(Components.class);
        if (self.getBundleContext() == null) {
            try {
                self.start(Bundle.START_TRANSIENT);
            } catch (BundleException e) {
                throw new AssertionError("the conformance kit's bundle cannot start", e);
            }
        }
        return self.getBundleContext();
    }

    private static boolean provides(String xml, String service) {
        Matcher m = PROVIDE.matcher(xml);
        while (m.find()) {
            if (m.group(1).equals(service)) return true;
        }
        return false;
    }

    /** A header entry's files: a path, or a pattern in its last segment ({@code OSGI-INF/*.xml}). */
    private static List<URL> entries(Bundle b, String entry) {
        List<URL> urls = new ArrayList<>();
        if (entry.isEmpty()) return urls;
        int slash = entry.lastIndexOf('/');
        String folder = slash < 0 ? "/" : entry.substring(0, slash);
        String file = entry.substring(slash + 1);
        if (!file.contains("*")) {
            URL url = b.getEntry(entry);
            if (url != null) urls.add(url);
            return urls;
        }
        Enumeration<URL> found = b.findEntries(folder, file, false);
        while (found != null && found.hasMoreElements()) urls.add(found.nextElement());
        return urls;
    }

    private static String read(URL url) {
        try (InputStream in = url.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + url, e);
        }
    }
}
