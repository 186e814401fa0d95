package org.vedette.io;

import java.io.IOException;
import java.nio.file.Path;

import org.vedette.core.game.GameState;
import org.vedette.core.rules.Ruleset;

import org.vedette.io.internal.Problems;
import org.vedette.io.internal.Json;
import org.vedette.io.internal.RequestReader;
import org.vedette.io.internal.RequestWriter;
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
     * A moment of a game as a request ({@code vedette game export}): the
     * state's options, table, sides, actors and turn — with the ruleset's own
     * bookkeeping, its turn detail — and no action yet, as an indented
     * document. Read back (with an action added) it gives an equal state.
     *
     * @param note a line saying where it comes from ("ambush.game after entry 5"), or null
     * @throws IllegalStateException the ruleset keeps a turn detail it cannot write (a bug in the ruleset)
     */
    public static String toJson(GameState state, Ruleset rules, String note) {
        return Json.pretty(RequestWriter.request(state, rules, note));
    }

    /** Writes {@link #toJson(GameState, Ruleset, String)} atomically (see {@link AtomicWrite}). */
    public static void write(Path file, GameState state, Ruleset rules, String note) throws IOException {
        AtomicWrite.write(file, toJson(state, rules, note));
    }

    /**
     * Reads only the situation of request text — what {@link #toJson(GameState, Ruleset, String)}
     * writes, with or without an action — checked against its ruleset.
     */
    public static ReadResult<GameState> parseSituation(String text, String fileName, RulesetCatalog catalog) {
        Problems problems = new Problems(fileName);
        GameState s = TextFiles.guard(problems, () -> RequestReader.situationOnly(text, problems, catalog));
        return ReadResult.of(s, problems.all());
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
