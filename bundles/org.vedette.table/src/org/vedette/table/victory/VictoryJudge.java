package org.vedette.table.victory;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.model.VictoryCondition.Broken;
import org.vedette.core.model.VictoryCondition.Casualties;
import org.vedette.core.model.VictoryCondition.Check;
import org.vedette.core.model.VictoryCondition.Circle;
import org.vedette.core.model.VictoryCondition.FeatureArea;
import org.vedette.core.model.VictoryCondition.Hold;
import org.vedette.core.model.VictoryCondition.LeaveBy;
import org.vedette.core.model.VictoryCondition.Outlast;
import org.vedette.core.model.VictoryCondition.Place;
import org.vedette.core.model.VictoryCondition.Rectangle;
import org.vedette.table.Stand;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * A scenario's victory conditions judged on a game's state. The rulings a
 * judge needs and the books leave to the scenario (each also in the table
 * bundle's RULINGS.md, "Victory conditions"):
 * <ul>
 * <li>an actor is <em>in the fight</em> when it is neither out nor down
 * (the scenarios' "unbroken unit"; the mill's "routing, or out of the
 * fight");</li>
 * <li>an actor stands <em>in</em> a terrain feature when its centre is inside
 * the feature's outline, as {@link Stand#standsIn} (One Hour, "Villages":
 * infantry "occupy the whole town area");</li>
 * <li>a place is <em>held</em> by a side with an actor in the fight in it and,
 * uncontested, none of another side's;</li>
 * <li>an actor has <em>left by an edge</em> when its last position is beyond
 * that edge's line (off the table), or — by the friendly edge — when the ruleset marked
 * it gone home behind friendly lines (The Other Side of the Hill, "Winning and
 * Losing": a unit "exit[s] the table into … their own lines", its figures
 * marked {@value #HOME}); a side's condition that names an actor of another
 * side counts her only once she is in the side's care (marked
 * {@code player-controlled}: the Marquise brought in by the British, not
 * carried over the border by her own escort);</li>
 * <li>an actor is <em>killed or captured</em> when it is out of the game, or
 * taken off it, without having left by an edge (OSOTH's officer "made
 * prisoner or left for dead" is put out); a named unit of a figure-level
 * game when every figure of it is.</li>
 * </ul>
 * Holding needs positions: without any on the table a hold is never met, and
 * {@link #findings} says it cannot be told. Immutable and safe to share
 * between threads.
 */
public final class VictoryJudge {
    /** The mark a ruleset puts on a figure gone home behind friendly lines (OSOTH, "Winning and Losing"). */
    public static final String HOME = "home";
    /**
     * The mark a ruleset puts on a figure of another side taken into the players' care, who then goes where they
     * take her (OSOTH's escort, ruling O13: an aristocrat "player-controlled").
     */
    private static final String IN_CARE = "player-controlled";

    private final List<VictoryCondition> conditions;
    private final List<String> sides;
    private final Table table;
    private final TableGeometry geometry;
    private final boolean watchesDuring;

    private VictoryJudge(List<VictoryCondition> conditions, List<String> sides, TableGeometry geometry) {
        this.conditions = List.copyOf(conditions);
        this.sides = List.copyOf(sides);
        this.geometry = geometry;
        this.table = geometry.table();
        this.watchesDuring = conditions.stream().anyMatch(c -> c.check() == Check.AT_ONCE);
    }

    /** The judge of a scenario's conditions, on its table measured as its ruleset measures it. */
    public static VictoryJudge of(Scenario scenario) {
        return of(scenario, TableGeometry.of(scenario.table(), TableRules.forRuleset(scenario.ruleset())));
    }

    /** The judge of a scenario's conditions on a table already made ready (the AI's and the balance's own). */
    public static VictoryJudge of(Scenario scenario, TableGeometry geometry) {
        return new VictoryJudge(scenario.victoryConditions(), scenario.sides().stream().map(Side::id).toList(),
                geometry);
    }

    /**
     * The judge of some conditions of a game on its table: the NPC AI's, which keeps track of the objectives its
     * side has scored already.
     *
     * @param sides the game's sides, in order
     */
    public static VictoryJudge of(List<VictoryCondition> conditions, List<String> sides, TableGeometry geometry) {
        return new VictoryJudge(conditions, sides, geometry);
    }

    public List<VictoryCondition> conditions() {
        return conditions;
    }

    /** Whether the scenario has no conditions (then it is judged as before: casualties or the ruleset's points). */
    public boolean isEmpty() {
        return conditions.isEmpty();
    }

    /** Whether any condition is looked at during turns, so that a caller need not look after every action otherwise. */
    public boolean watchesDuring() {
        return watchesDuring;
    }

    /** Before anything is looked at. */
    public Standing start() {
        return Standing.start(sides);
    }

    /**
     * The standing after looking at {@code state} at {@code moment}: the
     * conditions looked at then are judged — decisive ones first (several
     * sides meeting theirs at once is a draw), then points (each condition
     * scores once), then "outlast", which is met only when nothing decided
     * the game before. A decided standing does not change.
     */
    public Standing look(Standing before, GameState state, Moment moment) {
        if (before.decided()) return before;
        Standing s = before;
        String winner = null;
        boolean draw = false;
        List<String> by = null;
        for (VictoryCondition c : conditions) {
            if (!c.decisive() || c.goal() instanceof Outlast || !applies(c, moment) || !met(c, state)) continue;
            if (by == null) by = new ArrayList<>();
            by.add(c.id());
            if (winner == null) winner = c.side();
            else if (!winner.equals(c.side())) draw = true;
        }
        for (VictoryCondition c : conditions) {
            if (c.points() == 0 || c.goal() instanceof Outlast || s.scored().contains(c.id()) || !applies(c, moment)
                    || !met(c, state)) continue;
            s = s.scoring(c.id(), c.side(), c.points());
        }
        if (by != null) return s.deciding(draw ? null : winner, by);
        for (VictoryCondition c : conditions) {
            if (!(c.goal() instanceof Outlast) || !applies(c, moment) || s.scored().contains(c.id())
                    || !met(c, state)) continue;
            if (c.points() > 0) s = s.scoring(c.id(), c.side(), c.points());
            if (c.decisive()) {
                if (by == null) by = new ArrayList<>();
                by.add(c.id());
                if (winner == null) winner = c.side();
                else if (!winner.equals(c.side())) draw = true;
            }
        }
        return by == null ? s : s.deciding(draw ? null : winner, by);
    }

    /** Whether a condition is looked at at this moment. */
    static boolean applies(VictoryCondition c, Moment m) {
        return switch (c.check()) {
            case AT_ONCE -> true;
            case END_OF_TURN -> m.kind() != Moment.Kind.DURING && m.turnEnded() == c.turn();
            case GAME_END -> m.kind() == Moment.Kind.GAME_END;
        };
    }

    /**
     * Whether the condition's goal is true of this state ("outlast": its side still has someone in the fight;
     * whether nothing decided the game before is the standing's to say).
     */
    public boolean met(VictoryCondition c, GameState state) {
        return switch (c.goal()) {
            case Hold h -> holds(c.side(), h, state);
            case Casualties k -> casualties(k, state) >= k.atLeast();
            case LeaveBy l -> leftBy(c.side(), l, state) >= l.atLeast();
            case Broken b -> broken(b.side(), state);
            case Outlast o -> !broken(c.side(), state);
        };
    }

    /** Each condition as it stands in {@code state}, in words, for the referee. */
    public List<Finding> findings(GameState state) {
        boolean positions = positions(state);
        List<Finding> out = new ArrayList<>();
        for (VictoryCondition c : conditions) {
            Finding.Truth t;
            String words;
            switch (c.goal()) {
                case Hold h -> {
                    t = !positions ? Finding.Truth.UNKNOWN : holds(c.side(), h, state) ? Finding.Truth.MET
                            : Finding.Truth.NOT_MET;
                    words = !positions ? "no positions: look at the table" : holders(h, state);
                }
                case Casualties k -> {
                    int n = casualties(k, state);
                    t = n >= k.atLeast() ? Finding.Truth.MET : Finding.Truth.NOT_MET;
                    words = n + " of " + k.atLeast() + " killed or captured" + (k.knockedOut() ? " or knocked out" : "");
                }
                case LeaveBy l -> {
                    int n = leftBy(c.side(), l, state);
                    t = n >= l.atLeast() ? Finding.Truth.MET : Finding.Truth.NOT_MET;
                    words = n + " of " + l.atLeast() + " gone off by the " + l.edge().name().toLowerCase() + " edge";
                }
                case Broken b -> {
                    long in = state.actors().values().stream().filter(a -> b.side().equals(a.side()) && inFight(a))
                            .count();
                    t = in == 0 ? Finding.Truth.MET : Finding.Truth.NOT_MET;
                    words = in + " of " + b.side() + "'s still in the fight";
                }
                case Outlast o -> {
                    t = Finding.Truth.UNKNOWN;
                    words = "met if nothing else decides the game first";
                }
            }
            out.add(new Finding(c, t, words));
        }
        return out;
    }

    /** Neither out nor down: the scenarios' "unbroken". */
    static boolean inFight(Actor a) {
        return !a.status().out() && !a.status().down();
    }

    /**
     * A scenario's hidden force or later arrival not on the table yet ({@link GameState#waiting}): it holds no
     * place — and, still to come, is neither killed nor broken, so it keeps its side in the fight.
     */
    private static boolean offTable(GameState state, Actor a) {
        return state.anyWaiting() && state.isWaiting(a);
    }

    private static boolean positions(GameState state) {
        for (Actor a : state.actors().values()) if (a.position() != null) return true;
        return false;
    }

    private boolean holds(String side, Hold h, GameState state) {
        for (Place p : h.places()) {
            boolean own = false;
            for (Actor a : state.actors().values()) {
                if (!inFight(a) || a.position() == null || offTable(state, a) || !in(a, p)) continue;
                if (side.equals(a.side())) {
                    own = true;
                } else if (h.uncontested()) {
                    return false;
                }
            }
            if (!own) return false;
        }
        return true;
    }

    /** Who stands in each place, in words. */
    private String holders(Hold h, GameState state) {
        StringBuilder b = new StringBuilder();
        for (Place p : h.places()) {
            if (!b.isEmpty()) b.append("; ");
            b.append(placeName(p)).append(": ");
            List<String> in = new ArrayList<>();
            for (Actor a : state.actors().values()) {
                if (inFight(a) && a.position() != null && !offTable(state, a) && in(a, p)) {
                    in.add(a.name() + " (" + a.side() + ")");
                }
            }
            b.append(in.isEmpty() ? "nobody" : String.join(", ", in));
        }
        return b.toString();
    }

    private String placeName(Place p) {
        return switch (p) {
            case FeatureArea f -> table.terrain().stream().filter(t -> t.id().equals(f.feature()))
                    .map(TerrainFeature::name).findFirst().orElse(f.feature());
            case Circle c -> "within " + c.radius() + "\" of (" + c.centre().x() + ", " + c.centre().y() + ")";
            case Rectangle r -> "(" + r.x1() + ", " + r.y1() + ")–(" + r.x2() + ", " + r.y2() + ")";
        };
    }

    private boolean in(Actor a, Place p) {
        Position at = a.position();
        return switch (p) {
            case FeatureArea f -> {
                Stand s = geometry.stand(a);
                for (TerrainFeature t : s.standsIn()) if (t.id().equals(f.feature())) yield true;
                yield false;
            }
            case Circle c -> at.distanceTo(c.centre()) <= c.radius();
            case Rectangle r -> r.holds(at.x(), at.y());
        };
    }

    /** How many of the named actors (a named unit counting as one) are killed or captured. */
    private int casualties(Casualties k, GameState state) {
        int n = 0;
        for (String id : k.actors()) {
            Actor a = state.actor(id);
            if (a != null) {
                if (fallen(a, k.knockedOut())) n++;
                continue;
            }
            boolean any = false;
            boolean all = true;
            for (Actor f : state.actors().values()) {
                if (!id.equals(f.unit())) continue;
                any = true;
                if (!fallen(f, k.knockedOut())) all = false;
            }
            // Taken off the game (the referee removed it): no longer there to be saved.
            if (!any || all) n++;
        }
        return n;
    }

    /** Killed or captured (or, counting those, knocked out): out or down, and not escaped off the table. */
    private boolean fallen(Actor a, boolean knockedOut) {
        return (a.status().out() || (knockedOut && a.status().down())) && !gone(a);
    }

    /**
     * How many of the named actors (none named: the side's own) have left by the edge. A named actor of another
     * side counts only in the side's care ({@link #IN_CARE}): the Marquise carried over the border by her own
     * escort is not brought in by the British.
     */
    private int leftBy(String side, LeaveBy l, GameState state) {
        int n = 0;
        if (l.actors().isEmpty()) {
            for (Actor a : state.actors().values()) if (side.equals(a.side()) && leftBy(a, l.edge())) n++;
            return n;
        }
        for (String id : l.actors()) {
            Actor a = state.actor(id);
            if (a != null) {
                if (theirs(side, a) && leftBy(a, l.edge())) n++;
                continue;
            }
            for (Actor f : state.actors().values()) {
                if (id.equals(f.unit()) && theirs(side, f) && leftBy(f, l.edge())) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    /** Whether the actor is the side's own, or one of another side in its care. */
    private static boolean theirs(String side, Actor a) {
        return side.equals(a.side()) || a.hasMark(IN_CARE);
    }

    /** Gone off the table by any edge, alive (an escape is not a capture). */
    private boolean gone(Actor a) {
        for (Edge e : Edge.values()) if (leftBy(a, e)) return true;
        return false;
    }

    private boolean leftBy(Actor a, Edge e) {
        if (e == table.friendlyEdge() && a.hasMark(HOME)) return true;
        Position p = a.position();
        if (p == null) return false;
        return switch (e) {
            case SOUTH -> p.y() < 0;
            case NORTH -> p.y() > table.depth();
            case WEST -> p.x() < 0;
            case EAST -> p.x() > table.width();
        };
    }

    /** Every actor of the side out of the fight, or none left. */
    private static boolean broken(String side, GameState state) {
        for (Actor a : state.actors().values()) if (side.equals(a.side()) && inFight(a)) return false;
        return true;
    }
}
