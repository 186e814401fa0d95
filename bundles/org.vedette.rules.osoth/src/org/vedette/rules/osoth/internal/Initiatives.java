package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.turn.Activation;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.TurnLedger;

/**
 * Who may act after a press of the Initiative/Event button ("Sequence of
 * Play"): with the initiative given to a side, every figure of its units that
 * have not yet taken their initiative this turn; once a figure of one unit
 * acts, that unit has the initiative and only its figures that have not acted
 * may act ("all of the figures in one unit will take an action"). Massed
 * Enemy never acts ("they do not take actions or use initiative").
 */
public final class Initiatives {
    static final String PLAYERS = "players";
    static final String NON_PLAYERS = "non-players";
    static final String EVENT = "event";

    private Initiatives() {
    }

    /** A figure that takes actions in turn: on the table and not a piece of terrain. */
    static boolean acts(Changes ch, Actor a) {
        return !Figures.out(ch, a) && Kind.of(a).role != Kind.Role.MASSED;
    }

    /**
     * The units of each side that have yet to take their initiative this turn, in the game's order, hidden ones
     * included; and whether a Non-Player unit on the table is among them: ruling O9, a hidden unit is not yet on
     * the table, so the turn is over without it ("Repeat … until all figures/units on the table have taken an
     * action"), though it may take its side's initiative, and show itself, while the turn lasts.
     */
    public record Waiting(List<String> players, List<String> nonPlayers, boolean nonPlayersOnTable) {
    }

    /**
     * The units yet to act, every figure read once for both sides (a press asks of both, and of the table); with
     * {@code kept}, the figures the changes so far have not touched are read from the state's {@link Standing} —
     * at the turn's end, a press after every figure's mark for having acted was removed.
     */
    public static Waiting waiting(Changes ch, TurnLedger l, Standings kept) {
        Set<String> players = new LinkedHashSet<>();
        Set<String> others = new LinkedHashSet<>();
        boolean onTable = false;
        Reader read = new Reader(ch, kept);
        Taken taken = new Taken(l.acted());
        String lastPlayers = null;
        String lastOthers = null;
        // With a standing, a figure's actor is looked up only when the standing cannot answer for it.
        Actor[] all = read.st == null ? ch.state().actors().values().toArray(new Actor[0]) : null;
        int n = all == null ? read.st.ids.length : all.length;
        for (int i = 0; i < n; i++) {
            Actor a = all == null ? null : all[i];
            read.at(i, a);
            if (!read.acts || read.acted || taken.of(read.unit)) continue;
            if (read.player) {
                // A unit's figures mostly stand together: a run of them is added once.
                if (read.unit != lastPlayers) players.add(lastPlayers = read.unit);
            } else {
                if (read.unit != lastOthers) others.add(lastOthers = read.unit);
                if (!onTable && !Figures.hidden(ch, a != null ? a : ch.state().actor(read.st.ids[i]))) onTable = true;
            }
        }
        return new Waiting(new ArrayList<>(players), new ArrayList<>(others), onTable);
    }

    /**
     * Whether a unit has taken its initiative this turn (the ledger's list), asked figure by figure: a unit's
     * figures mostly stand together in the game's order, so the list is searched once for each run of them, not
     * once for each figure.
     */
    private static final class Taken {
        /** Past this many units, the list is hashed once: late in a turn, each run would search twenty names. */
        private static final int SEARCHED = 4;
        private final List<String> acted;
        private final Set<String> hashed;
        private String unit;
        private boolean taken;

        Taken(List<String> acted) {
            this.acted = acted;
            this.hashed = acted.size() > SEARCHED ? new HashSet<>(acted) : null;
        }

        boolean of(String u) {
            if (!u.equals(unit)) {
                unit = u;
                taken = hashed != null ? hashed.contains(u) : acted.contains(u);
            }
            return taken;
        }
    }

