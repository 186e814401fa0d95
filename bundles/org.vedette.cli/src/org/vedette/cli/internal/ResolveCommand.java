package org.vedette.cli.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Catalog;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.DiceChoice;
import org.vedette.cli.command.Inputs;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.OutcomeText;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.cli.CommandLine;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceException;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.OutcomeJson;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.ResolveRequest;

/**
 * {@code vedette resolve [FILE|-]}: one action, in the situation the request
 * file describes, through the ruleset's service. Nothing is stored; for a game
 * that remembers, see {@code vedette game}.
 */
@Component(service = Command.class)
public final class ResolveCommand implements Command {
    @Override
    public String name() {
        return "resolve";
    }

    @Override
    public String usage() {
        return "resolve [FILE|-] [--json] [--explain] [--seed N | --dice F,F,…] [--check]";
    }

    @Override
    public String summary() {
        return "resolve one action from a request file (or standard input)";
    }

    @Override
    public String details() {
        return """
                Reads a vedette.request file (docs/FILES.md): ruleset, action, inputs, the
                situation (actors, turn, options) and optionally the dice. The action "next"
                moves the situation's turn on, as 'vedette game next' does; 'vedette game
                export' writes any moment of a game as a situation. Without FILE, or
                with -, the request is read from standard input. The action is resolved by
                the ruleset's service and the outcome printed: the headline, each roll with
                its purpose and faces, the events and, with --explain, every step of the
                reasoning with the rule it applies.
                Dice: the request's "dice" if it gives them, else --dice, else the computer's
                dice from --seed N, else from a seed taken from the clock and printed.
                Exit 0 when resolved, 1 when the file is invalid or the rules refuse the
                action (the reason and the rule are printed), 2 for a usage error.""";
    }

    @Override
    public List<Option> options() {
        List<Option> o = new ArrayList<>(List.of(
                Option.flag("json", "print the outcome as JSON (the seed note goes to standard error)"),
                Option.flag("explain", "print every step of the resolution with its rule")));
        o.addAll(DiceChoice.options());
        o.add(Option.flag("check", "check the request's \"expect\" object; exit 1 if the outcome differs"));
        return o;
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        List<String> files = args.operands("resolve", 0, 1, usage());
        String name = files.isEmpty() ? "-" : files.get(0);
        Catalog catalog = new Catalog(rulesets);
        ReadResult<ResolveRequest> read;
        String shown;
        if (name.equals("-")) {
            shown = Inputs.STDIN;
            read = RequestFile.parse(Inputs.stdin(console), shown, catalog);
        } else {
            Path file = Inputs.existing(name);
            shown = name;
            read = RequestFile.read(file, catalog);
        }
        catalog.requireNoneMissing(shown);
        for (Diagnostic d : read.diagnostics()) console.err().println(d);
        if (!read.ok()) {
            throw new CommandFailed(shown + " is not a valid request (" + read.errors().size()
                    + (read.errors().size() == 1 ? " error" : " errors") + ")");
        }
        ResolveRequest request = read.value();
        Ruleset rules = rulesets.require(request.request().ruleset(), shown + ": ");
        DiceChoice dice = DiceChoice.of(request.dice(), args);
        boolean json = args.has("json");
        Expectations expect = new Expectations(request.expect());
        boolean check = args.has("check");
        if (check && expect.isEmpty()) {
            throw new UsageException(shown + " has no \"expect\" object for --check to check");
        }
        Outcome outcome;
        try {
            // A moment past the scenario's last turn is refused as the game it came from refuses it.
            if (request.state().ended()) throw new IllegalActionException(null, request.state().ending());
            Explanation explanation = args.has("explain") ? Explanation.wanted() : Explanation.none();
            // "next" moves the situation's turn on, as 'vedette game next' moves a game on.
            outcome = request.advances()
                    ? rules.turnStructure().advance(request.state(), new Dice(dice.source()), explanation)
                    : rules.resolve(request.request(), request.state(), new Dice(dice.source()), explanation);
        } catch (IllegalActionException refusal) {
            if (check) {
                return verdict(expect.check(refusal), expect, shown, console, "refused as expected: "
                        + refusal.explain());
            }
            throw new CommandFailed("refused: " + refusal.explain());
        } catch (DiceException e) {
            throw dice.wrong(e, "");
        } catch (IllegalStateException e) {
            // The turn cannot move on from this situation (a phase or side it does not name): the file is wrong.
            if (!request.advances()) throw e;
            throw new CommandFailed(shown + ": the turn cannot move on: " + e.getMessage());
        }
        if (json) {
            console.out().print(OutcomeJson.toJson(outcome, dice.unusedFaces()));
            if (!outcome.rolls().isEmpty()) console.err().println(dice.description());
        } else {
            OutcomeText.print(outcome, console);
            if (!outcome.rolls().isEmpty()) console.say(dice.description());
        }
        if (dice.unused() > 0) {
            console.warn(dice.unusedNote());
        }
        if (check) {
            return verdict(expect.check(outcome), expect, shown, console, "as expected");
        }
        return CommandLine.OK;
    }

    private static int verdict(List<String> wrong, Expectations expect, String file, Console console, String ok) {
        for (String k : expect.unknownKeys()) {
            console.warn(file + ": expect key '" + k + "' is not checked (checked keys: "
                    + String.join(", ", Expectations.KEYS) + ")");
        }
        if (wrong.isEmpty()) {
            console.err().println(file + ": " + ok);
            return CommandLine.OK;
        }
        for (String w : wrong) console.err().println(file + ": " + w);
        return CommandLine.FAILED;
    }
}
