package org.vedette.core.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A typed field: a figure's profile value in a ruleset, or one input of an
 * action. Says enough to build a form (label, widget type, unit, range,
 * choices, default) and to check a value against it.
 *
 * @param id       the key used in files and requests
 * @param label    what a form shows
 * @param type     which kind of value
 * @param required whether a value must be given (otherwise {@code defaultValue} or absent)
 * @param min      least value for numbers, or null
 * @param max      greatest value for numbers, or null
 * @param unit     "in", "cm", "points", or null
 * @param choices  the allowed values of a {@link FieldType#CHOICE}
 * @param defaultValue the value when none is given, or null
 * @param help     one sentence for a tooltip, citing the rule where it matters
 */
public record FieldSpec(String id, String label, FieldType type, boolean required, Double min, Double max,
        String unit, List<Choice> choices, Object defaultValue, String help) {

    public FieldSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        label = label == null ? id : label;
        choices = choices == null ? List.of() : List.copyOf(choices);
        help = help == null ? "" : help;
        if (type == FieldType.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("choice field '" + id + "' has no choices");
        }
    }

    public static Builder builder(String id, FieldType type) {
        return new Builder(id, type);
    }

    public static FieldSpec actor(String id, String label, boolean required) {
        return builder(id, FieldType.ACTOR).label(label).required(required).build();
    }

    public static FieldSpec flag(String id, String label, String help) {
        return builder(id, FieldType.FLAG).label(label).defaultValue(Boolean.FALSE).help(help).build();
    }

    public static FieldSpec integer(String id, String label, int min, int max, Integer defaultValue) {
        return builder(id, FieldType.INTEGER).label(label).range(min, max).defaultValue(defaultValue)
                .required(defaultValue == null).build();
    }

    public static FieldSpec choice(String id, String label, boolean required, Choice... choices) {
        return builder(id, FieldType.CHOICE).label(label).required(required).choices(List.of(choices)).build();
    }

    public boolean hasChoice(String choiceId) {
        for (Choice c : choices) {
            if (c.id().equals(choiceId)) return true;
        }
        return false;
    }

    /**
     * Checks a value against this field. A JSON reader hands over numbers as
     * Integer or Double; both are accepted for DECIMAL, only whole numbers for INTEGER.
     *
     * @return why the value is wrong, or empty when it is right
     */
    public Optional<String> check(Object value) {
        if (value == null) {
            return required ? Optional.of("'" + id + "' is required") : Optional.empty();
        }
        switch (type) {
            case INTEGER -> {
                if (!(value instanceof Integer || value instanceof Long)) {
                    return Optional.of("'" + id + "' must be a whole number, not " + describe(value));
                }
                return checkRange(((Number) value).doubleValue());
            }
            case DECIMAL -> {
                if (!(value instanceof Number n) || !Double.isFinite(n.doubleValue())) {
                    return Optional.of("'" + id + "' must be a number, not " + describe(value));
                }
                return checkRange(n.doubleValue());
            }
            case FLAG -> {
                return value instanceof Boolean ? Optional.empty()
                        : Optional.of("'" + id + "' must be true or false, not " + describe(value));
            }
            case CHOICE -> {
                if (value instanceof String s && hasChoice(s)) {
                    return Optional.empty();
                }
                return Optional.of("'" + id + "' must be one of " + choiceIds() + ", not " + describe(value));
            }
            case TEXT, ACTOR -> {
                return value instanceof String s && !s.isBlank() ? Optional.empty()
                        : Optional.of("'" + id + "' must be " + (type == FieldType.ACTOR ? "the id of a figure or unit" : "text")
                                + ", not " + describe(value));
            }
            default -> throw new AssertionError(type);
        }
    }

    private Optional<String> checkRange(double v) {
        if ((min != null && v < min) || (max != null && v > max)) {
            return Optional.of("'" + id + "' is " + plain(v) + (unit == null ? "" : " " + unit) + " but must be "
                    + rangeText());
        }
        return Optional.empty();
    }

    /** "from 1 to 6", "at least 0", "at most 48 in". */
    public String rangeText() {
        String u = unit == null ? "" : " " + unit;
        if (min != null && max != null) return "from " + plain(min) + " to " + plain(max) + u;
        if (min != null) return "at least " + plain(min) + u;
        if (max != null) return "at most " + plain(max) + u;
        return "any number";
    }

    public List<String> choiceIds() {
        return choices.stream().map(Choice::id).toList();
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static String describe(Object value) {
        return value instanceof String s ? "\"" + s + "\"" : String.valueOf(value);
    }

    /** Builds a {@link FieldSpec}; ids and types are required, everything else optional. */
    public static final class Builder {
        private final String id;
        private final FieldType type;
        private String label;
        private boolean required;
        private Double min;
        private Double max;
        private String unit;
        private List<Choice> choices = List.of();
        private Object defaultValue;
        private String help;

        private Builder(String id, FieldType type) {
            this.id = id;
            this.type = type;
        }

        public Builder label(String l) { this.label = l; return this; }
        public Builder required(boolean r) { this.required = r; return this; }
        public Builder range(double lo, double hi) { this.min = lo; this.max = hi; return this; }
        public Builder min(double lo) { this.min = lo; return this; }
        public Builder max(double hi) { this.max = hi; return this; }
        public Builder unit(String u) { this.unit = u; return this; }
        public Builder choices(List<Choice> c) { this.choices = c; return this; }
        public Builder defaultValue(Object d) { this.defaultValue = d; return this; }
        public Builder help(String h) { this.help = h; return this; }

        public FieldSpec build() {
            return new FieldSpec(id, label, type, required, min, max, unit, choices, defaultValue, help);
        }
    }
}
