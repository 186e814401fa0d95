package org.vedette.rules.osoth.tables;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.vedette.io.tables.Overrides;
import org.vedette.io.tables.Overrides.Check;
import org.vedette.io.tables.TableProblem;
import org.vedette.io.tables.TablesException;

/**
 * Reads tables documents: the bundle's own ({@link #book()}) and a referee's
 * override, which gives only the members it changes — an object's members
 * replace the book's one by one, an array (a table's rows, a weapon's bands)
 * replaces the book's whole. The merged tables are checked as a whole (every
 * quality, weapon and cover present, bands rising, rows covering the die once)
 * and every problem is reported with its line and column in the override.
 * Overrides read before are kept (by their text), so a game that carries one
 * pays for reading it once.
 */
public final class TableReader {
    static final String RESOURCE = "tables/osoth-tables.json";
        private static final int KEPT = 16;
    private static final Map<String, Tables> READ = new ConcurrentHashMap<>();

    static final Set<String> QUALITIES = Set.of("veteran", "average", "conscript", "civilian");
    static final Set<String> CREW = Set.of("veteran", "average", "conscript");
    static final Set<String> MOVERS = Set.of("veteran", "average", "conscript", "civilian", "transport");
    static final Set<String> WEAPONS = Set.of("pistol", "carbine", "musket", "rifle");
    static final Set<String> FIRE_COVER = Set.of("open", "soft", "hard", "fortification");
    static final Set<String> ATTACK_COVER = Set.of("open", "rough", "soft", "hard", "fortification");
    static final List<String> INITIATIVE = List.of("players", "non-players", "event");
    static final Set<String> YIELDS = Set.of("parley-villagers", "parley-monks", "parley-aristocrats",
            "explore-village", "explore-cave", "scout-outpost", "interrogate-officers");
    static final Set<String> VICTORIES = Set.of("asset-located", "aristocrat-escorted", "intelligence",
            "exploring-officer", "treasure", "strategic-plans", "massed-assessed", "magazine-destroyed",
            "fortification-destroyed");
    // After the sets above, which reading the book's tables uses.
    private static final ObjectNode BOOK_TREE = bookTree();
    private static final Tables BOOK = bookTables();

    private TableReader() {
    }

    /** The bundle's tables, as TABLES.md gives them. */
    public static Tables book() {
        return BOOK;
    }

    /**
     * The book's tables with an override applied; the book's when the text is
     * null or blank.
     *
     * @throws TablesException every problem of the override, with its place
     */
    public static Tables withOverride(String text) throws TablesException {
        if (text == null || text.isBlank()) return BOOK;
        Tables kept = READ.get(text);
        if (kept != null) return kept;
        Tables read = read(text);
        if (READ.size() >= KEPT) READ.clear();
        READ.put(text, read);
        return read;
    }

    /** Every problem of an override, empty when it can be used. */
    public static List<TableProblem> check(String text) {
        try {
            withOverride(text);
            return List.of();
        } catch (TablesException e) {
            return e.problems();
        }
    }

    /**
     * How an override differs from the book, a line per value it changes
     * ("fire.weapons.rifle.damage: 5, the book's 6"; a row list as a whole),
     * in the document's order. Empty when it changes nothing or cannot be
     * used ({@link #check} says why).
     */
    public static List<String> changes(String text) {
        if (text == null || text.isBlank() || !check(text).isEmpty()) return List.of();
        JsonNode override;
        try {
            override = Overrides.read(text, "vedette.osoth-tables").document();
        } catch (TablesException e) {
            return List.of(); // check() has just read it: not reached
        }
        List<String> changes = new ArrayList<>();
        changes(override, BOOK_TREE, "", changes);
        return changes;
    }

