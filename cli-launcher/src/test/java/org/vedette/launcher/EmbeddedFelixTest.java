package org.vedette.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real bundles, as assembled in target/vedette-cli/bundle, on an embedded
 * Apache Felix with Felix SCR: the command line service is found, and it
 * resolves an action through the One Hour Ruleset service.
 */
class EmbeddedFelixTest {
    static final Path BUNDLES = Path.of(System.getProperty("vedette.bundles", "target/vedette-cli/bundle"));
    static final Path ROOT = Path.of(System.getProperty("vedette.repository", ".."));

    @TempDir
    Path cache;

    record Run(int code, String out, String err) {
    }

    static Run run(Launcher launcher, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = launcher.run(args, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** 1H Shooting — Assess Casualties: infantry roll two dice, hits on 4+; 5 and 2 make one hit. */
    @Test
    void resolvesAShotThroughTheOneHourServiceOnFelix() throws IOException {
        Path request = cache.resolve("shoot.json");
        Files.writeString(request, """
                {
                  "format": "vedette.request", "version": 1, "ruleset": "onehour", "action": "shoot",
                  "inputs": { "actor": "52nd", "target": "ligne", "range": 9.5 },
                  "situation": {
                    "actors": [
                      { "id": "52nd", "name": "52nd Foot", "side": "british", "profile": { "type": "infantry" } },
                      { "id": "ligne", "name": "31e Ligne", "side": "french", "profile": { "type": "infantry" } }
                    ],
                    "turn": { "round": 1, "side": "british", "phase": "shooting" }
                  },
                  "dice": [5, 2]
                }
                """);
        Run r = run(new Launcher(BUNDLES, cache.resolve("felix")), "resolve", request.toString(), "--explain");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().split("\n")[0].contains("1 hit"), r.out());
        assertTrue(r.out().contains("ligne: fresh → 1 wound"), r.out());
        assertTrue(r.out().contains("[1H §Shooting"), r.out());
    }

    /** The persistent cache: the second start reuses it (no reinstall) and gives the same answer. */
    @Test
    void aWarmCacheGivesTheSameAnswer() {
        Launcher launcher = new Launcher(BUNDLES, cache.resolve("felix"));
        Run cold = run(launcher, "rulesets", "--brief");
        assertEquals(0, cold.code(), cold.err());
        assertTrue(Files.exists(cache.resolve("felix/fingerprint")), "the cache is marked warm after a good run");
        Run warm = run(launcher, "rulesets", "--brief");
        assertEquals(cold.out(), warm.out());
        assertTrue(warm.out().lines().anyMatch(l -> l.startsWith("onehour — ")), warm.out());
    }

    /**
     * Rulesets are services, not a list in code: without the One Hour jar in the folder, it is not there. The
     * NPC AI's bundle, built on the risk-factor ruleset's machine, comes and goes with the rulesets.
     */
    private static boolean withTheRulesets(Path jar) {
        String name = jar.getFileName().toString();
        return name.startsWith("org.vedette.rules.") || name.startsWith("org.vedette.ai-");
    }

    @Test
    void aRulesetIsFoundOnlyWhenItsBundleIsInTheFolder() throws IOException {
        Path folder = cache.resolve("bundle");
        Files.createDirectories(folder);
        try (Stream<Path> jars = Files.list(BUNDLES)) {
            for (Path jar : jars.filter(j -> !withTheRulesets(j)).toList()) {
                Files.copy(jar, folder.resolve(jar.getFileName()));
            }
        }
        Run none = run(new Launcher(folder, cache.resolve("felix")), "rulesets");
        assertEquals(1, none.code(), none.out() + none.err());
        assertTrue(none.err().contains("no rulesets are installed"), none.err());

        try (Stream<Path> jars = Files.list(BUNDLES)) {
            for (Path jar : jars.filter(EmbeddedFelixTest::withTheRulesets).toList()) {
                Files.copy(jar, folder.resolve(jar.getFileName()));
            }
        }
        Run dropped = run(new Launcher(folder, cache.resolve("felix")), "rulesets", "--brief");
        assertEquals(0, dropped.code(), dropped.err());
        assertTrue(dropped.out().lines().anyMatch(l -> l.startsWith("onehour — ")),
                "the dropped-in jars invalidated the cache\n" + dropped.out());
    }

    @Test
    void aMissingBundleFolderIsOneClearLine() {
        Run r = run(new Launcher(cache.resolve("nothing"), cache.resolve("felix")), "rulesets");
        assertEquals(Launcher.CANNOT_START, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("vedette: the bundle folder "), r.err());
    }

    /** The examples of the repository are valid, checked by the real bundles. */
    @Test
    void theExamplesAreValid() throws IOException {
        Path examples = ROOT.resolve("examples");
        String[] args;
        try (Stream<Path> files = Files.walk(examples)) {
            args = Stream.concat(Stream.of("validate"), files.filter(f -> f.toString().endsWith(".json"))
                    .map(Path::toString).sorted()).toArray(String[]::new);
        }
        assertTrue(args.length > 1, "no examples under " + examples.toAbsolutePath());
        Run r = run(new Launcher(BUNDLES, cache.resolve("felix")), args);
        assertEquals(0, r.code(), r.out() + r.err());
    }
}
