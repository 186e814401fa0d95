package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.vedette.actions.Aide;
import org.vedette.actions.Aide.Note;
import org.vedette.actions.Policy;
import org.vedette.actions.Result;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Marker;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TablePath;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Victory;
import org.vedette.rules.osoth.TurnLedger;

/**
 * The Player force of The Other Side of the Hill played as a sensible player
 * plays the generic mission ("Scenarios": "a mission to scout the tabletop",
 * scored by "Winning and Losing"): each figure makes for the nearest place or
 * person its force has not yet dealt with — a village to explore, a cave or
 * ruins, villagers, monks or aristocrats to parley with, a defeated enemy
 * officer to search — and does the ruleset's action there; meeting the enemy
 * within the scouting distance it fights by its temperament (the sheet's
 * {@code british} archetype), or disengages from two-to-one odds; and it
 * heads back behind the friendly edge with what it gained, when its unit
 * wavers, or in time for the game's last turn, and returns to friendly lines
 * there — entering, as the referee would, the points for each village its
 * force explored (the ruleset leaves objectives to the referee's
 * {@code victory} entry). A traveller the Players took into their care
 * (ruling O13) goes home with them the same way, at her own pace, and makes
 * her own return at the lines (ruling O15). Only with positions: without
 * them the referee measures, and the temperament decides as for any other
 * figure.
 * <p>
 * It sees what the players see: hidden enemy figures are left out of every
 * decision. Stateless between calls but for caches keyed by the state.
 */
final class ScoutingMission implements Policy {
    private static final String BOOK = "OSOTH";
    static final RuleRef SCENARIOS = RuleRef.of(BOOK, "Scenarios");
    static final RuleRef WINNING = RuleRef.of(BOOK, "Winning and Losing");
    static final RuleRef OBJECTIVES = RuleRef.of(BOOK, "Winning and Losing — Typically, an objective");
    static final RuleRef DISENGAGE = RuleRef.of(BOOK, "Winning and Losing — A higher order of winning");
    static final RuleRef MOVE = RuleRef.of(BOOK, "Actions — Move:");
    static final RuleRef MORALE = RuleRef.of(BOOK, "Morale");
    static final RuleRef HIDDEN = RuleRef.of(BOOK, "The Spy in the Village");
    static final RuleRef UNITS = RuleRef.of(BOOK, "Units and Groups — Figures within a unit must remain within 3 inches");
    /** How far behind the middle of the force a figure on its own keeps: a few inches, out of the front rank. */
    static final double BEHIND = 3;
    /**
     * How near the enemy must be for the scouts to deal with it rather than with their mission: the book's
     * scouting distance ("within 12 inches of an enemy outpost with a clear line of sight"), at which hidden
     * figures show themselves too.
     */
    static final double ENGAGE = 12;
    /** "Equal numbers of the enemy do not constitue an overwhelming threat - try two-to-one odds as a starting point." */
    static final int ODDS = 2;
    /** Turns kept in hand on the way home: an initiative may go to the other side, or an event come up. */
    static final int SPARE = 1;
    /** How near a figure must come to a cave or ruins to enter it, and to a defeated officer to search him. */
    static final double CONTACT = 1.5;
    /** "within 6 inches of the Villagers in question". */
    static final double PARLEY = 6;

    /** The state as the players see it, for the last state asked about. */
    private record Seen(GameState state, GameState seen) {
    }

    private final AtomicReference<Seen> seen = new AtomicReference<>();

    /**
     * The force a figure belongs to, in one state: its figures on the table and not yet home, the least allowance
     * among them (the pace it keeps together), the sum of their positions and how many they are.
     */
    private record Force(String side, double pace, double x, double y, int count) {
    }

    /** The figures of the last state asked about (the players' view of it), carried from state to state. */
    private final AtomicReference<Census> census = new AtomicReference<>();

    /** The places on the last table asked about that the mission may scout. */
    private final AtomicReference<Places> places = new AtomicReference<>();

