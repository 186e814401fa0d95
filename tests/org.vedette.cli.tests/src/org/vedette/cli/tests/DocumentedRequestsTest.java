package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
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
     * journal records and {@code game show} and the Game Log list.
     */
    @TestFactory
    Stream<DynamicTest> everyHeadlineNamesTheActorAndTheTargetWithoutAnExplanation() throws IOException {
        Path docs = Cli.root().resolve("docs/requests");
        List<Path> files = requests(docs);
        return files.stream().map(f -> DynamicTest.dynamicTest(docs.relativize(f).toString(), () -> {
            String text = Files.readString(f);
            Cli.Run r = Cli.run("resolve", f.toString());
            Assumptions.assumeTrue(r.code() == 0, "refused: nothing to headline");
            // "next" moves the turn on: its headline is the turn's, and nobody acts.
            Assumptions.assumeFalse(text.matches("(?s).*\"action\"\\s*:\\s*\"next\".*"), "the turn moves on: nobody acts");
            String headline = r.out().split("\n")[0];
            for (String input : new String[] { "actor", "target" }) {
                Matcher id = Pattern.compile("\"" + input + "\"\\s*:\\s*\"([^\"]+)\"").matcher(text);
                if (!id.find()) continue;
                Matcher name = Pattern.compile("\"id\"\\s*:\\s*\"" + Pattern.quote(id.group(1))
                        + "\"\\s*,\\s*\"name\"\\s*:\\s*\"([^\"]+)\"").matcher(text);
                String named = name.find() ? name.group(1) : id.group(1);
                assertTrue(headline.contains(named), "the " + input + " " + named + " is named: " + headline);
            }
        }));
    }

    /** docs/requests/RULESET/*.json, in order; the test is skipped while there are none. */
    private static List<Path> requests(Path docs) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.isDirectory(docs) ? Files.walk(docs, 2) : Stream.empty()) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        Assumptions.assumeFalse(files.isEmpty(), "no example requests under " + docs + " yet");
        return files;
    }
}
