package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Figure;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;
import org.vedette.io.Formats;
import org.vedette.io.RulesetCatalog;

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
        o.known("width", "depth", "friendlyEdge", "terrain");
        Double width = positive(o, "width");
        Double depth = positive(o, "depth");
        Edge friendly = o.choice("friendlyEdge", Edge.class, false);
        List<TerrainFeature> terrain = new ArrayList<>();
        List<Obj> items = o.objects("terrain", false, "terrain feature", Limits.MAX_TERRAIN);
        Set<String> terrainIds = new HashSet<>();
        if (items != null) {
            for (Obj t : items) {
                TerrainFeature f = terrain(t);
                if (f != null) {
                    if (!terrainIds.add(f.id())) {
                        t.problems().error(t.at("id"), "duplicate terrain id '" + f.id() + "'");
                    }
                    terrain.add(f);
                }
            }
        }
        return o.problems().errorCount() > before ? null : new Table(width, depth, friendly, terrain);
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
        o.known("id", "kind", "name", "outline", "cover", "going");
        String id = o.id("id", true);
        TerrainKind kind = o.choice("kind", TerrainKind.class, true);
        String name = o.text("name", false);
        List<Position> outline = positions(o, "outline");
        CoverClass cover = o.choice("cover", CoverClass.class, false);
        Going going = o.choice("going", Going.class, false);
        return o.problems().errorCount() > before ? null
                : new TerrainFeature(id, kind, name, outline, cover, going);
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
        o.known("id", "name", "quality", "mounted", "profile", "figures", "position");
        String id = o.id("id", true);
        if (id != null) ids.claim(id, o.problems(), o.at("id"));
        String name = o.text("name", false);
        String quality = o.id("quality", false);
        Boolean mounted = o.flag("mounted", false);
        Obj profileObj = o.object("profile", false);
        Map<String, Object> profile = profileObj == null ? Map.of() : profileObj.scalarMembers();
        Position position = position(o.object("position", false));
        String whose = "unit '" + (id == null ? "?" : id) + "'";
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
                : new Unit(id, name, quality, Boolean.TRUE.equals(mounted), profile, figures, position);
    }

    /**
     * @param unitProfile the fields the figure's unit gives it
     * @param acts        whether the figure acts (figure-level rulesets), so needs every required field
     */
    private Figure figure(Obj o, Set<String> unitProfile, boolean acts) {
        int before = o.problems().errorCount();
        o.known("id", "name", "quality", "mounted", "weapons", "profile", "position");
        String id = o.id("id", true);
        if (id != null) ids.claim(id, o.problems(), o.at("id"));
        String name = o.text("name", false);
        String quality = o.id("quality", false);
        Boolean mounted = o.flag("mounted", false);
        List<String> weapons = o.texts("weapons");
        Obj profileObj = o.object("profile", false);
        Map<String, Object> profile = profileObj == null ? Map.of() : profileObj.scalarMembers();
        Position position = position(o.object("position", false));
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
                : new Figure(id, name, quality, Boolean.TRUE.equals(mounted), weapons, profile, position);
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

    private static CollectionItem item(Obj o) {
        int before = o.problems().errorCount();
        o.known("id", "description", "troopType", "nation", "mounted", "count", "painted", "tags", "box", "drawer",
                "role", "weapon", "based");
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
