package org.vedette.inventory.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.inventory.Allowance;
import org.vedette.inventory.Counting;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.InventoryFiles;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.inventory.RequirementSet;
import org.vedette.inventory.StandIn;
import org.vedette.io.internal.Header;
import org.vedette.io.internal.Obj;
import org.vedette.io.internal.ModelReader;

/**
 * Reads the planner's two formats — inventory rules and requirement sets —
 * with io's located reader, so a mistake is reported at its line and column
 * like any other Vedette file, every mistake at once, and nothing is built
 * from a document with errors (each method returns null then).
 */
public final class RulesReader {
    /** Stand-in rules in one file: far above a collector's hundreds, a bound for a hostile file. */
    static final int MAX_STAND_INS = 5_000;
    static final int MAX_NEEDS = 2_000;

    private RulesReader() {
    }

    public static InventoryRules rules(Obj root) {
        int before = root.problems().errorCount();
        Header.check(root, InventoryFiles.RULES);
        root.known("format", "version", "id", "title", "unpainted", "unbased", "mixNations", "standIns",
                "roleWords", "weapons", "counting");
        String id = root.id("id", true);
        root.text("title", false);
        Allowance unpainted = allowance(root.object("unpainted", false));
        Allowance unbased = allowance(root.object("unbased", false));
        Allowance mix = allowance(root.object("mixNations", false));
        List<StandIn> standIns = new ArrayList<>();
        List<Obj> items = root.objects("standIns", false, "stand-in", MAX_STAND_INS);
        if (items != null) {
            for (Obj o : items) {
                StandIn s = standIn(o);
                if (s != null) standIns.add(s);
            }
        }
        Map<String, String> roleWords = words(root.object("roleWords", false), true);
        Map<String, String> weapons = words(root.object("weapons", false), false);
        Map<String, Counting> counting = new LinkedHashMap<>();
        Obj c = root.object("counting", false);
        if (c != null) {
            for (String ruleset : c.fieldNames()) {
                Counting one = counting(c.object(ruleset, true));
                if (one != null) counting.put(ruleset, one);
            }
        }
        return root.problems().errorCount() > before ? null
                : new InventoryRules(id, standIns, unpainted, unbased, mix, roleWords, weapons, counting);
    }

    private static Allowance allowance(Obj o) {
        if (o == null) return null;
        o.known("allowed", "preference");
        Boolean allowed = o.flag("allowed", true);
        Integer preference = preference(o, false);
        return allowed == null ? null : new Allowance(allowed, preference == null ? 0 : preference);
    }

    private static Integer preference(Obj o, boolean required) {
        Integer p = o.integer("preference", required);
        if (p != null && (p < 0 || p > 1_000)) {
            o.problems().error(o.at("preference"), "expected a preference from 0 (as good as the figure itself) to"
                    + " 1000, found " + p);
            return null;
        }
        return p;
    }

    private static StandIn standIn(Obj o) {
        int before = o.problems().errorCount();
        o.known("for", "use", "preference", "note");
        FigureKind forKind = kind(o.object("for", true));
        FigureKind use = kind(o.object("use", true));
        Integer preference = preference(o, true);
        String note = o.text("note", false);
        if (use != null && use.equals(FigureKind.ANY)) {
            o.problems().error(o.at("use"), "'use' names nothing to put in place of the need's figures: give at"
                    + " least one of nation, troopType, mounted, role, weapon, tags");
        }
        return o.problems().errorCount() > before ? null : new StandIn(forKind, use, preference, note);
    }

    /** A figure kind: any attribute may be left out (any). */
    static FigureKind kind(Obj o) {
        if (o == null) return null;
        int before = o.problems().errorCount();
        o.known("nation", "troopType", "mounted", "role", "weapon", "tags");
        String nation = o.id("nation", false);
        String troopType = o.id("troopType", false);
        Boolean mounted = o.flag("mounted", false);
        String role = o.text("role", false);
        if (role != null && !ModelReader.ROLES.contains(role)) {
            o.problems().error(o.at("role"), "unknown role '" + role + "' (known: " + String.join(", ",
                    ModelReader.ROLES) + ")");
        }
        String weapon = o.id("weapon", false);
        List<String> tags = o.texts("tags");
        return o.problems().errorCount() > before ? null
                : new FigureKind(nation, troopType, mounted, role, weapon, tags);
    }

