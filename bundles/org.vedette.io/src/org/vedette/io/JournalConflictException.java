package org.vedette.io;

import java.io.IOException;

/**
 * A journal could not be written because another program has it: it is being
 * written at this moment, or it changed since it was read (another
 * {@code vedette game} command, or the workbench). Nothing was written; read
 * the journal again and retry.
 */
public final class JournalConflictException extends IOException {
    private static final long serialVersionUID = 1L;

    public JournalConflictException(String message) {
        super(message);
    }
}
