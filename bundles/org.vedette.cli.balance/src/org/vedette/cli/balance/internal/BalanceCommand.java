package org.vedette.cli.balance.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSimulator;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.FirstMover;
import org.vedette.balance.Histogram;
import org.vedette.balance.SideTally;
import org.vedette.balance.Sweep;
import org.vedette.balance.SweepTable;
import org.vedette.balance.ConditionTally;
import org.vedette.balance.UnitTally;
import org.vedette.balance.WilsonInterval;
import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Catalog;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.Inputs;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.OutsideOption;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.WorkspaceTables;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code vedette balance SCENARIO}: whole games of the scenario with the NPC
 * AI on every side, and who wins how often. A component satisfied only when a
 * {@link BalanceSimulator} service is there: the command comes and goes with
 * the balance simulator.
 */
@Component(service = Command.class)
public final class BalanceCommand implements Command {
    static final String USAGE = "balance SCENARIO [--games N] [--seed S] [--threads T] [--until-width W] [--turns N]"
            + " [--sweep PARAM=V1,V2,…] [--json | --csv] [--allow-outside PATH]";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** The games a run plays unless told. */
    static final int DEFAULT_GAMES = 1000;

    @Reference
    private BalanceSimulator simulator;

    @Override
    public String name() {
        return "balance";
    }

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public String summary() {
        return "play a scenario N times with the AI on every side: who wins how often, and why";
    }

    @Override
    public String details() {
        return """
                Plays --games N whole games (default 1000) of the scenario to their end, the NPC
                AI on every side with the scenario's AI settings, each game's dice seeded from
                --seed S (default 1) and the game's number, on --threads T (default: the
                machine's cores) — the same seed gives the same report on any number of
                threads. Prints each side's win, draw and loss rates with 95% Wilson
                intervals, the victory margin and game length, each unit's survival, damage
                share and influence, the first-player effect and a verdict. --until-width W
                stops once every side's win rate is known to ± W (0.01 is ± 1%); --turns N
                sets the turn limit (a scenario without one plays 12). --sweep varies one
                parameter: turns=4,6,8, quality:UNIT=raw,veteran or size:SIDE=1,2,3, and
                prints a table of win rates. --json or --csv print the report as data.
                Exit 0 when played, 1 when the scenario cannot be, 2 for wrong options.""";
    }

    @Override
    public List<Option> options() {
        return List.of(Option.valued("games", "N", "the games to play (default 1000; with --until-width, the most)"),
                Option.valued("seed", "S", "the seed of every game's dice (default 1)"),
                Option.valued("threads", "T", "threads to play on (default: the cores)"),
                Option.valued("until-width", "W", "stop when every side's win rate is known to ± W, 0 to 0.5"),
                Option.valued("turns", "N", "the turn limit (default: the scenario's, else 12)"),
                Option.valued("sweep", "PARAM=V1,V2,…", "vary turns, quality:UNIT or size:SIDE"),
                Option.flag("json", "print the report as JSON"),
                Option.flag("csv", "print the rates as CSV"),
                OutsideOption.option());
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        String name = args.operands(name(), 1, 1, USAGE).get(0);
        if (args.has("json") && args.has("csv")) throw new UsageException("--json or --csv, not both");
        int games = (int) args.whole("games", DEFAULT_GAMES, 1, BalanceSpec.MAX_GAMES);
        long seed = args.whole("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        int threads = (int) args.whole("threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        int turns = (int) args.whole("turns", 0, 1, 10_000);
        double width = decimal(args, "until-width", 0, 0.5);
        Sweep sweep = null;
        if (args.value("sweep").isPresent()) {
            try {
                sweep = Sweep.parse(args.value("sweep").get());
            } catch (IllegalArgumentException e) {
                throw new UsageException("--sweep: " + e.getMessage());
            }
        }
        Path path = Inputs.existing(name);
        Catalog catalog = new Catalog(rulesets);
        ReadResult<Scenario> read = ScenarioFiles.read(path, catalog, OutsideOption.access(args));
        catalog.requireNoneMissing(name);
        for (Diagnostic d : read.diagnostics()) console.err().println(d);
        if (!read.ok()) throw new CommandFailed(name + " is not a valid scenario; no game was played");
        Ruleset rules = rulesets.require(read.value().ruleset(), name + ": ");
        Scenario scenario = WorkspaceTables.under(read.value(), path, rules);
        BalanceSpec spec = new BalanceSpec(games, seed, threads, width, turns, BalanceSpec.DEFAULT_MAX_STEPS);
        try {
            if (sweep != null) {
                SweepTable table = simulator.sweep(scenario, rules, spec, sweep, BalanceMonitor.NONE);
                if (args.has("json")) console.out().print(json(table));
                else if (args.has("csv")) console.out().print(csv(table));
                else print(table, console);
            } else {
                BalanceReport report = simulator.run(scenario, rules, spec, BalanceMonitor.NONE);
                if (args.has("json")) console.out().print(text(report(report)));
                else if (args.has("csv")) console.out().print(csvHead() + csvRows(report, ""));
                else print(report, console);
            }
        } catch (IllegalArgumentException e) {
            throw new CommandFailed(name + " cannot be balanced: " + e.getMessage());
        }
        return CommandLine.OK;
    }

    private static double decimal(Arguments args, String option, double min, double max) throws UsageException {
        String text = args.value(option).orElse(null);
        if (text == null) return 0;
        double d;
        try {
            d = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " takes a number such as 0.01 (± 1%), not '" + text + "'");
        }
        if (!(d > min && d <= max)) {
            throw new UsageException("--" + option + " must be more than " + min + " and at most " + max + ", not " + text);
        }
        return d;
    }

