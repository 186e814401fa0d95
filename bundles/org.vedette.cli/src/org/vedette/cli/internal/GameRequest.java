package org.vedette.cli.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.UsageException;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.game.TableMove;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.ResolveRequest;
import org.vedette.io.RulesetCatalog;

/**
 * The move asked of a game: a request file without a situation (the game's
 * state is the situation), read by io's {@link RequestFile#parseForGame}, or
 * the action typed on the command line as {@code ACTION name=value…}, each
 * value read as its input's type says. The inputs themselves are checked by
 * the ruleset ({@code Requests.check}) when the game acts.
 */
record GameRequest(ActionRequest request, List<Integer> dice) {
    /** Reads {"format":"vedette.request", "version":1, "ruleset", "action", "inputs", "dice"}. */
    static GameRequest parse(String text, String file, RulesetCatalog catalog, GameState game, Console console)
            throws CommandFailed {
        ReadResult<ResolveRequest> read = RequestFile.parseForGame(text, file, catalog, game);
        for (Diagnostic d : read.diagnostics()) console.err().println(d);
        if (!read.ok()) {
            throw new CommandFailed(file + " is not a valid request (" + read.errors().size()
                    + (read.errors().size() == 1 ? " error" : " errors") + ")");
        }
        ResolveRequest r = read.value();
        return new GameRequest(r.request(), r.dice() == null ? List.of() : r.dice());
    }

    /** {@code shoot actor=52nd target=voltigeurs range=9.5 line-blocked}: a bare name is a flag set to true. */
    static GameRequest inline(Ruleset rules, String action, List<String> words) throws UsageException {
        ActionSpec spec = rules.action(action).orElseThrow(() -> new UsageException("'" + action
                + "' is neither a request file nor an action of " + rules.info().id() + "; its actions are "
                + String.join(", ", rules.actions().stream().map(ActionSpec::id).toList())));
        return inline(rules.info().id(), spec, words);
    }

    /** The same for an action given by its spec (a referee's action). */
    static GameRequest inline(String ruleset, ActionSpec spec, List<String> words) throws UsageException {
        String action = spec.id();
        Map<String, Object> inputs = new LinkedHashMap<>();
        for (String w : words) {
            int eq = w.indexOf('=');
            String key = eq < 0 ? w : w.substring(0, eq);
            // The program's own inputs, no ruleset's: a path on the table, and the referee's override of it.
            if (key.equals(TableMove.PATH) || key.equals(TableLaw.OVERRIDE)) {
                if (eq < 0) throw new UsageException("'" + key + "' takes a value: " + key + "=…");
                inputs.put(key, w.substring(eq + 1));
                continue;
            }
            FieldSpec f = spec.input(key).orElseThrow(() -> new UsageException("'" + action + "' has no input '"
                    + key + "'; its inputs are "
                    + String.join(", ", spec.inputs().stream().map(FieldSpec::id).toList())));
            String value = eq < 0 ? "true" : w.substring(eq + 1);
            inputs.put(key, typed(f, value));
        }
        return new GameRequest(new ActionRequest(ruleset, action, inputs), List.of());
    }

    private static Object typed(FieldSpec f, String value) throws UsageException {
        try {
            return switch (f.type()) {
                case INTEGER -> Integer.valueOf(value);
                case DECIMAL -> Double.valueOf(value);
                case FLAG -> switch (value) {
                    case "true", "yes" -> Boolean.TRUE;
                    case "false", "no" -> Boolean.FALSE;
                    default -> throw new UsageException("'" + f.id() + "' is true or false, not '" + value + "'");
                };
                case CHOICE, TEXT, ACTOR -> value;
            };
        } catch (NumberFormatException e) {
            throw new UsageException("'" + f.id() + "' takes a " + (f.type() == org.vedette.core.rules.FieldType.INTEGER
                    ? "whole number" : "number") + ", not '" + value + "'");
        }
    }
}
