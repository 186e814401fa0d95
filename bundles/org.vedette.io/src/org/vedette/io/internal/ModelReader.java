package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.model.AiSettings;
import org.vedette.core.model.Base;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Figure;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Going;
import org.vedette.core.model.Marker;
import org.vedette.core.model.Position;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Unit;
import org.vedette.core.model.Zone;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;
import org.vedette.io.Formats;
import org.vedette.io.RulesetCatalog;
import org.vedette.table.Outlines;

/**
 * Reads the parts the formats share — tables, terrain, units, figures,
 * positions — and rosters and collections, into core's model. Each method
 * returns null when what it read has errors (already reported), so a value is
 * only ever built from input that was right; the constructors of the model
 * never see bad values.
 */
public final class ModelReader {
    private final Ids ids;
    private final Ruleset rules;
    /** The table read so far, against which positions are checked; null until read (or in a roster). */
    private Table table;
    /** The zones' side ids and where each was written, for the scenario to check once its sides are read. */
    private final List<Map.Entry<String, Located.At>> zoneSides = new ArrayList<>();

    /**
     * @param ids   the ids claimed so far in this scenario (or roster)
     * @param rules the ruleset to check profiles against, or null when it is unknown
     */
    public ModelReader(Ids ids, Ruleset rules) {
        this.ids = ids;
        this.rules = rules;
    }

    public Position position(Obj o) {
        if (o == null) return null;
        int before = o.problems().errorCount();
        o.known("x", "y", "facing");
        Double x = o.number("x", true);
        Double y = o.number("y", true);
        Double facing = o.number("facing", false);
        return o.problems().errorCount() > before ? null : new Position(x, y, facing);
    }

    public Table table(Obj o) {
        int before = o.problems().errorCount();
        o.known("width", "depth", "friendlyEdge", "terrain", "zones", "markers");
        Double width = positive(o, "width");
        Double depth = positive(o, "depth");
        Edge friendly = o.choice("friendlyEdge", Edge.class, false);
        Set<String> tableIds = new HashSet<>();
        List<TerrainFeature> terrain = new ArrayList<>();
        List<Obj> items = o.objects("terrain", false, "terrain feature", Limits.MAX_TERRAIN);
        if (items != null) {
            for (Obj t : items) {
                TerrainFeature f = terrain(t);
                if (f != null) {
                    if (!tableIds.add(f.id())) {
                        t.problems().error(t.at("id"), "duplicate terrain id '" + f.id() + "'");
                    }
                    terrain.add(f);
                    if (width != null && depth != null) offTable(t, f.outline(), width, depth);
                }
            }
        }
        List<Zone> zones = new ArrayList<>();
        List<Obj> zoneObjs = o.objects("zones", false, "zone", Limits.MAX_TERRAIN);
        if (zoneObjs != null) {
            for (Obj z : zoneObjs) {
                Zone zone = zone(z);
                if (zone == null) continue;
                if (!tableIds.add(zone.id())) z.problems().error(z.at("id"), "duplicate id '" + zone.id() + "' on the table");
                zones.add(zone);
                if (width != null && depth != null) offTable(z, zone.outline(), width, depth);
            }
        }
        List<Marker> markers = new ArrayList<>();
        List<Obj> markerObjs = o.objects("markers", false, "marker", Limits.MAX_TERRAIN);
        if (markerObjs != null) {
            for (Obj m : markerObjs) {
                Marker marker = marker(m, width, depth);
                if (marker == null) continue;
                if (!tableIds.add(marker.id())) {
                    m.problems().error(m.at("id"), "duplicate id '" + marker.id() + "' on the table");
                }
                markers.add(marker);
            }
        }
        if (o.problems().errorCount() > before) return null;
        table = new Table(width, depth, friendly, terrain, zones, markers);
        return table;
    }

    /** Outline points beyond the table's edges: a warning, since a river may well run off the table. */
    private static void offTable(Obj o, List<Position> outline, double width, double depth) {
        for (int i = 0; i < outline.size(); i++) {
            Position p = outline.get(i);
            if (p.x() < 0 || p.y() < 0 || p.x() > width || p.y() > depth) {
                o.problems().warning(o.itemAt("outline", i), "point (" + plain(p.x()) + ", " + plain(p.y())
                        + ") lies off the " + plain(width) + "\" x " + plain(depth) + "\" table");
                return;
            }
        }
    }

