package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.MarkSpec;

/** A field (profile value, option or action input) in one line: type, unit, range, choices, required or default. */
final class FieldText {
    private FieldText() {
    }

    /** "range (Range): decimal in, from 0 to 48, required". */
    static String describe(FieldSpec f) {
        List<String> parts = new ArrayList<>();
        String type = f.type().name().toLowerCase(Locale.ROOT);
        parts.add(type);
        boolean ranged = f.min() != null || f.max() != null;
        if ((f.type() == FieldType.INTEGER || f.type() == FieldType.DECIMAL) && ranged) {
            parts.add(f.rangeText()); // ends with the unit, when there is one
        } else if (f.unit() != null) {
            parts.add("in " + f.unit());
        }
        if (f.type() == FieldType.CHOICE) {
            parts.add("one of " + String.join(" | ", f.choices().stream().map(FieldText::choice).toList()));
        }
        if (f.required()) {
            parts.add("required");
        } else if (f.defaultValue() != null) {
            parts.add("default " + plain(f.defaultValue()));
        } else {
            parts.add("optional");
        }
        String label = f.label().equals(f.id()) ? "" : " (" + f.label() + ")";
        String help = f.help().isEmpty() ? "" : " — " + f.help();
        return f.id() + label + ": " + String.join(", ", parts) + help;
    }

    /**
     * "wound.&lt;location&gt; (Wound): integer, from 1 to 5, location one of legs | …, for the game —
     * Wound points at a location … [Sharpe §13 Wound effects]".
     */
    static String describe(MarkSpec m) {
        FieldSpec f = m.value();
        List<String> parts = new ArrayList<>();
        parts.add(f.type().name().toLowerCase(Locale.ROOT));
        if (f.min() != null || f.max() != null) {
            parts.add(f.max() != null && f.max() == Integer.MAX_VALUE ? "at least " + plain(f.min()) : f.rangeText());
        }
        if (f.type() == FieldType.CHOICE) {
            parts.add("one of " + String.join(" | ", f.choices().stream().map(FieldText::choice).toList()));
        }
        if (m.family()) {
            parts.add(m.keyNoun() + " one of " + String.join(" | ", m.keys().stream().map(FieldText::choice).toList()));
        }
        parts.add("for " + m.lasts());
        return m.pattern() + " (" + m.label() + "): " + String.join(", ", parts) + " — " + m.meaning() + " ["
                + m.rule() + "]";
    }

    /** 0.0 reads as 0. */
    private static String plain(Object v) {
        return v instanceof Double d && d == Math.rint(d) && !d.isInfinite() ? Long.toString(d.longValue())
                : String.valueOf(v);
    }

    private static String choice(Choice c) {
        return c.label().equals(c.id()) ? c.id() : c.id() + " (" + c.label() + ")";
    }
}
