package org.vedette.cli.inventory.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Catalog;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.Inputs;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.OutsideOption;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Scenario;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.InventoryFiles;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.PackingList;
import org.vedette.inventory.Plan;
import org.vedette.inventory.PlanReports;
import org.vedette.inventory.RequirementSet;
import org.vedette.inventory.ShoppingList;
import org.vedette.io.AtomicWrite;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;

/**
 * {@code vedette inventory plan|minimums|rules}: the miniature-inventory
 * planner on the command line — what a scenario (or OSOTH ch. XII's minimums)
 * needs, what a collection covers, what to pack and what to buy. Exit 1 when
 * anything is short, so a script can ask "can I play this?".
 */
public final class InventoryCommands {
    private InventoryCommands() {
    }

    /** The options every plan takes: rules, format, list, output. */
    private static List<Option> planOptions() {
        return List.of(Option.valued("rules", "FILE", "stand-ins and allowances (vedette.inventory-rules); by default"
                        + " the planner's own (vedette inventory rules prints them)"),
                Option.flag("csv", "write CSV: the plan, or the --list chosen"),
                Option.flag("json", "write the plan as JSON"),
                Option.flag("html", "write a printable page: packing list, shopping list, every need"),
                Option.valued("list", "plan|packing|shopping", "with --csv: which table (default plan)"),
                new Option("output", "o", "FILE", "write to FILE (atomically) instead of the terminal"));
    }

    private static InventoryRules rules(Arguments args, InventoryPlanner planner, Console console)
            throws UsageException, CommandFailed {
        String name = args.value("rules").orElse(null);
        if (name == null) return planner.defaultRules();
        ReadResult<InventoryRules> r = InventoryFiles.readRules(Inputs.existing(name));
        for (Diagnostic d : r.diagnostics()) console.err().println(d);
        if (!r.ok()) throw new CommandFailed(name + " is not valid inventory rules; nothing was planned");
        return r.value();
    }

    private static FigureCollection collection(String name, Console console) throws UsageException, CommandFailed {
        ReadResult<FigureCollection> r = CollectionFiles.read(Inputs.existing(name));
        for (Diagnostic d : r.diagnostics()) console.err().println(d);
        if (!r.ok()) throw new CommandFailed(name + " is not a valid collection; nothing was planned");
        return r.value();
    }

    /** Writes the plan in the form asked for; exit 1 when something is short. */
    private static int report(Plan plan, FigureCollection collection, Arguments args, Console console)
            throws UsageException, CommandFailed {
        int formats = (args.has("csv") ? 1 : 0) + (args.has("json") ? 1 : 0) + (args.has("html") ? 1 : 0);
        if (formats > 1) throw new UsageException("choose one of --csv, --json and --html");
        String list = args.value("list").orElse("plan");
        if (!List.of("plan", "packing", "shopping").contains(list)) {
            throw new UsageException("--list takes plan, packing or shopping, not '" + list + "'");
        }
        if (args.has("list") && !args.has("csv")) throw new UsageException("--list goes with --csv");
        String text;
        if (args.has("json")) {
            text = PlanReports.json(plan);
        } else if (args.has("html")) {
            text = PlanReports.html(plan);
        } else if (args.has("csv")) {
            text = switch (list) {
                case "packing" -> PlanReports.packingCsv(plan);
                case "shopping" -> PlanReports.shoppingCsv(plan);
                default -> PlanReports.planCsv(plan);
            };
        } else {
            text = text(plan, collection);
        }
        String out = args.value("output").orElse(null);
        if (out == null) {
            console.out().print(text);
        } else {
            write(out, text);
            console.err().println(summary(plan) + "; written to " + out);
        }
        return plan.complete() ? CommandLine.OK : CommandLine.FAILED;
    }

    private static String summary(Plan plan) {
        return plan.needed() + " figures needed, " + plan.assigned() + " assigned (" + plan.substituted()
                + " standing in), " + plan.shortBy() + " short";
    }