    /**
     * Whether the policy plays this actor: a Player figure of The Other Side of the Hill, or a traveller in the
     * Players' care (ruling O13: she joined a Player unit, and its players bring her home), on a table with
     * positions.
     */
    @Override
    public boolean plays(GameState state, Actor a) {
        if (!Osoth.RULESET.equals(state.ruleset()) || a.position() == null || state.table() == null) return false;
        if (inCare(a)) return true;
        for (Side s : state.sides()) {
            if (s.id().equals(a.side())) return s.control() == Side.Control.PLAYER;
        }
        return false;
    }

    /** A place or person the mission goes to, the action done there and where the figure stands to do it. */
    private record Goal(String what, String action, Position at, double reach, Map<String, Object> inputs, RuleRef rule) {
    }

    @Override
    public Course play(Aide aide, GameState real, Actor a) {
        // The census leaves out the hidden enemy figures as the players' view does; the view itself is made only
        // when the temperament decides (OSOTH, The Spy in the Village; ruling O9).
        Table table = real.table();
        TurnLedger ledger = real.turn().detail() instanceof TurnLedger l ? l : TurnLedger.EMPTY;
        Position p = a.position();
        List<ActionRequest> chosen = new ArrayList<>();
        Result intent = Result.CONTINUE;

        // 1. Behind the friendly edge: home, with what the force gained.
        if (aide.geometry(real).behindFriendlyLines(p)) {
            chosen.add(request(Action.RETURN_HOME, Input.ACTOR, a.id()));
            if (aide.explains()) {
                aide.note(Note.ACTION, a.name() + " is behind friendly lines: \"at least one surviving Player figure must"
                        + " exit the table into … their own lines\"", WINNING);
            }
            if (aide.explains() && !unscored(places(table), ledger).isEmpty()) {
                aide.note(Note.ACTION, "the villages explored are the referee's to score when the news comes home",
                        OBJECTIVES);
            }
            if (accepted(aide, real, chosen)) return new Course(intent, chosen);
            chosen.clear();
        }

        boolean wavering = "wavering".equals(a.marks().get(Mark.MORALE));
        // The force moves together, at its slowest figure's pace: a unit's figures "must remain within 3 inches
        // of another figure in their unit", and horsemen and the commander do not ride ahead of the men on foot
        // into what they have not yet scouted. A Wavering unit goes home as fast as it can.
        Census.Pace pace = pace(aide);
        Census c = census(real, pace);
        Force f = force(c, a);
        double own = c.paceOf(a, pace);
        // A traveller in the Players' care goes home at her own pace: she is not of the force she is with.
        double allowance = wavering || inCare(a) ? own : Math.min(own, f.pace());
        int lastTurn = aide.lastTurn();
        int round = real.turn().round();
        double toEdge = fromFriendlyEdge(table, p);
        int turnsHome = (int) Math.ceil((toEdge + 0.5) / allowance);
        boolean late = lastTurn > 0 && lastTurn - round + 1 <= turnsHome + SPARE;
        // Late or Wavering, the figure goes home whatever is left to scout and whatever the odds: these are
        // looked for then only to be named in the reasons.
        boolean settled = (late || wavering) && !aide.explains();
        // Every goal only when the reasons name the others; else the nearest is found without making the rest.
        List<Goal> goals = aide.explains() ? new ArrayList<>() : null;
        Goal goal = settled ? null : goals(c, a, ledger, goals);
        // The odds where the figure stands: the enemy soldiers it can see within twice the scouting distance (a
        // musket's reach and a charge), against the force's own figures there. Villagers, monks and aristocrats
        // are people to parley with, not enemies to fight ("They will not attack innocents").
        int near = 0;
        int around = 0;
        int ours = 0;
        for (int i = 0; i < c.actors.length && !settled; i++) {
            if (!c.inPlay[i]) continue;
            double dx = p.x() - c.x[i];
            double dy = p.y() - c.y[i];
            if (!Census.within(dx, dy, 2 * ENGAGE + 1)) continue;
            if (c.actors[i].side().equals(a.side())) {
                ours++;
            } else if (c.parley[i] == null) {
                around++;
                if (Census.within(dx, dy, ENGAGE + 1)) near++;
            }
        }
        // What the force carries counts only when nothing is left to scout: asked then, not for every decision.
        // A traveller in the unit's care goes home with it at once: she counts only there (ruling O13).
        Actor escorted = settled ? null : escorted(c, a);
        boolean carrying = !settled && (escorted != null || goal == null
                && (!ledger.pending().isEmpty() || !unscored(places(table), ledger).isEmpty()));
        boolean outnumbered = around >= ODDS * Math.max(1, ours);
        boolean homeward = late || wavering || outnumbered || carrying;
        if (aide.explains()) {
            String why = late ? "the last turn is " + lastTurn + " and home is " + turnsHome + " move(s) away ("
                    + inches(toEdge) + " at " + inches(allowance) + " a move), with " + SPARE
                    + " in hand"
                    : wavering ? unit(a) + " is Wavering: \"only allowed to … Move, or … Rally\", and it moves home"
                    : outnumbered ? around + " enemy figures within " + inches(2 * ENGAGE) + " against "
                            + ours + " of the force: \"Disengagement … is permitted if they are overwhelming\" (two to one)"
                    : escorted != null ? escorted.name() + " is in " + unit(a) + "'s care: she is brought home"
                    : carrying ? "nothing is left to scout, and what the force gained counts only"
                            + " when carried home"
                    : goal != null ? "the scouting mission: " + goal.what() + " is the nearest thing left to scout"
                    : "nothing is left to scout: the scouts hold the far half of the table (\"a good-faith effort"
                            + " … to scout the tabletop\")";
            aide.note(Note.INTENT, (homeward ? "Home: " : "Scout: ") + why, late || carrying ? WINNING
                    : wavering ? MORALE : outnumbered ? DISENGAGE : SCENARIOS);
            for (Goal g : goals) {
                if (g == goal) continue;
                aide.note(Note.NOT_TARGET, g.what() + " is further: " + inches(g.at().distanceTo(p)),
                        g.rule());
            }
        }

        // 2. The mission's action, where the figure stands.
        if (!homeward && goal != null && goal.at().distanceTo(p) <= goal.reach()) {
            chosen.add(new ActionRequest(Osoth.RULESET, goal.action(), goal.inputs()));
            if (accepted(aide, real, chosen)) {
                if (aide.explains()) {
                    aide.note(Note.ACTION, a.name() + ": " + goal.action() + " " + goal.inputs() + " — " + goal.what(),
                            goal.rule());
                }
                return new Course(intent, chosen);
            }
            chosen.clear();
        }

        // 3. The enemy within the scouting distance: fight by temperament, unless going home.
        if (near > 0 && !homeward) {
            Course fight = aide.bySheet(seen(real), a);
            if (!fight.standsStill()) return fight;
        }

        // 4. The move: to the goal, home, or to the far half — a figure on its own (the commander) behind the
        // middle of the force instead, not in front of it.
        Position behind = homeward ? null : behind(table, c, f, a);
        // Between the middle of the force and BEHIND inches back he stays; in front of it he drops back, further
        // back he follows (never off the table by the friendly edge: that is going home).
        double back = behind == null ? 0 : fromFriendlyEdge(table, behind);
        if (behind != null && fromFriendlyEdge(table, p) <= back + BEHIND && fromFriendlyEdge(table, p) >= back - 1) {
            chosen.add(request(Action.STAND, Input.ACTOR, a.id()));
            if (accepted(aide, real, chosen)) {
                if (aide.explains()) {
                    aide.note(Note.ACTION, a.name() + " is on his own and stays behind the middle of the force, not in"
                            + " front of it", UNITS);
                }
                return new Course(intent, chosen);
            }
            chosen.clear();
        }
        Position to = homeward ? home(table, p) : behind != null ? behind : goal != null ? goal.at() : farHalf(table, p);
        TablePath path = aide.toward(table, p, to, homeward ? allowance
                : behind != null ? Math.min(allowance, p.distanceTo(to)) : Math.min(allowance, stop(p, to, goal)));
        if (path != null) {
            // Short of another's base: the table's law lets no two bases stand on each other.
            chosen.add(aide.fit(real, a, request(Action.MOVE, Input.ACTOR, a.id(), TableMove.PATH, path)));
            if (accepted(aide, real, chosen)) {
                if (aide.explains()) {
                    aide.note(Note.ACTION, a.name() + " moves " + inches(allowance) + " toward "
                            + (homeward ? "the friendly edge" : behind != null ? "the rear of the force, on his own"
                                    : goal != null ? goal.what() : "the far half of the table"),
                            behind != null ? UNITS : MOVE);
                }
                return new Course(homeward ? Result.CONTINUE : Result.ADVANCE, chosen);
            }
            chosen.clear();
        }
        // Nothing of the mission's to do: as the temperament says (the AI's every die, this one's and any before, kept).
        return aide.bySheet(seen(real), a);
    }

