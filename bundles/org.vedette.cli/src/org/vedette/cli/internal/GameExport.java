package org.vedette.cli.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Catalog;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.GameFile;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.cli.CommandLine;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.ReplayException;
import org.vedette.io.IoErrors;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;

/**
 * {@code game export GAME [--at N] [--out FILE]}: the game as it stood after
 * journal entry N, written as a request's situation (io's
 * {@link RequestFile#toJson(GameState, org.vedette.core.rules.Ruleset, String)})
 * — a rules question or a bug report about one move, without the whole game.
 * Entries are numbered as {@code game show} lists them: 0 is the beginning.
 * What is written must read back to the very state; anything else is a bug.
 */
@Component(service = Command.class)
public final class GameExport implements Command {
    @Override
    public String name() {
        return "game export";
    }

    @Override
    public String usage() {
        return "game export GAME [--at N] [--out FILE]";
    }

    @Override
    public String summary() {
        return "write the game after entry N as a request's situation, for 'vedette resolve'";
    }

    @Override
    public String details() {
        return """
                Writes the game as it stood after journal entry N (numbered as 'game show'
                lists them: 0 is the beginning; without --at, the last) as a vedette.request
                with its situation — options, table, sides, every actor's status and marks,
                and the turn with the ruleset's own bookkeeping (OHFA's fate deck, hands and
                waiting plays, Sharpe's order of movement) — and no action. Add "action" and
                "inputs" (or "action": "next") and 'vedette resolve' gives what the game's
                next move would. Standard output, or --out FILE (written atomically; never
                the game's own journal). An OHFA melee's allocations committed so far are in
                it: it is the referee's file.""";
    }

    @Override
    public List<Option> options() {
        return List.of(Option.valued("at", "N", "the entry after which to take the game (0: the beginning; default: the last)"),
                Option.valued("out", "FILE", "write the request to FILE instead of standard output"));
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        String name = args.operands(name(), 1, 1, usage()).get(0);
        GameFile file = GameFile.load(name, rulesets, console);
        List<JournalEntry> entries = file.game().journal();
        int last = entries.size() - 1;
        int at = at(args, name, last);
        Game game = file.game();
        if (at < last) {
            try {
                game = Game.replay(game.rules(), game.start(), entries.subList(0, at + 1));
            } catch (ReplayException e) {
                throw new CommandFailed(name + ": the game does not replay to entry " + at + ": " + e.reason());
            }
        }
        GameState state = game.state();
        String note = name + " after entry " + at + " of " + last + ": " + entries.get(at).headline();
        String text = RequestFile.toJson(state, game.rules(), note);
        ReadResult<GameState> back = RequestFile.parseSituation(text, "the export", new Catalog(rulesets));
        if (!back.ok() || !state.equals(back.value())) {
            throw new IllegalStateException("the export of " + name + " at entry " + at + " does not read back to the"
                    + " same state" + (back.ok() ? "" : ": " + back.errors().get(0)));
        }
        if (args.value("out").isEmpty()) {
            console.out().print(text);
            return CommandLine.OK;
        }
        Path out = Path.of(args.value("out").get());
        try {
            if (Files.exists(out) && Files.isSameFile(out, Path.of(name))) {
                throw new UsageException("--out " + out + " is the game's own journal; choose another file");
            }
            RequestFile.write(out, state, game.rules(), note);
        } catch (IOException e) {
            throw new CommandFailed("cannot write " + out + ": " + IoErrors.reason(e) + "; nothing was written");
        }
        console.say("Wrote " + out + ": " + name + " after entry " + at + " as a request; add \"action\" and"
                + " \"inputs\", then 'vedette resolve " + out + "'");
        return CommandLine.OK;
    }

    /** --at N: from 0 (the beginning) to the last entry. */
    private static int at(Arguments args, String name, int last) throws UsageException {
        String v = args.value("at").orElse(Integer.toString(last));
        int at;
        try {
            at = Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new UsageException("--at takes an entry number from 0 (the beginning) to " + last + " (the last of "
                    + name + "), not '" + v + "'");
        }
        if (at < 0 || at > last) {
            throw new UsageException("--at " + at + ": " + name + " has entries 0 (the beginning) to " + last
                    + "; see 'vedette game show " + name + " --last " + (last + 1) + "'");
        }
        return at;
    }
}
