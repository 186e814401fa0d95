package org.vedette.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;

/**
 * The checks of an actor's marks and status against his ruleset's
 * declarations ({@link Ruleset#marks()}, {@link Ruleset#checkStatus}), shared
 * by the file readers, the game and the workbench. They run when a state is
 * read (a request's situation, a referee's change), never in a resolution:
 * the rulesets trust the marks they write themselves.
 * <p>
 * A ruleset that declares no marks accepts every mark: a ruleset bundle
 * written before marks were declared keeps working until it declares its own.
 */
public final class Marks {
    private Marks() {
    }

    /** The declaration that names {@code name}: a single mark first, else the family it belongs to. */
    public static Optional<MarkSpec> find(List<MarkSpec> marks, String name) {
        MarkSpec family = null;
        for (MarkSpec m : marks) {
            if (!m.names(name)) continue;
            if (!m.family()) return Optional.of(m);
            if (family == null || m.id().length() > family.id().length()) family = m;
        }
        return Optional.ofNullable(family);
    }

    /**
     * What is wrong with one mark written on an actor of this ruleset: a name
     * it does not declare (with the nearest it does, for a misspelling), a
     * family member with an unknown key, a value of the wrong type or out of
     * range.
     *
     * @return why, or empty when it is right
     */
    public static Optional<String> check(Ruleset rules, String name, Object value) {
        List<MarkSpec> marks = rules.marks();
        if (marks.isEmpty()) return Optional.empty();
        Optional<MarkSpec> spec = find(marks, name);
        if (spec.isEmpty()) {
            String near = nearest(marks, name);
            return Optional.of("unknown mark '" + name + "' for " + rules.info().id()
                    + (near == null ? "" : " (did you mean '" + near + "'?)")
                    + "; 'vedette rulesets' lists its marks");
        }
        return spec.get().check(name, value);
    }

    /**
     * Every problem with an actor as a state holds him: each mark (as
     * {@link #check}), each mark naming an actor that the game does not
     * have, and whatever the ruleset finds impossible in his status and
     * marks together ({@link Ruleset#checkStatus}).
     *
     * @param state the game, for marks that name an actor; null to skip that check
     */
    public static List<String> check(Ruleset rules, Actor actor, GameState state) {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, Object> m : actor.marks().entrySet()) {
            Optional<String> wrong = check(rules, m.getKey(), m.getValue());
            if (wrong.isPresent()) {
                problems.add(wrong.get());
            } else if (state != null && m.getValue() instanceof String ref) {
                Optional<MarkSpec> spec = find(rules.marks(), m.getKey());
                if (spec.isPresent() && spec.get().type() == FieldType.ACTOR && state.actor(ref) == null) {
                    problems.add("mark '" + m.getKey() + "' names '" + ref + "', who is not in the game");
                }
            }
        }
        problems.addAll(rules.checkStatus(actor));
        return problems;
    }

    /**
     * The label and value of a mark in the ruleset's words ("Wound (right
     * arm): serious"), or the raw "name=value" when it is not declared.
     */
    public static String describe(Ruleset rules, String name, Object value) {
        Optional<MarkSpec> spec = rules == null ? Optional.empty() : find(rules.marks(), name);
        if (spec.isEmpty()) return Boolean.TRUE.equals(value) ? name : name + "=" + value;
        MarkSpec m = spec.get();
        if (m.type() == FieldType.FLAG && Boolean.TRUE.equals(value)) return m.label(name);
        return m.label(name) + ": " + m.words(value);
    }

    /** The declared name (a single mark's id, or a family's pattern) nearest to a misspelt one, if any is near. */
    private static String nearest(List<MarkSpec> marks, String name) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (MarkSpec m : marks) {
            // A family is compared by its prefix: "wuond.head" is near "wound.".
            String compared = m.family() && name.contains(".") ? name.substring(0, name.indexOf('.') + 1) : name;
            int d = distance(compared, m.id());
            if (d < bestDistance) {
                bestDistance = d;
                best = m.pattern();
            }
        }
        // Two edits is a misspelling; more is another word.
        return bestDistance <= 2 ? best : null;
    }

    /** Levenshtein distance: the fewest one-letter edits from a to b. */
    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int same = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + same);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
