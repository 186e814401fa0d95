package org.vedette.cli.internal;

/**
 * The command ran and the answer is no: a refused request, an unreadable
 * game. Exit code 1; the message is the whole report.
 */
final class CommandFailed extends Exception {
    private static final long serialVersionUID = 1L;

    CommandFailed(String message) {
        super(message, null, false, false);
    }
}
