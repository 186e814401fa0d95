package org.vedette.scenario.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Going;
import org.vedette.core.model.Marker;
import org.vedette.core.model.Position;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Unit;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.Zone;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.TroopType;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.scenario.TerrainPalette;
import org.vedette.scenario.TerrainPalette.Piece;

/**
 * The scenario generator service. Everything random comes from one
 * {@link SplittableRandom} seeded by the spec, used in a fixed order, so the
 * same spec gives the same scenario. The terrain is drawn from
 * the {@link TerrainPalette} (tables/terrain-palette.json, or the designer's override) in the middle of the table, clear of the deployment strips
 * (the near and far {@value #STRIP} inches); a road crosses the table and,
 * on a denser table, a river with a ford. Units are drawn from the troops the
 * ruleset says its sides field ({@link Ruleset#generatedForces}), else made
 * from its profile (each required value in the middle of its range, each
 * choice drawn); in a co-operative ruleset ({@link Ruleset#cooperative}) the
 * second side is a non-player one; and the sides are balanced by the ruleset's own measure
 * ({@link Ruleset#strength(Unit)}: Sharpe's characteristics, OHFA's combat
 * points, One Hour's dice and hits, the risk-factor rules' command dice,
 * OSOTH's attack table) until the two are within a tenth. Where the ruleset
 * can hide a unit, the second side's last unit is hidden.
 */
@Component(service = ScenarioGenerator.class)
public final class Scenarios implements ScenarioGenerator {
    /** The deployment strips' depth. */
    static final double STRIP = 8;
    /** Figures a unit starts with in a figure-level ruleset. */
    static final int FIGURES = 6;

