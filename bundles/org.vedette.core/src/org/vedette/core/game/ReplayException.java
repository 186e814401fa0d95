package org.vedette.core.game;

/**
 * A journal cannot be replayed: an entry the rules now refuse, or dice that do
 * not fit. Says which entry.
 */
public final class ReplayException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int entry;
    private final String reason;

    public ReplayException(int entry, String message, Throwable cause) {
        super("journal entry " + entry + ": " + message, cause);
        this.entry = entry;
        this.reason = message;
    }

    /** Why the entry failed, without "journal entry N" (for a message that names the entry's line instead). */
    public String reason() {
        return reason;
    }

    /** The 1-based number of the entry that failed. */
    public int entry() {
        return entry;
    }
}
