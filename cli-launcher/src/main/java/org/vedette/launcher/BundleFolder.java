package org.vedette.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folder of bundles the engine runs: every {@code *.jar} in it is
 * installed, so a ruleset bundle dropped in is found with no change anywhere
 * else. Its fingerprint (names, sizes, modification times) changes when any jar
 * is added, removed or rebuilt, which is what invalidates the bundle cache.
 */
record BundleFolder(Path dir, List<Path> jars) {
    BundleFolder {
        jars = List.copyOf(jars);
    }

    static BundleFolder scan(Path dir) throws LaunchException {
        if (!Files.isDirectory(dir)) {
            throw new LaunchException("the bundle folder " + dir + " does not exist; build the command line"
                    + " with ./vedette (or 'scripts/maven -B verify -DskipTests -pl target-platform,cli-launcher -am')");
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> jars = files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
            if (jars.isEmpty()) {
                throw new LaunchException("the bundle folder " + dir + " holds no bundles (*.jar)");
            }
            return new BundleFolder(dir, jars);
        } catch (IOException e) {
            throw new LaunchException("cannot read the bundle folder " + dir + ": " + e.getMessage());
        }
    }

    String fingerprint() throws LaunchException {
        StringBuilder b = new StringBuilder("vedette-launcher 1\n").append(dir.toAbsolutePath()).append('\n');
        for (Path jar : jars) {
            try {
                BasicFileAttributes a = Files.readAttributes(jar, BasicFileAttributes.class);
                b.append(jar.getFileName()).append(' ').append(a.size()).append(' ')
                        .append(a.lastModifiedTime().toMillis()).append('\n');
            } catch (IOException e) {
                throw new LaunchException("cannot read " + jar + ": " + e.getMessage());
            }
        }
        return b.toString();
    }
}
