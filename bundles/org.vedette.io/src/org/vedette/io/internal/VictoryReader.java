package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.vedette.core.model.Edge;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.Unit;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.core.model.VictoryCondition.Goal;
import org.vedette.core.model.VictoryCondition.Place;

/**
 * Reads a scenario's {@code victoryConditions} and checks each against the
 * scenario it belongs to: its side and the enemy it breaks are the
 * scenario's, the terrain it names is the table's, the actors it names are
 * units or figures of the scenario, its turn is within the scenario's turns.
 * Every problem is reported where it is written; a condition with one is
 * left out.
 */
final class VictoryReader {
    /** How many conditions a scenario may have (a hostile file must not make checking them cost without bound). */
    static final int MAX_CONDITIONS = 200;

    private final ModelReader model;
    private final Set<String> sides = new LinkedHashSet<>();
    private final Set<String> actors = new HashSet<>();
    private final Set<String> features = new LinkedHashSet<>();
    private final int turns;

    VictoryReader(ModelReader model, Table table, List<Side> sides, int turns) {
        this.model = model;
        this.turns = turns;
        for (Side s : sides) {
            this.sides.add(s.id());
            for (Unit u : s.units()) {
                actors.add(u.id());
                for (Figure f : u.figures()) actors.add(f.id());
            }
        }
        if (table != null) for (TerrainFeature f : table.terrain()) features.add(f.id());
    }

