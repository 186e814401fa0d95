package org.vedette.cli.command;

/**
 * What the command line gives a {@link Command} while it runs: the streams,
 * the rulesets installed, and the other commands. Implemented by the command
 * line only.
 */
public interface Shell {
    /** Standard input, output and error of this invocation. */
    Console console();

    /** The rulesets installed now. */
    Rulesets rulesets();

    /** Whether a command of these words ("balance", "game ai") is installed now. */
    boolean offers(String command);

    /**
     * Runs another command, as if its words had been typed after {@code vedette}, on the same streams: its
     * failures are thrown, not printed.
     *
     * @return its exit code
     */
    int run(String... words) throws UsageException, CommandFailed;
}
