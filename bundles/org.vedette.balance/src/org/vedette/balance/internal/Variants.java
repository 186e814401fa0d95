package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.balance.Sweep;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Ruleset;

/** A scenario with one parameter of a sweep set to one value: what the scenario model lets a sweep change. */
final class Variants {
    private Variants() {
    }

    /** The scenario's turn limit for {@code value} of a turns sweep; else {@code turns} unchanged. */
    static int turns(Sweep sweep, String value, int turns) {
        return sweep.parameter() == Sweep.Parameter.TURNS ? Integer.parseInt(value) : turns;
    }

    /**
     * The scenario with the sweep's parameter at {@code value}.
     *
     * @throws IllegalArgumentException no such unit or side, a quality the ruleset lacks, a side larger than it is
     */
    static Scenario of(Scenario scenario, Ruleset rules, Sweep sweep, String value) {
        return switch (sweep.parameter()) {
            case TURNS -> scenario;
            case QUALITY -> quality(scenario, rules, sweep.target(), value);
            case SIZE -> size(scenario, sweep.target(), Integer.parseInt(value));
        };
    }

    private static Scenario quality(Scenario scenario, Ruleset rules, String unit, String quality) {
        if (!rules.profile().hasQuality(quality)) {
            List<String> known = rules.profile().qualities().stream().map(Choice::id).toList();
            throw new IllegalArgumentException(known.isEmpty()
                    ? rules.info().name() + " gives its units no troop quality, so quality cannot be swept"
                    : "'" + quality + "' is not a quality of " + rules.info().name() + "; its qualities are " + known);
        }
        List<Side> sides = new ArrayList<>();
        boolean found = false;
        for (Side s : scenario.sides()) {
            List<Unit> units = new ArrayList<>();
            for (Unit u : s.units()) {
                if (u.id().equals(unit)) {
                    found = true;
                    List<Figure> figures = new ArrayList<>();
                    // The figures take the unit's quality: one that kept its own would not change with the sweep.
                    for (Figure f : u.figures()) figures.add(new Figure(f.id(), f.name(), quality, f.mounted(),
                            f.weapons(), f.profile(), f.position(), f.base()));
                    u = new Unit(u.id(), u.name(), quality, u.mounted(), u.profile(), figures, u.position(), u.base());
                }
                units.add(u);
            }
            sides.add(with(s, units));
        }
        if (!found) throw new IllegalArgumentException("no unit '" + unit + "' in " + scenario.id() + "; its units are "
                + scenario.sides().stream().flatMap(s -> s.units().stream()).map(Unit::id).toList());
        return with(scenario, sides);
    }

    private static Scenario size(Scenario scenario, String side, int size) {
        List<Side> sides = new ArrayList<>();
        boolean found = false;
        for (Side s : scenario.sides()) {
            if (s.id().equals(side)) {
                found = true;
                if (size > s.units().size()) {
                    throw new IllegalArgumentException("side '" + side + "' has " + s.units().size()
                            + " units; a sweep may field fewer of them, not " + size);
                }
                s = with(s, s.units().subList(0, size));
            }
            sides.add(s);
        }
        if (!found) throw new IllegalArgumentException("no side '" + side + "' in " + scenario.id() + "; its sides are "
                + scenario.sides().stream().map(Side::id).toList());
        return with(scenario, sides);
    }

    private static Side with(Side s, List<Unit> units) {
        return new Side(s.id(), s.name(), s.control(), s.edge(), units, s.deployment(), s.nation(), s.ai());
    }

    /**
     * The scenario with these sides and everything else its own — its victory conditions too: a variant judged
     * without them would not be comparable with the scenario's own run.
     */
    private static Scenario with(Scenario s, List<Side> sides) {
        return new Scenario(s.id(), s.title(), s.ruleset(), s.description(), s.options(), s.table(), sides,
                s.objectives(), s.turns(), s.victoryConditions());
    }
}
