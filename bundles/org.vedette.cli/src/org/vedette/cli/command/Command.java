package org.vedette.cli.command;

import java.util.List;

/**
 * One {@code vedette} command, contributed as an OSGi service: what it is
 * called, how it is used, and what it does. The command line finds every
 * registered {@code Command} while it runs and builds its commands from them,
 * so a bundle adds a command by registering one (a Declarative Services
 * component with {@code service = Command.class}).
 *
 * <p>The {@link #name()} is the command's words: {@code "rulesets"} is a
 * command of its own, {@code "game ai"} a subcommand of {@code game}. A
 * command that has subcommands (a group such as {@code game}) is not run: the
 * shell asks for one of its subcommands. A group need not be registered at all
 * for its subcommands to be found; when it is, its summary and details are its
 * help.
 */
public interface Command {
    /** The command's words after {@code vedette}: "rulesets", "game act". */
    String name();

    /** The words after {@code vedette}, as help shows them: "resolve [FILE|-] [--json] [--explain] [--seed N]". */
    String usage();

    /** One line for the command list. */
    String summary();

    /** A few lines for {@code vedette help COMMAND}: what it does, what it prints, its exit codes. */
    default String details() {
        return "";
    }

    /** The options it takes, besides {@code --help}. */
    default List<Option> options() {
        return List.of();
    }

    /**
     * Runs the command. A group's is never called while it has subcommands.
     *
     * @return the exit code: {@link org.vedette.cli.CommandLine#OK}, or {@link org.vedette.cli.CommandLine#FAILED}
     *         when the answer is no and the command has said why
     * @throws UsageException the command line or the request is wrong (exit 2)
     * @throws CommandFailed  the command ran and the answer is no (exit 1)
     */
    default int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        throw new UsageException("'vedette " + name() + "' needs a command; see 'vedette help " + name() + "'");
    }
}
