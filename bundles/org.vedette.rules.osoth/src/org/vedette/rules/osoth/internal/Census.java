package org.vedette.rules.osoth.internal;

import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Rank;
import org.vedette.rules.osoth.Osoth.Type;

/**
 * The figures of one state as the scouting mission reads them (OSOTH,
 * {@link ScoutingMission}), in the roster's order: where each stands, whether it is
 * in play, its side and unit, whether it is someone to parley with or an
 * officer to search, and its pace. The mission asks these of every figure for
 * every decision — the odds where a figure stands, what is left to scout, the
 * force's pace — and a simulated game asks one figure a step, each step's
 * state differing from the one before by an actor or two: so the facts are
 * carried to the next state ({@link #next}) and read anew only for the actors
 * the step replaced (an actor is immutable, and one the step did not change is
 * the very same object), and only the facts that differ are copied. Not
 * changed once made.
 */
final class Census {
    /** How the figure's own reading of its pace is asked: the sheet's allowance, by the figure alone. */
    interface Pace {
        double of(GameState state, Actor a);

        /** Whether the figure's pace stands from what it was before (the sheet reads the two alike). */
        boolean alike(Actor before, Actor after);
    }

    final GameState state;
    /** Each id's place in the roster; shared by the censuses carried from one another. */
    private final Map<String, Integer> places;
    final Actor[] actors;
    /** Where each stands; NaN for a figure with no position or hidden from the players. */
    final double[] x;
    final double[] y;
    /** Not out of the game, with a position, and not hidden from the players (OSOTH, The Spy in the Village). */
    final boolean[] inPlay;
    /** The unit it is in now ({@link ScoutingMission#unit}). */
    final String[] unit;
    /** Villagers, monks, aristocrats: the parley action with them, else null. */
    final String[] parley;
    /** The ledger's entry once a parley with the figure's unit is done ({@code action:unit}), else null. */
    final String[] parleyDone;
    /** An enemy officer, NCO, headquarters or messenger that is out or Wavering and not gone home: to search. */
    final boolean[] searchable;
    /** Dealt with already (the ruleset's mark): no goal of the mission's. */
    final boolean[] dealtWith;
    /** On the table, in play and not yet home: a member of its side's force. */
    final boolean[] inForce;
    /** Each figure's pace ({@link Pace}), for those in the force; NaN for the rest. */
    final double[] pace;

    private Census(GameState state, Map<String, Integer> places, Actor[] actors, double[] x, double[] y, boolean[] inPlay, String[] unit,
            String[] parley, String[] parleyDone, boolean[] searchable, boolean[] dealtWith, boolean[] inForce,
            double[] pace) {
        this.state = state;
        this.places = places;
        this.actors = actors;
        this.x = x;
        this.y = y;
        this.inPlay = inPlay;
        this.unit = unit;
        this.parley = parley;
        this.parleyDone = parleyDone;
        this.searchable = searchable;
        this.dealtWith = dealtWith;
        this.inForce = inForce;
        this.pace = pace;
    }

    /** The census of a state, read figure by figure. */
    static Census of(GameState state, Pace pace) {
        int n = state.actors().size();
        Draft d = new Draft(state, new java.util.HashMap<>(), n);
        int i = 0;
        for (Actor a : state.actors().values()) {
            d.places.put(a.id(), i);
            d.read(i++, a, null, pace);
        }
        return d.done();
    }

    /**
     * The census of {@code state}, carried from this one: the facts of every actor the same object in both
     * kept, the others read anew — or made anew when the states' rosters, sides or rulesets differ. Only the
     * facts a step changed are copied (the actors, and mostly a place): the rest are shared.
     */
    Census next(GameState next, Pace how) {
        if (next == state) return this;
        List<Actor> changed = next.sides() == state.sides() && next.ruleset().equals(state.ruleset())
                ? next.changedSince(state) : null;
        if (changed == null) return of(next, how);
        if (changed.isEmpty()) {
            return new Census(next, places, actors, x, y, inPlay, unit, parley, parleyDone, searchable, dealtWith,
                    inForce, pace);
        }
        Draft d = new Draft(next, this);
        for (Actor a : changed) {
            int i = places.get(a.id());
            d.read(i, a, actors[i], how);
        }
        return d.done();
    }

    /**
     * A census being made: fresh arrays for a census read figure by figure, or those of the census it is
     * carried from, each copied when a fact in it first differs (copy on write) — one draft's scratch, not kept.
     */
    private static final class Draft {
        final GameState state;
        final Map<String, Integer> places;
        /** The census carried from, whose arrays are not to be written; null for fresh ones. */
        private final Census from;
        Actor[] actors;
        double[] x;
        double[] y;
        boolean[] inPlay;
        String[] unit;
        String[] parley;
        String[] parleyDone;
        boolean[] searchable;
        boolean[] dealtWith;
        boolean[] inForce;
        double[] pace;

        Draft(GameState state, Map<String, Integer> places, int n) {
            this.state = state;
            this.places = places;
            this.from = null;
            actors = new Actor[n];
            x = new double[n];
            y = new double[n];
            inPlay = new boolean[n];
            unit = new String[n];
            parley = new String[n];
            parleyDone = new String[n];
            searchable = new boolean[n];
            dealtWith = new boolean[n];
            inForce = new boolean[n];
            pace = new double[n];
        }