    /** The plan for a terminal: each need, then the packing and shopping lists. */
    static String text(Plan plan, FigureCollection collection) {
        StringBuilder b = new StringBuilder();
        b.append(plan.title()).append(" — collection ").append(plan.collection()).append(", rules ")
                .append(plan.rules()).append('\n');
        if (!plan.encounters().isEmpty()) b.append(plan.encounters()).append('\n');
        if (collection.items().isEmpty()) b.append("nothing owned: every figure needed is short\n");
        b.append('\n');
        int width = plan.lines().stream().mapToInt(l -> l.need().label().length()).max().orElse(10);
        for (NeedLine l : plan.lines()) {
            b.append(String.format(Locale.ROOT, "%-11s %-" + width + "s %4d needed %4d owned %4d assigned %4d short%n",
                    l.state().name().toLowerCase(Locale.ROOT), l.need().label(), l.need().count(), l.owned(),
                    l.assignedCount(), l.shortBy()));
            for (Assigned a : l.assigned()) {
                b.append("            ").append(a.count()).append(" × ").append(a.description()).append(" (")
                        .append(a.itemId()).append(')');
                if (a.substituted()) b.append(" — ").append(a.how());
                b.append('\n');
            }
        }
        b.append("\nPacking list\n");
        PackingList packing = plan.packingList();
        if (packing.places().isEmpty()) b.append("  nothing to pack\n");
        for (PackingList.Place p : packing.places()) {
            b.append("  ").append(p.label()).append(": ").append(p.count()).append(" figures\n");
            for (PackingList.Line l : p.lines()) {
                b.append("    [ ] ").append(l.count()).append(" × ").append(l.description()).append(" (")
                        .append(l.itemId()).append(")\n");
            }
        }
        b.append("\nShopping list\n");
        ShoppingList shopping = plan.shoppingList();
        if (shopping.shortfalls().isEmpty()) b.append("  nothing to buy\n");
        for (ShoppingList.Shortfall s : shopping.shortfalls()) {
            b.append("  ").append(s.count()).append(" × ").append(s.need().label()).append('\n');
        }
        return b.append('\n').append(summary(plan)).append('\n').toString();
    }

    /** {@code inventory plan SCENARIO COLLECTION}. */
    @Component(service = Command.class)
    public static final class PlanCommand implements Command {
        @Reference
        private InventoryPlanner planner;

        @Override
        public String name() {
            return "inventory plan";
        }

        @Override
        public String usage() {
            return "inventory plan SCENARIO COLLECTION [--coverage P] [--rules FILE] [--csv [--list L] | --json"
                    + " | --html] [-o FILE]";
        }

        @Override
        public String summary() {
            return "what a scenario needs, what the collection covers, what to pack and to buy";
        }

        @Override
        public String details() {
            return """
                    Counts the figures the scenario's units need, by kind (nation, troop type,
                    mounted, role, weapon), adds the encounters the scenario generator's event
                    tables may bring when they are installed (at --coverage P: a percentile such
                    as 95, or 'worst', the default), and assigns the collection's figures to them
                    optimally: the fewest shortfalls, then the fewest and best-liked stand-ins,
                    no figure counted twice. Prints each need (covered, substituted or short),
                    the packing list by box and drawer and the shopping list. Exit 0 when every
                    need is covered, 1 when something is short or a file is invalid, 2 when a
                    file does not exist.""";
        }

        @Override
        public List<Option> options() {
            List<Option> o = new ArrayList<>(List.of(Option.valued("coverage", "P",
                    "encounters at the P-th percentile of simulated draws (1-100), or 'worst' (default)")));
            o.addAll(planOptions());
            o.add(OutsideOption.option());
            return o;
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            List<String> names = args.operands(name(), 2, 2, usage());
            Coverage coverage = coverage(args.value("coverage").orElse("worst"));
            InventoryPlanner p = planner;
            InventoryRules rules = rules(args, p, console);
            Catalog catalog = new Catalog(shell.rulesets());
            ReadResult<Scenario> read = ScenarioFiles.read(Inputs.existing(names.get(0)), catalog,
                    OutsideOption.access(args));
            catalog.requireNoneMissing(names.get(0));
            for (Diagnostic d : read.diagnostics()) console.err().println(d);
            if (!read.ok()) throw new CommandFailed(names.get(0) + " is not a valid scenario; nothing was planned");
            FigureCollection collection = collection(names.get(1), console);
            return report(p.plan(read.value(), collection, rules, coverage), collection, args, console);
        }

