package org.vedette.io.internal;

import java.util.Map;

import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Base;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.Figure;
import org.vedette.core.model.FigureCollection;
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
import org.vedette.io.Formats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Builds the JSON trees of the model, in the field order of the schemas, and
 * leaves out what is empty or default so files stay as short as people write
 * them. What is written reads back to an equal value.
 */
public final class ModelWriter {
    private ModelWriter() {
    }

    public static ObjectNode header(String format) {
        ObjectNode o = Json.object();
        o.put("format", format);
        o.put("version", Formats.VERSION);
        return o;
    }

    /**
     * @param into        the object to fill (a document with its header, or the journal's inlined scenario)
     * @param rosterRefs  side id → roster path to write instead of the side's units; may be empty
     */
    public static ObjectNode scenario(ObjectNode into, Scenario s, Map<String, String> rosterRefs) {
        into.put("id", s.id());
        into.put("title", s.title());
        into.put("ruleset", s.ruleset());
        if (!s.description().isEmpty()) into.put("description", s.description());
        if (!s.options().isEmpty()) into.set("options", Json.scalars(s.options()));
        into.set("table", table(s.table()));
        ArrayNode sides = into.putArray("sides");
        for (Side side : s.sides()) {
            ObjectNode o = side(side);
            // The nation belongs to the scenario's sides (a request's situation has none).
            if (side.nation() != null) o.put("nation", side.nation());
            sides.add(o);
            String ref = rosterRefs.get(side.id());
            if (ref != null) {
                o.put("roster", ref);
            } else {
                ArrayNode units = o.putArray("units");
                for (Unit u : side.units()) units.add(unit(u));
            }
            deployment(o, side.deployment());
            ai(o, side.ai());
        }
        if (!s.objectives().isEmpty()) into.set("objectives", Json.texts(s.objectives()));
        if (!s.victoryConditions().isEmpty()) {
            ArrayNode conditions = into.putArray("victoryConditions");
            for (VictoryCondition c : s.victoryConditions()) conditions.add(victoryCondition(c));
        }
        into.put("turns", s.turns());
        return into;
    }

    /** A victory condition, its goal's fields beside its own, as {@link VictoryReader} reads them. */
    public static ObjectNode victoryCondition(VictoryCondition c) {
        ObjectNode o = Json.object();
        o.put("id", c.id());
        o.put("side", c.side());
        switch (c.goal()) {
            case VictoryCondition.Hold h -> {
                o.put("goal", "hold");
                ArrayNode places = o.putArray("places");
                for (VictoryCondition.Place p : h.places()) places.add(place(p));
                if (!h.uncontested()) o.put("uncontested", false);
            }
            case VictoryCondition.Casualties k -> {
                o.put("goal", "casualties");
                o.set("actors", Json.texts(k.actors()));
                if (k.atLeast() != 1) o.put("atLeast", k.atLeast());
                if (k.knockedOut()) o.put("knockedOut", true);
            }
            case VictoryCondition.LeaveBy l -> {
                o.put("goal", "leave-by");
                o.put("edge", Obj.fileName(l.edge()));
                if (!l.actors().isEmpty()) o.set("actors", Json.texts(l.actors()));
                if (l.atLeast() != 1) o.put("atLeast", l.atLeast());
            }
            case VictoryCondition.Broken b -> {
                o.put("goal", "broken");
                o.put("enemy", b.side());
            }
            case VictoryCondition.Outlast x -> o.put("goal", "outlast");
        }
        o.put("check", Obj.fileName(c.check()));
        if (c.check() == VictoryCondition.Check.END_OF_TURN) o.put("turn", c.turn());
        if (c.decisive()) o.put("decisive", true);
        if (c.points() != 0) o.put("points", c.points());
        if (c.text() != null) o.put("text", c.text());
        return o;
    }