    static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** An area outline that crosses itself (or is too short) is reported at the point nearest the fault. */
    private static void outline(Obj o, TerrainFeature.Shape shape, List<Position> outline) {
        Outlines.Problem p = Outlines.check(shape, outline);
        if (p != null) o.problems().error(o.itemAt("outline", p.point()), p.message());
    }

    private Zone zone(Obj o) {
        int before = o.problems().errorCount();
        o.known("id", "kind", "side", "name", "outline");
        String id = o.id("id", true);
        Zone.Kind kind = o.choice("kind", Zone.Kind.class, true);
        String side = o.id("side", false);
        String name = o.text("name", false);
        if (!o.has("outline")) o.problems().error(o.at(), "a zone needs an 'outline' (a polygon of 3 points or more)");
        List<Position> outline = positions(o, "outline");
        if (o.problems().errorCount() == before) {
            outline(o, TerrainFeature.Shape.AREA, outline);
            if (outline.isEmpty()) o.problems().error(o.at("outline"), "a zone's outline cannot be empty");
        }
        if (side != null) zoneSides.add(Map.entry(side, o.at("side")));
        return o.problems().errorCount() > before ? null : new Zone(id, kind, side, name, outline);
    }

    private Marker marker(Obj o, Double width, Double depth) {
        int before = o.problems().errorCount();
        o.known("id", "kind", "name", "position");
        String id = o.id("id", true);
        Marker.Kind kind = o.choice("kind", Marker.Kind.class, false);
        String name = o.text("name", false);
        Position position = position(o.object("position", true));
        if (width != null && depth != null) {
            onTable(o, "position", position, new Table(width, depth, null, null), "marker '" + id + "'");
        }
        return o.problems().errorCount() > before ? null
                : new Marker(id, kind == null ? Marker.Kind.MARKER : kind, name, position);
    }

    /** Checks each zone's side against the scenario's sides (reported where the zone names it). */
    public void checkZoneSides(Set<String> sideIds, Problems problems) {
        for (Map.Entry<String, Located.At> e : zoneSides) {
            if (!sideIds.contains(e.getKey())) {
                problems.error(e.getValue(), "no side '" + e.getKey() + "' (the sides: " + String.join(", ", sideIds)
                        + ")");
            }
        }
    }

    /** A figure, unit or marker off the table: an error where its position is written. */
    private static void onTable(Obj o, String field, Position p, Table t, String whose) {
        if (t != null && p != null && !t.contains(p)) {
            o.problems().error(o.at(field), whose + " stands off the table: (" + plain(p.x()) + ", "
                    + plain(p.y()) + ") is outside the " + plain(t.width()) + "\" x " + plain(t.depth()) + "\" table");
        }
    }

    /** Checks a position against the table read so far (none in a roster: a roster has no table). */
    public void checkOnTable(Obj o, String field, Position p, String whose) {
        onTable(o, field, p, table, whose);
    }

    /**
     * How the NPC AI runs a side and, under {@code units}, single units of it by id ({@code "ai":
     * {"risk-aversion": 1, "units": {"escort-a": {"hold": true}}}}): each setting checked, each unit id one of
     * the side's own units, a destination on the table. A scenario's side and a request's situation (a game
     * exported with its sides' settings) both carry it.
     *
     * @param units the side's unit ids to check those named against, or null when they are unknown
     */
    public AiSettings ai(Obj s, String side, Set<String> units) {
        Obj o = s.object("ai", false);
        if (o == null) return AiSettings.NONE;
        AiSettings own = aiSettings(o, true);
        Map<String, AiSettings> byUnit = new LinkedHashMap<>();
        Obj u = o.object("units", false);
        if (u != null) {
            for (String id : u.fieldNames()) {
                Obj one = u.object(id, true);
                if (one == null) continue;
                if (units != null && !units.contains(id)) {
                    u.problems().error(u.nameAt(id), "side '" + side + "' has no unit '" + id + "' for the AI to run"
                            + " (its units: " + String.join(", ", units) + ")");
                    continue;
                }
                byUnit.put(id, aiSettings(one, false));
            }
        }
        return new AiSettings(own.archetype(), own.aggression(), own.riskAversion(), own.destination(), own.hold(),
                byUnit);
    }