    /** The figures of the state as the players see them, carried from the last state asked about. */
    private Census census(GameState state, Census.Pace pace) {
        Census c = census.get();
        if (c != null && c.state == state) return c;
        c = c == null ? Census.of(state, pace) : c.next(state, pace);
        census.set(c);
        return c;
    }

    /**
     * The figure's force: its side's figures on the table and not yet home, summed in the roster's order. Each
     * figure's allowance depends on the figure alone (the sheet's allowance lines ask about it), and is kept in
     * the census with it.
     */
    private static Force force(Census c, Actor a) {
        double pace = Double.MAX_VALUE;
        double x = 0;
        double y = 0;
        int count = 0;
        for (int i = 0; i < c.actors.length; i++) {
            if (!c.inForce[i] || !c.actors[i].side().equals(a.side())) continue;
            pace = Math.min(pace, c.pace[i]);
            x += c.x[i];
            y += c.y[i];
            count++;
        }
        return new Force(a.side(), pace, x, y, count);
    }

    /**
     * Where a figure on its own — no other figure of its unit on the table, as the force's commander — keeps:
     * {@link #BEHIND} inches behind the middle of the rest of the force, toward friendly lines; null for a figure
     * with its unit, or with no force left to keep behind.
     */
    private static Position behind(Table table, Census c, Force f, Actor a) {
        if (f.count() < 2 || unitOf(c, f.side(), unit(a)) != 1) return null;
        int others = f.count() - 1;
        double x = (f.x() - a.position().x()) / others;
        double y = (f.y() - a.position().y()) / others;
        return switch (table.friendlyEdge()) {
            case SOUTH -> Position.at(x, Math.max(0, y - BEHIND));
            case NORTH -> Position.at(x, Math.min(table.depth(), y + BEHIND));
            case WEST -> Position.at(Math.max(0, x - BEHIND), y);
            case EAST -> Position.at(Math.min(table.width(), x + BEHIND), y);
        };
    }