    private static ObjectNode place(VictoryCondition.Place p) {
        ObjectNode o = Json.object();
        switch (p) {
            case VictoryCondition.FeatureArea f -> o.put("feature", f.feature());
            case VictoryCondition.Circle c -> {
                o.set("centre", position(c.centre()));
                Json.measure(o, "radius", c.radius());
            }
            case VictoryCondition.Rectangle r -> {
                o.set("from", position(new Position(r.x1(), r.y1(), null)));
                o.set("to", position(new Position(r.x2(), r.y2(), null)));
            }
        }
        return o;
    }

    /** A side's id, name, control and edge, its hidden force and arrivals; its units are the caller's. */
    public static ObjectNode side(Side side) {
        ObjectNode o = Json.object();
        o.put("id", side.id());
        o.put("name", side.name());
        o.put("control", Obj.fileName(side.control()));
        if (side.edge() != null) o.put("edge", Obj.fileName(side.edge()));
        hiddenAndArrivals(o, side);
        return o;
    }

    /** A side's {@code hidden} force and its {@code arrivals}, each written only when it has one. */
    public static void hiddenAndArrivals(ObjectNode o, Side side) {
        if (side.hidden() != null) {
            ObjectNode h = o.putObject("hidden");
            if (side.hidden().until() != null) h.put("until", side.hidden().until());
            if (side.hidden().turn() != null) h.put("turn", side.hidden().turn());
        }
        if (!side.arrivals().isEmpty()) {
            ObjectNode a = o.putObject("arrivals");
            side.arrivals().forEach(a::put);
        }
    }

    /** Where the scenario places a side's units and figures at the start, by id. */
    public static void deployment(ObjectNode side, Map<String, Position> deployment) {
        if (deployment.isEmpty()) return;
        ObjectNode o = side.putObject("deployment");
        deployment.forEach((id, p) -> o.set(id, position(p)));
    }

    /** How the NPC AI runs a side and its units (written only when something is set). */
    public static void ai(ObjectNode side, AiSettings ai) {
        if (ai.isEmpty()) return;
        ObjectNode o = aiSettings(side.putObject("ai"), ai);
        if (ai.units().isEmpty()) return;
        ObjectNode units = o.putObject("units");
        ai.units().forEach((id, a) -> aiSettings(units.putObject(id), a));
    }

    private static ObjectNode aiSettings(ObjectNode o, AiSettings a) {
        if (a.archetype() != null) o.put("archetype", a.archetype());
        if (a.aggression() != null) o.put("aggression", a.aggression());
        if (a.riskAversion() != null) o.put("risk-aversion", a.riskAversion());
        if (a.destination() != null) o.set("destination", position(a.destination()));
        if (a.hold() != null) o.put("hold", a.hold());
        return o;
    }

    public static ObjectNode table(Table t) {
        ObjectNode o = Json.object();
        Json.measure(o, "width", t.width());
        Json.measure(o, "depth", t.depth());
        o.put("friendlyEdge", Obj.fileName(t.friendlyEdge()));
        if (!t.terrain().isEmpty()) {
            ArrayNode terrain = o.putArray("terrain");
            for (TerrainFeature f : t.terrain()) {
                ObjectNode n = terrain.addObject();
                n.put("id", f.id());
                n.put("kind", Obj.fileName(f.kind()));
                if (f.name() != null) n.put("name", f.name());
                if (f.shape() != TerrainFeature.defaultShape(f.kind())) n.put("shape", Obj.fileName(f.shape()));
                outline(n, f.outline());
                if (f.shape() == TerrainFeature.Shape.LINE && f.width() != TerrainFeature.defaultWidth(f.kind())) {
                    Json.measure(n, "width", f.width());
                }
                if (f.height() != (f.kind() == TerrainKind.HILL ? 1 : 0)) n.put("height", f.height());
                n.put("cover", Obj.fileName(f.cover()));
                n.put("going", Obj.fileName(f.going()));
            }
        }
        if (!t.zones().isEmpty()) {
            ArrayNode zones = o.putArray("zones");
            for (Zone z : t.zones()) {
                ObjectNode n = zones.addObject();
                n.put("id", z.id());
                n.put("kind", Obj.fileName(z.kind()));
                if (z.side() != null) n.put("side", z.side());
                if (z.name() != null) n.put("name", z.name());
                outline(n, z.outline());
            }
        }
        if (!t.markers().isEmpty()) {
            ArrayNode markers = o.putArray("markers");
            for (Marker m : t.markers()) {
                ObjectNode n = markers.addObject();
                n.put("id", m.id());
                n.put("kind", Obj.fileName(m.kind()));
                n.put("name", m.name());
                n.set("position", position(m.position()));
            }
        }
        return o;
    }

