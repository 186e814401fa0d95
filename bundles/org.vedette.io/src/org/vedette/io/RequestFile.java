package org.vedette.io;

import java.nio.file.Path;

import org.vedette.core.game.GameState;

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

    /**
     * Reads a request for a move in a game ({@code vedette game act}): the
     * game's state is the situation, so the request needs none (one given is
     * ignored, with a warning) and its actor inputs must name the game's actors.
     */
    public static ReadResult<ResolveRequest> parseForGame(String text, String fileName, RulesetCatalog catalog,
            GameState game) {
        Problems problems = new Problems(fileName);
        ResolveRequest r = TextFiles.guard(problems, () -> RequestReader.read(text, problems, catalog, game));
        return ReadResult.of(r, problems.all());
    }
}
