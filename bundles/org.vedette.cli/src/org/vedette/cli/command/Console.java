package org.vedette.cli.command;

import java.io.InputStream;
import java.io.PrintStream;

/** The streams a command talks through: stdin for requests named "-", stdout for results, stderr for trouble. */
public record Console(InputStream in, PrintStream out, PrintStream err) {
    public void say(String line) {
        out.println(line);
    }

    /** One line on standard error, "vedette: " first. */
    public void warn(String line) {
        err.println("vedette: " + line);
    }
}
