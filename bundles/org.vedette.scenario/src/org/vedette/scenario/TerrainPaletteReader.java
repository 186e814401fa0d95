package org.vedette.scenario;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.TerrainKind;
import org.vedette.io.tables.Overrides;
import org.vedette.io.tables.Overrides.Check;
import org.vedette.io.tables.TablesException;

/**
 * Reads the terrain palette: the bundle's {@code tables/terrain-palette.json}
 * and a designer's override of it (the workspace's {@value #WORKSPACE_FILE}),
 * the way the event tables are overridden ({@link EventTableReader}, through
 * OSOTH's {@link Overrides}): a document of the same format giving only what
 * changes — a piece's members replace the book's one by one, a new piece is
 * added. Every problem is reported with its line and column, and a wrong
 * override is never used.
 */
public final class TerrainPaletteReader {
    /** The format name of a terrain palette document. */
    public static final String FORMAT = "vedette.terrain-palette";
    /** Where a workspace keeps its override, beside the event tables. */
    public static final String WORKSPACE_FILE = "tables/terrain-palette.json";
    static final String RESOURCE = "tables/terrain-palette.json";

    static final Set<String> TOP = Set.of("format", "version", "pieces");
    static final Set<String> PIECE_MEMBERS = Set.of("kind", "cover", "going", "weight", "least", "most");
    /** Kinds the generator lays itself across the table (the road, the river and its ford), never from the palette. */
    static final Set<TerrainKind> LAID = Set.of(TerrainKind.ROAD, TerrainKind.RIVER, TerrainKind.STREAM,
            TerrainKind.FORD, TerrainKind.BRIDGE);

    private static final ObjectNode BOOK_TREE = Overrides.resource(TerrainPaletteReader.class, RESOURCE);
    private static final TerrainPalette BOOK = bookPalette();

    private TerrainPaletteReader() {
    }

    /** The bundle's palette, as TABLES.md gives it. */
    public static TerrainPalette book() {
        return BOOK;
    }

    /**
     * The book's palette with an override applied; the book's when the text is null or blank.
     *
     * @throws TablesException every problem of the override, with its place
     */
    public static TerrainPalette withOverride(String text) throws TablesException {
        if (text == null || text.isBlank()) return BOOK;
        Overrides override = Overrides.read(text, FORMAT);
        Check check = override.check();
        unknownMembers(override.document(), check);
        TerrainPalette palette = convert(override.over(BOOK_TREE), check);
        if (!check.problems().isEmpty()) throw new TablesException(check.problems());
        return palette;
    }

    /** Members neither the document nor a piece has (a misspelt "wieght"). */
    private static void unknownMembers(JsonNode given, Check check) {
        for (Iterator<String> it = given.fieldNames(); it.hasNext();) {
            String name = it.next();
            if (!TOP.contains(name)) check.at("/" + name, "unknown member '" + name + "' (known: format, version, pieces)");
        }
        JsonNode pieces = given.path("pieces");
        for (Iterator<String> it = pieces.fieldNames(); it.hasNext();) {
            String id = it.next();
            for (Iterator<String> m = pieces.get(id).fieldNames(); m.hasNext();) {
                String member = m.next();
                if (!PIECE_MEMBERS.contains(member)) {
                    check.at("/pieces/" + id + "/" + member, "unknown member '" + member + "' of a piece (known: "
                            + String.join(", ", PIECE_MEMBERS.stream().sorted().toList()) + ")");
                }
            }
        }
    }

    private static TerrainPalette convert(ObjectNode t, Check c) {
        String format = t.path("format").asText("");
        if (!FORMAT.equals(format)) c.at("/format", "format must be \"" + FORMAT + "\", not \"" + format + "\"");
        if (t.path("version").asInt(0) != 1) c.at("/version", "version must be 1");
        JsonNode p = t.path("pieces");
        if (!p.isObject()) {
            c.at("/pieces", "expected an object of pieces by name");
            return BOOK;
        }
        List<TerrainPalette.Piece> pieces = new ArrayList<>();
        int total = 0;
        for (Iterator<String> it = p.fieldNames(); it.hasNext();) {
            String id = it.next();
            String at = "/pieces/" + id;
            JsonNode n = p.get(id);
            if (!n.isObject()) {
                c.at(at, "expected a piece { \"kind\": …, \"cover\": …, \"going\": …, \"weight\": …, \"least\": …, \"most\": … }");
                continue;
            }
            String kind = c.word(n, at + "/kind", names(TerrainKind.values(), LAID));
            String cover = c.word(n, at + "/cover", names(CoverClass.values(), Set.of()));
            String going = c.word(n, at + "/going", names(Going.values(), Set.of()));
            int weight = c.integer(n, at + "/weight", 0, 100);
            double least = c.number(n, at + "/least", 0.5, 120);
            double most = c.number(n, at + "/most", 0.5, 120);
            if (most < least) c.at(at + "/most", "most (" + Check.plain(most) + ") is less than least (" + Check.plain(least) + ")");
            total += Math.max(0, weight);
            if (c.problems().isEmpty()) {
                pieces.add(new TerrainPalette.Piece(id, TerrainKind.valueOf(upper(kind)), CoverClass.valueOf(upper(cover)),
                        Going.valueOf(upper(going)), weight, least, most));
            }
        }
        if (total <= 0) c.at("/pieces", "at least one piece needs a weight above 0");
        return c.problems().isEmpty() ? new TerrainPalette(pieces) : BOOK;
    }

    private static <E extends Enum<E>> Set<String> names(E[] values, Set<E> less) {
        Set<String> out = new LinkedHashSet<>();
        for (E e : values) if (!less.contains(e)) out.add(e.name().toLowerCase(Locale.ROOT));
        return out;
    }

    private static String upper(String word) {
        return word.toUpperCase(Locale.ROOT);
    }

    private static TerrainPalette bookPalette() {
        Check c = new Check();
        TerrainPalette p = convert(BOOK_TREE, c);
        if (!c.problems().isEmpty()) throw new IllegalStateException("the bundle's terrain palette is wrong: " + c.problems());
        return p;
    }
}
