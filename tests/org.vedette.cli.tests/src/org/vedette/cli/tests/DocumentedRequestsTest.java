package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        List<Path> files;
        try (Stream<Path> s = Files.isDirectory(docs) ? Files.walk(docs, 2) : Stream.empty()) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        Assumptions.assumeFalse(files.isEmpty(), "no example requests under " + docs + " yet");
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
}
