package org.vedette.io;

import java.util.Objects;

/**
 * One problem found in a file: where it is and what was expected there.
 *
 * @param file     the file as it was named to the reader (a path or a name)
 * @param line     1-based line, or 0 when the problem is the whole file (it cannot be read)
 * @param column   1-based column, or 0 when unknown
 * @param severity how bad it is
 * @param message  what is wrong, saying what was expected ("expected a number for 'width', found text \"wide\"")
 */
public record Diagnostic(String file, int line, int column, Severity severity, String message) {
    public Diagnostic {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("line and column cannot be negative");
        }
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** "scenarios/almaraz.json:12:5: error: unknown field 'widht' (known: width, depth)". */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(file);
        if (line > 0) {
            b.append(':').append(line);
            if (column > 0) b.append(':').append(column);
        }
        return b.append(": ").append(severity.label()).append(": ").append(message).toString();
    }
}
