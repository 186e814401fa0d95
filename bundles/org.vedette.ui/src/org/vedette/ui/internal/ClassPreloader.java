package org.vedette.ui.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Loads, on a second core, the classes the first window needs, while the main
 * thread creates the display and the application model: Equinox reads and
 * defines every bundle class (even one in the class-data-sharing archive) under
 * the loading thread's time, and the workbench loads about 650 classes more than
 * an empty e4 window before its window shows (docs/PERFORMANCE.md, "Workbench
 * start-up"). The names, in the order a real start loaded them, are in
 * {@code startup-classes.txt}, written by {@code scripts/startup-classes}.
 *
 * <p>Classes are loaded, never initialized ({@code initialize=false}), so no
 * static initializer — no SWT code — runs off the user-interface thread; the
 * main thread initializes each as it always did. A name this bundle's class
 * loader cannot reach (a stale list) is skipped: the list only ever makes
 * start-up sooner, never changes what starts.
 */
final class ClassPreloader implements Runnable {
    static final String LIST = "startup-classes.txt";

    private final ClassLoader loader;

    private ClassPreloader(ClassLoader loader) {
        this.loader = loader;
    }

    /** Starts the one daemon thread that loads the list, and returns at once. */
    static void start() {
        Thread thread = new Thread(new ClassPreloader(ClassPreloader.class.getClassLoader()), "vedette-class-preloader");
        thread.setDaemon(true);
        thread.setPriority(Thread.NORM_PRIORITY - 1);
        thread.start();
    }

    @Override
    public void run() {
        try (InputStream in = loader.getResourceAsStream(LIST)) {
            if (in == null) return;
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String name = lines.readLine(); name != null; name = lines.readLine()) {
                if (name.isBlank() || name.startsWith("#")) continue;
                try {
                    Class.forName(name.strip(), false, loader);
                } catch (ClassNotFoundException | LinkageError stale) {
                    // Not reachable from this bundle any more: the main thread will load what it needs.
                }
            }
        } catch (IOException unreadable) {
            // Only a head start is lost.
        }
    }
}
