package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;

/**
 * Thousands of damaged documents per reader — characters changed, spans
 * deleted or doubled, tokens swapped, values of the wrong type, documents cut
 * short — derived from the examples with a fixed seed, so a failure always
 * reproduces. Whatever comes in, only clean diagnostics come out: no
 * exception, no "internal error", a message, and a line and column for
 * everything found in the text itself. Each format prints its counts.
 */
class FuzzTest {
    /**
     * Documents per format. The test suite's few thousand take seconds; the long run of
     * docs/RELIABILITY.md sets VEDETTE_FUZZ (scripts/reliability-fuzz).
     */
    static final int PER_FORMAT = Integer.parseInt(System.getenv().getOrDefault("VEDETTE_FUZZ", "3000"));
    static final Pattern TOKEN = Pattern.compile(
            "\"(?:[^\"\\\\]|\\\\.)*\"|-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?|true|false|null|[{}\\[\\]:,]");
    static final String[] VALUES = { "\"x\"", "\"\"", "0", "-1", "1e400", "2.5", "99999999999", "true", "null",
            "{}", "[]", "[1,", "\"\\u0000\"", "\"⚔\"", "{\"a\":{\"b\":[[[]]]}}" };
    static final String NOISE = "{}[]:,\"\\ 0123456789-.eEtrufalsn\n\tx\u00e9\u0000";

    @TempDir
    Path dir;

    @Test
    void scenarios() throws IOException {
        Path file = Texts.examples().resolve("scenarios/bridge-at-almaraz.json");
        fuzz("scenario", Files.readString(file), 1, t -> ScenarioFiles.parse(t, file, Texts.CATALOG),
                file.toString());
    }

    @Test
    void rosters() throws IOException {
        String text = Files.readString(Texts.examples().resolve("rosters/british.json"));
        fuzz("roster", text, 2, t -> RosterFiles.parse(t, "british.json", Texts.CATALOG), "british.json");
    }

    @Test
    void collections() throws IOException {
        String text = Files.readString(Texts.examples().resolve("collection/my-figures.json"));
        fuzz("collection", text, 3, t -> CollectionFiles.parse(t, "my-figures.json"), "my-figures.json");
    }

    @Test
    void requests() {
        fuzz("request", RequestFileTest.SHOOT, 4, t -> RequestFile.parse(t, "shoot.json", Texts.CATALOG),
                "shoot.json");
    }

    @Test
    void journals() throws IOException {
        Scenario s = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"), Texts.CATALOG)
                .value();
        Path j = dir.resolve("g.jsonl");
        JournalFile.Journal g = JournalFile.create(j, s, new JournalEntry(JournalEntry.Kind.BEGIN, null, List.of(),
                "Turn 1"), Instant.EPOCH);
        g = JournalFile.append(j, g, new JournalEntry(JournalEntry.Kind.ACT,
                new ActionRequest("onehour", "shoot", Map.of("actor", "50th-foot", "range", 6.5)), List.of(4, 2),
                "hit"), Instant.EPOCH);
        JournalFile.append(j, g, new JournalEntry(JournalEntry.Kind.ADVANCE, null, List.of(), "Turn 1, French"),
                Instant.EPOCH);
        fuzz("journal", Files.readString(j), 5, t -> JournalFile.parse(t, "g.jsonl", Texts.CATALOG), "g.jsonl");
    }

    private void fuzz(String what, String original, long seed, Function<String, ReadResult<?>> reader, String file) {
        assertTrue(reader.apply(original).ok(), what + " original must read cleanly");
        Random random = new Random(seed);
        int refused = 0;
        long problems = 0;
        for (int i = 0; i < PER_FORMAT; i++) {
            String text = mutate(original, random);
            ReadResult<?> r;
            try {
                r = reader.apply(text);
            } catch (RuntimeException | Error e) {
                throw new AssertionError(what + " mutation " + i + " threw " + e + " on:\n" + text, e);
            }
            if (!r.ok()) refused++;
            problems += r.diagnostics().size();
            for (Diagnostic d : r.diagnostics()) {
                if (d.message().isBlank() || d.message().contains("internal error")) {
                    fail(what + " mutation " + i + ": " + d + "\non:\n" + text);
                }
                if (d.file().equals(file) && (d.line() < 1 || d.column() < 1)) {
                    fail(what + " mutation " + i + ": no line and column in " + d + "\non:\n" + text);
                }
            }
            if (!r.ok() && r.errors().isEmpty()) {
                fail(what + " mutation " + i + ": no value and no error");
            }
        }
        System.out.println("fuzz " + what + ": " + PER_FORMAT + " documents, " + refused + " refused, " + problems
                + " problems, none internal, every one in the text with its line and column");
        // An honest fuzzer damages most documents; one that broke nothing tested nothing.
        assertTrue(refused > PER_FORMAT / 2, what + ": only " + refused + " of " + PER_FORMAT + " refused");
    }

    static String mutate(String text, Random random) {
        String s = text;
        int count = 1 + random.nextInt(3);
        for (int k = 0; k < count && !s.isEmpty(); k++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(7)) {
                case 0 -> s = s.substring(0, at) + NOISE.charAt(random.nextInt(NOISE.length())) + s.substring(at + 1);
                case 1 -> s = s.substring(0, at) + s.substring(Math.min(s.length(), at + 1 + random.nextInt(40)));
                case 2 -> {
                    int end = Math.min(s.length(), at + 1 + random.nextInt(60));
                    s = s.substring(0, end) + s.substring(at, end) + s.substring(end);
                }
                case 3 -> s = swapTokens(s, random);
                case 4, 5 -> s = changeValue(s, random);
                default -> s = s.substring(0, at);
            }
        }
        return s;
    }

    private static List<int[]> tokens(String s) {
        List<int[]> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(s);
        while (m.find()) out.add(new int[] { m.start(), m.end() });
        return out;
    }

    private static String swapTokens(String s, Random random) {
        List<int[]> t = tokens(s);
        if (t.size() < 2) return s;
        int[] a = t.get(random.nextInt(t.size()));
        int[] b = t.get(random.nextInt(t.size()));
        if (a[0] == b[0]) return s;
        if (a[0] > b[0]) {
            int[] x = a;
            a = b;
            b = x;
        }
        return s.substring(0, a[0]) + s.substring(b[0], b[1]) + s.substring(a[1], b[0]) + s.substring(a[0], a[1])
                + s.substring(b[1]);
    }

    /** Replaces a value (a token after a colon or in a list) with one of another type. */
    private static String changeValue(String s, Random random) {
        List<int[]> t = tokens(s);
        if (t.isEmpty()) return s;
        int[] a = t.get(random.nextInt(t.size()));
        String token = s.substring(a[0], a[1]);
        if (token.length() == 1 && "{}[]:,".contains(token)) return s;
        return s.substring(0, a[0]) + VALUES[random.nextInt(VALUES.length)] + s.substring(a[1]);
    }
}
