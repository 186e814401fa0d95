package org.vedette.cli.internal;

import java.util.List;

import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;

/**
 * {@code vedette help [COMMAND…]}: the command list, or one command's help —
 * what {@code vedette COMMAND --help} prints — for the commands registered now.
 */
final class HelpCommand implements Command {
    private final Invocation invocation;

    HelpCommand(Invocation invocation) {
        this.invocation = invocation;
    }

    @Override
    public String name() {
        return "help";
    }

    @Override
    public String usage() {
        return "help [COMMAND [SUBCOMMAND]]";
    }

    @Override
    public String summary() {
        return "show the commands, or one command with its options";
    }

    @Override
    public String details() {
        return """
                'vedette help game' lists the game commands, 'vedette help game act' shows one in
                full, as 'vedette game act --help' does.""";
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException {
        List<String> asked = args.operands();
        CommandTree.Node node = invocation.tree().find(asked);
        if (node == null) {
            CommandTree.Node root = invocation.tree().root();
            throw new UsageException("no command '" + String.join(" ", asked) + "'; the commands are "
                    + String.join(", ", root.words()) + " (see 'vedette --help')");
        }
        shell.console().out().print(invocation.usage(node));
        return CommandLine.OK;
    }
}
