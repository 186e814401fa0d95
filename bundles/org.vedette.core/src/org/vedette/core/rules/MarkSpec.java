package org.vedette.core.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A mark a ruleset keeps on its figures or units — loaded, in square, points
 * spent this bound — declared beside its profile, so that files, the command
 * line and the workbench can check a mark's name and value, and show it in
 * the ruleset's own words, without knowing the ruleset.
 * <p>
 * A mark is one name ("fights") or a family: a prefix ending in a dot and one
 * of a list of keys ("wound." with the locations, "reload." with the
 * weapons), each member named prefix + key ("wound.right-arm").
 *
 * @param id      the mark's name, or a family's prefix ending in "."
 * @param keyNoun what a family's keys are ("location", "weapon"); null for a single mark
 * @param keys    a family's keys with their labels ("right-arm", "right arm"); empty for a single mark
 * @param value   the value's type: a flag, a whole number with its range and unit, a choice, an actor, text;
 *                its id is the mark's {@link #pattern}, its label the mark's label, its help the mark's meaning
 * @param words   words for particular values, shown instead of the value ("2" → "serious"); may be empty
 * @param rule    the section that keeps the mark
 * @param lasts   how long it lasts, in the book's terms ("this bound", "this turn", "the game")
 */
public record MarkSpec(String id, String keyNoun, List<Choice> keys, FieldSpec value, List<Choice> words, RuleRef rule,
        String lasts) {

    /** How long a mark lasts, as most books put it. */
    public static final String THE_GAME = "the game";

    public MarkSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(rule, "rule");
        keys = keys == null ? List.of() : List.copyOf(keys);
        words = words == null ? List.of() : List.copyOf(words);
        lasts = lasts == null ? THE_GAME : lasts;
        if (id.endsWith(".") == keys.isEmpty() || keys.isEmpty() != (keyNoun == null)) {
            throw new IllegalArgumentException("mark '" + id
                    + "': a family's id ends in '.' and it has keys and a key noun; a single mark has none of them");
        }
        if (!value.id().equals(pattern(id, keyNoun))) {
            throw new IllegalArgumentException("mark '" + id + "': its value must be named " + pattern(id, keyNoun));
        }
    }

    public static Builder flag(String id, String label) {
        return new Builder(id, FieldType.FLAG, label);
    }

    public static Builder count(String id, String label, int min, int max) {
        return new Builder(id, FieldType.INTEGER, label).range(min, max);
    }

    public static Builder actor(String id, String label) {
        return new Builder(id, FieldType.ACTOR, label);
    }

    public static Builder choice(String id, String label, List<Choice> choices) {
        return new Builder(id, FieldType.CHOICE, label).choices(choices);
    }

    public static Builder text(String id, String label) {
        return new Builder(id, FieldType.TEXT, label);
    }

    public String label() {
        return value.label();
    }

    /** What the mark means, with the rule's words. */
    public String meaning() {
        return value.help();
    }

    public FieldType type() {
        return value.type();
    }

    public boolean family() {
        return !keys.isEmpty();
    }

    /** Whether {@code name} is this mark, or a member of this family (any key: {@link #check} tells a wrong one). */
    public boolean names(String name) {
        return family() ? name.startsWith(id) && name.length() > id.length() : name.equals(id);
    }

    /** The key of a family member ("right-arm" of "wound.right-arm"), or null for a single mark. */
    public String key(String name) {
        return family() && names(name) ? name.substring(id.length()) : null;
    }

    /** How a form or a listing writes the name: "wound.&lt;location&gt;" for a family, the id for one mark. */
    public String pattern() {
        return pattern(id, keyNoun);
    }

    private static String pattern(String id, String keyNoun) {
        return keyNoun == null ? id : id + "<" + keyNoun + ">";
    }

    /**
     * What is wrong with this mark as written: a family member with an
     * unknown key, or a value of the wrong type or out of range.
     *
     * @return why, or empty when it is right
     */
    public Optional<String> check(String name, Object v) {
        if (family()) {
            String key = key(name);
            if (key == null || keys.stream().noneMatch(k -> k.id().equals(key))) {
                return Optional.of("mark '" + name + "' has no key '" + key + "': " + label().toLowerCase()
                        + " is kept for " + String.join(", ", keys.stream().map(Choice::id).toList()));
            }
        }
        if (v == null) return Optional.of("mark '" + name + "' has no value");
        Optional<String> wrong = value.check(v);
        return wrong.map(w -> "mark " + w.replaceFirst("^'" + java.util.regex.Pattern.quote(value.id()) + "'",
                "'" + java.util.regex.Matcher.quoteReplacement(name) + "'"));
    }

    /**
     * The label of one mark as a referee reads it: the family's label with
     * the key's ("Wound (right arm)"), or the mark's.
     */
    public String label(String name) {
        String key = key(name);
        if (key == null) return label();
        for (Choice k : keys) {
            if (k.id().equals(key)) return label() + " (" + k.label() + ")";
        }
        return label() + " (" + key + ")";
    }

    /**
     * A value in words: the word declared for it, a choice's label, a flag as
     * yes or no, a number with its unit ("2 bounds"); an actor's id as it is
     * (a display that knows the game puts the name in).
     */
    public String words(Object v) {
        if (v == null) return "—";
        String text = v instanceof Double d && d == Math.rint(d) ? Long.toString(d.longValue()) : v.toString();
        for (Choice w : words) {
            if (w.id().equals(text)) return w.label();
        }
        return switch (value.type()) {
            case FLAG -> Boolean.TRUE.equals(v) ? "yes" : "no";
            case CHOICE -> value.choices().stream().filter(c -> c.id().equals(text)).map(Choice::label).findFirst()
                    .orElse(text);
            case INTEGER, DECIMAL -> value.unit() == null ? text
                    : text + " " + (text.equals("1") ? singular(value.unit()) : value.unit());
            default -> text;
        };
    }

    /** "bounds" → "bound": units are declared in the plural. */
    private static String singular(String unit) {
        return unit.endsWith("s") ? unit.substring(0, unit.length() - 1) : unit;
    }

    /**
     * Turns text typed by a referee ("2", "true", "dubois") into a value of
     * this mark's type.
     *
     * @return the value, or empty when the text is not one (a whole number, true or false)
     */
    public Optional<Object> parse(String text) {
        String t = text.trim();
        return switch (value.type()) {
            case FLAG -> t.equalsIgnoreCase("true") || t.equalsIgnoreCase("yes") ? Optional.of(Boolean.TRUE)
                    : t.equalsIgnoreCase("false") || t.equalsIgnoreCase("no") ? Optional.of(Boolean.FALSE)
                    : Optional.empty();
            case INTEGER -> {
                try {
                    yield Optional.of(Integer.valueOf(t));
                } catch (NumberFormatException e) {
                    yield Optional.empty();
                }
            }
            case DECIMAL -> {
                try {
                    yield Optional.of(Double.valueOf(t));
                } catch (NumberFormatException e) {
                    yield Optional.empty();
                }
            }
            default -> t.isEmpty() ? Optional.empty() : Optional.of(t);
        };
    }

    /** What a value of this mark must be, for a refusal: "a whole number", "true or false", "one of …". */
    public String expected() {
        return switch (value.type()) {
            case FLAG -> "true or false";
            case INTEGER -> "a whole number";
            case DECIMAL -> "a number";
            case CHOICE -> "one of " + String.join(", ", value.choiceIds());
            case ACTOR -> "the id of a figure or unit";
            case TEXT -> "text";
        };
    }

    /** Builds a {@link MarkSpec}: a label, a meaning and a rule are required; the rest is optional. */
    public static final class Builder {
        private final String id;
        private final FieldSpec.Builder value;
        private List<Choice> keys = List.of();
        private String keyNoun;
        private String unit;
        private List<Choice> words = List.of();
        private RuleRef rule;
        private String lasts;

        private Builder(String id, FieldType type, String label) {
            this.id = id;
            this.value = FieldSpec.builder(id, type).label(label);
        }

        /** A family: the id ends in "."; {@code noun} says what the keys are ("location", "weapon"). */
        public Builder keys(String noun, List<Choice> k) {
            this.keys = k;
            this.keyNoun = noun;
            return this;
        }

        public Builder range(int lo, int hi) {
            value.range(lo, hi);
            return this;
        }

        public Builder choices(List<Choice> c) {
            value.choices(c);
            return this;
        }

        /** The unit of a number, in the plural ("bounds", "inches"). */
        public Builder unit(String u) {
            this.unit = u;
            return this;
        }

        public Builder words(Choice... w) {
            this.words = List.of(w);
            return this;
        }

        /** What the mark means, in the book's words where it has them. */
        public Builder means(String meaning) {
            value.help(meaning);
            return this;
        }

        public Builder rule(RuleRef r) {
            this.rule = r;
            return this;
        }

        public Builder lasts(String l) {
            this.lasts = l;
            return this;
        }

        public MarkSpec build() {
            FieldSpec v = value.required(true).unit(unit).build();
            if (!keys.isEmpty()) {
                // A family's value is named by its pattern, so a wrong value is said of "wound.<location>".
                v = new FieldSpec(pattern(id, keyNoun), v.label(), v.type(), true, v.min(), v.max(), v.unit(),
                        v.choices(), null, v.help());
            }
            return new MarkSpec(id, keys.isEmpty() ? null : keyNoun, keys, v, words, rule, lasts);
        }
    }
}
