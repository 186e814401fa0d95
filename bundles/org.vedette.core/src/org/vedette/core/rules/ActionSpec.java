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
        return inputs.stream().filter(f -> f.id().equals(inputId)).findFirst();
    }

    /**
     * Every problem with a request's inputs: unknown inputs, missing required
     * ones, values of the wrong type or out of range. Empty when all are right.
     */
    public List<String> check(Map<String, Object> given) {
        List<String> problems = new ArrayList<>();
        for (String key : given.keySet()) {
            if (input(key).isEmpty()) {
                problems.add("'" + id + "' has no input '" + key + "'; its inputs are "
                        + inputs.stream().map(FieldSpec::id).toList());
            }
        }
        for (FieldSpec f : inputs) {
            f.check(given.get(f.id())).ifPresent(problems::add);
        }
        return problems;
    }
}
