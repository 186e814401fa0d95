package org.vedette.cli.internal;

import java.util.List;
import java.util.Map;

import org.vedette.cli.CommandLine;

/** {@code vedette help [COMMAND]} and {@code vedette --help}: the command list, or one command in full. */
final class HelpCommand implements Command {
    private final Map<String, Command> commands;

    HelpCommand(Map<String, Command> commands) {
        this.commands = commands;
    }

    @Override
    public String name() {
        return "help";
    }

    @Override
    public String usage() {
        return "help [COMMAND]";
    }

    @Override
    public String summary() {
        return "show the commands, or one command with its options";
    }

    @Override
    public String details() {
        return "'vedette help game' shows every game command.";
    }

    @Override
    public List<Option> options() {
        return List.of();
    }

    @Override
    public int run(Args args, Console console) throws UsageException {
        if (args.operands().isEmpty()) {
            overview(console);
            return CommandLine.OK;
        }
        String asked = String.join(" ", args.operands());
        List<Command> matching = commands.values().stream()
                .filter(c -> c.name().equals(asked) || c.name().startsWith(asked + " ")).toList();
        if (matching.isEmpty()) {
            throw new UsageException("no command '" + asked + "'; " + Dispatcher.commandList(commands));
        }
        boolean first = true;
        for (Command c : matching) {
            if (!first) console.say("");
            first = false;
            explain(c, console);
        }
        return CommandLine.OK;
    }

    void overview(Console c) {
        c.say("Usage: vedette COMMAND [ARGUMENTS]");
        c.say("");
        c.say("Vedette resolves actions of Napoleonic skirmish rulesets and keeps games as journals.");
        c.say("");
        c.say("Commands:");
        for (Command k : commands.values()) {
            c.say("  " + k.usage());
            c.say("      " + k.summary());
        }
        c.say("");
        c.say("Run 'vedette help COMMAND' for one command in full. Exit codes: 0 done, 1 invalid or");
        c.say("refused, 2 the command line is wrong. docs/CLI.md has examples of every command.");
    }

    private static void explain(Command k, Console c) {
        c.say("Usage: vedette " + k.usage());
        c.say("");
        for (String line : k.details().split("\n")) {
            c.say("  " + line);
        }
        if (!k.options().isEmpty()) {
            c.say("");
            c.say("Options:");
            int width = k.options().stream().mapToInt(o -> o.synopsis().length()).max().orElse(0);
            for (Option o : k.options()) {
                c.say("  " + pad(o.synopsis(), width) + "  " + o.help());
            }
        }
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
