package org.vedette.inventory.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Unit;
import org.vedette.inventory.Counting;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;

/**
 * The figures a scenario's units need, one need per kind of figure.
 *
 * <p>A figure-level ruleset (Sharpe, OHFA) lists its figures: each is one. A
 * unit-level ruleset (One Hour) has units the designer fields as so many
 * figures: the unit's own {@value #FIGURES} profile field where the designer
 * set one, else the collector's {@link Counting#figuresPerUnit}; the figures a unit lists (an
 * ensign, an eagle bearer) are among them, by their role, and the rest rank
 * and file. A unit that lists no figures in a figure-level ruleset counts the
 * same way. A side's nation is its own or its roster's; a side with neither is
 * taken to be of the nation its id names ("french").
 */
final class ScenarioNeeds {
    /** Which role wins when a name has words of several ("Eagle bearer, sergeant" carries the eagle). */
    /** The profile field in which a designer gives a unit's number of figures (One Hour's "figures"). */
    static final String FIGURES = "figures";
    private static final List<String> ROLE_ORDER = List.of("standard", "musician", "officer", "nco");

    private final InventoryRules rules;
    private final Counting counting;
    private final Map<FigureKind, Integer> counts = new LinkedHashMap<>();
    private final Map<FigureKind, Set<String>> from = new LinkedHashMap<>();

    private ScenarioNeeds(InventoryRules rules, Counting counting) {
        this.rules = rules;
        this.counting = counting;
    }

    static List<Need> of(Scenario scenario, InventoryRules rules) {
        ScenarioNeeds needs = new ScenarioNeeds(rules, rules.countingFor(scenario.ruleset()));
        for (Side side : scenario.sides()) {
            String nation = side.nation() != null ? side.nation() : side.id();
            for (Unit unit : side.units()) needs.unit(nation, unit);
        }
        return needs.list();
    }

    private void unit(String nation, Unit unit) {
        String unitType = troopType(unit.profile(), null);
        String where = unit.name();
        if (counting.unitLevel() || unit.figures().isEmpty()) {
            int modelled = unit.profile().get(FIGURES) instanceof Number n ? n.intValue()
                    : unitType == null ? counting.defaultPerUnit()
                    : counting.figuresPerUnit().getOrDefault(unitType, counting.defaultPerUnit());
            int size = Math.max(unit.figures().size(), modelled);
            for (Figure f : unit.figures()) add(figure(nation, unit, unitType, f), 1, where);
            int rest = size - unit.figures().size();
            if (rest > 0) {
                add(new FigureKind(nation, unitType, unit.mounted(), FigureKind.RANK_AND_FILE, null, List.of()),
                        rest, where);
            }
        } else {
            for (Figure f : unit.figures()) add(figure(nation, unit, unitType, f), 1, where);
        }
    }

    private FigureKind figure(String nation, Unit unit, String unitType, Figure f) {
        String type = troopType(f.profile(), unitType);
        return new FigureKind(nation, type, f.mounted() || unit.mounted(), role(f), weapon(f.weapons()), List.of());
    }

    private String troopType(Map<String, Object> profile, String otherwise) {
        if (counting.troopTypeField() == null) return otherwise;
        Object v = profile.get(counting.troopTypeField());
        if (v == null) return otherwise;
        String s = v.toString();
        return counting.troopTypes().getOrDefault(s, s);
    }

    /** The profile's rank when it names a role; otherwise the words of the figure's name ("Sgt", "Eagle"). */
    private String role(Figure f) {
        if (counting.roleField() != null && f.profile().get(counting.roleField()) instanceof String rank
                && ROLE_ORDER.contains(rank.toLowerCase(Locale.ROOT))) {
            return rank.toLowerCase(Locale.ROOT);
        }
        Set<String> found = new LinkedHashSet<>();
        for (String word : f.name().toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            String role = rules.roleWords().get(word);
            if (role != null) found.add(role);
        }
        for (String role : ROLE_ORDER) {
            if (found.contains(role)) return role;
        }
        return FigureKind.RANK_AND_FILE;
    }

    /** The first of a figure's weapons the rules know, in the collection's words. */
    private String weapon(List<String> weapons) {
        for (String w : weapons) {
            String mapped = rules.weapons().get(w.toLowerCase(Locale.ROOT));
            if (mapped != null) return mapped;
        }
        return null;
    }

    private void add(FigureKind kind, int n, String where) {
        counts.merge(kind, n, Integer::sum);
        from.computeIfAbsent(kind, k -> new LinkedHashSet<>()).add(where);
    }

    private List<Need> list() {
        List<Need> out = new ArrayList<>();
        Set<String> ids = new LinkedHashSet<>();
        for (Map.Entry<FigureKind, Integer> e : counts.entrySet()) {
            String label = e.getKey().describe();
            String id = slug(label);
            for (int i = 2; !ids.add(id); i++) id = slug(label) + "-" + i;
            out.add(new Need(id, label, e.getKey(), e.getValue(), 0, List.copyOf(from.get(e.getKey()))));
        }
        return out;
    }

    static String slug(String text) {
        String s = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("(^-|-$)", "");
        return s.isEmpty() ? "need" : s;
    }
}
