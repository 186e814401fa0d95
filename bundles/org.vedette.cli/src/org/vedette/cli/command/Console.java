package org.vedette.cli.internal;

import java.io.InputStream;
import java.io.PrintStream;

/** The streams a command talks through: stdin for requests named "-", stdout for results, stderr for trouble. */
record Console(InputStream in, PrintStream out, PrintStream err) {
    void say(String line) {
        out.println(line);
    }

    void warn(String line) {
        err.println("vedette: " + line);
    }
}
