package org.vedette.cli.internal;

/**
 * The command line cannot run as typed: unknown command, option or ruleset, a
 * missing file. Exit code 2, one line, no stack trace.
 */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message, null, false, false);
    }
}
