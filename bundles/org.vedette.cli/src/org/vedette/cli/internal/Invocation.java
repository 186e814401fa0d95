package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;

import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * One run of {@code vedette}: the commands registered at its start, parsed by
 * picocli. The words are parsed against a {@code picocli.CommandLine} tree
 * built from the {@link CommandTree}; {@code --help} of any command prints its
 * usage, a group without its subcommand asks for one, and a command runs with
 * its {@link Arguments}. Every failure becomes its exit code and one line on
 * stderr; a stack trace is for bugs only, and only with {@code --debug}.
 */
final class Invocation implements Shell {
    /** A bug in Vedette, not the user's doing. */
    static final int INTERNAL_ERROR = 3;
    /** The width help is laid out in. */
    private static final int WIDTH = 100;

    private final Console console;
    private final Rulesets rulesets;
    private final CommandTree tree;

    Invocation(Collection<Command> registered, Rulesets rulesets, Console console) {
        this.console = console;
        this.rulesets = rulesets;
        this.tree = new CommandTree(List.of(new HelpCommand(this), new CompletionCommand(this)), registered);
    }

    /** Runs the words typed after {@code vedette}; returns the exit code. */
    int main(String[] words) {
        boolean debug = false;
        try {
            picocli.CommandLine root = picocli();
            ParseResult parsed;
            try {
                parsed = root.parseArgs(words);
            } catch (ParameterException e) {
                console.warn(UsageErrors.message(e));
                return CommandLine.USAGE;
            }
            debug = parsed.hasMatchedOption("--debug");
            return dispatch(parsed);
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

    @Override
    public Console console() {
        return console;
    }

    @Override
    public Rulesets rulesets() {
        return rulesets;
    }

    @Override
    public boolean offers(String command) {
        CommandTree.Node n = tree.find(List.of(command.strip().split("\\s+")));
        return n != null && n.command() != null;
    }

    @Override
    public int run(String... words) throws UsageException, CommandFailed {
        ParseResult parsed;
        try {
            parsed = picocli().parseArgs(words);
        } catch (ParameterException e) {
            throw new UsageException(UsageErrors.message(e));
        }
        return dispatch(parsed);
    }

    CommandTree tree() {
        return tree;
    }

    private int dispatch(ParseResult parsed) throws UsageException, CommandFailed {
        ParseResult leaf = parsed;
        boolean help = parsed.isUsageHelpRequested();
        while (leaf.subcommand() != null) {
            leaf = leaf.subcommand();
            help |= leaf.isUsageHelpRequested();
        }
        CommandTree.Node node = (CommandTree.Node) leaf.commandSpec().userObject();
        if (help || node == tree.root()) {
            console.out().print(usage(node));
            return CommandLine.OK;
        }
        if (node.isGroup()) {
            throw new UsageException("'vedette " + node.name() + "' needs a command; it has: "
                    + String.join(", ", node.words()));
        }
        return node.command().run(arguments(leaf), this);
    }

    /** The options and operands picocli matched, by the options' long names. */
    private static Arguments arguments(ParseResult leaf) {
        Map<String, List<String>> options = new LinkedHashMap<>();
        for (OptionSpec o : leaf.matchedOptionsSet()) {
            String name = o.longestName().replaceFirst("^-+", "");
            options.put(name, o.arity().max() == 0 ? List.of("") : List.copyOf(o.stringValues()));
        }
        List<String> operands = new ArrayList<>();
        for (PositionalParamSpec p : leaf.commandSpec().positionalParameters()) operands.addAll(p.stringValues());
        return Arguments.of(operands, options);
    }

    /** A command's help, or the whole command line's. */
    String usage(CommandTree.Node node) {
        picocli.CommandLine cl = picocli();
        for (String w : node.name().isEmpty() ? List.<String>of() : List.of(node.name().split(" "))) {
            cl = cl.getSubcommands().get(w);
        }
        return cl.getUsageMessage(Help.Ansi.OFF);
    }

    /** The bash completion script for the commands registered now (picocli's AutoComplete). */
    String completion() {
        return picocli.AutoComplete.bash("vedette", picocli());
    }

    /** A fresh picocli tree of the commands registered at the start of this invocation. */
    private picocli.CommandLine picocli() {
        picocli.CommandLine root = picocli(tree.root());
        root.setExpandAtFiles(false);
        root.setPosixClusteredShortOptionsAllowed(false);
        root.setUsageHelpWidth(WIDTH);
        return root;
    }

    private picocli.CommandLine picocli(CommandTree.Node node) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(node);
        boolean root = node == tree.root();
        spec.name(root ? "vedette" : node.word());
        spec.interpolateVariables(false);
        UsageMessageSpec u = spec.usageMessage();
        u.synopsisHeading("Usage: ").customSynopsis(text("vedette " + (root ? "[--debug] COMMAND [ARGUMENTS]"
                : node.usage()))).descriptionHeading("%n").description(description(node))
                .optionListHeading("%nOptions:%n").commandListHeading("%nCommands:%n").sortOptions(false);
        if (!footer(node).isEmpty()) u.footerHeading("%n").footer(text(footer(node)));
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("show this help").build());
        if (root) {
            spec.addOption(OptionSpec.builder("--debug").arity("0").type(boolean.class)
                    .description("print the stack trace of a bug in Vedette").build());
        }
        Command command = node.command();
        for (Option o : command == null || node.isGroup() ? List.<Option>of() : command.options()) {
            List<String> names = new ArrayList<>();
            if (o.alias() != null) names.add("-" + o.alias());
            names.add("--" + o.name());
            OptionSpec.Builder b = OptionSpec.builder(names.toArray(String[]::new)).description(o.help());
            if (!o.takesValue()) b.arity("0").type(boolean.class);
            else if (o.repeated()) b.arity("1").paramLabel(o.value()).type(String[].class).auxiliaryTypes(String.class);
            else b.arity("1").paramLabel(o.value()).type(String.class);
            spec.addOption(b.build());
        }
        if (!node.isGroup() && !root) {
            spec.addPositional(PositionalParamSpec.builder().index("0..*").arity("0..*").paramLabel("ARGUMENTS")
                    .type(String[].class).auxiliaryTypes(String.class).hidden(true).build());
        }
        picocli.CommandLine cl = new picocli.CommandLine(spec);
        for (CommandTree.Node child : node.children()) cl.addSubcommand(child.word(), picocli(child));
        cl.getHelpSectionMap().put(picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                h -> commandList(node));
        return cl;
    }

