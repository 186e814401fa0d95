package org.vedette.cli.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.vedette.cli.CommandLine;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ScenarioFiles;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;

/**
 * {@code vedette generate scenario --ruleset R -o FILE}: a whole new scenario
 * for any installed ruleset, reproducible from its seed, written atomically
 * (an existing file is never replaced).
 */
final class GenerateScenarioCommand implements Command {
    private final Rulesets rulesets;
    private final Supplier<ScenarioGenerator> generator;

    GenerateScenarioCommand(Rulesets rulesets, Supplier<ScenarioGenerator> generator) {
        this.rulesets = rulesets;
        this.generator = generator;
    }

    @Override
    public String name() {
        return "generate scenario";
    }

    @Override
    public String usage() {
        return "generate scenario --ruleset R [--seed N] [--table WxD] [--size N] [--terrain-density D]"
                + " [--mission skirmish|scouting] -o FILE";
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
                ford as often as --terrain-density, 0 to 1, default 0.5, says), two sides of
                --size units each (default 3) made from the ruleset's own profile and balanced
                by figures times quality, their deployment strips along the south and north
                edges with the units in them, villages marked as objectives, and the mission's
                victory conditions (skirmish: hold the first village; scouting: OSOTH's generic
                mission, a village worth 1 point on the near half and 2 on the far). The same
                options and --seed give the same file, byte for byte; without --seed one is
                drawn and printed. The file validates with 'vedette validate'.""";
    }

    @Override
    public List<Option> options() {
        return List.of(Option.valued("ruleset", "R", "the ruleset's id (vedette rulesets lists them)"),
                Option.valued("seed", "N", "the seed (default: from the clock, printed)"),
                Option.valued("table", "WxD", "the table in inches (default 72x48)"),
                Option.valued("size", "N", "units a side, 1 to 12 (default 3)"),
                Option.valued("terrain-density", "D", "0 (open) to 1 (crowded), default 0.5"),
                Option.valued("mission", "skirmish|scouting", "the mission (default skirmish)"),
                new Option("output", "o", "FILE", "the new scenario file"));
    }

    @Override
    public int run(Args args, Console console) throws UsageException, CommandFailed {
        if (!args.operands().isEmpty()) throw new UsageException("usage: vedette " + usage());
        String id = args.value("ruleset").orElseThrow(() -> new UsageException("--ruleset is needed; usage: vedette "
                + usage()));
        String out = args.value("output").orElseThrow(() -> new UsageException("-o FILE is needed; usage: vedette "
                + usage()));
        Ruleset rules = rulesets.require(id, "--ruleset: ");
        ScenarioGenerator g = generator.get();
        if (g == null) throw new CommandFailed("the scenario generator (bundle org.vedette.scenario) is not installed");
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
        Scenario s = g.generate(rules, spec);
        try {
            ScenarioFiles.write(file, s);
        } catch (IOException e) {
            throw new CommandFailed(out + ": cannot be written: " + e.getMessage());
        }
        console.say("Wrote " + out + ": " + s.title() + " — " + s.table().terrain().size() + " terrain features, "
                + s.sides().get(0).units().size() + " units a side (repeat with --seed " + seed + ")");
        return CommandLine.OK;
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
