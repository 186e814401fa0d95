package org.vedette.io;

import java.util.List;
import java.util.Optional;

/**
 * What reading a file gave: the value (null when errors made it unusable) and
 * every problem found, errors and warnings, in file order.
 *
 * <p>A value comes with no errors; warnings may accompany a value (a journal
 * cut off mid-entry loads up to its last whole entry, with a warning).
 */
public record ReadResult<T>(T value, List<Diagnostic> diagnostics) {
    public ReadResult {
        diagnostics = List.copyOf(diagnostics);
        if (value != null && diagnostics.stream().anyMatch(Diagnostic::isError)) {
            throw new IllegalArgumentException("a result with errors has no value");
        }
    }

    public static <T> ReadResult<T> of(T value, List<Diagnostic> diagnostics) {
        boolean errors = diagnostics.stream().anyMatch(Diagnostic::isError);
        return new ReadResult<>(errors ? null : value, diagnostics);
    }

    public boolean ok() {
        return value != null;
    }

    public Optional<T> optional() {
        return Optional.ofNullable(value);
    }

    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }

    public List<Diagnostic> warnings() {
        return diagnostics.stream().filter(d -> !d.isError()).toList();
    }

    /** Every diagnostic on its own line, for a console or a test failure. */
    public String report() {
        StringBuilder b = new StringBuilder();
        for (Diagnostic d : diagnostics) b.append(d).append('\n');
        return b.toString();
    }
}
