package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.vedette.io.Diagnostic;
import org.vedette.io.Severity;

/**
 * Collects the diagnostics of one file (and of the rosters it names), in the
 * order found. At most {@link Limits#MAX_REPORTED} are kept: a hostile file can
 * repeat one mistake a hundred thousand times, and the list would cost more
 * than the file. Errors are still counted, since readers decide by the count.
 */
public final class Problems {
    /**
     * The list shared by a file and the rosters read for it, with its count of
     * errors: readers ask for it after every check, so it must not take a
     * count of the list (30,000 problems made that quadratic).
     */
    private static final class Found {
        final List<Diagnostic> kept = new ArrayList<>();
        int errors;
        int dropped;
        int droppedErrors;
    }

    private final String file;
    private final Found found;

    public Problems(String file) {
        this(file, new Found());
    }

    private Problems(String file, Found found) {
        this.file = file;
        this.found = found;
    }

    /** Problems of another file that go into the same list (a roster read for a scenario). */
    public Problems forFile(String otherFile) {
        return new Problems(otherFile, found);
    }

    public String file() {
        return file;
    }

    public void error(Located.At at, String message) {
        add(new Diagnostic(file, at.line(), at.column(), Severity.ERROR, message));
    }

    public void warning(Located.At at, String message) {
        add(new Diagnostic(file, at.line(), at.column(), Severity.WARNING, message));
    }

    /** A problem with the whole file (it cannot be read at all): no line. */
    public void fileError(String message) {
        add(new Diagnostic(file, 0, 0, Severity.ERROR, message));
    }

    public void add(Diagnostic d) {
        if (d.isError()) found.errors++;
        if (found.kept.size() < Limits.MAX_REPORTED) {
            found.kept.add(d);
        } else {
            found.dropped++;
            if (d.isError()) found.droppedErrors++;
        }
    }

    public int errorCount() {
        return found.errors;
    }

    /**
     * Every diagnostic kept, grouped by file in the order the files were first
     * reported, then by line and column; when some were left out, a last line says how many.
     */
    public List<Diagnostic> all() {
        Map<String, Integer> files = new HashMap<>();
        for (Diagnostic d : found.kept) files.putIfAbsent(d.file(), files.size());
        List<Diagnostic> sorted = new ArrayList<>(found.kept);
        sorted.sort(Comparator.<Diagnostic>comparingInt(d -> files.get(d.file()))
                .thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        if (found.dropped > 0) {
            Severity worst = found.droppedErrors > 0 ? Severity.ERROR : Severity.WARNING;
            sorted.add(new Diagnostic(file, 0, 0, worst, found.dropped + " more problems are not shown"
                    + " (Vedette shows the first " + Limits.MAX_REPORTED + ")"));
        }
        return List.copyOf(sorted);
    }
}
