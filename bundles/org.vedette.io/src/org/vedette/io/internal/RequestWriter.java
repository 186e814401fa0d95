package org.vedette.io.internal;

import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.TurnState;
import org.vedette.io.Formats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes a game's state as a request's situation — options, table, sides,
 * every actor with its status and marks, and the turn with the ruleset's own
 * detail — which {@link RequestReader} reads back to an equal state. The
 * request has no action yet: whoever puts it to {@code vedette resolve} adds
 * one.
 */
public final class RequestWriter {
    private RequestWriter() {
    }

    /** @param note a line saying where the situation comes from, or null */
    public static ObjectNode request(GameState state, Ruleset rules, String note) {
        ObjectNode o = ModelWriter.header(Formats.REQUEST);
        o.put("ruleset", state.ruleset());
        if (note != null) o.put("note", note);
        o.set("situation", situation(state, rules));
        return o;
    }

    static ObjectNode situation(GameState state, Ruleset rules) {
        ObjectNode s = Json.object();
        s.set("options", Json.scalars(state.options()));
        if (state.table() != null) s.set("table", ModelWriter.table(state.table()));
        ArrayNode sides = s.putArray("sides");
        for (Side side : state.sides()) {
            // The places the scenario gave: the actors stand where they are now, but an export keeps these too.
            ObjectNode o = ModelWriter.side(side);
            ModelWriter.deployment(o, side.deployment());
            // And how the NPC AI runs the side: the game plays on with them (the Marquise's carriages keep their roads).
            ModelWriter.ai(o, side.ai());
            sides.add(o);
        }
        ArrayNode actors = s.putArray("actors");
        for (Actor a : state.actors().values()) actors.add(actor(a));
        if (state.turn() != null) s.set("turn", turn(state, rules));
        return s;
    }

    private static ObjectNode actor(Actor a) {
        ObjectNode o = Json.object();
        o.put("id", a.id());
        o.put("name", a.name());
        o.put("side", a.side());
        if (a.unit() != null) o.put("unit", a.unit());
        if (a.quality() != null) o.put("quality", a.quality());
        if (a.mounted()) o.put("mounted", true);
        if (!a.weapons().isEmpty()) o.set("weapons", Json.texts(a.weapons()));
        if (!a.profile().isEmpty()) o.set("profile", Json.scalars(a.profile()));
        if (!a.status().equals(Status.FRESH)) o.set("status", OutcomeWriter.status(a.status()));
        if (!a.marks().isEmpty()) o.set("marks", Json.scalars(a.marks()));
        if (a.position() != null) o.set("position", ModelWriter.position(a.position()));
        if (a.base() != null) o.set("base", ModelWriter.base(a.base()));
        return o;
    }

    private static ObjectNode turn(GameState state, Ruleset rules) {
        TurnState t = state.turn();
        ObjectNode n = Json.object();
        n.put("round", t.round());
        // The limit travels with the turn it bounds, so a moment exported from a game ends where the game does.
        if (state.lastTurn() > 0) n.put("last-turn", state.lastTurn());
        if (t.activation().side() != null) n.put("side", t.activation().side());
        if (t.phase() != null) n.put("phase", t.phase());
        n.set("actors", Json.texts(t.activation().actors()));
        n.put("label", t.activation().label());
        if (t.detail() != null) {
            Map<String, Object> detail = rules.turnStructure().writeDetail(t.detail());
            if (detail == null) {
                throw new IllegalStateException("the " + rules.info().id() + " ruleset keeps a turn detail ("
                        + t.detail().getClass().getSimpleName() + ") that it cannot write");
            }
            n.set("detail", Json.plain(detail));
        }
        return n;
    }
}
