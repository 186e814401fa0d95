package org.vedette.cli.scenario.internal;

import java.io.IOException;
import java.nio.file.LinkOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.InputText;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterAccess;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.TerrainPalette;
import org.vedette.scenario.TerrainPaletteReader;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;

/**
 * {@code vedette generate scenario --ruleset R -o FILE}: a whole new scenario
 * for any installed ruleset, reproducible from its seed, written atomically
 * (an existing file is never replaced).
 */
@Component(service = Command.class)
public final class GenerateScenarioCommand implements Command {
    static final String USAGE = "generate scenario --ruleset R [--seed N] [--table WxD] [--size N] [--terrain-density D]"
            + " [--mission skirmish|scouting] [--roster blue|red=FILE]... [--check GAMES] -o FILE";
    /** The most games {@code --check} plays: a check, not a study (that is {@code vedette balance}). */
    static final int MOST_CHECKED = 100_000;

    @Reference
    private ScenarioGenerator scenarios;

    @Override
    public String name() {
        return "generate scenario";
    }

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public String summary() {
        return "a new scenario for any ruleset: table, terrain, two balanced sides, deployment, objectives";
    }

    @Override
    public String details() {
        return """
                A table (--table WxD in inches, default 72x48) with a road across it and terrain
                drawn from a palette (villages, woods, hills, fields, walls; with a river and its
                ford as often as --terrain-density, 0 to 1, default 0.5, says; the workspace's
                tables/terrain-palette.json, beside the output's folder, overrides the palette),
                two sides of
                --size units each (default 3) made from the ruleset's own profile and balanced
                by the ruleset's own strength measure, their deployment strips along the south and north
                edges with the units in them, villages marked as objectives, and the mission's
                victory conditions (skirmish: hold the first village; scouting: OSOTH's generic
                mission, a village worth 1 point on the near half and 2 on the far). The same
                options and --seed give the same file, byte for byte; without --seed one is
                drawn and printed. The file validates with 'vedette validate'.
                --roster SIDE=FILE (blue or red, once each) takes that side from the designer's
                roster instead: its units in an order drawn from the seed, as many as stay
                within a tenth over the other side's strength (the smaller roster's when both
                sides have one), at least one; a generated side is balanced against it.
                --check GAMES then plays that many whole games of the new scenario with the
                balance simulator, as 'vedette balance FILE --games GAMES' does, and prints
                who wins how often: the strength measure's balance checked by play.""";
    }

    @Override
    public List<Option> options() {
        return List.of(Option.valued("ruleset", "R", "the ruleset's id (vedette rulesets lists them)"),
                Option.valued("seed", "N", "the seed (default: from the clock, printed)"),
                Option.valued("table", "WxD", "the table in inches (default 72x48)"),
                Option.valued("size", "N", "units a side, 1 to 12 (default 3)"),
                Option.valued("terrain-density", "D", "0 (open) to 1 (crowded), default 0.5"),
                Option.valued("mission", "skirmish|scouting", "the mission (default skirmish)"),
                Option.repeated("roster", "SIDE=FILE", "a side (blue or red) from the designer's roster"),
                Option.valued("check", "GAMES", "then play GAMES games of it with the balance simulator"),
                new Option("output", "o", "FILE", "the new scenario file"));
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        // Asked before anything is written, so that a wrong --check changes nothing.
        long games = args.whole("check", 0, 1, MOST_CHECKED);
        if (games > 0 && !shell.offers("balance")) {
            throw new CommandFailed("--check needs the balance simulator (bundle org.vedette.balance), which is not"
                    + " installed; no scenario was written");
        }
        int done = write(args, shell.console(), shell.rulesets());
        if (games == 0 || done != CommandLine.OK) return done;
        // "balanced by a strength measure the ruleset provides (and checked by the balance simulator)" (#14).
        String out = args.value("output").orElseThrow();
        shell.console().say("");
        shell.console().say("Checked by play (vedette balance " + out + " --games " + games + "):");
        // After "--", a file whose name starts with a dash is still the operand.
        return shell.run("balance", "--games", Long.toString(games), "--", out);
    }