    private AiSettings aiSettings(Obj o, boolean side) {
        if (side) o.known("archetype", "aggression", "risk-aversion", "destination", "hold", "units");
        else o.known("archetype", "aggression", "risk-aversion", "destination", "hold");
        String archetype = o.id("archetype", false);
        Integer aggression = o.integer("aggression", false);
        if (aggression != null && (aggression < -3 || aggression > 3)) {
            o.problems().error(o.at("aggression"), "expected -3 to 3 for 'aggression' (added to the AI's die), found "
                    + aggression);
        }
        Integer riskAversion = o.integer("risk-aversion", false);
        if (riskAversion != null && (riskAversion < 0 || riskAversion > 3)) {
            o.problems().error(o.at("risk-aversion"), "expected 0 to 3 for 'risk-aversion' (taken off the AI's die),"
                    + " found " + riskAversion);
        }
        Position destination = null;
        if (o.has("destination")) {
            destination = position(o.object("destination", true));
            if (destination != null) checkOnTable(o, "destination", destination, "the AI's destination");
        }
        Boolean hold = o.flag("hold", false);
        return new AiSettings(archetype, aggression, riskAversion, destination, hold, Map.of());
    }

    public Base base(Obj o) {
        if (o == null) return null;
        int before = o.problems().errorCount();
        o.known("shape", "width", "depth");
        Base.Shape shape = o.choice("shape", Base.Shape.class, false);
        Double width = positive(o, "width");
        Double depth = o.has("depth") ? positive(o, "depth") : null;
        if (o.problems().errorCount() > before) return null;
        if (shape == null) shape = depth == null ? Base.Shape.ROUND : Base.Shape.RECTANGLE;
        if (shape == Base.Shape.ROUND) {
            if (depth != null && !depth.equals(width)) {
                o.problems().error(o.at("depth"), "a round base has one diameter, its 'width'; leave 'depth' out");
                return null;
            }
            return Base.round(width);
        }
        if (depth == null) {
            o.problems().error(o.at(), "a rectangular base needs a 'depth' as well as a 'width'");
            return null;
        }
        return Base.rectangle(width, depth);
    }

    private static Double positive(Obj o, String field) {
        Double v = o.number(field, true);
        if (v != null && !(v > 0)) {
            o.problems().error(o.at(field), "expected a positive number of inches for '" + field + "', found " + v);
            return null;
        }
        return v;
    }

    public TerrainFeature terrain(Obj o) {
        int before = o.problems().errorCount();
        o.known("id", "kind", "name", "shape", "outline", "width", "height", "cover", "going");
        String id = o.id("id", true);
        TerrainKind kind = o.choice("kind", TerrainKind.class, true);
        String name = o.text("name", false);
        TerrainFeature.Shape shape = o.choice("shape", TerrainFeature.Shape.class, false);
        List<Position> outline = positions(o, "outline");
        Double width = o.number("width", false);
        if (width != null && !(width >= 0)) {
            o.problems().error(o.at("width"), "expected 0 or more inches for 'width', found " + width);
        }
        Integer height = o.integer("height", false);
        if (height != null && height < 0) {
            o.problems().error(o.at("height"), "expected 0 or more contours for 'height', found " + height);
        }
        CoverClass cover = o.choice("cover", CoverClass.class, false);
        Going going = o.choice("going", Going.class, false);
        if (o.problems().errorCount() > before) return null;
        if (shape == null) shape = TerrainFeature.defaultShape(kind);
        outline(o, shape, outline);
        if (o.problems().errorCount() > before) return null;
        return new TerrainFeature(id, kind, name, outline, cover, going, shape,
                width != null ? width : TerrainFeature.defaultWidth(kind),
                height != null ? height : kind == TerrainKind.HILL ? 1 : 0);
    }

    private List<Position> positions(Obj o, String field) {
        List<Obj> items = o.objects(field, false, "point", Limits.MAX_OUTLINE);
        List<Position> out = new ArrayList<>();
        if (items != null) {
            for (Obj p : items) {
                Position pos = position(p);
                if (pos != null) out.add(pos);
            }
        }
        return out;
    }

    /** The units of a side or roster; null when any has errors. */
    public List<Unit> units(Obj o, String field, boolean required) {
        int before = o.problems().errorCount();
        List<Obj> items = o.objects(field, required, "unit", Limits.MAX_UNITS);
        List<Unit> out = new ArrayList<>();
        if (items != null) {
            for (Obj u : items) {
                Unit unit = unit(u);
                if (unit != null) out.add(unit);
            }
        }
        return o.problems().errorCount() > before ? null : out;
    }

