package org.vedette.scenario;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.vedette.io.tables.Overrides;
import org.vedette.io.tables.Overrides.Check;
import org.vedette.io.tables.TableProblem;
import org.vedette.io.tables.TablesException;

/**
 * Reads the event tables: the bundle's {@code tables/osoth-events.json} and a
 * referee's override of it (the workspace's {@value #WORKSPACE_FILE}), the
 * way The Other Side of the Hill's own tables are overridden (through its
 * {@link Overrides}): a document of
 * the same format giving only what changes; an object's members replace the
 * book's one by one, a list replaces the book's whole, a new kind is added.
 * Every problem is reported with its line and column, and a wrong override is
 * never used.
 */
public final class EventTableReader {
    /** The format name of an event tables document. */
    public static final String FORMAT = "vedette.osoth-events";
    /** Where a workspace keeps its override, beside the scenarios' folder. */
    public static final String WORKSPACE_FILE = "tables/osoth-events.json";
    static final String RESOURCE = "tables/osoth-events.json";

    static final Set<String> QUALITIES = Set.of("veteran", "average", "conscript", "civilian");
    /** The OSOTH actions that score an objective (its yields tables). */
    static final Set<String> OBJECTIVES = Set.of("parley-villagers", "parley-monks", "parley-aristocrats",
            "explore-village", "explore-cave", "scout-outpost", "interrogate-officers", "assess-massed");
    static final Set<String> KIND_MEMBERS = Set.of("noun", "type", "nation", "mounted", "group", "travelling", "count",
            "quality", "officerFrom", "with", "piece", "objective");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int KEPT = 16;
    private static final Map<String, EventTables> READ = new ConcurrentHashMap<>();
    private static final ObjectNode BOOK_TREE = Overrides.resource(EventTableReader.class, RESOURCE);
    private static final EventTables BOOK = bookTables();

    private EventTableReader() {
    }

    /** The bundle's tables, as TABLES.md gives them. */
    public static EventTables book() {
        return BOOK;
    }

