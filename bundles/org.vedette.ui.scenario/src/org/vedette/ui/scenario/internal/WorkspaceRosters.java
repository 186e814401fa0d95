package org.vedette.ui.scenario.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.vedette.core.model.Roster;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterFiles;
import org.vedette.io.RulesetCatalog;

/**
 * The designer's rosters a generated side may be picked from: the
 * workspace's rosters/ folder, each read with io's roster reader. Only a
 * ruleset's own are offered — a roster names its ruleset and the generator
 * refuses another's — but a file that cannot be read far enough to say its
 * ruleset is offered under every one, so choosing it shows why it is wrong
 * rather than hiding it.
 */
final class WorkspaceRosters {
    /** Where a workspace keeps its rosters, as examples/ does. */
    static final String FOLDER = "rosters";

    /** A roster file offered, as io read it. */
    record Choice(String name, ReadResult<Roster> read) {
        /** Its errors with file, line and column, or null when it can be used. */
        String problem() {
            if (read.ok()) return null;
            List<String> each = new ArrayList<>();
            for (Diagnostic d : read.errors()) {
                each.add(name + (d.line() > 0 ? ":" + d.line() + ":" + d.column() : "") + ": " + d.message());
            }
            return name + " is not a valid roster; nothing was generated: " + String.join("; ", each);
        }
    }

    private WorkspaceRosters() {
    }

    /** The rosters of {@code rulesetId} (and those whose ruleset cannot be read), by file name. */
    static List<Choice> of(Path workspace, String rulesetId, RulesetCatalog catalog) {
        Path dir = workspace.resolve(FOLDER);
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return List.of();
        List<Path> files;
        try (Stream<Path> listed = Files.list(dir)) {
            files = listed.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
        List<Choice> out = new ArrayList<>();
        for (Path f : files) {
            ReadResult<Roster> read = RosterFiles.read(f, catalog);
            Roster r = read.value();
            if (r == null || r.ruleset() == null || r.ruleset().equals(rulesetId)) {
                out.add(new Choice(FOLDER + "/" + f.getFileName(), read));
            }
        }
        return out;
    }
}
