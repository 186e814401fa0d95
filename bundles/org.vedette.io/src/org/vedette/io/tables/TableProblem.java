package org.vedette.io.tables;

/**
 * What is wrong in a tables document, and where: line and column (1-based)
 * in the override's text, or 0 when the place is not in it.
 */
public record TableProblem(int line, int column, String message) {
    /** "3:17: …", or the message alone when it has no place. */
    @Override
    public String toString() {
        return line > 0 ? line + ":" + column + ": " + message : message;
    }
}
