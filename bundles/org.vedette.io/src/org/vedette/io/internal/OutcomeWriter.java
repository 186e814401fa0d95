package org.vedette.io.internal;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.GameEvent;
import org.vedette.core.model.Position;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Step;
import org.vedette.core.turn.TurnState;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Builds the JSON tree of an outcome; see {@link org.vedette.io.OutcomeJson}. */
public final class OutcomeWriter {
    private OutcomeWriter() {
    }

    public static ObjectNode outcome(Outcome o) {
        ObjectNode root = Json.object();
        root.put("headline", o.headline());
        ArrayNode events = root.putArray("events");
        for (GameEvent e : o.events()) events.add(event(e));
        ArrayNode rolls = root.putArray("rolls");
        for (Roll r : o.rolls()) {
            ObjectNode n = rolls.addObject();
            n.put("purpose", r.purpose());
            n.put("sides", r.sides());
            ArrayNode faces = n.putArray("faces");
            for (int f : r.faces()) faces.add(f);
            n.put("total", r.total());
        }
        ArrayNode steps = root.putArray("explanation");
        for (Step s : o.explanation()) {
            ObjectNode n = steps.addObject();
            n.put("book", s.rule().book());
            n.put("section", s.rule().section());
            n.put("text", s.text());
        }
        return root;
    }

    public static ObjectNode event(GameEvent e) {
        ObjectNode n = Json.object();
        switch (e) {
            case GameEvent.StatusChanged s -> {
                n.put("type", "status-changed");
                n.put("actor", s.actor());
                n.set("before", status(s.before()));
                n.set("after", status(s.after()));
            }
            case GameEvent.MarkChanged m -> {
                n.put("type", "mark-changed");
                n.put("actor", m.actor());
                n.put("mark", m.mark());
                Json.scalar(n, "before", m.before());
                Json.scalar(n, "after", m.after());
            }
            case GameEvent.TableInstruction t -> {
                n.put("type", "table-instruction");
                n.put("actor", t.actor());
                // "text" is every event's whole line, so the actor is in it ("52nd: retreats 3\" …"); the instruction alone too.
                n.put("instruction", t.text());
            }
            case GameEvent.ActorAdded a -> {
                n.put("type", "actor-added");
                n.put("actor", a.actor().id());
                n.put("name", a.actor().name());
                n.put("side", a.actor().side());
            }
            case GameEvent.ActorRemoved r -> {
                n.put("type", "actor-removed");
                n.put("actor", r.actor());
                n.put("name", r.before().name());
            }
            case GameEvent.Moved m -> {
                n.put("type", "moved");
                n.put("actor", m.actor());
                if (m.from() != null) n.set("from", position(m.from()));
                n.set("to", position(m.to()));
                var path = n.putArray("path");
                for (Position p : m.path()) path.add(position(p));
                n.put("distance", m.distance());
            }
            case GameEvent.SideChanged c -> {
                n.put("type", "side-changed");
                n.put("side", c.after().id());
                ModelWriter.hiddenAndArrivals(n, c.after());
            }
            case GameEvent.TurnChanged t -> {
                n.put("type", "turn-changed");
                n.set("before", turn(t.before()));
                n.set("after", turn(t.after()));
            }
        }
        if (!n.has("text")) n.put("text", e.describe());
        return n;
    }

    /** A position as the scenario files write one: x, y and the facing when there is one. */
    static ObjectNode position(Position p) {
        ObjectNode n = Json.object();
        n.put("x", p.x());
        n.put("y", p.y());
        if (p.facing() != null) n.put("facing", p.facing());
        return n;
    }

    public static ObjectNode status(Status s) {
        ObjectNode n = Json.object();
        if (s == null) return n;
        n.put("wounds", s.wounds());
        n.put("shock", s.shock());
        n.put("down", s.down());
        n.put("out", s.out());
        return n;
    }

    /** A turn as the request format writes it, plus its label and the ruleset's detail as text. */
    public static ObjectNode turn(TurnState t) {
        if (t == null) return null;
        ObjectNode n = Json.object();
        n.put("round", t.round());
        n.put("side", t.activation().side());
        if (t.phase() != null) n.put("phase", t.phase());
        n.set("actors", Json.texts(t.activation().actors()));
        n.put("label", t.activation().label());
        if (t.detail() != null) n.put("detail", t.detail().describe());
        n.put("text", t.describe());
        return n;
    }
}
