package org.vedette.core.rules;

import java.util.Map;
import java.util.Objects;

import org.vedette.core.model.Values;

/**
 * What the referee asks for: an action of a ruleset with its inputs (actor ids,
 * numbers, choices, flags, a path on the table), as typed into the form or a
 * request file ({@link Values#inputsOf}).
 */
public record ActionRequest(String ruleset, String action, Map<String, Object> inputs) {
    public ActionRequest {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(action, "action");
        inputs = Values.inputsOf(inputs);
    }

    public Object input(String id) {
        return inputs.get(id);
    }

    public String text(String id) {
        Object v = inputs.get(id);
        return v == null ? null : v.toString();
    }

    public boolean flag(String id) {
        return Boolean.TRUE.equals(inputs.get(id));
    }

    public double number(String id, double fallback) {
        return inputs.get(id) instanceof Number n ? n.doubleValue() : fallback;
    }
}
