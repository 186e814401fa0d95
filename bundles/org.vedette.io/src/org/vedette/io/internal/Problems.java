package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.vedette.io.Diagnostic;
import org.vedette.io.Severity;

/** Collects the diagnostics of one file, in the order found. */
public final class Problems {
    private final String file;
    private final Found found;

    /**
     * The list shared by the Problems of several files, with its count of
     * errors: readers ask for it after every check, so it must not take a
     * count of the list (30,000 problems made that quadratic).
     */
    private static final class Found {
        final List<Diagnostic> all = new ArrayList<>();
        int errors;
    }

    public Problems(String file) {
        this(file, new Found());
    }

    /** Problems of another file that go into the same list (a roster read for a scenario). */
    private Problems(String file, Found found) {
        this.file = file;
        this.found = found;
    }

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
        found.all.add(d);
        if (d.isError()) found.errors++;
    }

    public int errorCount() {
        return found.errors;
    }

    /** Every diagnostic, grouped by file in the order the files were first reported, then by line and column. */
    public List<Diagnostic> all() {
        Map<String, Integer> files = new HashMap<>();
        for (Diagnostic d : found.all) files.putIfAbsent(d.file(), files.size());
        List<Diagnostic> sorted = new ArrayList<>(found.all);
        sorted.sort(java.util.Comparator.<Diagnostic>comparingInt(d -> files.get(d.file()))
                .thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return List.copyOf(sorted);
    }
}
