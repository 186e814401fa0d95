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
        file = oneLine(file);
        message = oneLine(message);
    }

    /**
     * The text with every character that could break a one-line diagnostic
     * or hide part of it — control characters, line and paragraph separators
     * (U+2028, U+2029, which Jackson quotes from the file), format characters
     * such as a right-to-left override, lone surrogates — written as
     * {@code \}{@code uXXXX}.
     */
    private static String oneLine(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean escape = switch (Character.getType(c)) {
                case Character.CONTROL, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR, Character.FORMAT,
                        Character.UNASSIGNED -> true;
                case Character.SURROGATE -> !(Character.isHighSurrogate(c) && i + 1 < text.length()
                        && Character.isLowSurrogate(text.charAt(i + 1)))
                        && !(Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1)));
                default -> false;
            };
            if (escape && b == null) b = new StringBuilder(text.length() + 8).append(text, 0, i);
            if (escape) {
                b.append(String.format("\\u%04X", (int) c));
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? text : b.toString();
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