    /** How many figures of the force are in the unit. */
    private static int unitOf(Census c, String side, String unit) {
        int n = 0;
        for (int i = 0; i < c.actors.length; i++) {
            if (c.inForce[i] && unit.equals(c.unit[i]) && c.actors[i].side().equals(side)) n++;
        }
        return n;
    }

    /** How far to go toward the goal: no further than where its action can be done. */
    private static double stop(Position p, Position to, Goal goal) {
        double d = p.distanceTo(to);
        return goal == null ? d : Math.max(0.1, d - goal.reach() + 0.5);
    }

    /** Whether the rules accept every request (an ANY_TIME entry after a move is tried on the state as it is). */
    private static boolean accepted(Aide aide, GameState state, List<ActionRequest> requests) {
        for (ActionRequest r : requests) {
            try {
                aide.check(state, r);
            } catch (IllegalActionException e) {
                if (aide.explains()) aide.note(Note.REFUSED, r.action() + " " + r.inputs() + " refused: " + e.explain(), e.rule());
                return false;
            }
        }
        return true;
    }

    private static ActionRequest request(String action, Object... kv) {
        Map<String, Object> inputs = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) inputs.put((String) kv[i], kv[i + 1]);
        return new ActionRequest(Osoth.RULESET, action, inputs);
    }

    /**
     * Each figure's pace: its whole move by the sheet's least move of its class, in inches (3 when the sheet gives
     * none), kept for a figure the sheet reads alike.
     */
    private static Census.Pace pace(Aide aide) {
        return new Census.Pace() {
            @Override
            public double of(GameState state, Actor a) {
                Double r = aide.allowance(state, a);
                return r == null ? 3 : r;
            }

            @Override
            public boolean alike(Actor before, Actor after) {
                return aide.readsAlike(before, after);
            }
        };
    }

    /** A distance on the table in words, to a tenth of an inch ("4.5\""): the reasons' measure. */
    private static String inches(double d) {
        return (Math.round(d * 10) / 10.0) + "\"";
    }

    /** The unit a figure is in now: after a split or a join its mark says (OSOTH "Units and Groups"). */
    static String unit(Actor a) {
        Object u = a.marks().get(Mark.UNIT);
        return u instanceof String s ? s : a.unit();
    }

    /**
     * The villages and the caves or ruins of a table, with the ledger's entry each makes once done: read once for
     * the table (a table never changes in a game), not for every decision.
     */
    private record Places(Table table, List<Village> villages, List<Cave> caves) {
    }

    /** A village (a town on the table), its centre, and its entries in the ledger once explored and once scored. */
    private record Village(TerrainFeature feature, String name, Position at, String done, String note) {
    }

    private record Cave(Marker marker, String done) {
    }

    private Places places(Table table) {
        Places known = places.get();
        if (known != null && known.table() == table) return known;
        List<Village> villages = new ArrayList<>();
        for (TerrainFeature f : table.terrain()) {
            if (f.kind() != TerrainKind.TOWN) continue;
            String name = name(f);
            villages.add(new Village(f, name, f.outline().isEmpty() ? null : centre(f.outline()),
                    Action.EXPLORE_VILLAGE + ":" + key(name), note(f)));
        }
        List<Cave> caves = new ArrayList<>();
        for (Marker m : table.markers()) {
            String words = (m.id() + " " + m.name()).toLowerCase(Locale.ROOT);
            if (!words.contains("cave") && !words.contains("ruin")) continue;
            caves.add(new Cave(m, Action.EXPLORE_CAVE + ":" + key(m.name())));
        }
        Places p = new Places(table, List.copyOf(villages), List.copyOf(caves));
        places.set(p);
        return p;
    }

    /**
     * What is left to scout, and the nearest of it: villages not yet explored ("Explore Village … by entering"),
     * caves and ruins the scenario marks, villagers, monks and aristocrats not yet parleyed with (within 6"),
     * defeated enemy officers not yet searched — each once per game, as the ledger keeps it. Null when nothing
     * is; every goal in {@code all} when it is given (the first of the nearest is the one returned).
     */
    private Goal goals(Census c, Actor a, TurnLedger ledger, List<Goal> all) {
        Position p = a.position();
        Places places = places(c.state.table());
        Pick pick = new Pick(all);
        for (int i = 0; i < places.villages().size(); i++) {
            Village v = places.villages().get(i);
            if (v.at() == null || ledger.done().contains(v.done())) continue;
            pick.offer(VILLAGE, i, p.x() - v.at().x(), p.y() - v.at().y(), all == null ? null : village(v, a));
        }
        for (int i = 0; i < places.caves().size(); i++) {
            Cave cave = places.caves().get(i);
            if (ledger.done().contains(cave.done())) continue;
            Position at = cave.marker().position();
            pick.offer(CAVE, i, p.x() - at.x(), p.y() - at.y(), all == null ? null : cave(cave, a));
        }
        for (int i = 0; i < c.actors.length; i++) {
            if (Double.isNaN(c.x[i]) || c.dealtWith[i] || c.actors[i].side().equals(a.side())) continue;
            boolean parley = parley(c, i, ledger);
            if (!parley && !c.searchable[i]) continue;
            pick.offer(PERSON, i, p.x() - c.x[i], p.y() - c.y[i], all == null ? null : person(c, i, parley, a));
        }
        if (pick.kind < 0 || pick.found != null) return pick.found;
        return switch (pick.kind) {
            case VILLAGE -> village(places.villages().get(pick.which), a);
            case CAVE -> cave(places.caves().get(pick.which), a);
            default -> person(c, pick.which, parley(c, pick.which, ledger), a);
        };
    }

    /** The nearest goal so far, by its kind and place (the first of equals); one decision's scratch, not kept. */
    private static final class Pick {
        private final List<Goal> all;
        private int kind = -1;
        private int which;
        private double best;
        private double bestSquare;
        private Goal found;

        Pick(List<Goal> all) {
            this.all = all;
        }

        /**
         * A goal {@code dx, dy} away, measured as {@link Math#hypot} measures it: one plainly further than the
         * nearest so far (by the squares, as {@link Census#within}) is passed over without the root.
         */
        void offer(int kind, int which, double dx, double dy, Goal goal) {
            if (goal != null) all.add(goal);
            double square = dx * dx + dy * dy;
            if (this.kind >= 0 && square > bestSquare * (1 + 1e-9)) return;
            double distance = Math.hypot(dx, dy);
            if (this.kind >= 0 && distance >= best) return;
            this.kind = kind;
            this.which = which;
            this.best = distance;
            this.bestSquare = square;
            this.found = goal;
        }
    }

    private static final int VILLAGE = 0;
    private static final int CAVE = 1;
    private static final int PERSON = 2;

    /** A traveller in play the players took into the care of the figure's unit (OSOTH ruling O13), or null. */
    private static Actor escorted(Census c, Actor a) {
        String unit = unit(a);
        for (int i = 0; i < c.actors.length; i++) {
            Actor o = c.actors[i];
            if (c.inPlay[i] && c.parley[i] != null && unit.equals(c.unit[i])
                    && Boolean.TRUE.equals(o.marks().get(Mark.PLAYER_CONTROLLED))) {
                return o;
            }
        }
        return null;
    }

    /** Villagers, monks or aristocrats in play whose unit the force has not yet parleyed with. */
    private static boolean parley(Census c, int i, TurnLedger ledger) {
        return c.parley[i] != null && c.inPlay[i] && !ledger.done().contains(c.parleyDone[i]);
    }

    private static Goal village(Village v, Actor a) {
        // Inside the outline is "entering"; the centre is where the figure makes for.
        double reach = inside(v.feature().outline(), a.position()) ? Double.MAX_VALUE : 0;
        return new Goal("the village " + v.name(), Action.EXPLORE_VILLAGE, v.at(), reach,
                Map.of(Input.ACTOR, a.id(), Input.PLACE, v.name()), RuleRef.of(BOOK, "Actions — Explore Village:"));
    }

    private static Goal cave(Cave cave, Actor a) {
        Marker m = cave.marker();
        return new Goal(m.name(), Action.EXPLORE_CAVE, m.position(), CONTACT,
                Map.of(Input.ACTOR, a.id(), Input.PLACE, m.name()), RuleRef.of(BOOK, "Actions — Explore Cave/Ruins:"));
    }

    /** A parley with the figure's people, or the search of a defeated officer. */
    private static Goal person(Census c, int i, boolean parley, Actor a) {
        Actor o = c.actors[i];
        if (!parley) {
            return new Goal("the defeated " + o.name(), Action.INTERROGATE, o.position(), CONTACT,
                    Map.of(Input.ACTOR, a.id(), Input.TARGET, o.id()),
                    RuleRef.of(BOOK, "Actions — Interrogate/Search Enemy Officer(s):"));
        }
        String type = o.profileText(Osoth.Field.TYPE);
        // An aristocrat is taken into the force's care and brought home (OSOTH ruling O13; "the successful
        // escorting of aristocrats back to friendly lines" is worth two points), not left to the parley's dice.
        String action = Action.PARLEY_ARISTOCRATS.equals(c.parley[i]) ? Action.ESCORT : c.parley[i];
        // The distance is the table's to measure (a parley's and an escort's need): not typed here.
        return new Goal(o.name() + " (" + type + ")", action, o.position(), PARLEY,
                Map.of(Input.ACTOR, a.id(), Input.TARGET, o.id()),
                RuleRef.of(BOOK, "Actions — " + (action.equals(Action.PARLEY_VILLAGERS) ? "Parley with Villagers:"
                        : action.equals(Action.PARLEY_MONKS) ? "Parley with Monks/Priests:"
                        : action.equals(Action.ESCORT) ? "IV Aristocrats" : "Parley with Aristocrats:")));
    }

    /** The villages the force has explored and whose points are not yet entered: what it carries home. */
    private static List<TerrainFeature> unscored(Places places, TurnLedger ledger) {
        List<TerrainFeature> list = new ArrayList<>();
        for (Village v : places.villages()) {
            if (!ledger.done().contains(v.done())) continue;
            if (ledger.scores().stream().noneMatch(s -> v.note().equals(s.note()))) list.add(v.feature());
        }
        return list;
    }

    /**
     * What the referee enters after the game went from {@code before} to {@code after}: when a Player unit has
     * come home in between, the villages its force explored (ruling O8); else nothing.
     */
    @Override
    public List<ActionRequest> refereeEntries(GameState before, GameState after) {
        if (!Osoth.RULESET.equals(after.ruleset()) || after.table() == null
                || !(after.turn().detail() instanceof TurnLedger ledger)) {
            return List.of();
        }
        boolean cameHome = false;
        for (Actor a : after.actors().values()) {
            Actor was = before.actor(a.id());
            if (Boolean.TRUE.equals(a.marks().get(Mark.HOME)) && (was == null || !Boolean.TRUE.equals(was.marks()
                    .get(Mark.HOME)))) {
                cameHome = true;
                break;
            }
        }
        return cameHome ? objectivesScored(after.table(), ledger) : List.of();
    }

    /**
     * The referee's entries for the villages explored: "an objective (such as scouting a village) will be worth a
     * single victory point per objective if on the near half of the table, and twice that if on the far side" —
     * entered when a unit comes home with the news (ruling O8: what the force gains counts when carried home).
     * The referee's, never a player's: the Player figure that comes home does not enter them ({@link
     * #refereeEntries}).
     */
    private List<ActionRequest> objectivesScored(Table table, TurnLedger ledger) {
        List<ActionRequest> list = new ArrayList<>();
        for (TerrainFeature f : unscored(places(table), ledger)) {
            Position at = centre(f.outline());
            boolean far = fromFriendlyEdge(table, at) > (table.friendlyEdge() == Edge.NORTH || table.friendlyEdge() == Edge.SOUTH
                    ? table.depth() : table.width()) / 2;
            list.add(request(Action.VICTORY, Input.ITEM, far ? Victory.OBJECTIVE_FAR : Victory.OBJECTIVE_NEAR, Input.TEXT, note(f)));
        }
        return list;
    }

    /** The state without the enemy figures still hidden from the players (OSOTH, The Spy in the Village; ruling O9). */
    GameState seen(GameState state) {
        Seen s = seen.get();
        if (s != null && s.state() == state) return s.seen();
        GameState carried = s == null ? null : carriedOver(s, state);
        if (carried != null) {
            seen.set(new Seen(state, carried));
            return carried;
        }
        // All the hidden figures left out at once: one roster for the view, not one for each of them.
        List<String> hidden = new ArrayList<>();
        for (Actor o : state.actors().values()) {
            if (hidden(o)) hidden.add(o.id());
        }
        GameState view = hidden.isEmpty() ? state : state.without(Set.copyOf(hidden));
        seen.set(new Seen(state, view));
        return view;
    }

    /**
     * The last view brought up to this state, or null when it cannot be: a step replaces only the actors it
     * changed, so the view takes those (one actor's place each) instead of walking every figure's marks again —
     * unless an actor came or went, or a changed one is or was hidden (then the view is made anew).
     */
    private static GameState carriedOver(Seen s, GameState state) {
        GameState was = s.state();
        if (was.actors().size() != state.actors().size() || was.sides() != state.sides() || was.table() != state.table()
                || was.options() != state.options() || !was.ruleset().equals(state.ruleset())) {
            return null;
        }
        GameState view = s.seen();
        java.util.Iterator<Actor> before = was.actors().values().iterator();
        int changed = 0;
        for (Actor a : state.actors().values()) {
            Actor b = before.next();
            if (a == b) continue;
            // Each actor put in copies the roster: past a few, the view is made anew in one pass.
            if (!a.id().equals(b.id()) || hidden(a) || hidden(b) || ++changed > CARRIED) return null;
            view = view.withActor(a);
        }
        return view.turn() == state.turn() ? view : view.withTurn(state.turn());
    }

    /** How many changed actors the players' view takes one by one before it is made anew instead. */
    private static final int CARRIED = 8;

    /** A traveller the Players took into their care (ruling O13). */
    private static boolean inCare(Actor a) {
        return Boolean.TRUE.equals(a.marks().get(Mark.PLAYER_CONTROLLED));
    }

    static boolean hidden(Actor a) {
        return Boolean.TRUE.equals(a.marks().get(Mark.HIDDEN));
    }

    /** How far a point is from the friendly edge, in inches. */
    static double fromFriendlyEdge(Table table, Position p) {
        return table.friendlyEdge().inward(table, p);
    }

    /** Straight across to the friendly edge and an inch beyond it (the path stops at the edge). */
    private static Position home(Table table, Position p) {
        return switch (table.friendlyEdge()) {
            case SOUTH -> Position.at(p.x(), -1);
            case NORTH -> Position.at(p.x(), table.depth() + 1);
            case WEST -> Position.at(-1, p.y());
            case EAST -> Position.at(table.width() + 1, p.y());
        };
    }

    /** Three quarters of the way across from the friendly edge: the far half scouted. */
    private static Position farHalf(Table table, Position p) {
        return switch (table.friendlyEdge()) {
            case SOUTH -> Position.at(p.x(), table.depth() * 0.75);
            case NORTH -> Position.at(p.x(), table.depth() * 0.25);
            case WEST -> Position.at(table.width() * 0.75, p.y());
            case EAST -> Position.at(table.width() * 0.25, p.y());
        };
    }

    private static String name(TerrainFeature f) {
        return f.name() != null ? f.name() : f.id();
    }

    private static String note(TerrainFeature f) {
        return name(f) + " explored";
    }

    /** A place's key as the ruleset keeps it once done: its letters and digits ("San Martín" → "sanmartín"). */
    static String key(String place) {
        StringBuilder b = new StringBuilder();
        for (char c : place.toLowerCase(Locale.ROOT).toCharArray()) {
            if (Character.isLetterOrDigit(c)) b.append(c);
        }
        return b.toString();
    }

    private static Position centre(List<Position> outline) {
        double x = 0;
        double y = 0;
        for (Position q : outline) {
            x += q.x();
            y += q.y();
        }
        return Position.at(x / outline.size(), y / outline.size());
    }

    /** Whether a point lies inside a closed outline (crossings of a ray to the east). */
    static boolean inside(List<Position> outline, Position p) {
        boolean in = false;
        for (int i = 0, j = outline.size() - 1; i < outline.size(); j = i++) {
            Position a = outline.get(i);
            Position b = outline.get(j);
            if ((a.y() > p.y()) != (b.y() > p.y())
                    && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x()) {
                in = !in;
            }
        }
        return in;
    }

}
