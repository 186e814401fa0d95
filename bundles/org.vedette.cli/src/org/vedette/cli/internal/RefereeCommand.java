package org.vedette.cli.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.DiceChoice;
import org.vedette.cli.command.GameFile;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.cli.CommandLine;
import org.vedette.core.dice.DiceException;
import org.vedette.core.game.Game;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;

/**
 * {@code vedette game referee GAME ACTION NAME=VALUE…}: the referee's hand
 * ({@link Referee}) — a hit rolled on the ruleset's tables, a status or a
 * mark set, a figure or unit added or taken off — as one journal entry of its
 * own, undone with {@code game undo}. Without an ACTION, lists the referee's
 * actions for the game's ruleset with their inputs.
 */
@Component(service = Command.class)
public final class RefereeCommand implements Command {
    @Override
    public String name() {
        return "game referee";
    }

    @Override
    public String usage() {
        return "game referee GAME [ACTION NAME=VALUE…] [--dice F,… | --seed N] [--explain] [--json]";
    }

    @Override
    public String summary() {
        return "the referee's hand: a hit, a status, a mark, a figure added or removed";
    }

    @Override
    public String details() {
        return """
                What happens at the table that no action covers, as one journal line shown
                as the referee's and undone with 'game undo'. ACTION is 'hit' (rolled on the
                ruleset's own tables: Sharpe's area hit and wound table, One Hour's shooting
                dice, OHFA's damage table and save), 'status' (wounds=, shock=, down=,
                out=), 'mark' (mark=NAME value=VALUE; no value removes it), 'add' (id=,
                side=, name=, like=ACTOR, quality=, weapons=A,B, profile.FIELD=) or 'remove'
                (target=, reason=). The ruleset still checks the table it leaves: a mark it
                does not declare, a value of the wrong type or an impossible status is
                refused and changes nothing. Without ACTION, lists the actions and their
                inputs for the game's ruleset.""";
    }

    @Override
    public List<Option> options() {
        List<Option> o = new java.util.ArrayList<>(DiceChoice.options());
        o.add(Option.flag("explain", "print every step with its rule"));
        o.add(Option.flag("json", "print the outcome as JSON"));
        return o;
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        List<String> ops = args.operands();
        if (ops.isEmpty()) {
            throw new UsageException("'vedette game referee' needs the GAME file; usage: vedette " + usage());
        }
        GameFile file = GameFile.load(ops.get(0), rulesets, console);
        Ruleset rules = file.game().rules();
        if (ops.size() == 1) {
            console.say("The referee's actions in " + file.name() + " (" + rules.info().name() + "):");
            for (ActionSpec a : Referee.actions(rules)) {
                console.say("  " + a.id() + " (" + a.label() + ") [" + a.rule() + "]");
                for (FieldSpec f : a.inputs()) console.say("    " + FieldText.describe(f));
            }
            return CommandLine.OK;
        }
        String action = ops.get(1);
        ActionSpec spec = Referee.action(rules, action).orElseThrow(() -> new UsageException("the referee has no action '"
                + action + "' in " + rules.info().id() + "; his actions are " + String.join(", ",
                        Referee.actions(rules).stream().map(ActionSpec::id).toList())));
        GameRequest request = GameRequest.inline(rules.info().id(), spec, ops.subList(2, ops.size()));
        DiceChoice dice = DiceChoice.of(List.of(), args);
        Game.Played played;
        try {
            played = file.game().referee(request.request(), dice.source(), args.has("explain"));
        } catch (IllegalActionException refusal) {
            throw new CommandFailed("refused: " + refusal.explain() + "; " + file.name() + " is unchanged");
        } catch (DiceException e) {
            throw new CommandFailed(e.getMessage() + "; " + file.name() + " is unchanged");
        }
        file.record(played, dice, args.has("json"), console);
        return CommandLine.OK;
    }
}
