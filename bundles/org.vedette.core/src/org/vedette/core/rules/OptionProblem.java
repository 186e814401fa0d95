package org.vedette.core.rules;

import java.util.Objects;

/**
 * What is wrong with an option's value, and where in it: the line and column
 * (1-based) inside the value's own text when the value is a document (The
 * Other Side of the Hill's table overrides), 0 when the place is the whole
 * value. A file reader adds the file's own place around it.
 */
public record OptionProblem(int line, int column, String message) {
    public OptionProblem {
        Objects.requireNonNull(message, "message");
        if (line < 0 || column < 0) throw new IllegalArgumentException("line and column are 0 or more");
    }

    /** "3:17: …", or the message alone when it has no place. */
    @Override
    public String toString() {
        return line > 0 ? line + ":" + column + ": " + message : message;
    }
}
