package org.vedette.core.rules;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;

/**
 * The checks every request passes before a ruleset's own rules: the action
 * exists, its inputs are the right type and in range, every actor input names
 * an actor of the game, and the actor is still in the game. Rulesets call
 * {@link #check} first in {@code resolve}. A {@link CatalogRuleset} remembers
 * the last request it accepted against a state, so checking it again costs
 * nothing; a refusal is worked out, and worded, each time.
 */
public final class Requests {
    /** The input naming who acts, by convention in every action catalog. */
    public static final String ACTOR = "actor";

    private Requests() {
    }

    /**
     * @return the action's spec
     * @throws IllegalActionException listing every problem found, not just the first
     */
    public static ActionSpec check(Ruleset rules, ActionRequest request, GameState state)
            throws IllegalActionException {
        // The AI's rehearsal, the game and the resolution each check the same request against the same state.
        CatalogRuleset memo = rules instanceof CatalogRuleset c ? c : null;
        if (memo != null) {
            ActionSpec spec = memo.acceptedBefore(request, state);
            if (spec != null) return spec;
        }
        ActionSpec spec = checked(rules, request, state);
        if (memo != null) memo.accept(request, state, spec);
        return spec;
    }

    private static ActionSpec checked(Ruleset rules, ActionRequest request, GameState state)
            throws IllegalActionException {
        String id = rules.info().id();
        if (!id.equals(request.ruleset())) {
            throw new IllegalActionException(null,
                    "the request is for ruleset '" + request.ruleset() + "', not '" + id + "'");
        }
        ActionSpec spec = rules.action(request.action()).orElseThrow(() -> new IllegalActionException(null,
                "'" + id + "' has no action '" + request.action() + "'; its actions are "
                        + rules.actions().stream().map(ActionSpec::id).toList()));
        // Every resolution passes here: the list of problems is made only when there is one.
        List<String> problems = spec.check(request.inputs());
        for (FieldSpec f : spec.inputs()) {
            if (f.type() == FieldType.ACTOR && request.input(f.id()) instanceof String ref) {
                Actor a = state.actor(ref);
                if (a == null) {
                    problems = with(problems, "'" + f.id() + "' names '" + ref + "', which is not in this game");
                } else if (f.id().equals(ACTOR) && a.status().out()) {
                    problems = with(problems, a.name() + " is out of the game and cannot act");
                }
            }
        }
        if (!problems.isEmpty()) {
            // The ruleset may say more of it than the fields can (Ruleset.inputsRefused).
            throw rules.inputsRefused(spec, request, state,
                    new IllegalActionException(spec.rule(), String.join("; ", problems)));
        }
        return spec;
    }

    private static List<String> with(List<String> problems, String problem) {
        List<String> list = new ArrayList<>(problems);
        list.add(problem);
        return list;
    }
}