    private static void print(BalanceReport r, Console console) {
        console.say(String.format(Locale.ROOT, "%s (%s): %,d games played, %,d counted, seed %d, %d turns, judged by %s",
                r.muster().title(), r.muster().ruleset(), r.played(), r.counted(), r.seed(), r.muster().turns(),
                judgedBy(r)));
        console.say("");
        console.say(String.format(Locale.ROOT, "  %-28s %-22s %-22s %s", "side", "won", "drawn", "lost"));
        for (SideTally s : r.sides()) {
            console.say(String.format(Locale.ROOT, "  %-28s %-22s %-22s %s", s.name(), rate(s.wins()), rate(s.draws()),
                    rate(s.losses())));
        }
        console.say("");
        histogram("Margin", r.margin(), console);
        histogram("Length", r.length(), console);
        console.say(String.format(Locale.ROOT, "  %-32s %-16s %-22s %8s %10s", "unit", "side", "survived", "damage",
                "influence"));
        for (UnitTally u : r.units()) {
            console.say(String.format(Locale.ROOT, "  %-32s %-16s %-22s %7.1f%% %10.2f", u.name(), u.side(),
                    rate(u.survival()), 100 * u.damageShare(), u.influence()));
        }
        console.say("  (" + r.damageNote() + ")");
        console.say("");
        if (!r.conditions().isEmpty()) {
            console.say(String.format(Locale.ROOT, "  %-40s %-16s %-22s %s", "victory condition", "side", "decided",
                    "scored"));
            for (ConditionTally c : r.conditions()) {
                console.say(String.format(Locale.ROOT, "  %-40s %-16s %-22s %s", c.condition(), c.side(),
                        rate(c.decided()), rate(c.scored())));
            }
            console.say("");
        }
        for (FirstMover f : r.firstMover()) {
            if (f.whenFirst().trials() == 0) continue;
            console.say(String.format(Locale.ROOT, "First player: %s acted first in %,d games and won %s of them; %s",
                    r.muster().sideName(f.side()), f.whenFirst().trials(), rate(f.whenFirst()),
                    f.whenNotFirst().trials() == 0 ? "it always acted first"
                            : String.format(Locale.ROOT, "%s of the other %,d", rate(f.whenNotFirst()),
                                    f.whenNotFirst().trials())));
        }
        console.say(String.format(Locale.ROOT, "Stable: the side winning most often last changed at game %,d;"
                + " ± 1%% on every side would take about %,d games.", r.leaderSettled(), r.gamesForWidth()));
        if (r.firstFault() != null) console.say("First fault: " + r.firstFault());
        console.say("");
        console.say(r.verdict());
    }

    /** "casualties", "victory points", "the victory conditions' points", and "and its victory conditions". */
    private static String judgedBy(BalanceReport r) {
        String by = switch (r.muster().scoring()) {
            case VICTORY_POINTS -> "victory points";
            case CONDITIONS -> "the victory conditions' points";
            case CASUALTIES -> "casualties";
        };
        return r.muster().conditions().isEmpty() ? by : by + ", decided by its victory conditions where they are met";
    }

