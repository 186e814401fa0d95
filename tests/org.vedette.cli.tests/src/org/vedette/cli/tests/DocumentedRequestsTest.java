package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every example request in docs/requests/RULESET/*.json resolves as it says:
 * {@code vedette resolve FILE --check} compares the outcome with the file's
 * "expect" object (headline-contains, refused, …). A request without one must
 * at least be a valid request that resolves or is refused by the rules.
 */
class DocumentedRequestsTest {
    @TestFactory
    Stream<DynamicTest> eachDocumentedRequestResolvesAsItExpects() throws IOException {
        Path docs = Cli.root().resolve("docs/requests");
        List<Path> files = requests(docs);
        return files.stream().map(f -> DynamicTest.dynamicTest(docs.relativize(f).toString(), () -> {
            String text = Files.readString(f);
            if (text.contains("\"expect\"")) {
                Cli.Run r = Cli.run("resolve", f.toString(), "--check", "--explain");
                assertEquals(0, r.code(), r::toString);
            } else {
                Cli.Run r = Cli.run("resolve", f.toString());
                assertNotEquals(2, r.code(), r::toString);
                if (r.code() == 1) {
                    assertEquals(true, r.err().startsWith("vedette: refused: "), r::toString);
                }
            }
        }));
    }

    /**
     * Issue 9: without --explain, every headline of every ruleset names the
     * actor and the target by name, and says what came of it — the words a
     * journal records and {@code game show} and the Game Log list. Only the
     * requests that have a headline to read are tests here: one the rules
     * refuse has none (that it is refused as it should be is the test above),
     * and "next" moves the turn on, so its headline is the turn's and nobody
     * acts.
     */
    @TestFactory
    Stream<DynamicTest> everyHeadlineNamesTheActorAndTheTargetWithoutAnExplanation() throws IOException {
        Path docs = Cli.root().resolve("docs/requests");
        record Resolved(Path file, String text, Cli.Run run) {
        }
        List<Resolved> acted = new ArrayList<>();
        for (Path f : requests(docs)) {
            String text = Files.readString(f);
            if (text.matches("(?s).*\"action\"\\s*:\\s*\"next\".*")) continue;
            Cli.Run r = Cli.run("resolve", f.toString());
            if (r.code() == 0) acted.add(new Resolved(f, text, r));
        }
        assertFalse(acted.isEmpty(), "no documented request resolves with a headline");
        return acted.stream().map(a -> DynamicTest.dynamicTest(docs.relativize(a.file()).toString(), () -> {
            String headline = a.run().out().split("\n")[0];
            for (String input : new String[] { "actor", "target" }) {
                Matcher id = Pattern.compile("\"" + input + "\"\\s*:\\s*\"([^\"]+)\"").matcher(a.text());
                if (!id.find()) continue;
                Matcher name = Pattern.compile("\"id\"\\s*:\\s*\"" + Pattern.quote(id.group(1))
                        + "\"\\s*,\\s*\"name\"\\s*:\\s*\"([^\"]+)\"").matcher(a.text());
                String named = name.find() ? name.group(1) : id.group(1);
                assertTrue(headline.contains(named), "the " + input + " " + named + " is named: " + headline);
            }
        }));
    }

    /** docs/requests/RULESET/*.json, in order. */
    private static List<Path> requests(Path docs) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.isDirectory(docs) ? Files.walk(docs, 2) : Stream.empty()) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no example requests under " + docs);
        return files;
    }
}
