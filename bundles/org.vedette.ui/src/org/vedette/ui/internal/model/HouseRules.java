package org.vedette.ui.internal.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;

/**
 * The referee's default options — his house rules — kept as Eclipse
 * preferences beside the dice ({@link DiceSetting#NODE}), one key a ruleset's
 * option: {@code option.sharpe.horsemen = true}. A new game takes them where
 * its scenario sets nothing: the designer's choice comes first, the house
 * rule next, the book's default last. The game's journal then records the
 * options it was begun with, so it replays alike whatever the preferences
 * become.
 *
 * <p>Only options with a few readings are house rules — flags and choices;
 * a text option (OHFA's fate deck order for a scripted game) belongs to one
 * scenario.
 */
public final class HouseRules {
    private static final String PREFIX = "option.";

    private HouseRules() {
    }

    /** Whether the option is one a referee sets for every game: a flag or a choice. */
    public static boolean settable(RuleOption option) {
        FieldType t = option.field().type();
        return t == FieldType.FLAG || t == FieldType.CHOICE;
    }

    public static String key(Ruleset rules, RuleOption option) {
        return PREFIX + rules.info().id() + "." + option.id();
    }

    /**
     * The house rules set for this ruleset, typed as a scenario writes them.
     * A stored value the ruleset no longer accepts (an option's choices
     * changed with a new version) is left out: the book's default stands.
     */
    public static Map<String, Object> of(IEclipsePreferences preferences, Ruleset rules) {
        Map<String, Object> set = new LinkedHashMap<>();
        for (RuleOption o : rules.options()) {
            if (!settable(o)) continue;
            String stored = preferences.get(key(rules, o), null);
            if (stored == null) continue;
            Object value = o.field().type() == FieldType.FLAG ? flag(stored) : stored;
            if (value != null && o.field().check(value).isEmpty()) set.put(o.id(), value);
        }
        return set;
    }

    private static Boolean flag(String stored) {
        return switch (stored) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> null;
        };
    }

    /** Sets a house rule, or (null) gives the option back to the book's default. */
    public static void put(IEclipsePreferences preferences, Ruleset rules, RuleOption option, Object value) {
        if (value == null) {
            preferences.remove(key(rules, option));
        } else {
            preferences.put(key(rules, option), value.toString());
        }
    }

    /** The scenario with the house rules under its own options: the options a new game begins with. */
    public static Scenario under(Scenario scenario, Map<String, Object> houseRules) {
        if (houseRules.isEmpty()) return scenario;
        Map<String, Object> options = new LinkedHashMap<>(houseRules);
        options.putAll(scenario.options());
        return new Scenario(scenario.id(), scenario.title(), scenario.ruleset(), scenario.description(), options,
                scenario.table(), scenario.sides(), scenario.objectives(), scenario.turns());
    }

    /** "Troop quality: on": the house rules a game takes, for the referee to see before he begins it. */
    public static List<String> describe(Ruleset rules, Scenario scenario, Map<String, Object> houseRules) {
        List<String> lines = new ArrayList<>();
        for (RuleOption o : rules.options()) {
            if (!houseRules.containsKey(o.id()) || scenario.options().containsKey(o.id())) continue;
            lines.add(o.field().label() + ": " + valueLabel(o, houseRules.get(o.id())));
        }
        return lines;
    }

    /** A value as the referee reads it: "on", "off", or the choice's label. */
    public static String valueLabel(RuleOption option, Object value) {
        if (value instanceof Boolean b) return b ? "on" : "off";
        for (var c : option.field().choices()) {
            if (c.id().equals(value)) return c.label();
        }
        return String.valueOf(value);
    }
}