    /**
     * Every figure's standing as a state has it, before any change: whether it
     * acts, has acted, is the players', its unit, and each unit's figures —
     * what {@link #activation} asks of every figure after every resolution.
     * Read once per state (states are immutable) and kept by the ruleset
     * ({@link Standings}): a resolution changes one or two figures, and the AI
     * tries several lines against the same state, each asking all of them
     * again (107 figures in the Marquise of Alorna). A new state's standing
     * takes the answers of a kept one of a state with the same figures in the
     * same order and the same sides, and reads again only the figures whose
     * actors the state changed ({@link GameState#changedSince}: a state
     * changes only the actors its events change): one step of a whole game
     * changes one or two figures of a hundred, so the rest is copied whole,
     * not read again, and the state's actors are not listed.
     */
    public static final class Standing {
        final GameState state;
        /** The ids of the state's figures in its order: what the places below are places of. */
        final String[] ids;
        final boolean[] acts;
        /**
         * Massed Enemy, by its type: carried to a figure's next actor object while its profile is the same map
         * (a change of marks or status keeps it), so that neither a step nor the turn's end, which gives every
         * figure a new actor, reads the profiles again (a profile is the one thing of a figure not touched since
         * the game began, so reading it is a cache miss).
         */
        final boolean[] massed;
        final boolean[] acted;
        final boolean[] player;
        final String[] unit;
        /** Each figure's place in the state's order, by its id: the standing carried from's. */
        final HashMap<String, Integer> index;
        /**
         * Each unit's figures' places, in the state's order, casualties included: what the unit holding the
         * initiative asks after each of its actions, instead of a walk over every figure.
         */
        final HashMap<String, int[]> units;

        /** The standing of {@code state}, every figure read. */
        Standing(GameState state) {
            this.state = state;
            Actor[] now = state.actors().values().toArray(new Actor[0]);
            int n = now.length;
            ids = new String[n];
            acts = new boolean[n];
            massed = new boolean[n];
            acted = new boolean[n];
            player = new boolean[n];
            unit = new String[n];
            index = HashMap.newHashMap(n);
            Changes none = new Changes(state);
            for (int i = 0; i < n; i++) {
                Actor a = now[i];
                ids[i] = a.id();
                index.put(a.id(), i);
                massed[i] = Kind.of(a).role == Kind.Role.MASSED;
                acts[i] = !massed[i] && !Figures.out(none, a);
                acted[i] = Figures.acted(none, a);
                player[i] = Figures.player(none, a);
                unit[i] = Figures.unit(none, a);
            }
            units = places(unit);
        }

        /**
         * The standing of {@code state}, carried from {@code b}'s, whose state has the same figures in the same
         * order and the same sides (the players' side is read from them); {@code changed} are the actors of
         * {@code state} that are not {@code b}'s state's. An array is copied only when a figure's answer in it
         * changed.
         */
        Standing(GameState state, Standing b, List<Actor> changed) {
            this.state = state;
            ids = b.ids;
            index = b.index;
            boolean[] acts = b.acts;
            boolean[] massed = b.massed;
            boolean[] acted = b.acted;
            boolean[] player = b.player;
            String[] unit = b.unit;
            boolean sameUnits = true;
            Changes none = changed.isEmpty() ? null : new Changes(state);
            for (Actor a : changed) {
                int i = index.get(a.id());
                Actor was = b.state.actor(a.id());
                boolean m = was.profile() == a.profile() ? massed[i] : Kind.of(a).role == Kind.Role.MASSED;
                boolean x = !m && !Figures.out(none, a);
                boolean y = Figures.acted(none, a);
                boolean z = Figures.player(none, a);
                String u = Figures.unit(none, a);
                // Copied on the first change: a move changes a figure's place and its mark for having acted only.
                if (acts[i] != x) (acts = acts == b.acts ? acts.clone() : acts)[i] = x;
                if (massed[i] != m) (massed = massed == b.massed ? massed.clone() : massed)[i] = m;
                if (acted[i] != y) (acted = acted == b.acted ? acted.clone() : acted)[i] = y;
                if (player[i] != z) (player = player == b.player ? player.clone() : player)[i] = z;
                if (!unit[i].equals(u)) {
                    sameUnits = false;
                    (unit = unit == b.unit ? unit.clone() : unit)[i] = u;
                }
            }
            this.acts = acts;
            this.massed = massed;
            this.acted = acted;
            this.player = player;
            this.unit = unit;
            units = sameUnits ? b.units : places(unit);
        }

