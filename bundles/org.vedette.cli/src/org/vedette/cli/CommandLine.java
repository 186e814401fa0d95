package org.vedette.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * Vedette's headless command line, as an OSGi service: the launcher (or a
 * test) hands it the words typed after {@code vedette} and the three standard
 * streams, and gets back the process exit code.
 *
 * <p>Exit codes: 0 success; 1 the command ran but the answer is "no" (an
 * invalid file, a request the rules refuse, a journal that no longer
 * replays); 2 the command line itself is wrong (unknown command, option or
 * ruleset, a missing file). User errors are one clear line on {@code err},
 * never a stack trace.
 */
public interface CommandLine {
    /** The command ran and all is well. */
    int OK = 0;
    /** The command ran and the answer is no: invalid, refused, unreadable. */
    int FAILED = 1;
    /** The command could not run as typed. */
    int USAGE = 2;

    /**
     * Runs one command.
     *
     * @param args the words after {@code vedette}, e.g. {@code ["validate", "a.json"]}
     * @param in   where a request named {@code -} is read from
     * @param out  results
     * @param err  diagnostics and error messages
     * @return the exit code
     */
    int run(String[] args, InputStream in, PrintStream out, PrintStream err);
}