    public Unit unit(Obj o) {
        int before = o.problems().errorCount();
        o.known("id", "name", "quality", "mounted", "profile", "figures", "position", "base");
        String id = o.id("id", true);
        if (id != null) ids.claim(id, o.problems(), o.at("id"));
        String name = o.text("name", false);
        String quality = o.id("quality", false);
        Boolean mounted = o.flag("mounted", false);
        Obj profileObj = o.object("profile", false);
        Map<String, Object> profile = profileObj == null ? Map.of() : profileObj.scalarMembers();
        String whose = "unit '" + (id == null ? "?" : id) + "'";
        Position position = position(o.object("position", false));
        checkOnTable(o, "position", position, whose);
        Base base = base(o.object("base", false));
        boolean unitLevel = rules != null && rules.profile().scale() == Scale.UNIT;
        if (rules != null) {
            RulesChecks.profile(profileObj, profile, rules);
            RulesChecks.quality(o, "quality", quality, rules);
            if (unitLevel) RulesChecks.required(o, profile.keySet(), rules, whose);
        }
        List<Figure> figures = new ArrayList<>();
        List<Obj> items = o.objects("figures", false, "figure", Limits.MAX_FIGURES);
        if (items != null) {
            for (Obj f : items) {
                Figure fig = figure(f, profile.keySet(), !unitLevel);
                if (fig != null) figures.add(fig);
            }
        }
        return o.problems().errorCount() > before ? null
                : new Unit(id, name, quality, Boolean.TRUE.equals(mounted), profile, figures, position, base);
    }

    /**
     * @param unitProfile the fields the figure's unit gives it
     * @param acts        whether the figure acts (figure-level rulesets), so needs every required field
     */
    private Figure figure(Obj o, Set<String> unitProfile, boolean acts) {
        int before = o.problems().errorCount();
        o.known("id", "name", "quality", "mounted", "weapons", "profile", "position", "base");
        String id = o.id("id", true);
        if (id != null) ids.claim(id, o.problems(), o.at("id"));
        String name = o.text("name", false);
        String quality = o.id("quality", false);
        Boolean mounted = o.flag("mounted", false);
        List<String> weapons = o.texts("weapons");
        Obj profileObj = o.object("profile", false);
        Map<String, Object> profile = profileObj == null ? Map.of() : profileObj.scalarMembers();
        Position position = position(o.object("position", false));
        checkOnTable(o, "position", position, "figure '" + (id == null ? "?" : id) + "'");
        Base base = base(o.object("base", false));
        if (rules != null) {
            RulesChecks.profile(profileObj, profile, rules);
            RulesChecks.quality(o, "quality", quality, rules);
            RulesChecks.weapons(o, "weapons", weapons, rules);
            if (acts) {
                Set<String> present = new HashSet<>(unitProfile);
                present.addAll(profile.keySet());
                RulesChecks.required(o, present, rules, "figure '" + (id == null ? "?" : id) + "'");
            }
        }
        return o.problems().errorCount() > before ? null
                : new Figure(id, name, quality, Boolean.TRUE.equals(mounted), weapons, profile, position, base);
    }

    /** A roster document; its ruleset is looked up in {@code catalog} to check its units. */
    public static Roster roster(Obj root, RulesetCatalog catalog, Ids ids) {
        int before = root.problems().errorCount();
        Header.check(root, Formats.ROSTER);
        root.known("format", "version", "id", "name", "ruleset", "nation", "units");
        String id = root.id("id", true);
        String name = root.text("name", false);
        String rulesetId = root.id("ruleset", true);
        Ruleset rules = RulesChecks.ruleset(root, "ruleset", rulesetId, catalog);
        String nation = root.text("nation", false);
        List<Unit> units = new ModelReader(ids, rules).units(root, "units", true);
        return root.problems().errorCount() > before ? null : new Roster(id, name, rulesetId, nation, units);
    }

    /** What a figure is in its unit, as a collection item may say (none: rank and file). */
    public static final List<String> ROLES = List.of("rank-and-file", "officer", "nco", "musician", "standard");