    List<VictoryCondition> read(Obj root, String field) {
        List<Obj> items = root.objects(field, false, "victory condition", MAX_CONDITIONS);
        if (items == null) return List.of();
        List<VictoryCondition> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Obj o : items) {
            String id = o.node().path("id").isTextual() ? o.node().get("id").textValue() : null;
            if (id != null && !ids.add(id)) {
                o.problems().error(o.at("id"), "duplicate victory condition id '" + id + "'");
                continue;
            }
            VictoryCondition c = condition(o);
            if (c != null) out.add(c);
        }
        return out;
    }

    private VictoryCondition condition(Obj o) {
        Problems problems = o.problems();
        int before = problems.errorCount();
        o.known("id", "side", "goal", "places", "uncontested", "actors", "atLeast", "knockedOut", "edge", "enemy", "check",
                "turn",
                "decisive", "points", "text");
        String id = o.id("id", true);
        String side = side(o, "side", true);
        GoalKind kind = o.choice("goal", GoalKind.class, true);
        Check check = o.choice("check", Check.class, true);
        Integer turn = o.integer("turn", false);
        Boolean decisive = o.flag("decisive", false);
        Integer points = o.integer("points", false);
        String text = o.text("text", false);
        if (check == Check.END_OF_TURN && turn == null) {
            problems.error(o.at(), "a condition looked at 'end-of-turn' needs 'turn': the end of which turn");
        } else if (check != null && check != Check.END_OF_TURN && turn != null) {
            problems.error(o.at("turn"), "'turn' belongs to a condition looked at 'end-of-turn', not '"
                    + Obj.fileName(check) + "'");
        } else if (turn != null && turn < 1) {
            problems.error(o.at("turn"), "expected a turn from 1, found " + turn);
        } else if (turn != null && turns > 0 && turn > turns) {
            problems.error(o.at("turn"), "turn " + turn + " is beyond the scenario's " + turns + " turns");
        }
        if (points != null && points < 0) problems.error(o.at("points"), "expected 0 or more points, found " + points);
        boolean wins = decisive != null && decisive;
        if (!wins && (points == null || points == 0) && problems.errorCount() == before) {
            problems.error(o.at(), "a victory condition either decides the game (\"decisive\": true) or scores "
                    + "\"points\"; this one does neither");
        }
        Goal goal = kind == null ? null : goal(o, kind, side);
        if (problems.errorCount() > before) return null;
        return new VictoryCondition(id, side, goal, check, turn == null ? 0 : turn, wins, points == null ? 0 : points,
                text);
    }

    /** What a condition's {@code goal} is called in a file. */
    enum GoalKind {
        HOLD, CASUALTIES, LEAVE_BY, BROKEN, OUTLAST
    }

    private Goal goal(Obj o, GoalKind kind, String side) {
        int before = o.problems().errorCount();
        List<String> allowed = switch (kind) {
            case HOLD -> List.of("places", "uncontested");
            case CASUALTIES -> List.of("actors", "atLeast", "knockedOut");
            case LEAVE_BY -> List.of("edge", "actors", "atLeast");
            case BROKEN -> List.of("enemy");
            case OUTLAST -> List.of();
        };
        for (String f : List.of("places", "uncontested", "actors", "atLeast", "knockedOut", "edge", "enemy")) {
            if (o.has(f) && !allowed.contains(f)) {
                o.problems().error(o.nameAt(f), "'" + f + "' does not belong to a '" + Obj.fileName(kind) + "' goal"
                        + (allowed.isEmpty() ? "" : " (its fields: " + String.join(", ", allowed) + ")"));
            }
        }
        Goal g = switch (kind) {
            case HOLD -> {
                List<Place> places = places(o);
                Boolean uncontested = o.flag("uncontested", false);
                yield places.isEmpty() ? null : new VictoryCondition.Hold(places, uncontested == null || uncontested);
            }
            case CASUALTIES -> {
                List<String> named = actors(o, true);
                Integer atLeast = atLeast(o, named.size());
                Boolean knockedOut = o.flag("knockedOut", false);
                yield named.isEmpty() || atLeast == null ? null
                        : new VictoryCondition.Casualties(named, atLeast, knockedOut != null && knockedOut);
            }
            case LEAVE_BY -> {
                Edge edge = o.choice("edge", Edge.class, true);
                List<String> named = actors(o, false);
                Integer atLeast = atLeast(o, named.isEmpty() ? Integer.MAX_VALUE : named.size());
                yield edge == null || atLeast == null ? null : new VictoryCondition.LeaveBy(edge, named, atLeast);
            }
            case BROKEN -> {
                String enemy = side(o, "enemy", true);
                if (enemy != null && enemy.equals(side)) {
                    o.problems().error(o.at("enemy"), "a side does not win by its own side '" + side + "' breaking");
                    yield null;
                }
                yield enemy == null ? null : new VictoryCondition.Broken(enemy);
            }
            case OUTLAST -> new VictoryCondition.Outlast();
        };
        return o.problems().errorCount() > before ? null : g;
    }

    private String side(Obj o, String field, boolean required) {
        String s = o.id(field, required);
        if (s != null && !sides.isEmpty() && !sides.contains(s)) {
            o.problems().error(o.at(field), "no side '" + s + "' (the sides: " + String.join(", ", sides) + ")");
            return null;
        }
        return s;
    }

    private List<String> actors(Obj o, boolean required) {
        if (required && !o.has("actors")) {
            o.problems().error(o.at(), "missing 'actors': expected the ids of the units or figures it names");
            return List.of();
        }
        List<String> named = o.texts("actors");
        for (int i = 0; i < named.size(); i++) {
            if (!actors.contains(named.get(i))) {
                o.problems().error(o.itemAt("actors", i), "no unit or figure '" + named.get(i) + "' in the scenario");
            }
        }
        if (required && named.isEmpty() && o.has("actors")) {
            o.problems().error(o.at("actors"), "expected at least one unit or figure id in 'actors'");
        }
        return named;
    }

    private static Integer atLeast(Obj o, int most) {
        Integer n = o.integer("atLeast", false);
        if (n == null) return o.has("atLeast") ? null : 1;
        if (n < 1 || n > most) {
            o.problems().error(o.at("atLeast"), "expected from 1 to " + (most == Integer.MAX_VALUE ? "any number" : most)
                    + " for 'atLeast', found " + n);
            return null;
        }
        return n;
    }

    private List<Place> places(Obj o) {
        List<Obj> items = o.objects("places", true, "place", Limits.MAX_TERRAIN);
        if (items == null) return List.of();
        if (items.isEmpty()) {
            o.problems().error(o.at("places"), "expected at least one place in 'places'");
            return List.of();
        }
        List<Place> out = new ArrayList<>();
        for (Obj p : items) {
            Place place = place(p);
            if (place != null) out.add(place);
        }
        return out.size() == items.size() ? out : List.of();
    }

    /** {@code {"feature": id}}, {@code {"centre": {x, y}, "radius": r}} or {@code {"from": {x, y}, "to": {x, y}}}. */
    private Place place(Obj p) {
        int before = p.problems().errorCount();
        p.known("feature", "centre", "radius", "from", "to");
        if (p.has("feature")) {
            String f = p.id("feature", true);
            if (f != null && !features.contains(f)) {
                p.problems().error(p.at("feature"), "no terrain feature '" + f + "' on the table"
                        + (features.isEmpty() ? "" : " (its features: " + String.join(", ", features) + ")"));
            }
            return p.problems().errorCount() > before ? null : new VictoryCondition.FeatureArea(f);
        }
        if (p.has("centre")) {
            Position c = model.position(p.object("centre", true));
            Double r = p.number("radius", true);
            if (r != null && r <= 0) p.problems().error(p.at("radius"), "expected a radius above 0 inches, found " + ModelReader.plain(r));
            if (c != null) model.checkOnTable(p, "centre", c, "the circle's centre");
            return p.problems().errorCount() > before ? null : new VictoryCondition.Circle(c, r);
        }
        if (p.has("from") || p.has("to")) {
            Position a = model.position(p.object("from", true));
            Position b = model.position(p.object("to", true));
            if (a != null && b != null && (a.x() == b.x() || a.y() == b.y())) {
                p.problems().error(p.at(), "a rectangle's corners 'from' and 'to' must differ in x and in y");
            }
            return p.problems().errorCount() > before ? null
                    : new VictoryCondition.Rectangle(a.x(), a.y(), b.x(), b.y());
        }
        p.problems().error(p.at(), "expected a place: {\"feature\": id}, {\"centre\": {\"x\", \"y\"}, \"radius\": inches} "
                + "or {\"from\": {\"x\", \"y\"}, \"to\": {\"x\", \"y\"}}");
        return null;
    }
}
