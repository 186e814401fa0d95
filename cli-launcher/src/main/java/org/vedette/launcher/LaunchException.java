package org.vedette.launcher;

/** The engine could not be started: a missing folder, a bundle that does not resolve. One line for the user. */
final class LaunchException extends Exception {
    private static final long serialVersionUID = 1L;

    LaunchException(String message) {
        super(message, null, false, false);
    }
}