    /** A collection document: what a collector owns. */
    public static FigureCollection collection(Obj root) {
        int before = root.problems().errorCount();
        Header.check(root, Formats.COLLECTION);
        root.known("format", "version", "id", "owner", "scale", "items");
        String id = root.id("id", true);
        String owner = root.text("owner", false);
        String scale = root.text("scale", false);
        List<CollectionItem> items = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<Obj> objs = root.objects("items", true, "item", Limits.MAX_ITEMS);
        if (objs != null) {
            for (Obj o : objs) {
                CollectionItem item = item(o);
                if (item != null) {
                    if (!seen.add(item.id())) {
                        o.problems().error(o.at("id"), "duplicate item id '" + item.id() + "'");
                    }
                    items.add(item);
                }
            }
        }
        return root.problems().errorCount() > before ? null : new FigureCollection(id, owner, scale, items);
    }

    /**
     * The old {@code storage} field, one text for where the figures are kept
     * ("Box 3, drawer 2"), read into the two fields that replaced it, since the
     * packing list groups by box and then drawer: up to the first comma is the
     * box, the rest the drawer. A warning says so, so the file can be moved on
     * (the collection editor does it, and nothing writes {@code storage} any
     * more); an item that has {@code box} or {@code drawer} keeps them and the
     * old text is ignored, with a warning too.
     *
     * @return the box and the drawer
     */
    private static String[] oldStorage(Obj o, String storage, String box, String drawer) {
        if (box != null || drawer != null) {
            o.problems().warning(o.at("storage"), "'storage' is the old field for where figures are kept; this item"
                    + " has 'box' or 'drawer', so 'storage' is ignored: remove it");
            return new String[] { box, drawer };
        }
        String[] place = storagePlace(storage);
        o.problems().warning(o.at("storage"), "'storage' is the old field for where figures are kept: read as "
                + (place[0] == null ? "no box" : "box '" + place[0] + "'")
                + (place[1] == null ? "" : " and drawer '" + place[1] + "'")
                + "; write 'box' and 'drawer' instead (the collection editor's Items page moves them)");
        return place;
    }

    /** "Box 3, drawer 2" as box "Box 3" and drawer "drawer 2"; "Shelf A" as box "Shelf A" and no drawer. */
    static String[] storagePlace(String storage) {
        int comma = storage.indexOf(',');
        String box = (comma < 0 ? storage : storage.substring(0, comma)).strip();
        String drawer = comma < 0 ? "" : storage.substring(comma + 1).strip();
        return new String[] { box.isEmpty() ? null : box, drawer.isEmpty() ? null : drawer };
    }

    private static CollectionItem item(Obj o) {
        int before = o.problems().errorCount();
        o.known("id", "description", "troopType", "nation", "mounted", "count", "painted", "storage", "tags", "box",
                "drawer", "role", "weapon", "based");
        String storage = o.text("storage", false);
        String id = o.id("id", true);
        String description = o.text("description", false);
        String troopType = o.text("troopType", false);
        String nation = o.text("nation", false);
        Boolean mounted = o.flag("mounted", false);
        Integer count = o.integer("count", true);
        Integer painted = o.integer("painted", false);
        List<String> tags = o.texts("tags");
        String box = o.text("box", false);
        String drawer = o.text("drawer", false);
        if (storage != null) {
            String[] place = oldStorage(o, storage, box, drawer);
            box = place[0];
            drawer = place[1];
        }
        String role = o.text("role", false);
        if (role != null && !ROLES.contains(role)) {
            o.problems().error(o.at("role"), "unknown role '" + role + "' (known: " + String.join(", ", ROLES) + ")");
        }
        String weapon = o.id("weapon", false);
        Boolean based = o.flag("based", false);
        if (count != null && count < 0) {
            o.problems().error(o.at("count"), "expected a count of 0 or more for 'count', found " + count);
        }
        int p = painted == null ? (count == null ? 0 : count) : painted;
        if (painted != null && (painted < 0 || (count != null && painted > count))) {
            o.problems().error(o.at("painted"), "expected 'painted' from 0 to the count (" + count + "), found "
                    + painted);
        }
        return o.problems().errorCount() > before ? null
                : new CollectionItem(id, description, troopType, nation, Boolean.TRUE.equals(mounted), count, p, tags,
                        box, drawer, role, weapon, !Boolean.FALSE.equals(based));
    }
}