    /**
     * The book's tables with an override applied; the book's when the text is null or blank.
     *
     * @throws TablesException every problem of the override, with its place
     */
    public static EventTables withOverride(String text) throws TablesException {
        if (text == null || text.isBlank()) return BOOK;
        EventTables kept = READ.get(text);
        if (kept != null) return kept;
        EventTables read = read(text);
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

    private static EventTables read(String text) throws TablesException {
        Overrides override = Overrides.read(text, FORMAT);
        Check check = override.check();
        unknownMembers(override.document(), BOOK_TREE, "", check);
        EventTables tables = convert(override.over(BOOK_TREE), check);
        if (!check.problems().isEmpty()) throw new TablesException(check.problems());
        return tables;
    }

    /** Members the book does not have (a misspelt "distnce"); a new kind is allowed and checked member by member. */
    private static void unknownMembers(JsonNode given, JsonNode book, String path, Check check) {
        if (!given.isObject() || !book.isObject()) return;
        for (Iterator<Map.Entry<String, JsonNode>> it = given.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String child = path + "/" + e.getKey();
            if (path.startsWith("/kinds/") && path.indexOf('/', 7) < 0) {
                if (!KIND_MEMBERS.contains(e.getKey())) {
                    check.at(child, "unknown member '" + e.getKey() + "' of a kind (known: "
                            + String.join(", ", KIND_MEMBERS.stream().sorted().toList()) + ")");
                }
                continue;
            }
            JsonNode known = book.get(e.getKey());
            if (known == null && "/kinds".equals(path)) {
                unknownMembers(e.getValue(), NODES.objectNode(), child, check);
            } else if (known == null) {
                List<String> names = new ArrayList<>();
                book.fieldNames().forEachRemaining(names::add);
                check.at(child, "unknown member '" + e.getKey() + "'" + (path.isEmpty() ? "" : " in " + path.substring(1))
                        + " (known: " + String.join(", ", names) + ")");
            } else {
                unknownMembers(e.getValue(), known, child, check);
            }
        }
    }

    private static EventTables convert(ObjectNode t, Check c) {
        String format = t.path("format").asText("");
        if (!FORMAT.equals(format)) c.at("/format", "format must be \"" + FORMAT + "\", not \"" + format + "\"");
        if (t.path("version").asInt(0) != 1) c.at("/version", "version must be 1");
        Map<String, EncounterKind> kinds = new LinkedHashMap<>();
        JsonNode k = t.path("kinds");
        for (Iterator<String> it = k.fieldNames(); it.hasNext();) {
            String id = it.next();
            kinds.put(id, kind(id, k.get(id), "/kinds/" + id, c));
        }
        List<EventTables.Row> near = d66(t.path("event").path("near"), "/event/near", kinds.keySet(), c);
        List<EventTables.Row> far = d66(t.path("event").path("far"), "/event/far", kinds.keySet(), c);
        List<String> directions = new ArrayList<>();
        for (Direction d : Direction.values()) directions.add(d.id());
        List<EventTables.Row> direction = rows(t.path("direction"), "/direction", 2, 12, Set.copyOf(directions), c);
        JsonNode d = t.path("distance");
        EventTables.Distance distance = new EventTables.Distance(c.integer(d, "/distance/dice", 1, 6),
                c.number(d, "/distance/inchesPerPip", 0.5, 24));
        JsonNode p = t.path("placement");
        EventTables.Spacing spacing = new EventTables.Spacing(c.number(p, "/placement/unitRadius", 1, 12),
                c.number(p, "/placement/spacing", 0.25, 6), c.number(p, "/placement/base", 0.25, 6),
                c.number(p, "/placement/search", 0, 120));
        Map<String, Integer> limits = new LinkedHashMap<>();
        JsonNode l = t.path("limits");
        for (Iterator<String> it = l.fieldNames(); it.hasNext();) {
            String g = it.next();
            limits.put(g, c.integer(l, "/limits/" + g, 1, 100));
        }
        JsonNode g = t.path("game");
        EventTables.Game game = new EventTables.Game(c.integer(g, "/game/events", 1, 100),
                c.integer(g, "/game/games", 100, 1_000_000), c.integer(g, "/game/seed", 0, Integer.MAX_VALUE));
        return new EventTables(near, far, direction, distance, spacing, limits, game, kinds);
    }

    private static EncounterKind kind(String id, JsonNode n, String at, Check c) {
        if (!n.isObject()) {
            c.at(at, "a kind is an object { \"noun\", \"type\", \"count\", \"quality\", … }");
            return new EncounterKind(id, id, id, null, false, null, false, List.of(), List.of(), 0, List.of(), 0, null);
        }
        List<Integer> count = new ArrayList<>();
        JsonNode cn = n.path("count");
        if (!cn.isArray() || cn.size() != 6) c.at(at + "/count", "count is six whole numbers, one for each face of a D6");
        else for (int i = 0; i < 6; i++) count.add(c.integer(cn, at + "/count/" + i, 0, 100));
        List<String> quality = new ArrayList<>();
        JsonNode qn = n.path("quality");
        if (!qn.isArray() || qn.size() != 6) c.at(at + "/quality", "quality is six words, one for each face of a D6");
        else for (int i = 0; i < 6; i++) quality.add(c.word(qn, at + "/quality/" + i, QUALITIES));
        List<EncounterKind.Companion> with = new ArrayList<>();
        JsonNode wn = n.path("with");
        if (!wn.isMissingNode()) {
            if (!wn.isArray()) c.at(at + "/with", "with is a list of { \"type\", \"count\", \"noun\" }");
            for (int i = 0; i < wn.size(); i++) {
                String w = at + "/with/" + i;
                with.add(new EncounterKind.Companion(c.text(wn.get(i), w + "/type", true),
                        c.integer(wn.get(i), w + "/count", 1, 20), c.text(wn.get(i), w + "/noun", true)));
            }
        }
        String objective = c.text(n, at + "/objective", false);
        if (objective != null && !OBJECTIVES.contains(objective)) {
            c.at(at + "/objective", "'" + objective + "' is not an action that scores an objective (known: "
                    + String.join(", ", OBJECTIVES.stream().sorted().toList()) + ")");
        }
        return new EncounterKind(id, c.text(n, at + "/noun", true), c.text(n, at + "/type", true),
                c.text(n, at + "/nation", false), c.flag(n, at + "/mounted"), c.text(n, at + "/group", false),
                c.flag(n, at + "/travelling"), count, quality,
                n.has("officerFrom") ? c.integer(n, at + "/officerFrom", 0, 100) : 0, with,
                n.has("piece") ? c.number(n, at + "/piece", 0, 24) : 0, objective);
    }

    /** A table on a D66 (tens die and units die, 11 to 66): every one of the 36 scores exactly once. */
    private static List<EventTables.Row> d66(JsonNode n, String at, Set<String> results, Check c) {
        List<EventTables.Row> rows = rows(n, at, 11, 66, results, c);
        int[] seen = new int[36];
        for (int i = 0; i < rows.size(); i++) {
            EventTables.Row r = rows.get(i);
            if (!isD66(r.from()) || !isD66(r.to())) {
                c.at(at + "/" + i, "a D66 score has a tens and a units digit from 1 to 6 (11 to 66), not "
                        + r.from() + "–" + r.to());
                continue;
            }
            for (int s = r.from(); s <= r.to(); s++) if (isD66(s)) seen[index(s)]++;
        }
        if (rows.size() == n.size()) {
            for (int i = 0; i < 36; i++) {
                int s = (i / 6 + 1) * 10 + i % 6 + 1;
                if (seen[i] != 1) c.at(at, "score " + s + " is covered " + seen[i] + " times: every score of the D66 once");
            }
        }
        return rows;
    }

    static boolean isD66(int s) {
        return s / 10 >= 1 && s / 10 <= 6 && s % 10 >= 1 && s % 10 <= 6;
    }

    static int index(int d66) {
        return (d66 / 10 - 1) * 6 + d66 % 10 - 1;
    }

    /** Rows {from, to, result} on scores {@code low}..{@code high}; a plain (non-D66) table covers each once. */
    private static List<EventTables.Row> rows(JsonNode n, String at, int low, int high, Set<String> results, Check c) {
        List<EventTables.Row> rows = new ArrayList<>();
        if (!n.isArray() || n.isEmpty()) {
            c.at(at, "expected a list of rows { \"from\", \"to\", \"result\" }");
            return rows;
        }
        int[] seen = new int[high + 1];
        for (int i = 0; i < n.size(); i++) {
            JsonNode r = n.get(i);
            String ra = at + "/" + i;
            int from = c.integer(r, ra + "/from", low, high);
            int to = c.integer(r, ra + "/to", low, high);
            if (to < from) c.at(ra, "the row runs from " + from + " down to " + to);
            String result = c.word(r, ra + "/result", results);
            rows.add(new EventTables.Row(from, to, result));
            for (int s = from; s <= to && s <= high; s++) seen[s]++;
        }
        if (low != 11 || high != 66) {
            for (int s = low; s <= high; s++) {
                if (seen[s] != 1) c.at(at, "score " + s + " is covered " + seen[s] + " times: every score once");
            }
        }
        return rows;
    }

    private static EventTables bookTables() {
        Check c = new Check();
        EventTables t = convert(BOOK_TREE, c);
        if (!c.problems().isEmpty()) throw new IllegalStateException("the bundle's event tables are wrong: " + c.problems());
        return t;
    }
}