        /** Each unit's places in the order given. */
        private static HashMap<String, int[]> places(String[] unit) {
            HashMap<String, int[]> counted = new HashMap<>();
            for (String u : unit) {
                int[] c = counted.get(u);
                if (c == null) counted.put(u, c = new int[1]);
                c[0]++;
            }
            HashMap<String, int[]> places = HashMap.newHashMap(counted.size());
            for (var e : counted.entrySet()) places.put(e.getKey(), new int[e.getValue()[0]]);
            HashMap<String, int[]> filled = HashMap.newHashMap(counted.size());
            for (int i = 0; i < unit.length; i++) {
                int[] at = places.get(unit[i]);
                int[] k = filled.get(unit[i]);
                if (k == null) filled.put(unit[i], k = new int[1]);
                at[k[0]++] = i;
            }
            return places;
        }
    }

    /**
     * A figure's standing as the changes so far leave it, figure by figure in
     * the state's order: from the state's {@link Standing} for a figure no
     * event has touched, or whose only change is its mark for having acted
     * (the turn's end removes them all: a hundred events); read anew through
     * the changes for one whose status or other marks changed, and for every
     * figure without a kept standing.
     */
    private static final class Reader {
        private final Changes ch;
        final Standing st;
        /**
         * Per figure, by its place in the state's order: null when untouched, its last mark for having acted, or
         * {@link #OTHER} when more than that changed; null when nothing was touched.
         */
        private final Object[] touched;
        private static final Object OTHER = new Object();
        private static final Object NONE = new Object();
        private static final int[] NO_PLACES = {};
        /** Whether the changes moved a figure between units, or there is no standing: no unit's places hold. */
        private final boolean unitsMoved;
        boolean acts;
        boolean acted;
        boolean player;
        String unit;

        Reader(Changes ch, Standings kept) {
            this.ch = ch;
            this.st = kept == null ? null : kept.of(ch.state());
            Object[] t = null;
            boolean moved = st == null;
            if (st != null) {
                for (GameEvent e : ch.events()) {
                    String id;
                    Object what;
                    if (e instanceof GameEvent.MarkChanged m) {
                        id = m.actor();
                        what = Mark.ACTED.equals(m.mark()) ? (m.after() == null ? NONE : m.after()) : OTHER;
                        if (Mark.UNIT.equals(m.mark())) moved = true;
                    } else if (e instanceof GameEvent.StatusChanged c) {
                        id = c.actor();
                        what = OTHER;
                    } else {
                        continue;
                    }
                    Integer at = st.index.get(id);
                    if (at == null) continue; // not a figure of the state: nothing of the standing to override
                    if (t == null) t = new Object[st.ids.length];
                    if (t[at] != OTHER) t[at] = what;
                }
            }
            touched = t;
            unitsMoved = moved;
        }

        /**
         * The places of the unit's figures in the state's order, casualties included; null when a change moved a
         * figure from one unit to another (a split or a join), or without a standing: then every figure is read.
         */
        int[] places(String unit) {
            if (unitsMoved) return null;
            int[] at = st.units.get(unit);
            return at == null ? NO_PLACES : at;
        }