        Draft(GameState state, Census from) {
            this.state = state;
            this.places = from.places;
            this.from = from;
            // Every changed actor is a new object: the actors are always copied.
            actors = from.actors.clone();
            x = from.x;
            y = from.y;
            inPlay = from.inPlay;
            unit = from.unit;
            parley = from.parley;
            parleyDone = from.parleyDone;
            searchable = from.searchable;
            dealtWith = from.dealtWith;
            inForce = from.inForce;
            pace = from.pace;
        }

        Census done() {
            return new Census(state, places, actors, x, y, inPlay, unit, parley, parleyDone, searchable, dealtWith,
                    inForce, pace);
        }

        /**
         * Reads one figure into its place. What the figure was before (or null) keeps the pace when it reads
         * alike to the sheet ({@link Pace#alike}): a step changes most figures in their marks
         * and places only.
         */
        void read(int i, Actor a, Actor before, Pace how) {
            double kept = pace[i];
            actors[i] = a;
            boolean carried = from != null;
            // A hidden figure is not there for the players' side: as if left out of the state (ScoutingMission#seen).
            Position p = ScoutingMission.hidden(a) ? null : a.position();
            x = put(x, carried ? from.x : null, i, p == null ? Double.NaN : p.x());
            y = put(y, carried ? from.y : null, i, p == null ? Double.NaN : p.y());
            boolean out = a.status().out();
            boolean playing = !out && p != null;
            inPlay = put(inPlay, carried ? from.inPlay : null, i, playing);
            String u = ScoutingMission.unit(a);
            unit = put(unit, carried ? from.unit : null, i, u);
            String type = a.profileText(Osoth.Field.TYPE);
            String with = Type.VILLAGER.equals(type) ? Action.PARLEY_VILLAGERS : Type.MONK.equals(type)
                    ? Action.PARLEY_MONKS : Type.ARISTOCRAT.equals(type) ? Action.PARLEY_ARISTOCRATS : null;
            parley = put(parley, carried ? from.parley : null, i, with);
            parleyDone = put(parleyDone, carried ? from.parleyDone : null, i, with == null ? null : with + ":" + u);
            String rank = a.profileText(Osoth.Field.RANK);
            boolean officer = Rank.OFFICER.equals(rank) || Rank.NCO.equals(rank) || Type.HEADQUARTERS.equals(type)
                    || Type.MESSENGER.equals(type);
            boolean home = Boolean.TRUE.equals(a.marks().get(Mark.HOME));
            boolean search = officer && (out || "wavering".equals(a.marks().get(Mark.MORALE))) && !home;
            searchable = put(searchable, carried ? from.searchable : null, i, search);
            dealtWith = put(dealtWith, carried ? from.dealtWith : null, i,
                    Boolean.TRUE.equals(a.marks().get(Mark.DEALT_WITH)));
            boolean force = playing && !home;
            inForce = put(inForce, carried ? from.inForce : null, i, force);
            double keeps = !force ? Double.NaN
                    : before != null && !Double.isNaN(kept) && how.alike(before, a) ? kept
                    : how.of(state, a);
            pace = put(pace, carried ? from.pace : null, i, keeps);
        }

        /**
         * The array with {@code v} at {@code i}: the array itself when it holds it already; else the array, copied
         * first while it is still the one of the census carried from ({@code shared}: never written).
         */
        private static double[] put(double[] a, double[] shared, int i, double v) {
            if (Double.compare(a[i], v) == 0) return a;
            double[] b = a == shared ? a.clone() : a;
            b[i] = v;
            return b;
        }

        /** {@link #put(double[], double[], int, double)} for flags. */
        private static boolean[] put(boolean[] a, boolean[] shared, int i, boolean v) {
            if (a[i] == v) return a;
            boolean[] b = a == shared ? a.clone() : a;
            b[i] = v;
            return b;
        }

        /** {@link #put(double[], double[], int, double)} for texts. */
        private static String[] put(String[] a, String[] shared, int i, String v) {
            if (java.util.Objects.equals(a[i], v)) return a;
            String[] b = a == shared ? a.clone() : a;
            b[i] = v;
            return b;
        }
    }

    /** The figure's pace: as the census keeps it for a figure of a force, else read. */
    double paceOf(Actor a, Pace how) {
        Integer i = places.get(a.id());
        return i != null && actors[i] == a && inForce[i] ? pace[i] : how.of(state, a);
    }

    /**
     * Whether two points are no further apart than {@code limit}, exactly as {@link Position#distanceTo} would
     * measure them ({@code Math.hypot}): decided by the squares where they are plainly apart or near, and by
     * the distance itself only at the edge — most figures are far from the edge, and the square root of every
     * one of them for every decision was a share of a simulated game.
     */
    static boolean within(double dx, double dy, double limit) {
        double s = dx * dx + dy * dy;
        double l = limit * limit;
        if (s < l * (1 - 1e-9)) return true;
        if (s > l * (1 + 1e-9)) return false;
        return Math.hypot(dx, dy) <= limit;
    }
}
