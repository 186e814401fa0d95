package org.vedette.core.turn;

import java.util.List;

/**
 * A ruleset's turn detail, written in a file, that it cannot read: where in
 * the detail (the member names and list positions leading to the value) and
 * why. A reader of files turns the path into a line and column.
 */
public final class DetailException extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<Object> path;

    /**
     * @param path member names (String) and list positions from 0 (Integer), from the detail down to the
     *             value that is wrong; empty for the detail as a whole
     */
    public DetailException(List<Object> path, String message) {
        super(message);
        this.path = List.copyOf(path);
    }

    /** Member names (String) and list positions (Integer) from the detail to the value that is wrong. */
    public List<Object> path() {
        return path;
    }
}
