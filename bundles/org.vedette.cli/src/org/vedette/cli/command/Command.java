package org.vedette.cli.internal;

import java.util.List;

/** One {@code vedette} command: what it is called, how it is used, and what it does. */
interface Command {
    /** "rulesets", "game act". */
    String name();

    /** The words after {@code vedette}: "resolve [FILE|-] [--json] [--explain] [--seed N]". */
    String usage();

    /** One line for the command list. */
    String summary();

    /** A few lines for {@code vedette help COMMAND}: what it does, what it prints, its exit codes. */
    String details();

    List<Option> options();

    /** @return the exit code */
    int run(Args args, Console console) throws UsageException, CommandFailed;
}
