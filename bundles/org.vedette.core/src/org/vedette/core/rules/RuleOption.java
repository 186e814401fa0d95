package org.vedette.core.rules;

import java.util.Objects;

/**
 * An optional rule or a ruling with more than one common reading: a field the
 * scenario (or the referee) sets, with the book's default.
 */
public record RuleOption(FieldSpec field, RuleRef rule) {
    public RuleOption {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(rule, "rule");
    }

    public String id() {
        return field.id();
    }
}
