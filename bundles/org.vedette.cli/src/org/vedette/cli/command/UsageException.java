package org.vedette.cli.command;

/**
 * The command line cannot run as typed: unknown command, option or ruleset, a
 * missing file. Exit code 2, one line, no stack trace.
 */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message, null, false, false);
    }
}
