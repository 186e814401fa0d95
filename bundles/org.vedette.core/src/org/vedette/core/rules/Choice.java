package org.vedette.core.rules;

import java.util.Objects;

/** One allowed value of a choice field: its id (stored) and its label (shown). */
public record Choice(String id, String label) {
    public Choice {
        Objects.requireNonNull(id, "id");
        label = label == null ? id : label;
    }

    public static Choice of(String id, String label) {
        return new Choice(id, label);
    }
}
