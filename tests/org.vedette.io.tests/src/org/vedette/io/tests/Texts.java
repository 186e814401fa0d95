package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;

/** Helpers shared by the io tests: the checkout's folders, the fake catalog, diagnostics lookup. */
final class Texts {
    static final RulesetCatalog CATALOG = RulesetCatalog.of(new FakeOneHour());

    private Texts() {
    }

    /** The top of the checkout (set by the test pom), where examples/ and docs/ are. */
    static Path root() {
        String p = System.getProperty("vedette.root");
        Path root = p != null ? Path.of(p) : Path.of("../..");
        assertTrue(Files.isDirectory(root.resolve("examples")), "no examples/ under " + root.toAbsolutePath());
        return root.toAbsolutePath().normalize();
    }

    static Path examples() {
        return root().resolve("examples");
    }

    /** A copy of the example scenario and its rosters in {@code dir} (scenarios/, rosters/), so a test can break them. */
    static Path copyAlmaraz(Path dir) throws java.io.IOException {
        Path ex = examples();
        Files.createDirectories(dir.resolve("scenarios"));
        Files.createDirectories(dir.resolve("rosters"));
        Path scenario = dir.resolve("scenarios/bridge-at-almaraz.json");
        Files.copy(ex.resolve("scenarios/bridge-at-almaraz.json"), scenario);
        for (String r : java.util.List.of("british.json", "french.json")) {
            Files.copy(ex.resolve("rosters").resolve(r), dir.resolve("rosters").resolve(r));
        }
        return scenario;
    }

    /** The scenario file rewritten with {@code text} and read again. */
    static org.vedette.io.ReadResult<org.vedette.core.model.Scenario> rewrite(Path scenario, String text)
            throws java.io.IOException {
        java.nio.file.Files.writeString(scenario, text);
        return org.vedette.io.ScenarioFiles.read(scenario, CATALOG);
    }

    /** The one diagnostic whose message contains {@code text}; fails listing all of them otherwise. */
    static Diagnostic find(ReadResult<?> r, String text) {
        var found = r.diagnostics().stream().filter(d -> d.message().contains(text)).toList();
        if (found.size() != 1) {
            fail("expected one diagnostic containing \"" + text + "\", got:\n" + r.report());
        }
        return found.get(0);
    }

    /** The line (1-based) where {@code needle} first appears in {@code text}. */
    static int lineOf(String text, String needle) {
        int i = text.indexOf(needle);
        assertTrue(i >= 0, needle + " not in text");
        return (int) text.substring(0, i).chars().filter(c -> c == '\n').count() + 1;
    }

    /** The 1-based column where {@code needle} first appears on its line. */
    static int columnOf(String text, String needle) {
        int i = text.indexOf(needle);
        return i - text.lastIndexOf('\n', i - 1);
    }
}
