package org.vedette.ui.editors.parts;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Zone;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the Table page writes into a scenario's tree, as a designer would in
 * the file (docs/FILES.md, "The table's geometry"): a figure or unit placed
 * in its side's deployment (or at its own position, where it carries one and
 * the deployment does not name it), a terrain outline or zone drawn, a
 * vertex moved, a feature's kind, cover or going. Places are written to a
 * tenth of an inch and facings to the degree: finer than anyone measures on
 * a table, and the file stays readable.
 */
final class TableEdits {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TableEdits() {
    }

    /** Places the unit or figure {@code id} of side {@code side} at {@code p}. */
    static void place(ObjectNode root, String side, String id, Position p) {
        JsonNode sides = root.path("sides");
        for (int i = 0; i < sides.size(); i++) {
            if (!side.equals(sides.get(i).path("id").asText())) continue;
            String sidePointer = Members.item("/sides", i);
            String own = ownPosition(sides.get(i), sidePointer, id);
            boolean deployed = sides.get(i).path("deployment").has(id);
            Members.set(root, !deployed && own != null ? own
                    : Members.child(Members.child(sidePointer, "deployment"), id), position(p));
            return;
        }
        throw new IllegalArgumentException("the scenario has no side '" + side + "'");
    }

    /** The pointer of the position an inline unit or figure carries, or null when it carries none. */
    private static String ownPosition(JsonNode side, String sidePointer, String id) {
        JsonNode units = side.path("units");
        for (int u = 0; u < units.size(); u++) {
            String unit = Members.item(Members.child(sidePointer, "units"), u);
            if (id.equals(units.get(u).path("id").asText())) {
                return units.get(u).has("position") ? Members.child(unit, "position") : null;
            }
            JsonNode figures = units.get(u).path("figures");
            for (int f = 0; f < figures.size(); f++) {
                if (id.equals(figures.get(f).path("id").asText())) {
                    return figures.get(f).has("position")
                            ? Members.child(Members.item(Members.child(unit, "figures"), f), "position") : null;
                }
            }
        }
        return null;
    }

    /** Adds a terrain feature drawn by its outline; returns its id (the kind's name, made unique). */
    static String addTerrain(ObjectNode root, TerrainKind kind, List<Position> outline, CoverClass cover,
            Going going) {
        String id = freeId(root, word(kind));
        ObjectNode f = NODES.objectNode();
        f.put("id", id);
        f.put("kind", word(kind));
        f.set("outline", outline(outline));
        f.put("cover", word(cover));
        f.put("going", word(going));
        Members.array(root, "/table/terrain").add(f);
        return id;
    }

    /** Adds a zone drawn by its outline, of a side or (null) of every side; returns its id. */
    static String addZone(ObjectNode root, Zone.Kind kind, String side, List<Position> outline) {
        String kindWord = kind == Zone.Kind.DEPLOYMENT ? "deployment" : "friendly-lines";
        String id = freeId(root, side == null ? kindWord : side + "-" + kindWord);
        ObjectNode z = NODES.objectNode();
        z.put("id", id);
        z.put("kind", kindWord);
        if (side != null) z.put("side", side);
        z.set("outline", outline(outline));
        Members.array(root, "/table/zones").add(z);
        return id;
    }

    /** Moves point {@code point} of the outline of the terrain feature at {@code index}. */
    static void moveVertex(ObjectNode root, int index, int point, Position p) {
        String pointer = Members.item(Members.item("/table/terrain", index) + "/outline", point);
        ObjectNode xy = NODES.objectNode();
        xy.put("x", tenth(p.x()));
        xy.put("y", tenth(p.y()));
        Members.set(root, pointer, xy);
    }

    /** Sets a terrain feature's member ("kind", "cover", "going") to an enum's word in the file. */
    static void setTerrain(ObjectNode root, int index, String member, Enum<?> value) {
        Members.set(root, Members.child(Members.item("/table/terrain", index), member),
                NODES.textNode(word(value)));
    }

    /** An enum's name as the files spell it: lower case, words joined by '-'. */
    static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static ObjectNode position(Position p) {
        ObjectNode n = NODES.objectNode();
        n.put("x", tenth(p.x()));
        n.put("y", tenth(p.y()));
        if (p.facing() != null) n.put("facing", Math.floorMod(Math.round(p.facing()), 360));
        return n;
    }

    private static ArrayNode outline(List<Position> points) {
        ArrayNode a = NODES.arrayNode();
        for (Position p : points) {
            ObjectNode xy = a.addObject();
            xy.put("x", tenth(p.x()));
            xy.put("y", tenth(p.y()));
        }
        return a;
    }

    static double tenth(double v) {
        return Math.round(v * 10) / 10.0;
    }

    /** {@code base}, or base-2, base-3 … : the first not taken by a terrain feature, zone or marker. */
    private static String freeId(ObjectNode root, String base) {
        Set<String> taken = new HashSet<>();
        for (String list : List.of("terrain", "zones", "markers")) {
            for (JsonNode n : root.path("table").path(list)) taken.add(n.path("id").asText());
        }
        if (!taken.contains(base)) return base;
        for (int i = 2;; i++) {
            if (!taken.contains(base + "-" + i)) return base + "-" + i;
        }
    }
}