    /** Generates the scenario and writes it to {@code -o FILE}. */
    private int write(Arguments args, Console console, Rulesets rulesets) throws UsageException, CommandFailed {
        if (!args.operands().isEmpty()) throw new UsageException("usage: vedette " + USAGE);
        String id = args.value("ruleset").orElseThrow(() -> new UsageException("--ruleset is needed; usage: vedette "
                + USAGE));
        String out = args.value("output").orElseThrow(() -> new UsageException("-o FILE is needed; usage: vedette "
                + USAGE));
        Ruleset rules = rulesets.require(id, "--ruleset: ");
        ScenarioGenerator g = scenarios;
        long seed = args.has("seed") ? number("seed", args.value("seed").orElseThrow())
                : Math.abs((System.currentTimeMillis() ^ (System.nanoTime() << 17)) % 1_000_000_000L);
        String[] table = args.value("table").orElse("72x48").split("x", -1);
        if (table.length != 2) throw new UsageException("--table is WxD in inches, like 72x48");
        ScenarioSpec spec;
        try {
            spec = new ScenarioSpec(id, seed, decimal("table", table[0]), decimal("table", table[1]),
                    (int) number("size", args.value("size").orElse("3")),
                    decimal("terrain-density", args.value("terrain-density").orElse("0.5")),
                    args.value("mission").orElse(ScenarioSpec.SKIRMISH));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Path file = Path.of(out);
        if (Files.exists(file)) {
            throw new UsageException(out + " already exists; a generated scenario never replaces a file: choose"
                    + " another name");
        }
        Map<String, Roster> rosters = rosters(args, rulesets, console);
        Scenario s;
        try {
            s = g.generate(rules, spec, rosters, palette(g, file, console));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--roster: " + e.getMessage());
        }
        try {
            ScenarioFiles.write(file, s);
        } catch (IOException e) {
            throw new CommandFailed(out + ": cannot be written: " + e.getMessage());
        }
        console.say("Wrote " + out + ": " + s.title() + " — " + s.table().terrain().size() + " terrain features, "
                + (rosters.isEmpty() ? s.sides().get(0).units().size() + " units a side"
                        : s.sides().get(0).units().size() + " Blue units and " + s.sides().get(1).units().size() + " Red")
                + " (repeat with --seed " + seed + ")");
        return CommandLine.OK;
    }

    /**
     * {@code --roster SIDE=FILE}, each read with io's roster reader: its problems printed with their line and
     * column, and nothing generated when it has errors.
     */
    private static Map<String, Roster> rosters(Arguments args, Rulesets rulesets, Console console)
            throws UsageException, CommandFailed {
        Map<String, Roster> out = new LinkedHashMap<>();
        for (String given : args.values("roster")) {
            int eq = given.indexOf('=');
            String side = eq < 0 ? "" : given.substring(0, eq);
            if (!side.equals(ScenarioGenerator.BLUE) && !side.equals(ScenarioGenerator.RED)) {
                throw new UsageException("--roster is SIDE=FILE with SIDE blue or red, not '" + given + "'");
            }
            if (out.containsKey(side)) throw new UsageException("--roster: " + side + " is given two rosters");
            String name = given.substring(eq + 1);
            Catalog catalog = new Catalog(rulesets);
            ReadResult<Roster> read = RosterFiles.read(Inputs.existing(name), catalog);
            catalog.requireNoneMissing(name);
            for (Diagnostic d : read.diagnostics()) console.err().println(d);
            if (!read.ok()) throw new CommandFailed(name + " is not a valid roster; no scenario was written");
            out.put(side, read.value());
        }
        return out;
    }

    /**
     * The terrain palette: the workspace's override ({@value TerrainPaletteReader#WORKSPACE_FILE} in the folder
     * that holds the output's folder, as for a scenario's rosters), else the book's. A wrong override is reported
     * with its line and column and the book's palette is kept, so the scenario is still the book's.
     */
    private static TerrainPalette palette(ScenarioGenerator g, Path out, Console console) {
        Path file = RosterAccess.workspaceOf(out).resolve(TerrainPaletteReader.WORKSPACE_FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return TerrainPaletteReader.book();
        String name = file.toString();
        ReadResult<String> text = InputText.read(file);
        for (Diagnostic d : text.diagnostics()) console.err().println(d);
        if (!text.ok()) {
            console.err().println(name + " cannot be read; the book's terrain palette is used");
            return TerrainPaletteReader.book();
        }
        try {
            TerrainPalette palette = g.palette(text.value());
            console.err().println("terrain palette: the workspace's " + name);
            return palette;
        } catch (TablesException e) {
            TableReports.print(name, e, console);
            console.err().println(name + " is not a usable terrain palette override; the book's palette is used");
            return TerrainPaletteReader.book();
        }
    }

    private static long number(String option, String text) throws UsageException {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " takes a whole number, not '" + text + "'");
        }
    }

    private static double decimal(String option, String text) throws UsageException {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " takes a number, not '" + text + "'");
        }
    }
}
