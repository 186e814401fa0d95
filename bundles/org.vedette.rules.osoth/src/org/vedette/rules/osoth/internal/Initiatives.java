package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.turn.Activation;
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
        return unitsToAct(ch, l, side, true);
    }

    /**
     * The units of the side yet to act; without {@code hidden}, only those on the table: ruling O9, a hidden unit
     * is not yet on the table, so the turn is over without it ("Repeat … until all figures/units on the table
     * have taken an action"), though it may take its side's initiative, and show itself, while the turn lasts.
     */
    static List<String> unitsToAct(Changes ch, TurnLedger l, String side, boolean hidden) {
        Set<String> units = new LinkedHashSet<>();
        for (Actor a : ch.state().actors().values()) {
            if (!acts(ch, a) || Figures.acted(ch, a) || !hidden && Figures.hidden(ch, a)) continue;
            if (Figures.player(ch, a) != PLAYERS.equals(side)) continue;
            String u = Figures.unit(ch, a);
            if (!l.acted().contains(u)) units.add(u);
        }
        return new ArrayList<>(units);
    }

    /**
     * Every figure's standing as a state has it, before any change: whether it
     * acts, has acted, is the players', and its unit — what {@link #activation}
     * asks of every figure after every resolution. Read once per state (states
     * are immutable) and kept by the ruleset: a resolution changes one or two
     * figures, and the AI tries several lines against the same state, each
     * asking all of them again (77 figures in the Marquise of Alorna).
     */
    public static final class Standing {
        final GameState state;
        final boolean[] acts;
        final boolean[] acted;
        final boolean[] player;
        final String[] unit;

        private Standing(GameState state) {
            this.state = state;
            int n = state.actors().size();
            acts = new boolean[n];
            acted = new boolean[n];
            player = new boolean[n];
            unit = new String[n];
            Changes none = new Changes(state);
            int i = 0;
            for (Actor a : state.actors().values()) {
                acts[i] = Initiatives.acts(none, a);
                acted[i] = Figures.acted(none, a);
                player[i] = Figures.player(none, a);
                unit[i] = Figures.unit(none, a);
                i++;
            }
        }

        static Standing of(GameState state, AtomicReference<Standing> kept) {
            Standing s = kept.get();
            if (s != null && s.state == state) return s;
            s = new Standing(state);
            kept.set(s);
            return s;
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
        Standing st = kept == null ? null : Standing.of(ch.state(), kept);
        Set<String> changed = st == null ? null : changed(ch);
        int i = -1;
        for (Actor a : ch.state().actors().values()) {
            i++;
            String u;
            if (st != null && !changed.contains(a.id())) {
                if (!st.acts[i] || st.acted[i] || st.player[i] != players) continue;
                u = st.unit[i];
            } else {
                if (!acts(ch, a) || Figures.acted(ch, a) || Figures.player(ch, a) != players) continue;
                u = Figures.unit(ch, a);
            }
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
        Standing st = Standing.of(ch.state(), kept);
        Set<String> changed = changed(ch);
        List<Actor> list = new ArrayList<>();
        int i = -1;
        for (Actor a : ch.state().actors().values()) {
            i++;
            String u = changed.contains(a.id()) ? Figures.unit(ch, a) : st.unit[i];
            if (u.equals(unit)) list.add(a);
        }
        return list;
    }

    /** The figures whose marks or status the resolution has changed so far. */
    private static Set<String> changed(Changes ch) {
        Set<String> ids = new HashSet<>();
        for (GameEvent e : ch.events()) {
            if (e instanceof GameEvent.MarkChanged m) ids.add(m.actor());
            else if (e instanceof GameEvent.StatusChanged c) ids.add(c.actor());
        }
        return ids;
    }
}
