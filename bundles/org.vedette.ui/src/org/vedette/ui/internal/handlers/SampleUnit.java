package org.vedette.ui.internal.handlers;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;

/**
 * One unit a new scenario or roster starts with, made from the ruleset's own
 * {@link Profile} so that it validates and shows the designer what a figure
 * (or a One Hour unit) carries: a middling quality (One Hour's trained,
 * OHFA's regular), a musket where the ruleset has one, each required profile
 * value and each choice. Required numbers take the middle of their range (a
 * Sharpe character's 1D6 abilities 3, firing 6 — a line soldier), choices
 * their default or their first; an optional number is left out.
 */
final class SampleUnit {
    private static final String MUSKET = "musket";

    private SampleUnit() {
    }

    /**
     * The unit as JSON, its lines indented by {@code indent}.
     *
     * @param id   the unit's id; a figure's is this with "-1"
     * @param name the unit's name
     */
    static String json(Ruleset ruleset, String id, String name, String indent) {
        Profile p = ruleset.profile();
        List<String> figure = new ArrayList<>();
        if (!p.qualities().isEmpty()) {
            // The books list qualities best first or worst first: the middle one is the ordinary soldier.
            figure.add("\"quality\": \"" + p.qualities().get((p.qualities().size() - 1) / 2).id() + "\"");
        }
        if (!p.weapons().isEmpty() && p.scale() == Scale.FIGURE) {
            String weapon = p.hasWeapon(MUSKET) ? MUSKET : p.weapons().get(0).id();
            figure.add("\"weapons\": [\"" + weapon + "\"]");
        }
        String profile = profile(p);
        if (!profile.isEmpty()) figure.add("\"profile\": { " + profile + " }");
        if (p.scale() == Scale.UNIT) {
            return indent + "{ \"id\": \"" + id + "\", \"name\": \"" + name + "\""
                    + (figure.isEmpty() ? "" : ", " + String.join(", ", figure)) + " }";
        }
        return indent + "{ \"id\": \"" + id + "\", \"name\": \"" + name + "\", \"figures\": [\n"
                + indent + "  { \"id\": \"" + id + "-1\", \"name\": \"" + name + ", first figure\""
                + (figure.isEmpty() ? "" : ", " + String.join(", ", figure)) + " } ] }";
    }

    private static String profile(Profile p) {
        List<String> values = new ArrayList<>();
        for (FieldSpec f : p.fields()) {
            Object v = sample(f);
            if (v == null) continue;
            values.add("\"" + f.id() + "\": " + (v instanceof String s ? "\"" + s + "\"" : v));
        }
        return String.join(", ", values);
    }

    /** A value the field takes, or null to leave it out (optional, with no default). */
    private static Object sample(FieldSpec f) {
        if (!f.required()) return f.type() == FieldType.CHOICE ? f.defaultValue() : null;
        if (f.defaultValue() != null) return f.defaultValue();
        return switch (f.type()) {
            case CHOICE -> f.choices().stream().map(Choice::id).findFirst().orElse(null);
            case INTEGER -> f.min() == null ? 1 : f.max() == null ? f.min().intValue()
                    : (int) Math.floor((f.min() + f.max()) / 2);
            case DECIMAL -> f.min() == null ? 1.0 : f.min();
            case FLAG -> Boolean.FALSE;
            case TEXT, ACTOR -> f.id();
        };
    }
}
