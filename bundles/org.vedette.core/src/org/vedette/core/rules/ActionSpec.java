package org.vedette.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One action of a ruleset's catalog and the inputs it takes: enough to build
 * The Other Side of the Hill's form (Actor, Action, Target, Range,
 * Terrain/Cover and the check boxes) for any ruleset.
 *
 * @param id     the key used in requests ("shoot")
 * @param label  what a form shows ("Shoot")
 * @param rule   the section that governs it
 * @param timing whether it needs the actor's turn
 * @param phases the turn phases in which it may be taken; empty = any
 * @param inputs its inputs, in form order
 */
public record ActionSpec(String id, String label, RuleRef rule, Timing timing, List<String> phases,
        List<FieldSpec> inputs) {
    public ActionSpec {
        phases = phases == null ? List.of() : List.copyOf(phases);
        inputs = List.copyOf(inputs);
    }

    public Optional<FieldSpec> input(String inputId) {
        // A loop, not a stream: every resolution of every ruleset passes here.
        for (FieldSpec f : inputs) {
            if (f.id().equals(inputId)) return Optional.of(f);
        }
        return Optional.empty();
    }

    /**
     * Every problem with a request's inputs: unknown inputs, missing required
     * ones, values of the wrong type or out of range. Empty when all are right.
     */
    public List<String> check(Map<String, Object> given) {
        // On the hot path of every resolution: no list is made until a problem is found.
        List<String> problems = null;
        for (String key : given.keySet()) {
            if (input(key).isEmpty()) {
                problems = add(problems, "'" + id + "' has no input '" + key + "'; its inputs are "
                        + inputs.stream().map(FieldSpec::id).toList());
            }
        }
        for (FieldSpec f : inputs) {
            Optional<String> wrong = f.check(given.get(f.id()));
            if (wrong.isPresent()) problems = add(problems, wrong.get());
        }
        return problems == null ? List.of() : problems;
    }

    private static List<String> add(List<String> problems, String problem) {
        List<String> list = problems == null ? new ArrayList<>() : problems;
        list.add(problem);
        return list;
    }
}