    private static void changes(JsonNode given, JsonNode book, String path, List<String> into) {
        if (given.isObject() && book != null && book.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = given.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                if (path.isEmpty() && (e.getKey().equals("format") || e.getKey().equals("version"))) continue;
                changes(e.getValue(), book.get(e.getKey()), path + "." + e.getKey(), into);
            }
        } else if (!same(given, book)) {
            into.add(path.substring(1) + ": " + shown(given) + ", the book's " + (book == null ? "none" : shown(book)));
        }
    }

    /** Equal as values: 6 and 6.0 are the same number. */
    private static boolean same(JsonNode a, JsonNode b) {
        if (b == null) return false;
        if (a.isNumber() && b.isNumber()) return a.decimalValue().compareTo(b.decimalValue()) == 0;
        if (a.isContainerNode() && b.isContainerNode() && a.size() == b.size()) {
            if (a.isArray() != b.isArray()) return false;
            if (a.isArray()) {
                for (int i = 0; i < a.size(); i++) if (!same(a.get(i), b.get(i))) return false;
                return true;
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!same(e.getValue(), b.get(e.getKey()))) return false;
            }
            return true;
        }
        return a.equals(b);
    }

    private static String shown(JsonNode n) {
        return n.isNumber() ? Check.plain(n.doubleValue()) : n.toString();
    }

    private static Tables read(String text) throws TablesException {
        Overrides override = Overrides.read(text, "vedette.osoth-tables");
        Check check = override.check();
        unknownMembers(override.document(), BOOK_TREE, "", check);
        Tables tables = convert(override.over(BOOK_TREE), check);
        if (!check.problems().isEmpty()) throw new TablesException(check.problems());
        return tables;
    }

    /** Members the book's tables do not have (a misspelt "movment"), below objects only: rows are checked as rows. */
    private static void unknownMembers(JsonNode given, JsonNode book, String path, Check check) {
        if (!given.isObject() || !book.isObject()) return;
        for (Iterator<Map.Entry<String, JsonNode>> it = given.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String child = path + "/" + e.getKey();
            JsonNode known = book.get(e.getKey());
            if (known == null) {
                List<String> names = new ArrayList<>();
                book.fieldNames().forEachRemaining(names::add);
                check.at(child, "unknown member '" + e.getKey() + "'" + (path.isEmpty() ? "" : " in " + path.substring(1))
                        + " (known: " + String.join(", ", names) + ")");
            } else {
                unknownMembers(e.getValue(), known, child, check);
            }
        }
    }

    private static Tables convert(ObjectNode t, Check c) {
        String format = t.path("format").asText("");
        if (!"vedette.osoth-tables".equals(format)) c.at("/format", "format must be \"vedette.osoth-tables\", not \"" + format + "\"");
        if (t.path("version").asInt(0) != 1) c.at("/version", "version must be 1");
        Tables.Ranged initiative = ranged(t.path("initiative"), "/initiative", INITIATIVE, false, c);
        JsonNode m = t.path("movement");
        Tables.Movement movement = new Tables.Movement(c.integer(m, "/movement/variable", 1, 6),
                doubles(m.path("foot"), "/movement/foot", MOVERS, 0, 24, c),
                doubles(m.path("mounted"), "/movement/mounted", MOVERS, 0, 36, c),
                c.number(m.path("road"), "/movement/road/foot", 0, 12), c.number(m.path("road"), "/movement/road/mounted", 0, 12),
                c.number(m.path("rough"), "/movement/rough/foot", 0.05, 1),
                c.number(m.path("rough"), "/movement/rough/mounted", 0.05, 1),
                c.number(m, "/movement/linearObstacle", 0, 12));
        JsonNode f = t.path("fire");
        Map<String, Tables.Weapon> weapons = new LinkedHashMap<>();
        for (String w : WEAPONS) {
            String at = "/fire/weapons/" + w;
            JsonNode wn = f.path("weapons").path(w);
            weapons.put(w, new Tables.Weapon(c.integer(wn, at + "/damage", 1, 7), bands(wn.path("bands"), at + "/bands", true, c)));
        }
        Tables.Fire fire = new Tables.Fire(weapons, ints(f.path("quality"), "/fire/quality", QUALITIES, c),
                c.integer(f, "/fire/marksman", -6, 6), c.integer(f, "/fire/actorMounted", -6, 6),
                c.integer(f, "/fire/targetMounted", -6, 6), ints(f.path("cover"), "/fire/cover", FIRE_COVER, c),
                c.integer(f, "/fire/alwaysMiss", 1, 12), c.integer(f, "/fire/alwaysHit", 2, 13));
        JsonNode a = t.path("attack");
        Tables.Attack attack = new Tables.Attack(c.integer(a, "/attack/hit", 2, 13),
                ints(a.path("attacker"), "/attack/attacker", QUALITIES, c),
                ints(a.path("defender"), "/attack/defender", QUALITIES, c), c.integer(a, "/attack/charging", -6, 6),
                c.integer(a, "/attack/mountedInOpen", -6, 6), c.integer(a, "/attack/targetMountedInOpen", -6, 6),
                c.integer(a, "/attack/unarmed", -6, 6), ints(a.path("cover"), "/attack/cover", ATTACK_COVER, c),
                c.integer(a, "/attack/damage", 1, 7));
        JsonNode r = t.path("artillery");
        Map<String, Tables.Shell> shell = new LinkedHashMap<>();
        for (String q : CREW) {
            String at = "/artillery/shell/" + q;
            JsonNode s = r.path("shell").path(q);
            int shortUpTo = c.integer(s, at + "/shortUpTo", 0, 6);
            int longFrom = c.integer(s, at + "/longFrom", 1, 7);
            if (longFrom <= shortUpTo) c.at(at, "longFrom (" + longFrom + ") must be above shortUpTo (" + shortUpTo + ")");
            shell.put(q, new Tables.Shell(shortUpTo, longFrom));
        }
        Tables.Artillery artillery = new Tables.Artillery(bands(r.path("roundshot"), "/artillery/roundshot", false, c),
                bands(r.path("canister"), "/artillery/canister", false, c), c.integer(r, "/artillery/blast", 2, 13),
                c.integer(r, "/artillery/mounted", -6, 6), c.integer(r, "/artillery/transport", -6, 6),
                ints(r.path("cover"), "/artillery/cover", FIRE_COVER, c), shell);
        JsonNode mo = t.path("morale");
        Tables.Morale morale = new Tables.Morale(ints(mo.path("pass"), "/morale/pass", QUALITIES, c),
                c.integer(mo, "/morale/halfStrength", -6, 6));
        Map<String, Integer> assess = ints(t.path("assess"), "/assess", QUALITIES, c);
        Map<String, List<Tables.Result>> yields = new LinkedHashMap<>();
        for (String y : YIELDS) {
            yields.put(y, ranged(t.path("yields").path(y), "/yields/" + y, null, true, c).results());
        }
        return new Tables(initiative, movement, fire, attack, artillery, morale, assess, yields);
    }

    /** Rows on a die (initiative: {"die": 6, "results": […]}) or on 2D6 (yields: the array itself). */
    private static Tables.Ranged ranged(JsonNode n, String at, List<String> results, boolean twoDice, Check c) {
        int die = twoDice ? 12 : c.integer(n, at + "/die", 2, 100);
        int low = twoDice ? 2 : 1;
        JsonNode rows = twoDice ? n : n.path("results");
        String rowsAt = twoDice ? at : at + "/results";
        List<Tables.Result> list = new ArrayList<>();
        if (!rows.isArray() || rows.isEmpty()) {
            c.at(rowsAt, "expected a list of rows {from, to, result}");
            list.add(new Tables.Result(low, die, "", null));
            return new Tables.Ranged(die, list);
        }
        int next = low;
        for (int i = 0; i < rows.size(); i++) {
            String rowAt = rowsAt + "/" + i;
            JsonNode row = rows.get(i);
            int from = c.integer(row, rowAt + "/from", low, die);
            int to = c.integer(row, rowAt + "/to", low, die);
            String result = row.path("result").asText("");
            if (result.isBlank()) c.at(rowAt, "a row needs a \"result\"");
            if (results != null && !results.contains(result)) {
                c.at(rowAt + "/result", "result must be one of " + results + ", not \"" + result + "\"");
            }
            String victory = row.hasNonNull("victory") ? row.get("victory").asText() : null;
            if (victory != null && !VICTORIES.contains(victory)) {
                c.at(rowAt + "/victory", "unknown victory item '" + victory + "' (known: " + VICTORIES + ")");
            }
            if (from != next) c.at(rowAt + "/from", "rows must follow on: this one should start at " + next + ", not " + from);
            if (to < from) c.at(rowAt + "/to", "'to' (" + to + ") is below 'from' (" + from + ")");
            next = to + 1;
            list.add(new Tables.Result(from, to, result, victory));
        }
        if (next != die + 1) c.at(rowsAt, "the rows end at " + (next - 1) + " but must cover every score up to " + die);
        return new Tables.Ranged(die, list);
    }

    private static List<Tables.Band> bands(JsonNode n, String at, boolean named, Check c) {
        List<Tables.Band> list = new ArrayList<>();
        if (!n.isArray() || n.isEmpty()) {
            c.at(at, "expected a list of bands {upTo, hit}, nearest first");
            list.add(new Tables.Band(1, "short", 7));
            return list;
        }
        double last = 0;
        for (int i = 0; i < n.size(); i++) {
            String bandAt = at + "/" + i;
            double upTo = c.number(n.get(i), bandAt + "/upTo", 0.5, 240);
            if (upTo <= last) c.at(bandAt + "/upTo", "bands must reach further one after another: " + Check.plain(upTo) + " after " + Check.plain(last));
            last = upTo;
            String band = named ? n.get(i).path("band").asText("") : "";
            if (named && band.isBlank()) c.at(bandAt, "a band needs a name (\"short\", \"medium\", \"long\")");
            list.add(new Tables.Band(upTo, band, c.integer(n.get(i), bandAt + "/hit", 2, 13)));
        }
        return list;
    }

    private static Map<String, Integer> ints(JsonNode n, String at, Set<String> keys, Check c) {
        Map<String, Integer> map = new LinkedHashMap<>();
        for (String k : keys) map.put(k, c.integer(n, at + "/" + k, -12, 13));
        return map;
    }

    private static Map<String, Double> doubles(JsonNode n, String at, Set<String> keys, double min, double max, Check c) {
        Map<String, Double> map = new LinkedHashMap<>();
        for (String k : keys) map.put(k, c.number(n, at + "/" + k, min, max));
        return map;
    }

    private static ObjectNode bookTree() {
        return Overrides.resource(TableReader.class, RESOURCE);
    }

    private static Tables bookTables() {
        Check c = new Check();
        Tables t = convert(BOOK_TREE, c);
        if (!c.problems().isEmpty()) throw new IllegalStateException("the bundle's tables are wrong: " + c.problems());
        return t;
    }
}
