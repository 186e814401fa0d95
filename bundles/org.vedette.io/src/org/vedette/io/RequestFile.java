package org.vedette.io;

import java.nio.file.Path;

import org.vedette.io.internal.Problems;
import org.vedette.io.internal.RequestReader;
import org.vedette.io.internal.TextFiles;

/**
 * The request format ({@value Formats#REQUEST}), read by {@code vedette resolve}:
 * a ruleset, an action and its inputs, the situation it is taken in, optional
 * dice and an optional "expect" object. See docs/FILES.md and
 * {@code schemas/request.schema.json}.
 */
public final class RequestFile {
    private RequestFile() {
    }

    /** Reads and checks a request file against its ruleset from {@code catalog}. */
    public static ReadResult<ResolveRequest> read(Path file, RulesetCatalog catalog) {
        Problems problems = new Problems(file.toString());
        String text = TextFiles.read(file, problems);
        return text == null ? ReadResult.of(null, problems.all()) : parse(text, file.toString(), catalog);
    }

    /**
     * Reads request text. With a catalog, the ruleset, action, inputs, actor
     * profiles and options are checked against the ruleset; with null, only
     * the file's own structure and references are.
     *
     * @param fileName names the source in diagnostics
     */
    public static ReadResult<ResolveRequest> parse(String text, String fileName, RulesetCatalog catalog) {
        Problems problems = new Problems(fileName);
        ResolveRequest r = TextFiles.guard(problems, () -> RequestReader.read(text, problems, catalog));
        return ReadResult.of(r, problems.all());
    }
}
