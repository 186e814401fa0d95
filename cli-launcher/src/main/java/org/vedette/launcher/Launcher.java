package org.vedette.launcher;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * {@code java -jar vedette-cli.jar COMMAND …}: starts the engine bundles on an
 * embedded Apache Felix, runs one command through the
 * {@code org.vedette.cli.CommandLine} service, stops the framework and exits
 * with the command's code.
 *
 * <p>Folders, each overridable by a system property: the bundles are in
 * {@code bundle/} next to this jar ({@code vedette.bundles}); Felix's bundle
 * cache is {@code cache/} next to it ({@code vedette.cache}).
 */
public final class Launcher {
    /** The engine could not be started: a broken installation, not a user's mistake. */
    static final int CANNOT_START = 70;

    private final Path bundles;
    private final Path cache;

    public Launcher(Path bundles, Path cache) {
        this.bundles = bundles;
        this.cache = cache;
    }

    public static void main(String[] args) {
        Path home = home();
        Path bundles = Path.of(System.getProperty("vedette.bundles", home.resolve("bundle").toString()));
        Path cache = Path.of(System.getProperty("vedette.cache", home.resolve("cache").toString()));
        // UTF-8 whatever the locale: rule references carry "§" and the texts "—".
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 14),
                false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = new Launcher(bundles, cache).run(args, System.in, out, err);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Starts the engine, runs one command, stops the engine. */
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            BundleFolder folder = BundleFolder.scan(bundles);
            try (BundleCache c = BundleCache.open(cache, folder.fingerprint())) {
                Engine engine = Engine.start(folder, c, err);
                try {
                    int code = engine.run(args, in, out, err, 10_000);
                    c.markWarm();
                    return code;
                } finally {
                    engine.close();
                }
            }
        } catch (LaunchException e) {
            err.println("vedette: " + e.getMessage());
            return CANNOT_START;
        }
    }

    private static Path home() {
        try {
            Path jar = Path.of(Launcher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return jar.getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of(".");
        }
    }
}
