package org.vedette.ui.internal.model;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.Formats;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.RosterFiles;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.Severity;
import org.vedette.io.WorkspaceTables;

/**
 * Checks a workspace file, or an editor's unsaved text, with io's reader for
 * the format the document names, against the rulesets installed. The same
 * readers as {@code vedette validate}, so the workbench and the command line
 * never disagree about a file. Each file's list holds only its own lines:
 * what a scenario found in a roster is a note on the scenario ({@link RosterNotes})
 * and listed on the roster by the roster's own check.
 */
public final class Validation {
    private Validation() {
    }

    /** Every problem in a file on disk. */
    public static List<Diagnostic> check(Path file, RulesetCatalog catalog) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return List.of(new Diagnostic(file.toString(), 0, 0, Severity.ERROR,
                    "cannot be read: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())));
        }
        return check(text, file, catalog);
    }

    /**
     * Every problem in a document's text.
     *
     * @param file where the text is saved: names it in diagnostics and anchors a scenario's roster paths
     */
    public static List<Diagnostic> check(String text, Path file, RulesetCatalog catalog) {
        FileKind kind = FileKind.of(text);
        String name = file.toString();
        ReadResult<?> r = switch (kind) {
            case SCENARIO -> ScenarioFiles.parse(text, file, catalog);
            case ROSTER -> RosterFiles.parse(text, name, catalog);
            case COLLECTION -> CollectionFiles.parse(text, name);
            case GAME -> JournalFile.parse(text, name, catalog);
            case REQUEST -> RequestFile.parse(text, name, catalog);
            case TABLES -> WorkspaceTables.parse(text, name, catalog);
            case OTHER -> null;
        };
        if (r == null) {
            return List.of(new Diagnostic(name, 1, 1, Severity.ERROR, "not a Vedette file: it has no \"format\""
                    + " member naming one of " + String.join(", ", Formats.ALL)));
        }
        // A scenario's reader reports its rosters' problems in the rosters' files: the file's own list
        // notes them on the line naming the roster, so the editor and Problems list the same things.
        return RosterNotes.of(r.diagnostics(), text, file);
    }
}
