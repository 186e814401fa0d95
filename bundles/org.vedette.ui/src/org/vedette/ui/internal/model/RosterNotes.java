package org.vedette.ui.internal.model;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.vedette.io.Diagnostic;
import org.vedette.io.Severity;

/**
 * A scenario's diagnostics as its own file shows them: io reports a roster's
 * problems, found while reading the scenario, in the roster's own file; here
 * they become one note on the scenario's line that names that roster ("its
 * roster rosters/british.json has 2 problems, the first on line 12: …"), so
 * the scenario's editor and the Problems part never list another file's line
 * numbers against the scenario. The roster's own check lists them on the roster.
 */
final class RosterNotes {
    private static final Pattern ROSTER = Pattern.compile("\"roster\"\\s*:\\s*\"([^\"]*)\"");

    private RosterNotes() {
    }

    /** The diagnostics of {@code file} itself, and a note for each other file with problems. */
    static List<Diagnostic> of(List<Diagnostic> all, String text, Path file) {
        String name = file.toString();
        List<Diagnostic> own = new ArrayList<>();
        Map<String, List<Diagnostic>> others = new LinkedHashMap<>();
        for (Diagnostic d : all) {
            if (d.file().equals(name)) {
                own.add(d);
            } else {
                others.computeIfAbsent(d.file(), k -> new ArrayList<>()).add(d);
            }
        }
        others.forEach((other, found) -> own.add(note(Path.of(other), found, text, file)));
        own.sort(java.util.Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return List.copyOf(own);
    }

    private static Diagnostic note(Path roster, List<Diagnostic> found, String text, Path file) {
        Severity worst = found.stream().anyMatch(Diagnostic::isError) ? Severity.ERROR : Severity.WARNING;
        Diagnostic first = found.get(0);
        int[] at = namedAt(roster, text, file);
        return new Diagnostic(file.toString(), at[0], at[1], worst, "its roster " + shown(roster, file) + " has "
                + found.size() + (found.size() == 1 ? " problem" : " problems") + ", the first"
                + (first.line() > 0 ? " on line " + first.line() : "") + ": " + first.message());
    }

    /** Line and column of the "roster" member that leads to {@code roster}; the top of the file if none does. */
    private static int[] namedAt(Path roster, String text, Path file) {
        Path dir = file.toAbsolutePath().getParent();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = ROSTER.matcher(lines[i]);
            while (m.find()) {
                try {
                    if (dir != null && dir.resolve(m.group(1)).normalize().equals(roster.toAbsolutePath().normalize())) {
                        return new int[] { i + 1, m.start() + 1 };
                    }
                } catch (InvalidPathException e) {
                    // Not a path; io says so on this line itself.
                }
            }
        }
        return new int[] { 1, 1 };
    }

    /** The roster as the Workspace part names it: relative to the scenario's workspace (its folder's folder). */
    private static String shown(Path roster, Path file) {
        Path dir = file.toAbsolutePath().getParent();
        Path workspace = dir == null || dir.getParent() == null ? dir : dir.getParent();
        Path r = roster.toAbsolutePath().normalize();
        return workspace != null && r.startsWith(workspace) ? workspace.relativize(r).toString() : r.toString();
    }
}
