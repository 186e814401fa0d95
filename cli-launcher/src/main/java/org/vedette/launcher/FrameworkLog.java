package org.vedette.launcher;

import java.io.PrintStream;

import org.apache.felix.framework.Logger;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;

/**
 * Where Felix's own log goes: errors only, one line each, on stderr — never on
 * stdout, which carries the command's results (Felix's default logger prints
 * to stdout). Given to Felix as configuration property {@code felix.log.logger}.
 */
final class FrameworkLog extends Logger {
    private final PrintStream err;

    FrameworkLog(PrintStream err) {
        this.err = err;
        setLogLevel(LOG_ERROR);
    }

    @Override
    protected void doLog(Bundle bundle, @SuppressWarnings("rawtypes") ServiceReference ref, int level, String message,
            Throwable error) {
        if (level <= LOG_ERROR) {
            err.println("vedette: OSGi framework: " + (bundle == null ? "" : bundle.getSymbolicName() + ": ")
                    + message + (error == null ? "" : ": " + error.getMessage()));
        }
    }
}