    /** A map of words; role words must name a role. */
    private static Map<String, String> words(Obj o, boolean roles) {
        Map<String, String> out = new LinkedHashMap<>();
        if (o == null) return out;
        for (String word : o.fieldNames()) {
            String value = o.id(word, true);
            if (value == null) continue;
            if (roles && !ModelReader.ROLES.contains(value)) {
                o.problems().error(o.at(word), "unknown role '" + value + "' for the word '" + word + "' (known: "
                        + String.join(", ", ModelReader.ROLES) + ")");
            }
            out.put(word.toLowerCase(java.util.Locale.ROOT), value);
        }
        return out;
    }

    private static Counting counting(Obj o) {
        if (o == null) return null;
        int before = o.problems().errorCount();
        o.known("troopTypeField", "troopTypes", "roleField", "figuresPerUnit", "defaultPerUnit");
        String troopTypeField = o.id("troopTypeField", false);
        Map<String, String> troopTypes = words(o.object("troopTypes", false), false);
        String roleField = o.id("roleField", false);
        Map<String, Integer> perUnit = new LinkedHashMap<>();
        Obj p = o.object("figuresPerUnit", false);
        if (p != null) {
            for (String type : p.fieldNames()) {
                Integer n = figures(p, type);
                if (n != null) perUnit.put(type, n);
            }
        }
        Integer fallback = o.has("defaultPerUnit") ? figures(o, "defaultPerUnit") : Integer.valueOf(1);
        return o.problems().errorCount() > before ? null
                : new Counting(troopTypeField, troopTypes, roleField, perUnit, fallback);
    }

    private static Integer figures(Obj o, String field) {
        Integer n = o.integer(field, true);
        if (n != null && (n < 1 || n > 1_000)) {
            o.problems().error(o.at(field), "expected from 1 to 1000 figures for '" + field + "', found " + n);
            return null;
        }
        return n;
    }

    public static RequirementSet requirements(Obj root) {
        int before = root.problems().errorCount();
        Header.check(root, InventoryFiles.REQUIREMENTS);
        root.known("format", "version", "id", "title", "source", "notes", "needs");
        String id = root.id("id", true);
        String title = root.text("title", false);
        String source = root.text("source", false);
        List<String> notes = root.texts("notes");
        List<Need> needs = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<Obj> items = root.objects("needs", true, "need", MAX_NEEDS);
        if (items != null) {
            for (Obj o : items) {
                Need n = need(o, source);
                if (n == null) continue;
                if (ids.contains(n.id())) {
                    o.problems().error(o.at("id"), "duplicate need id '" + n.id() + "'");
                }
                ids.add(n.id());
                needs.add(n);
            }
        }
        return root.problems().errorCount() > before ? null : new RequirementSet(id, title, source, needs, notes);
    }

    private static Need need(Obj o, String source) {
        int before = o.problems().errorCount();
        o.known("id", "label", "kind", "count", "better", "quote");
        String id = o.id("id", true);
        String label = o.text("label", false);
        FigureKind kind = kind(o.object("kind", true));
        Integer count = figuresOrNone(o, "count", true);
        Integer better = figuresOrNone(o, "better", false);
        String quote = o.text("quote", false);
        if (count != null && better != null && better > 0 && better < count) {
            o.problems().error(o.at("better"), "'better' (" + better + ") is fewer than 'count' (" + count + ")");
        }
        List<String> from = new ArrayList<>();
        if (source != null) from.add(source);
        if (quote != null) from.add("“" + quote + "”");
        return o.problems().errorCount() > before ? null
                : new Need(id, label, kind, count, better == null ? 0 : better, from);
    }

    private static Integer figuresOrNone(Obj o, String field, boolean required) {
        Integer n = o.integer(field, required);
        if (n != null && (n < 0 || n > 100_000)) {
            o.problems().error(o.at(field), "expected from 0 to 100000 figures for '" + field + "', found " + n);
            return null;
        }
        return n;
    }
}
