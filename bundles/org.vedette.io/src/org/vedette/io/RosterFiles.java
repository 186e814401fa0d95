package org.vedette.io;

import java.io.IOException;
import java.nio.file.Path;

import org.vedette.core.model.Roster;
import org.vedette.io.internal.Ids;
import org.vedette.io.internal.Json;
import org.vedette.io.internal.LocatingParser;
import org.vedette.io.internal.Located;
import org.vedette.io.internal.ModelReader;
import org.vedette.io.internal.ModelWriter;
import org.vedette.io.internal.Obj;
import org.vedette.io.internal.Problems;
import org.vedette.io.internal.TextFiles;

/**
 * Roster files ({@value Formats#ROSTER}): a force list for one ruleset, its
 * units with their profiles and, optionally, their figures. See docs/FILES.md
 * and {@code schemas/roster.schema.json}.
 */
public final class RosterFiles {
    private RosterFiles() {
    }

    /** Reads a roster and checks it against its ruleset from {@code catalog}. */
    public static ReadResult<Roster> read(Path file, RulesetCatalog catalog) {
        Problems problems = new Problems(file.toString());
        String text = TextFiles.read(file, problems);
        return text == null ? ReadResult.of(null, problems.all()) : parse(text, file.toString(), catalog);
    }

    /** @param fileName names the source in diagnostics */
    public static ReadResult<Roster> parse(String text, String fileName, RulesetCatalog catalog) {
        Problems problems = new Problems(fileName);
        Roster r = TextFiles.guard(problems, () -> {
            Located doc = LocatingParser.parse(text, problems);
            Obj root = doc == null ? null : Obj.root(doc, problems, "a roster");
            return root == null ? null : ModelReader.roster(root, catalog, new Ids());
        });
        return ReadResult.of(r, problems.all());
    }

    public static String toJson(Roster roster) {
        return Json.pretty(ModelWriter.roster(roster));
    }

    /** Saves a roster atomically. */
    public static void write(Path file, Roster roster) throws IOException {
        AtomicWrite.write(file, toJson(roster));
    }
}
