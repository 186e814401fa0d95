package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@code vedette game ai GAME [--side S] [--apply] [--json]}: what the NPC AI
 * suggests for every actor whose turn it is, with its reasons; with
 * {@code --apply}, each suggested request is played and journaled like
 * {@code game act}. The command is always listed; its work is done by
 * {@link AiRunner}, there only when the AI's bundle is (the command line
 * resolves without it, as it does without any ruleset).
 */
final class AiCommand implements Command {
    private final Rulesets rulesets;
    private final Supplier<AiRunner> runner;

    AiCommand(Rulesets rulesets, Supplier<AiRunner> runner) {
        this.rulesets = rulesets;
        this.runner = runner;
    }

    @Override
    public String name() {
        return "game ai";
    }

    @Override
    public String usage() {
        return "game ai GAME [--side S] [--apply] [--seed N | --dice F,…] [--json]";
    }

    @Override
    public String summary() {
        return "what the NPC AI suggests for the actors whose turn it is, and why";
    }

    @Override
    public String details() {
        return """
                For each figure or unit whose turn it is (of side S only, with --side), the
                AI's intent from the risk-factor Actions table, mapped to the ruleset's own
                actions, every reason (risk factors and the die, the nearest enemy and why
                not the others, what the rules refused), and the requests it suggests, each
                accepted by the rules. With positions on the table it computes the nearest
                enemy; without, it says what it would need to know. The AI's D6 comes from
                --dice or --seed like any other. Each actor's suggestion is decided after the
                moves suggested before it, on the dice after theirs, so what is shown is what
                --apply plays with the same dice. --apply plays the suggested requests and
                adds them to the journal as 'game act' would; without it nothing changes.""";
    }

    @Override
    public List<Option> options() {
        List<Option> o = new ArrayList<>(DiceChoice.options());
        o.add(Option.valued("side", "S", "only the actors of this side"));
        o.add(Option.flag("apply", "play the suggestions and add them to the journal"));
        o.add(Option.flag("explain", "with --apply, print every step of each move with its rule"));
        o.add(Option.flag("json", "print the suggestions as JSON"));
        return o;
    }

    @Override
    public int run(Args args, Console console) throws UsageException, CommandFailed {
        args.operands(name(), 1, 1, usage());
        AiRunner r = runner.get();
        if (r == null) throw new CommandFailed("no NPC AI is installed (the bundle org.vedette.ai)");
        return r.run(args, console, rulesets, name(), usage());
    }
}