    private static void print(SweepTable t, Console console) {
        console.say("Sweep " + t.sweep() + (t.rows().isEmpty() ? "" : ": " + t.rows().get(0).report().muster().title()));
        List<SideTally> first = t.rows().get(0).report().sides();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "  %-12s", t.sweep().parameter().word()));
        for (SideTally s : first) head.append(String.format(Locale.ROOT, " %-26s", s.name() + " won"));
        head.append(" drawn");
        console.say(head.toString());
        for (SweepTable.Row row : t.rows()) {
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "  %-12s", row.value()));
            for (SideTally s : row.report().sides()) b.append(String.format(Locale.ROOT, " %-26s", rate(s.wins())));
            b.append(' ').append(rate(row.report().sides().get(0).draws()));
            console.say(b.toString());
        }
        console.say(String.format(Locale.ROOT, "(%,d games a value, seed %d, the same seeds for every value)",
                t.rows().get(0).report().asked(), t.rows().get(0).report().seed()));
        if (t.changesNothing()) {
            console.say("Every value played the very same games, die for die: the rules do not read "
                    + t.sweep().parameter().word() + " here (as One Hour reads a unit's quality only with its"
                    + " troop-quality option), so these rows say nothing of it.");
        }
    }

    /** "54.2% [48.0–60.3]". */
    private static String rate(WilsonInterval w) {
        return String.format(Locale.ROOT, "%.1f%% [%.1f–%.1f]", 100 * w.rate(), 100 * w.low(), 100 * w.high());
    }

    private static void histogram(String title, Histogram h, Console console) {
        console.say(String.format(Locale.ROOT, "%s (%s), mean %.1f:", title, h.measure(), h.mean()));
        int most = 1;
        int firstBin = -1;
        int lastBin = -1;
        for (int i = 0; i < h.bins().size(); i++) {
            int c = h.bins().get(i).count();
            most = Math.max(most, c);
            if (c > 0) {
                if (firstBin < 0) firstBin = i;
                lastBin = i;
            }
        }
        for (int i = Math.max(0, firstBin); i <= lastBin; i++) {
            Histogram.Bin b = h.bins().get(i);
            console.say(String.format(Locale.ROOT, "  %6s to %-6s %6d %s", number(b.from()), number(b.to()), b.count(),
                    "#".repeat((int) Math.round(40.0 * b.count() / most))));
        }
        console.say("");
    }

    private static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%.1f", d);
    }

    /** The report as JSON, without the games one by one (a run of 10,000 would print them all). */
    private static ObjectNode report(BalanceReport r) {
        ObjectNode o = JSON.valueToTree(r);
        o.remove("results");
        return o;
    }

    private static String json(SweepTable t) {
        ObjectNode o = JSON.createObjectNode();
        o.put("sweep", t.sweep().toString());
        o.put("cancelled", t.cancelled());
        ArrayNode rows = o.putArray("rows");
        for (SweepTable.Row row : t.rows()) rows.addObject().put("value", row.value()).set("report", report(row.report()));
        return text(o);
    }

    private static String text(ObjectNode o) {
        try {
            return JSON.writeValueAsString(o) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String csvHead() {
        return "value,side,name,games,wins,draws,losses,win_rate,win_low,win_high,draw_rate,loss_rate\n";
    }

    private static String csvRows(BalanceReport r, String value) {
        StringBuilder b = new StringBuilder();
        for (SideTally s : r.sides()) {
            b.append(String.format(Locale.ROOT, "%s,%s,%s,%d,%d,%d,%d,%.4f,%.4f,%.4f,%.4f,%.4f%n", cell(value),
                    cell(s.side()), cell(s.name()), s.wins().trials(), s.wins().successes(), s.draws().successes(),
                    s.losses().successes(), s.wins().rate(), s.wins().low(), s.wins().high(), s.draws().rate(),
                    s.losses().rate()));
        }
        return b.toString();
    }

    private static String csv(SweepTable t) {
        StringBuilder b = new StringBuilder(csvHead());
        for (SweepTable.Row row : t.rows()) b.append(csvRows(row.report(), row.value()));
        return b.toString();
    }

    /** A CSV cell, quoted when it holds a comma or a quote (RFC 4180). */
    private static String cell(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