    private static void outline(ObjectNode into, java.util.List<Position> points) {
        if (points.isEmpty()) return;
        ArrayNode outline = into.putArray("outline");
        for (Position p : points) outline.add(position(p));
    }

    public static ObjectNode base(Base b) {
        ObjectNode o = Json.object();
        o.put("shape", Obj.fileName(b.shape()));
        Json.measure(o, "width", b.width());
        if (b.shape() == Base.Shape.RECTANGLE) Json.measure(o, "depth", b.depth());
        return o;
    }

    public static ObjectNode position(Position p) {
        ObjectNode o = Json.object();
        Json.measure(o, "x", p.x());
        Json.measure(o, "y", p.y());
        if (p.facing() != null) Json.measure(o, "facing", p.facing());
        return o;
    }

    public static ObjectNode unit(Unit u) {
        ObjectNode o = Json.object();
        o.put("id", u.id());
        o.put("name", u.name());
        if (u.quality() != null) o.put("quality", u.quality());
        if (u.mounted()) o.put("mounted", true);
        if (!u.profile().isEmpty()) o.set("profile", Json.scalars(u.profile()));
        if (!u.figures().isEmpty()) {
            ArrayNode figures = o.putArray("figures");
            for (Figure f : u.figures()) figures.add(figure(f));
        }
        if (u.position() != null) o.set("position", position(u.position()));
        if (u.base() != null) o.set("base", base(u.base()));
        return o;
    }

    public static ObjectNode figure(Figure f) {
        ObjectNode o = Json.object();
        o.put("id", f.id());
        o.put("name", f.name());
        if (f.quality() != null) o.put("quality", f.quality());
        if (f.mounted()) o.put("mounted", true);
        if (!f.weapons().isEmpty()) o.set("weapons", Json.texts(f.weapons()));
        if (!f.profile().isEmpty()) o.set("profile", Json.scalars(f.profile()));
        if (f.position() != null) o.set("position", position(f.position()));
        if (f.base() != null) o.set("base", base(f.base()));
        return o;
    }

    public static ObjectNode roster(Roster r) {
        ObjectNode o = header(Formats.ROSTER);
        o.put("id", r.id());
        o.put("name", r.name());
        o.put("ruleset", r.ruleset());
        if (r.nation() != null) o.put("nation", r.nation());
        ArrayNode units = o.putArray("units");
        for (Unit u : r.units()) units.add(unit(u));
        return o;
    }

    public static ObjectNode collection(FigureCollection c) {
        ObjectNode o = header(Formats.COLLECTION);
        o.put("id", c.id());
        if (c.owner() != null) o.put("owner", c.owner());
        if (c.scale() != null) o.put("scale", c.scale());
        ArrayNode items = o.putArray("items");
        for (CollectionItem i : c.items()) {
            ObjectNode n = items.addObject();
            n.put("id", i.id());
            n.put("description", i.description());
            if (i.troopType() != null) n.put("troopType", i.troopType());
            if (i.nation() != null) n.put("nation", i.nation());
            if (i.mounted()) n.put("mounted", true);
            n.put("count", i.count());
            n.put("painted", i.painted());
            if (!i.tags().isEmpty()) n.set("tags", Json.texts(i.tags()));
            if (i.box() != null) n.put("box", i.box());
            if (i.drawer() != null) n.put("drawer", i.drawer());
            if (i.role() != null) n.put("role", i.role());
            if (i.weapon() != null) n.put("weapon", i.weapon());
            if (!i.based()) n.put("based", false);
        }
        return o;
    }
}
