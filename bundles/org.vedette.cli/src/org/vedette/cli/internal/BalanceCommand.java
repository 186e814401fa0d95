package org.vedette.cli.internal;

import java.util.List;
import java.util.function.Supplier;

/**
 * {@code vedette balance SCENARIO}: whole games of the scenario with the NPC
 * AI on every side, and who wins how often. The command is always listed;
 * its work is done by {@link BalanceRunner}, there only when the balance
 * simulator's bundle is.
 */
final class BalanceCommand implements Command {
    static final String USAGE = "balance SCENARIO [--games N] [--seed S] [--threads T] [--until-width W] [--turns N]"
            + " [--sweep PARAM=V1,V2,…] [--json | --csv] [--allow-outside PATH]";

    private final Rulesets rulesets;
    private final Supplier<BalanceRunner> runner;

    BalanceCommand(Rulesets rulesets, Supplier<BalanceRunner> runner) {
        this.rulesets = rulesets;
        this.runner = runner;
    }

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
    public int run(Args args, Console console) throws UsageException, CommandFailed {
        args.operands(name(), 1, 1, usage());
        BalanceRunner r = runner.get();
        if (r == null) throw new CommandFailed("the balance simulator (bundle org.vedette.balance) is not installed");
        return r.run(args, console, rulesets);
    }
}
