package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

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

    /** The units of the side ("players" or "non-players") that have yet to take their initiative this turn. */
    static List<String> unitsToAct(Changes ch, TurnLedger l, String side) {
        return unitsToAct(ch, l, side, null, true);
    }

    /**
     * The same; with {@code kept}, the figures the changes so far have not touched are read from the state's
     * {@link Standing} — at the turn's end, a press after every figure's mark for having acted was removed.
     * Without {@code hidden}, only the units on the table: ruling O9, a hidden unit is not yet on the table, so
     * the turn is over without it ("Repeat … until all figures/units on the table have taken an action"),
     * though it may take its side's initiative, and show itself, while the turn lasts.
     */
    static List<String> unitsToAct(Changes ch, TurnLedger l, String side, AtomicReference<Standing> kept,
            boolean hidden) {
        boolean players = PLAYERS.equals(side);
        Set<String> units = new LinkedHashSet<>();
        Reader read = new Reader(ch, kept);
        int i = -1;
        for (Actor a : ch.state().actors().values()) {
            read.at(++i, a);
            if (!read.acts || read.acted || read.player != players) continue;
            if (!hidden && Figures.hidden(ch, a)) continue;
            if (!l.acted().contains(read.unit)) units.add(read.unit);
        }
        return new ArrayList<>(units);
    }

    /**
     * Every figure's standing as a state has it, before any change: whether it
     * acts, has acted, is the players', and its unit — what {@link #activation}
     * asks of every figure after every resolution. Read once per state (states
     * are immutable) and kept by the ruleset: a resolution changes one or two
     * figures, and the AI tries several lines against the same state, each
     * asking all of them again (77 figures in the Marquise of Alorna). A new
     * state's standing takes the answers of the kept one for the figures it
     * still has as they were (the same actor objects: a state changes only the
     * actors its events change), with the same sides: one step of a whole game
     * changes one or two figures of a hundred.
     */
    public static final class Standing {
        final GameState state;
        /** The state's actors in its order: what the answers were read from. */
        final Actor[] actors;
        final boolean[] acts;
        final boolean[] acted;
        final boolean[] player;
        final String[] unit;
        /** Each figure's place in the state's order, by its id: the last standing's when the ids are the same. */
        final java.util.HashMap<String, Integer> index;

        private Standing(GameState state, Standing before) {
            this.state = state;
            int n = state.actors().size();
            actors = new Actor[n];
            acts = new boolean[n];
            acted = new boolean[n];
            player = new boolean[n];
            unit = new String[n];
            // The players' side is read from the sides: answers carry over only with the same sides.
            Standing b = before != null && before.state.sides() == state.sides() ? before : null;
            Changes none = new Changes(state);
            boolean sameIds = before != null && before.actors.length == n;
            int i = 0;
            for (Actor a : state.actors().values()) {
                actors[i] = a;
                if (sameIds && before.actors[i] != a && !before.actors[i].id().equals(a.id())) sameIds = false;
                if (b != null && i < b.actors.length && b.actors[i] == a) {
                    acts[i] = b.acts[i];
                    acted[i] = b.acted[i];
                    player[i] = b.player[i];
                    unit[i] = b.unit[i];
                } else {
                    acts[i] = Initiatives.acts(none, a);
                    acted[i] = Figures.acted(none, a);
                    player[i] = Figures.player(none, a);
                    unit[i] = Figures.unit(none, a);
                }
                i++;
            }
            if (sameIds) {
                index = before.index;
            } else {
                index = java.util.HashMap.newHashMap(n);
                for (int j = 0; j < n; j++) index.put(actors[j].id(), j);
            }
        }

        static Standing of(GameState state, AtomicReference<Standing> kept) {
            Standing s = kept.get();
            if (s != null && s.state == state) return s;
            s = new Standing(state, s);
            kept.set(s);
            return s;
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
        private final Standing st;
        /**
         * Per figure, by its place in the state's order: null when untouched, its last mark for having acted, or
         * {@link #OTHER} when more than that changed; null when nothing was touched.
         */
        private final Object[] touched;
        private static final Object OTHER = new Object();
        private static final Object NONE = new Object();
        boolean acts;
        boolean acted;
        boolean player;
        String unit;

        Reader(Changes ch, AtomicReference<Standing> kept) {
            this.ch = ch;
            this.st = kept == null ? null : Standing.of(ch.state(), kept);
            Object[] t = null;
            if (st != null) {
                for (GameEvent e : ch.events()) {
                    String id;
                    Object what;
                    if (e instanceof GameEvent.MarkChanged m) {
                        id = m.actor();
                        what = Mark.ACTED.equals(m.mark()) ? (m.after() == null ? NONE : m.after()) : OTHER;
                    } else if (e instanceof GameEvent.StatusChanged c) {
                        id = c.actor();
                        what = OTHER;
                    } else {
                        continue;
                    }
                    Integer at = st.index.get(id);
                    if (at == null) continue; // not a figure of the state: nothing of the standing to override
                    if (t == null) t = new Object[st.actors.length];
                    if (t[at] != OTHER) t[at] = what;
                }
            }
            touched = t;
        }

        /** Reads the {@code i}th figure of the state. */
        void at(int i, Actor a) {
            Object t = st == null ? OTHER : touched == null ? null : touched[i];
            if (t == OTHER) {
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
    public static Activation activation(Changes ch, TurnLedger l, AtomicReference<Standing> kept) {
        if (!PLAYERS.equals(l.drawn()) && !NON_PLAYERS.equals(l.drawn())) {
            return new Activation(null, List.of(), EVENT.equals(l.drawn())
                    ? "an event: the referee places it, then presses Initiative/Event" : "press Initiative/Event");
        }
        boolean players = PLAYERS.equals(l.drawn());
        List<String> actors = new ArrayList<>();
        String side = null;
        Reader read = new Reader(ch, kept);
        int i = -1;
        for (Actor a : ch.state().actors().values()) {
            read.at(++i, a);
            if (!read.acts || read.acted || read.player != players) continue;
            String u = read.unit;
            if (l.unit() != null ? u.equals(l.unit()) : !l.acted().contains(u)) {
                actors.add(a.id());
                if (side == null) side = a.side();
            }
        }
        String who = players ? "Players" : "Non-Players";
        String label = l.unit() == null ? who + "' initiative: a unit to act"
                : actors.isEmpty() ? who + "' initiative: " + l.unit() + " has acted; press Initiative/Event"
                : who + "' initiative: " + l.unit();
        return new Activation(side, actors, label);
    }

    /**
     * Every figure of the unit, in the game's order, casualties included, as
     * {@link Figures#members} finds them; with {@code kept}, the units of the
     * figures the resolution has not changed are read from the state's standing.
     */
    public static List<Actor> members(Changes ch, String unit, AtomicReference<Standing> kept) {
        if (kept == null) return Figures.members(ch, unit);
        Reader read = new Reader(ch, kept);
        List<Actor> list = new ArrayList<>();
        int i = -1;
        for (Actor a : ch.state().actors().values()) {
            if (read.unit(++i, a).equals(unit)) list.add(a);
        }
        return list;
    }
}
