package org.vedette.cli.command;

/**
 * The command ran and the answer is no: a refused request, an unreadable
 * game. Exit code 1; the message is the whole report.
 */
public final class CommandFailed extends Exception {
    private static final long serialVersionUID = 1L;

    public CommandFailed(String message) {
        super(message, null, false, false);
    }
}