        static Coverage coverage(String text) throws UsageException {
            if (text.equals("worst")) return Coverage.WORST_CASE;
            try {
                double p = Double.parseDouble(text);
                if (p >= 1 && p <= 100) return new Coverage(p / 100);
            } catch (NumberFormatException e) {
                // said below
            }
            throw new UsageException("--coverage takes a percentile from 1 to 100 (95: enough for 95 games in 100)"
                    + " or 'worst', not '" + text + "'");
        }
    }

    /** {@code inventory minimums [COLLECTION]}. */
    @Component(service = Command.class)
    public static final class Minimums implements Command {
        @Reference
        private InventoryPlanner planner;

        @Override
        public String name() {
            return "inventory minimums";
        }

        @Override
        public String usage() {
            return "inventory minimums [COLLECTION] [--better] [--rules FILE] [--csv [--list L] | --json | --html]"
                    + " [-o FILE]";
        }

        @Override
        public String summary() {
            return "The Other Side of the Hill's ch. XII minimums, or a collection planned against them";
        }

        @Override
        public String details() {
            return """
                    Without a collection, prints The Other Side of the Hill's ch. XII "Miniatures
                    Needed for Play" as a requirement set (vedette.requirements JSON, each need
                    with the text it comes from): a file to copy and edit. With one, plans the
                    collection against it like a scenario — at the book's minimums, or at what
                    it calls better with --better. Exit 1 when something is short.""";
        }

        @Override
        public List<Option> options() {
            List<Option> o = new ArrayList<>(List.of(Option.flag("better", "plan for what the book calls better")));
            o.addAll(planOptions());
            return o;
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            List<String> names = args.operands(name(), 0, 1, usage());
            InventoryPlanner p = planner;
            if (names.isEmpty()) {
                if (args.has("csv") || args.has("json") || args.has("html") || args.has("better")) {
                    throw new UsageException("--better, --csv, --json and --html need a COLLECTION to plan");
                }
                return print(InventoryFiles.minimumsJson(), args, console);
            }
            InventoryRules rules = rules(args, p, console);
            FigureCollection collection = collection(names.get(0), console);
            RequirementSet set = p.minimums();
            List<Need> needs = args.has("better") ? set.better() : set.needs();
            String title = set.title() + (args.has("better") ? " (better)" : " (minimums)");
            return report(p.plan(title, needs, collection, rules), collection, args, console);
        }
    }

    /** {@code inventory rules}: the default rules, to copy and edit. */
    @Component(service = Command.class)
    public static final class RulesCommand implements Command {
        /** Not asked anything: the rules printed are the planner's, and come and go with it. */
        @Reference
        private InventoryPlanner planner;

        @Override
        public String name() {
            return "inventory rules";
        }

        @Override
        public String usage() {
            return "inventory rules [-o FILE]";
        }

        @Override
        public String summary() {
            return "print the planner's default stand-ins and counting, to copy and edit";
        }

        @Override
        public String details() {
            return """
                    Prints the inventory rules the planner uses by default (vedette.inventory-rules
                    JSON): stand-ins with their preferences and reasons (French line for light
                    infantry, armed monks for guerrillas, pirates for bandits …), whether
                    unpainted or unbased figures and other nations may be used, and how each
                    ruleset's units are counted in figures. Edit a copy and pass it with --rules.""";
        }

        @Override
        public List<Option> options() {
            return List.of(new Option("output", "o", "FILE", "write to FILE (atomically)"));
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            args.operands(name(), 0, 0, usage());
            return print(InventoryFiles.defaultRulesJson(), args, console);
        }
    }

    /** A shipped file, to the terminal or to -o FILE. */
    private static int print(String text, Arguments args, Console console) throws CommandFailed {
        String out = args.value("output").orElse(null);
        if (out == null) {
            console.out().print(text);
        } else {
            write(out, text);
        }
        return CommandLine.OK;
    }

    private static void write(String out, String text) throws CommandFailed {
        try {
            AtomicWrite.write(Path.of(out), text);
        } catch (IOException e) {
            throw new CommandFailed("cannot write " + out + ": " + e.getMessage());
        }
    }
}
