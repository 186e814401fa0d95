package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.io.Diagnostic;
import org.vedette.io.Severity;

/** Collects the diagnostics of one file, in the order found. */
public final class Problems {
    private final String file;
    private final List<Diagnostic> found;

    public Problems(String file) {
        this(file, new ArrayList<>());
    }

    /** Problems of another file that go into the same list (a roster read for a scenario). */
    private Problems(String file, List<Diagnostic> found) {
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
        found.add(new Diagnostic(file, at.line(), at.column(), Severity.ERROR, message));
    }

    public void warning(Located.At at, String message) {
        found.add(new Diagnostic(file, at.line(), at.column(), Severity.WARNING, message));
    }

    /** A problem with the whole file (it cannot be read at all): no line. */
    public void fileError(String message) {
        found.add(new Diagnostic(file, 0, 0, Severity.ERROR, message));
    }

    public void add(Diagnostic d) {
        found.add(d);
    }

    public int errorCount() {
        return (int) found.stream().filter(Diagnostic::isError).count();
    }

    /** Every diagnostic, grouped by file in the order the files were first reported, then by line and column. */
    public List<Diagnostic> all() {
        List<String> files = found.stream().map(Diagnostic::file).distinct().toList();
        List<Diagnostic> sorted = new ArrayList<>(found);
        sorted.sort(java.util.Comparator.<Diagnostic>comparingInt(d -> files.indexOf(d.file()))
                .thenComparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return List.copyOf(sorted);
    }
}