    /** The summary, then the details indented. */
    private static String[] description(CommandTree.Node node) {
        List<String> lines = new ArrayList<>();
        lines.add(text(node.name().isEmpty()
                ? "Vedette resolves actions of Napoleonic skirmish rulesets and keeps games as journals."
                : node.summary()));
        Command c = node.command();
        String details = c == null ? "" : c.details();
        if (!details.isBlank()) {
            lines.add("");
            for (String line : details.split("\n")) lines.add(text("  " + line));
        }
        return lines.toArray(String[]::new);
    }

    /** Every command under a group, with its usage and summary, as {@code vedette --help} has always listed them. */
    private static String commandList(CommandTree.Node node) {
        StringBuilder b = new StringBuilder();
        for (CommandTree.Node c : node.descendants()) {
            if (c.isGroup() && c.command() == null) continue;
            b.append("  ").append(c.usage()).append(System.lineSeparator());
            b.append("      ").append(c.summary()).append(System.lineSeparator());
        }
        return b.toString();
    }

    private static String footer(CommandTree.Node node) {
        if (node.name().isEmpty()) {
            return "Run 'vedette help COMMAND' or 'vedette COMMAND --help' for one command in full. Exit codes: 0 done,"
                    + " 1 invalid or refused, 2 the command line is wrong, 3 a bug in Vedette (see --debug), 70 the engine"
                    + " could not start. docs/CLI.md has examples of every command.";
        }
        if (node.isGroup()) return "Run 'vedette help " + node.name() + " COMMAND' for one of them in full.";
        return "";
    }

    /** Text for picocli, which formats it: a per cent sign is written twice. */
    private static String text(String s) {
        return s.replace("%", "%%");
    }
}
