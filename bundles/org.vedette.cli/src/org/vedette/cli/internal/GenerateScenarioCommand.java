package org.vedette.cli.internal;

import java.util.List;
import java.util.function.Supplier;

import org.vedette.cli.CommandLine;

/**
 * {@code vedette generate scenario --ruleset R -o FILE}: a whole new scenario
 * for any installed ruleset, reproducible from its seed, written atomically
 * (an existing file is never replaced).
 */
final class GenerateScenarioCommand implements Command {
    static final String USAGE = "generate scenario --ruleset R [--seed N] [--table WxD] [--size N] [--terrain-density D]"
            + " [--mission skirmish|scouting] [--roster blue|red=FILE]... [--check GAMES] -o FILE";
    /** The most games {@code --check} plays: a check, not a study (that is {@code vedette balance}). */
    static final int MOST_CHECKED = 100_000;

    private final Rulesets rulesets;
    private final Supplier<GenerateRunner> runner;
    private final Supplier<BalanceRunner> balance;

    GenerateScenarioCommand(Rulesets rulesets, Supplier<GenerateRunner> runner, Supplier<BalanceRunner> balance) {
        this.rulesets = rulesets;
        this.runner = runner;
        this.balance = balance;
    }

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
    public int run(Args args, Console console) throws UsageException, CommandFailed {
        GenerateRunner r = runner.get();
        if (r == null) throw new CommandFailed("the scenario generator (bundle org.vedette.scenario) is not installed");
        // Asked before anything is written, so that a wrong --check changes nothing.
        long games = args.whole("check", 0, 1, MOST_CHECKED);
        BalanceRunner b = games == 0 ? null : checker();
        int done = r.scenario(args, console, rulesets);
        if (b == null || done != CommandLine.OK) return done;
        // "balanced by a strength measure the ruleset provides (and checked by the balance simulator)" (#14).
        console.say("");
        console.say("Checked by play (vedette balance " + args.value("output").orElseThrow() + " --games " + games + "):");
        Args played = Args.parse("balance", List.of(args.value("output").orElseThrow(), "--games", Long.toString(games)),
                new BalanceCommand(rulesets, balance).options());
        return b.run(played, console, rulesets);
    }

    /** The balance simulator for {@code --check GAMES}, refused when its bundle is not installed. */
    private BalanceRunner checker() throws CommandFailed {
        BalanceRunner b = balance.get();
        if (b == null) {
            throw new CommandFailed("--check needs the balance simulator (bundle org.vedette.balance), which is not"
                    + " installed; no scenario was written");
        }
        return b;
    }
}