        /** Reads the {@code i}th figure of the state; {@code a}, its actor, may be null when there is a standing. */
        void at(int i, Actor a) {
            Object t = st == null ? OTHER : touched == null ? null : touched[i];
            if (t == OTHER) {
                // Looked up only now: the standing answers for an untouched figure without its actor.
                if (a == null) a = ch.state().actor(st.ids[i]);
                acts = Initiatives.acts(ch, a);
                acted = Figures.acted(ch, a);
                player = Figures.player(ch, a);
                unit = Figures.unit(ch, a);
                return;
            }
            acts = st.acts[i];
            acted = t == null ? st.acted[i] : Boolean.TRUE.equals(t);
            player = st.player[i];
            unit = st.unit[i];
        }

        /** The {@code i}th figure's unit alone. */
        String unit(int i, Actor a) {
            Object t = st == null ? OTHER : touched == null ? null : touched[i];
            return t == OTHER ? Figures.unit(ch, a) : st.unit[i];
        }
    }

    public static Activation activation(Changes ch, TurnLedger l) {
        return activation(ch, l, null);
    }

    /**
     * The activation after a resolution; with {@code kept}, the figures the
     * resolution did not change are read from the state's {@link Standing}.
     */
    public static Activation activation(Changes ch, TurnLedger l, Standings kept) {
        if (!PLAYERS.equals(l.drawn()) && !NON_PLAYERS.equals(l.drawn())) {
            return new Activation(null, List.of(), EVENT.equals(l.drawn())
                    ? "an event: the referee places it, then presses Initiative/Event" : "press Initiative/Event");
        }
        boolean players = PLAYERS.equals(l.drawn());
        List<String> actors = new ArrayList<>();
        String side = null;
        Reader read = new Reader(ch, kept);
        int[] places = l.unit() == null ? null : read.places(l.unit());
        if (places != null) {
            // The unit holding the initiative: only its figures are asked.
            for (int i : places) {
                read.at(i, null);
                if (!read.acts || read.acted || read.player != players) continue;
                actors.add(read.st.ids[i]);
                if (side == null) side = ch.state().actor(read.st.ids[i]).side();
            }
        } else {
            Taken taken = new Taken(l.acted());
            // With a standing (a press), a figure's actor is looked up only when the standing cannot answer for it.
            Actor[] all = read.st == null ? ch.state().actors().values().toArray(new Actor[0]) : null;
            int n = all == null ? read.st.ids.length : all.length;
            for (int i = 0; i < n; i++) {
                Actor a = all == null ? null : all[i];
                read.at(i, a);
                if (!read.acts || read.acted || read.player != players) continue;
                String u = read.unit;
                if (l.unit() != null ? u.equals(l.unit()) : !taken.of(u)) {
                    String id = a == null ? read.st.ids[i] : a.id();
                    actors.add(id);
                    if (side == null) side = (a == null ? ch.state().actor(id) : a).side();
                }
            }
        }
        String label = l.unit() == null ? (players ? "Players" : "Non-Players") + "' initiative: a unit to act"
                : kept == null ? label(players, l.unit(), actors.isEmpty()) : kept.label(players, l.unit(), actors.isEmpty());
        return new Activation(side, actors, label);
    }

    /** The activation's label while a unit holds the initiative: its figures to act, or none left. */
    static String label(boolean players, String unit, boolean done) {
        String who = players ? "Players" : "Non-Players";
        return done ? who + "' initiative: " + unit + " has acted; press Initiative/Event" : who + "' initiative: " + unit;
    }

    /**
     * Every figure of the unit, in the game's order, casualties included, as
     * {@link Figures#members} finds them; with {@code kept}, the units of the
     * figures the resolution has not changed are read from the state's standing.
     */
    public static List<Actor> members(Changes ch, String unit, Standings kept) {
        if (kept == null) return Figures.members(ch, unit);
        Reader read = new Reader(ch, kept);
        List<Actor> list = new ArrayList<>();
        int[] places = read.places(unit);
        if (places != null) {
            for (int at : places) list.add(ch.state().actor(read.st.ids[at]));
            return list;
        }
        int i = -1;
        for (Actor a : ch.state().actors().values()) {
            if (read.unit(++i, a).equals(unit)) list.add(a);
        }
        return list;
    }
}
