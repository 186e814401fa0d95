package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.cli.CommandLine;

/**
 * Runs commands through the CommandLine service, as registered by Declarative
 * Services in the test runtime, with captured streams.
 */
final class Cli {
    /** What a command printed and returned. */
    record Run(int code, String out, String err) {
        @Override
        public String toString() {
            return "exit " + code + "\n--- out ---\n" + out + "--- err ---\n" + err;
        }
    }

    private Cli() {
    }

    static CommandLine service() {
        BundleContext context = FrameworkUtil.getBundle(Cli.class).getBundleContext();
        ServiceTracker<CommandLine, CommandLine> tracker = new ServiceTracker<>(context, CommandLine.class, null);
        tracker.open();
        try {
            CommandLine cli = tracker.waitForService(10_000);
            assertNotNull(cli, "no CommandLine service: is Felix SCR running in the test runtime?");
            return cli;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            tracker.close();
        }
    }

    static Run run(String... args) {
        return runWithInput("", args);
    }

    /** A run that must succeed (exit 0), or the test fails with what it printed. */
    static Run ok(String... args) {
        Run r = run(args);
        org.junit.jupiter.api.Assertions.assertEquals(0, r.code(), r::toString);
        return r;
    }

    static Run runWithInput(String stdin, String... args) {
        return runWithInput(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
    }

    static Run runWithInput(InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = service().run(args, stdin, o, e);
        }
        Run r = new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        // No command ever shows a user a stack trace.
        assertFalse(r.err().contains("\tat ") || r.out().contains("\tat "), () -> "a stack trace was printed:\n" + r);
        return r;
    }

    /** The top of the checkout, where docs/ and examples/ are (set by the test pom). */
    static Path root() {
        return Path.of(System.getProperty("vedette.root", "../..")).toAbsolutePath().normalize();
    }

    /**
     * A copy in {@code dir} of an example scenario whose units and figures are inline, with no position on the
     * table: every deployment and placed figure or unit taken out, so that its game is played as at a table
     * without a computer, where the referee's tape decides ranges and contact (the table's law judges only a game
     * with positions).
     */
    static Path unplaced(String example, Path dir) {
        try {
            return unplacedCopy(example, dir);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path unplacedCopy(String example, Path dir) throws java.io.IOException {
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var root = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(
                root().resolve("examples/scenarios").resolve(example).toFile());
        for (var side : root.path("sides")) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) side).remove("deployment");
            for (var unit : side.path("units")) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) unit).remove("position");
                for (var figure : unit.path("figures")) {
                    ((com.fasterxml.jackson.databind.node.ObjectNode) figure).remove("position");
                }
            }
        }
        Path out = dir.resolve("unplaced-" + example);
        mapper.writerWithDefaultPrettyPrinter().writeValue(out.toFile(), root);
        return out;
    }
}
