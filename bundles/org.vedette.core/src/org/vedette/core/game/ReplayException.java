package org.vedette.core.game;

/**
 * A journal cannot be replayed: an entry the rules now refuse, or dice that do
 * not fit. Says which entry.
 */
public final class ReplayException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int entry;

    public ReplayException(int entry, String message, Throwable cause) {
        super("journal entry " + entry + ": " + message, cause);
        this.entry = entry;
    }

    /** The 1-based number of the entry that failed. */
    public int entry() {
        return entry;
    }
}