    @Override
    public Scenario generate(Ruleset rules, ScenarioSpec spec, Map<String, Roster> rosters, TerrainPalette palette) {
        Roster[] given = new Roster[2];
        for (Map.Entry<String, Roster> e : rosters.entrySet()) {
            int side = BLUE.equals(e.getKey()) ? 0 : RED.equals(e.getKey()) ? 1 : -1;
            if (side < 0) throw new IllegalArgumentException("a roster is for side 'blue' or 'red', not '" + e.getKey() + "'");
            Roster roster = e.getValue();
            if (!rules.info().id().equals(roster.ruleset())) {
                throw new IllegalArgumentException("the roster " + roster.id() + " for " + e.getKey() + " is for the ruleset '"
                        + roster.ruleset() + "', not '" + rules.info().id() + "'");
            }
            if (roster.units().isEmpty()) {
                throw new IllegalArgumentException("the roster " + roster.id() + " for " + e.getKey() + " has no units");
            }
            given[side] = roster;
        }
        SplittableRandom r = new SplittableRandom(spec.seed());
        double w = spec.width();
        double d = spec.depth();
        List<TerrainFeature> terrain = new ArrayList<>();
        List<double[]> taken = new ArrayList<>();
        double roadY = STRIP + 4 + r.nextDouble() * (d - 2 * STRIP - 8);
        terrain.add(new TerrainFeature("road", TerrainKind.ROAD, "the road",
                List.of(Position.at(0, round(roadY)), Position.at(w, round(roadY))), CoverClass.NONE, Going.OPEN));
        taken.add(new double[] {0, roadY - 1, w, roadY + 1});
        if (r.nextDouble() < spec.terrainDensity()) {
            double riverX = round(w * (0.25 + 0.5 * r.nextDouble()));
            double fordY = round(roadY);
            terrain.add(new TerrainFeature("river", TerrainKind.RIVER, "the river",
                    List.of(Position.at(riverX, STRIP + 1), Position.at(riverX, d - STRIP - 1)), CoverClass.NONE,
                    Going.IMPASSABLE, TerrainFeature.Shape.LINE, 2, 0));
            terrain.add(new TerrainFeature("ford", TerrainKind.FORD, "the ford", rectangle(riverX - 3, fordY - 3,
                    riverX + 3, fordY + 3), CoverClass.NONE, Going.BAD));
            taken.add(new double[] {riverX - 2, STRIP, riverX + 2, d - STRIP});
        }
        int pieces = (int) Math.round(spec.terrainDensity() * w * d / 400);
        int total = palette.total();
        List<Position> villages = new ArrayList<>();
        List<String> villageIds = new ArrayList<>();
        for (int i = 0; i < pieces; i++) {
            int pick = r.nextInt(total);
            Piece piece = palette.pieces().get(0);
            for (Piece p : palette.pieces()) {
                if (pick < p.weight()) {
                    piece = p;
                    break;
                }
                pick -= p.weight();
            }
            double a = piece.least() + r.nextDouble() * (piece.most() - piece.least());
            double b = TerrainPalette.linear(piece.kind()) ? 0.5 : piece.least() + r.nextDouble() * (piece.most() - piece.least());
            for (int attempt = 0; attempt < 20; attempt++) {
                double x = r.nextDouble() * (w - a);
                double y = STRIP + 1 + r.nextDouble() * Math.max(0, d - 2 * STRIP - 2 - b);
                double[] box = {x - 1, y - 1, x + a + 1, y + b + 1};
                if (y + b > d - STRIP - 1 || overlaps(taken, box)) continue;
                taken.add(box);
                String id = piece.kind().name().toLowerCase(Locale.ROOT) + "-" + (i + 1);
                if (TerrainPalette.linear(piece.kind())) {
                    terrain.add(new TerrainFeature(id, piece.kind(), id.replace('-', ' '),
                            List.of(Position.at(round(x), round(y)), Position.at(round(x + a), round(y))), piece.cover(),
                            piece.going()));
                } else {
                    terrain.add(new TerrainFeature(id, piece.kind(), name(piece.kind(), i + 1),
                            rectangle(round(x), round(y), round(x + a), round(y + b)), piece.cover(), piece.going()));
                    if (piece.kind() == TerrainKind.TOWN) {
                        villages.add(Position.at(round(x + a / 2), round(y + b / 2)));
                        villageIds.add(id);
                    }
                }
                break;
            }
        }
        List<Zone> zones = List.of(
                new Zone("blue-deployment", Zone.Kind.DEPLOYMENT, "blue", "Blue deploys here", rectangle(0, 0, w, STRIP)),
                new Zone("red-deployment", Zone.Kind.DEPLOYMENT, "red", "Red deploys here", rectangle(0, d - STRIP, w, d)));
        List<Marker> markers = new ArrayList<>();
        List<String> objectives = new ArrayList<>();
        for (int i = 0; i < villages.size(); i++) {
            markers.add(new Marker("objective-" + (i + 1), Marker.Kind.OBJECTIVE, name(TerrainKind.TOWN, i + 1),
                    villages.get(i)));
        }
        List<VictoryCondition> conditions = new ArrayList<>();
        // RULINGS G11: a ruleset that keeps its own victory points (The Other Side of the Hill's ledger) scores its
        // generic mission; the conditions would count the same points twice.
        boolean ledger = rules.victoryPoints(new GameState(rules.info().id(), Map.of(), null, List.of(), Map.of(),
                null)).isPresent();
        if (ScenarioSpec.SCOUTING.equals(spec.mission())) {
            objectives.add("Scout the table and come back behind the friendly lines (the south edge)");
            if (!ledger) {
                conditions.add(new VictoryCondition("come-back", "blue", new VictoryCondition.LeaveBy(Edge.SOUTH,
                        List.of(), 1), VictoryCondition.Check.GAME_END, 0, false, 1, objectives.get(0)));
            }
            for (int i = 0; i < villages.size(); i++) {
                boolean far = villages.get(i).y() > d / 2;
                objectives.add("Explore " + name(TerrainKind.TOWN, i + 1) + ": " + (far ? "2 victory points (far half)"
                        : "1 victory point (near half)"));
                // OSOTH "Winning and Losing": "an objective … worth a single victory point … if on the near half of
                // the table, and twice that if on the far side"; explored when a scout stands in it, enemy or not.
                if (ledger) continue;
                conditions.add(new VictoryCondition("explore-" + villageIds.get(i), "blue", new VictoryCondition.Hold(
                        List.of(new VictoryCondition.FeatureArea(villageIds.get(i))), false),
                        VictoryCondition.Check.AT_ONCE, 0, false, far ? 2 : 1, objectives.get(objectives.size() - 1)));
            }
        } else if (villages.isEmpty()) {
            objectives.add("Drive the enemy from the table");
            conditions.add(new VictoryCondition("red-broken", "blue", new VictoryCondition.Broken("red"),
                    VictoryCondition.Check.AT_ONCE, 0, true, 0, "Red driven from the table"));
            conditions.add(new VictoryCondition("blue-broken", "red", new VictoryCondition.Broken("blue"),
                    VictoryCondition.Check.AT_ONCE, 0, true, 0, "Blue driven from the table"));
        } else {
            objectives.add("Hold " + name(TerrainKind.TOWN, 1) + " at the end of the game");
            for (String side : List.of("blue", "red")) {
                conditions.add(new VictoryCondition(side + "-holds", side, new VictoryCondition.Hold(
                        List.of(new VictoryCondition.FeatureArea(villageIds.get(0))), true),
                        VictoryCondition.Check.GAME_END, 0, true, 0, objectives.get(0)));
            }
        }
        Table table = new Table(w, d, Edge.SOUTH, terrain, zones, markers);
        List<List<Unit>> forces = new ArrayList<>();
        List<List<TroopType>> troops = rules.generatedForces().isEmpty() ? null : rules.generatedForces();
        for (int s = 0; s < 2; s++) {
            List<Unit> units = new ArrayList<>();
            boolean mounted = false;
            for (int u = 0; u < spec.units(); u++) {
                String side = s == 0 ? "blue" : "red";
                if (troops == null) {
                    units.add(unit(rules.profile(), side, u + 1, r));
                    continue;
                }
                TroopType t = troop(troops.get(Math.min(s, troops.size() - 1)), mounted, r);
                mounted |= t.mounted();
                units.add(unit(rules.profile(), side, u + 1, t));
            }
            forces.add(units);
        }
        pick(rules, given, forces, r);
        if (given[0] == null && given[1] == null) {
            balance(rules, forces, -1);
        } else if (given[0] == null || given[1] == null) {
            balance(rules, forces, given[0] == null ? 0 : 1);
        }
        if (given[1] == null) hide(rules.profile(), forces.get(1));
        List<Side> sides = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            String id = s == 0 ? "blue" : "red";
            double y = s == 0 ? STRIP / 2 : d - STRIP / 2;
            sides.add(new Side(id, s == 0 ? "Blue" : "Red", rules.cooperative() && s == 1 ? Side.Control.NON_PLAYER
                    : Side.Control.PLAYER, s == 0 ? Edge.SOUTH : Edge.NORTH, forces.get(s),
                    deployment(rules.profile(), forces.get(s), w, y), null));
        }
        String id = "generated-" + rules.info().id() + "-" + spec.seed();
        return new Scenario(id, "Generated " + rules.info().name() + " scenario, seed " + spec.seed(), rules.info().id(),
                "Made by vedette generate scenario: " + forces(spec, given) + " on a " + plain(w) + "\" × "
                        + plain(d) + "\" table, terrain density " + plain(spec.terrainDensity()) + ", mission "
                        + spec.mission() + ".",
                Map.of(), table, sides, objectives, 12, conditions);
    }

    private static String forces(ScenarioSpec spec, Roster[] given) {
        if (given[0] == null && given[1] == null) return spec.units() + " units a side";
        StringBuilder b = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            b.append(s == 0 ? "Blue " : ", Red ").append(given[s] == null ? spec.units() + " units made"
                    : "from the roster " + given[s].id());
        }
        return b.toString();
    }

    private static boolean overlaps(List<double[]> taken, double[] b) {
        for (double[] t : taken) {
            if (b[0] < t[2] && t[0] < b[2] && b[1] < t[3] && t[1] < b[3]) return true;
        }
        return false;
    }

    private static String name(TerrainKind kind, int n) {
        return switch (kind) {
            case TOWN -> "the village " + (char) ('A' + (n - 1) % 26);
            case WOODS -> "wood " + n;
            case HILL -> "hill " + n;
            case FIELD -> "field " + n;
            default -> kind.name().toLowerCase(Locale.ROOT) + " " + n;
        };
    }

    /** A troop drawn from the side's list; a second mounted unit is drawn again among those on foot. */
    private static TroopType troop(List<TroopType> list, boolean mountedAlready, SplittableRandom r) {
        TroopType t = list.get(r.nextInt(list.size()));
        if (!t.mounted() || !mountedAlready) return t;
        List<TroopType> foot = list.stream().filter(x -> !x.mounted()).toList();
        return foot.get(r.nextInt(foot.size()));
    }

    /** A unit of the troop's type, quality and weapon, its figures mounted when it is. */
    private static Unit unit(Profile p, String side, int n, TroopType t) {
        String id = side + "-" + n;
        Map<String, Object> profile = new LinkedHashMap<>();
        profile.put("type", t.type());
        List<Figure> figures = new ArrayList<>();
        for (int f = 0; f < FIGURES; f++) {
            figures.add(new Figure(id + "-" + (f + 1), capital(side) + " " + n + "." + (f + 1), null, t.mounted(),
                    t.weapon() == null ? List.of() : List.of(t.weapon()), Map.of(), null));
        }
        return new Unit(id, capital(side) + " unit " + n, t.quality(), t.mounted(), profile, figures, null);
    }

    /** A unit made from the profile: a quality drawn from the ruleset's list, a musket where it has one. */
    private static Unit unit(Profile p, String side, int n, SplittableRandom r) {
        String id = side + "-" + n;
        String quality = p.qualities().isEmpty() ? null : p.qualities().get(r.nextInt(p.qualities().size())).id();
        Map<String, Object> profile = profile(p, r);
        if (p.scale() == Scale.UNIT) return new Unit(id, capital(side) + " unit " + n, quality, false, profile, List.of(), null);
        List<String> weapons = p.weapons().isEmpty() ? List.of()
                : List.of(p.hasWeapon("musket") ? "musket" : p.weapons().get(0).id());
        List<Figure> figures = new ArrayList<>();
        for (int f = 0; f < FIGURES; f++) {
            figures.add(new Figure(id + "-" + (f + 1), capital(side) + " " + n + "." + (f + 1), null, false, weapons,
                    Map.of(), null));
        }
        return new Unit(id, capital(side) + " unit " + n, quality, false, profile, figures, null);
    }

    /** Each required value: a choice drawn, a number in the middle of its range; optional ones left out. */
    private static Map<String, Object> profile(Profile p, SplittableRandom r) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (FieldSpec f : p.fields()) {
            if (!f.required()) continue;
            Object v = switch (f.type()) {
                case CHOICE -> f.choices().isEmpty() ? null : f.choices().get(r.nextInt(f.choices().size())).id();
                case INTEGER -> f.defaultValue() != null ? f.defaultValue() : f.min() == null ? 1
                        : f.max() == null ? f.min().intValue() : (int) Math.floor((f.min() + f.max()) / 2);
                case DECIMAL -> f.defaultValue() != null ? f.defaultValue() : f.min() == null ? 1.0 : f.min();
                case FLAG -> Boolean.FALSE;
                case TEXT, ACTOR -> null;
            };
            if (v != null) out.put(f.id(), v);
        }
        return out;
    }

    /**
     * A hidden force, where the ruleset's profile can hide a unit (The Other
     * Side of the Hill's "hidden-until": "not revealed to players until they
     * make an action or Player forces come within 12 inches of them"): the
     * second side's last unit, when it has more than one.
     */
    private static void hide(Profile p, List<Unit> units) {
        var field = p.field(HIDDEN_UNTIL);
        if (field.isEmpty() || units.size() < 2 || field.get().choices().stream().noneMatch(c -> APPROACH.equals(c.id()))) {
            return;
        }
        Unit u = units.get(units.size() - 1);
        Map<String, Object> profile = new LinkedHashMap<>(u.profile());
        profile.put(HIDDEN_UNTIL, APPROACH);
        units.set(units.size() - 1, new Unit(u.id(), u.name(), u.quality(), u.mounted(), profile, u.figures(), null));
    }

    static final String HIDDEN_UNTIL = "hidden-until";
    static final String APPROACH = "approach";

    /** A force's strength: the sum of its units' by the ruleset's own measure ({@link Ruleset#strength(Unit)}). */
    static double strength(Ruleset rules, List<Unit> units) {
        double s = 0;
        for (Unit u : units) s += rules.strength(u);
        return s;
    }

    /** Whether two strengths are within a tenth of the greater. */
    static boolean even(double a, double b) {
        return Math.abs(a - b) * 10 <= Math.max(a, b);
    }

    /**
     * Balances the two forces by the ruleset's measure until they are within a tenth of each other: a
     * figure-level ruleset's weaker side gets figures added to its units in turn; a unit-level ruleset's weaker
     * side has its weakest unit remade as the profile's type and quality that bring the two nearest, as long
     * as that brings them nearer.
     */
    private static void balance(Ruleset rules, List<List<Unit>> forces, int only) {
        if (rules.profile().scale() == Scale.UNIT) {
            balanceUnits(rules, forces, only);
            return;
        }
        for (int guard = 0; guard < 200; guard++) {
            double a = strength(rules, forces.get(0));
            double b = strength(rules, forces.get(1));
            if (even(a, b)) return;
            int weaker = a < b ? 0 : 1;
            int side = only < 0 ? weaker : only;
            List<Unit> units = forces.get(side);
            int i = guard % units.size();
            Unit u = units.get(i);
            List<Figure> figures = new ArrayList<>(u.figures());
            if (side == weaker) {
                Figure last = figures.get(figures.size() - 1);
                int n = figures.size() + 1;
                figures.add(new Figure(u.id() + "-" + n, u.name().replace(" unit ", " ") + "." + n, last.quality(),
                        last.mounted(), last.weapons(), last.profile(), null));
            } else if (figures.size() > 1) {
                // A generated side stronger than the designer's roster loses figures, never a whole unit.
                figures.remove(figures.size() - 1);
            } else {
                continue;
            }
            units.set(i, new Unit(u.id(), u.name(), u.quality(), u.mounted(), u.profile(), figures, null));
        }
    }

    /**
     * The sides with a roster: the roster's units in a seeded order, each taken while the side stays within the
     * target — the other side's generated strength, or the smaller roster's whole — and at least the first.
     * A unit or figure whose id the other side already uses gets the side's name in front.
     */
    private static void pick(Ruleset rules, Roster[] given, List<List<Unit>> forces, SplittableRandom r) {
        if (given[0] == null && given[1] == null) return;
        double target = given[0] != null && given[1] != null
                ? Math.min(strength(rules, given[0].units()), strength(rules, given[1].units()))
                : strength(rules, forces.get(given[0] == null ? 0 : 1));
        for (int s = 0; s < 2; s++) {
            if (given[s] == null) continue;
            List<Unit> order = new ArrayList<>(given[s].units());
            for (int i = order.size() - 1; i > 0; i--) Collections.swap(order, i, r.nextInt(i + 1));
            List<Unit> picked = new ArrayList<>();
            double sum = 0;
            for (Unit u : order) {
                double w = rules.strength(u);
                if (!picked.isEmpty() && sum + w > target * 1.1) continue;
                picked.add(u);
                sum += w;
            }
            forces.set(s, picked);
        }
        java.util.Set<String> blueIds = new java.util.HashSet<>();
        for (Unit u : forces.get(0)) {
            blueIds.add(u.id());
            for (Figure f : u.figures()) blueIds.add(f.id());
        }
        List<Unit> red = forces.get(1);
        for (int i = 0; i < red.size(); i++) {
            Unit u = red.get(i);
            boolean clash = blueIds.contains(u.id()) || u.figures().stream().anyMatch(f -> blueIds.contains(f.id()));
            if (!clash) continue;
            List<Figure> figures = new ArrayList<>();
            for (Figure f : u.figures()) {
                figures.add(new Figure(RED + "-" + f.id(), f.name(), f.quality(), f.mounted(), f.weapons(), f.profile(),
                        null, f.base()));
            }
            red.set(i, new Unit(RED + "-" + u.id(), u.name(), u.quality(), u.mounted(), u.profile(), figures, null,
                    u.base()));
        }
    }

    private static void balanceUnits(Ruleset rules, List<List<Unit>> forces, int only) {
        Profile p = rules.profile();
        FieldSpec type = p.fields().stream().filter(f -> f.required() && f.type() == FieldType.CHOICE
                && !f.choices().isEmpty()).findFirst().orElse(null);
        List<String> qualities = p.qualities().isEmpty() ? Collections.singletonList(null)
                : p.qualities().stream().map(Choice::id).toList();
        for (int guard = 0; guard < 24; guard++) {
            double a = strength(rules, forces.get(0));
            double b = strength(rules, forces.get(1));
            if (even(a, b)) return;
            int side = only < 0 ? (a < b ? 0 : 1) : only;
            boolean weaker = side == (a < b ? 0 : 1);
            List<Unit> weak = forces.get(side);
            double mine = side == 0 ? a : b;
            double other = side == 0 ? b : a;
            int i = 0;
            for (int k = 1; k < weak.size(); k++) {
                double sk = rules.strength(weak.get(k));
                double si = rules.strength(weak.get(i));
                if (weaker ? sk < si : sk > si) i = k;
            }
            Unit u = weak.get(i);
            double rest = mine - rules.strength(u);
            Unit best = u;
            double gap = Math.abs(other - mine);
            for (Choice t : type == null ? List.<Choice>of() : type.choices()) {
                for (String q : qualities) {
                    Map<String, Object> profile = new LinkedHashMap<>(u.profile());
                    profile.put(type.id(), t.id());
                    Unit remade = new Unit(u.id(), u.name(), q, u.mounted(), profile, u.figures(), null);
                    double g = Math.abs(other - rest - rules.strength(remade));
                    if (g < gap) {
                        gap = g;
                        best = remade;
                    }
                }
            }
            if (best == u) return;
            weak.set(i, best);
        }
    }

    /** The units across their strip: each unit's figures in rows of six, 1" apart; a unit-level unit at its slot. */
    private static Map<String, Position> deployment(Profile p, List<Unit> units, double w, double y) {
        Map<String, Position> out = new LinkedHashMap<>();
        double slot = w / units.size();
        for (int i = 0; i < units.size(); i++) {
            Unit u = units.get(i);
            double cx = slot * i + slot / 2;
            if (p.scale() == Scale.UNIT) {
                out.put(u.id(), Position.at(round(cx), round(y)));
                continue;
            }
            List<Figure> f = u.figures();
            for (int k = 0; k < f.size(); k++) {
                out.put(f.get(k).id(), Position.at(round(cx - 2.5 + k % 6), round(y - 1.5 + k / 6)));
            }
        }
        return out;
    }

    private static List<Position> rectangle(double x0, double y0, double x1, double y1) {
        return List.of(Position.at(x0, y0), Position.at(x1, y0), Position.at(x1, y1), Position.at(x0, y1));
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static double round(double v) {
        return Math.round(v * 2) / 2.0;
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
