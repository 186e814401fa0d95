package org.vedette.cli.internal;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.vedette.cli.CommandLine;

/**
 * Finds the command the words name and runs it, turning every kind of failure
 * into its exit code and one line on stderr. Stack traces are for bugs only,
 * and only with {@code --debug}.
 */
final class Dispatcher {
    /** A bug in Vedette, not the user's doing. */
    static final int INTERNAL_ERROR = 3;

    private final Map<String, Command> commands = new LinkedHashMap<>();
    private final HelpCommand help = new HelpCommand(commands);

    Dispatcher(List<Command> all) {
        for (Command c : all) commands.put(c.name(), c);
        commands.put(help.name(), help);
    }

    int run(String[] words, Console console) {
        List<String> rest = Arrays.asList(words);
        boolean debug = false;
        while (!rest.isEmpty() && rest.get(0).startsWith("-")) {
            String global = rest.get(0);
            rest = rest.subList(1, rest.size());
            switch (global) {
                case "--help", "-h" -> {
                    help.overview(console);
                    return CommandLine.OK;
                }
                case "--debug" -> debug = true;
                default -> {
                    console.warn("unknown option '" + global + "'; before a command only --help and --debug are"
                            + " known; see 'vedette --help'");
                    return CommandLine.USAGE;
                }
            }
        }
        if (rest.isEmpty()) {
            help.overview(console);
            return CommandLine.OK;
        }
        try {
            Command command = find(rest);
            List<String> operands = rest.subList(command.name().split(" ").length, rest.size());
            if (operands.contains("--help") || operands.contains("-h")) {
                return help.run(Args.parse("help", List.of(command.name().split(" ")), List.of()), console);
            }
            return command.run(Args.parse(command.name(), operands, command.options()), console);
        } catch (UsageException e) {
            console.warn(e.getMessage());
            return CommandLine.USAGE;
        } catch (CommandFailed e) {
            console.warn(e.getMessage());
            return CommandLine.FAILED;
        } catch (RuntimeException | LinkageError e) {
            console.warn("internal error: " + e + " — this is a bug in Vedette; "
                    + (debug ? "the stack trace follows" : "run again with 'vedette --debug …' for the stack trace"));
            if (debug) e.printStackTrace(console.err());
            return INTERNAL_ERROR;
        } finally {
            console.out().flush();
        }
    }

    private Command find(List<String> words) throws UsageException {
        Command two = words.size() > 1 ? commands.get(words.get(0) + " " + words.get(1)) : null;
        if (two != null) return two;
        Command one = commands.get(words.get(0));
        if (one != null) return one;
        String family = words.get(0);
        Set<String> subcommands = new TreeSet<>();
        for (String name : commands.keySet()) {
            if (name.startsWith(family + " ")) subcommands.add(name.substring(family.length() + 1));
        }
        if (!subcommands.isEmpty()) {
            throw new UsageException((words.size() > 1 ? "unknown command 'vedette " + family + " " + words.get(1) + "'"
                    : "'vedette " + family + "' needs a command") + "; it has: " + String.join(", ", subcommands));
        }
        throw new UsageException("unknown command '" + family + "'; " + commandList(commands));
    }

    static String commandList(Map<String, Command> commands) {
        Set<String> first = new java.util.LinkedHashSet<>();
        for (String name : commands.keySet()) first.add(name.split(" ")[0]);
        return "the commands are " + String.join(", ", first) + " (see 'vedette --help')";
    }
}
