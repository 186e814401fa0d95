package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
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
final class Initiatives {
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
        Set<String> units = new LinkedHashSet<>();
        for (Actor a : ch.state().actors().values()) {
            if (!acts(ch, a) || Figures.acted(ch, a)) continue;
            if (Figures.player(ch, a) != PLAYERS.equals(side)) continue;
            String u = Figures.unit(ch, a);
            if (!l.acted().contains(u)) units.add(u);
        }
        return new ArrayList<>(units);
    }

    static Activation activation(Changes ch, TurnLedger l) {
        if (!PLAYERS.equals(l.drawn()) && !NON_PLAYERS.equals(l.drawn())) {
            return new Activation(null, List.of(), EVENT.equals(l.drawn())
                    ? "an event: the referee places it, then presses Initiative/Event" : "press Initiative/Event");
        }
        boolean players = PLAYERS.equals(l.drawn());
        List<String> actors = new ArrayList<>();
        String side = null;
        for (Actor a : ch.state().actors().values()) {
            if (!acts(ch, a) || Figures.acted(ch, a) || Figures.player(ch, a) != players) continue;
            String u = Figures.unit(ch, a);
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
}
