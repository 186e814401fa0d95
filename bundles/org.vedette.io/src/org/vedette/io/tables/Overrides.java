package org.vedette.io.tables;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A referee's override of a bundle's tables, read so that every problem can
 * name its line and column: the document's tree with where each member and
 * element starts, laid over the book's tree (an object's members replace the
 * book's one by one, anything else replaces the book's whole), and a
 * {@link Check} that converts the merged tree and reports at the nearest
 * place the override gives. {@link TableReader} reads OSOTH's own tables with
 * it, the scenario generator its event tables.
 */
public final class Overrides {
    private static final JsonFactory JSON = new JsonFactory();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final ObjectNode document;
    private final Map<String, int[]> where;

    private Overrides(ObjectNode document, Map<String, int[]> where) {
        this.document = document;
        this.where = where;
    }

    /**
     * Parses an override's text.
     *
     * @param format the format's name, for the message when the text is not an object
     * @throws TablesException the text is not one JSON object
     */
    public static Overrides read(String text, String format) throws TablesException {
        Map<String, int[]> where = new HashMap<>();
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new TablesException(List.of(problem(p.currentTokenLocation(),
                        "a tables document is a JSON object { \"format\": \"" + format + "\", … }")));
            }
            ObjectNode tree = (ObjectNode) tree(p, "", where);
            if (p.nextToken() != null) {
                throw new TablesException(List.of(problem(p.currentTokenLocation(),
                        "more text after the document's closing brace")));
            }
            return new Overrides(tree, where);
        } catch (JsonProcessingException e) {
            throw new TablesException(List.of(problem(e.getLocation(), "not valid JSON: " + e.getOriginalMessage())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A bundle's own tables document, read from its class path. */
    public static ObjectNode resource(Class<?> owner, String resource) {
        try (InputStream in = owner.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("the bundle lacks " + resource);
            try (JsonParser p = JSON.createParser(in)) {
                p.nextToken();
                return (ObjectNode) tree(p, "", new HashMap<>());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The override as written. */
    public ObjectNode document() {
        return document;
    }

    /** A copy of the book with the override laid over it. */
    public ObjectNode over(ObjectNode book) {
        ObjectNode merged = book.deepCopy();
        merge(merged, document);
        return merged;
    }

    /** A check that reports at the override's places. */
    public Check check() {
        return new Check(where);
    }

    private static TableProblem problem(JsonLocation at, String message) {
        return new TableProblem(at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(), message);
    }

    /** A tree of the parser's document, noting where each member and element starts. */
    private static JsonNode tree(JsonParser p, String path, Map<String, int[]> where) throws IOException {
        JsonLocation at = p.currentTokenLocation();
        where.put(path, new int[] {at.getLineNr(), at.getColumnNr()});
        switch (p.currentToken()) {
            case START_OBJECT -> {
                ObjectNode o = NODES.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonLocation nameAt = p.currentTokenLocation();
                    p.nextToken();
                    String child = path + "/" + name;
                    o.set(name, tree(p, child, where));
                    where.put(child, new int[] {nameAt.getLineNr(), nameAt.getColumnNr()});
                }
                return o;
            }
            case START_ARRAY -> {
                ArrayNode a = NODES.arrayNode();
                int i = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) a.add(tree(p, path + "/" + i++, where));
                return a;
            }
            case VALUE_STRING -> {
                return NODES.textNode(p.getText());
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return NODES.numberNode(p.getDecimalValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return NODES.booleanNode(p.getBooleanValue());
            }
            default -> {
                return NODES.nullNode();
            }
        }
    }

    private static void merge(ObjectNode into, ObjectNode from) {
        for (Iterator<Map.Entry<String, JsonNode>> it = from.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode old = into.get(e.getKey());
            if (old instanceof ObjectNode o && e.getValue() instanceof ObjectNode n) {
                merge(o, n);
            } else {
                into.set(e.getKey(), e.getValue());
            }
        }
    }

    /**
     * Converts a merged tree's values, collecting what is wrong at the nearest
     * place the override gives (the member, else its parent, …; no place for
     * the book's own members). Paths are JSON pointers ("/fire/cover/soft").
     */
    public static final class Check {
        private final Map<String, int[]> where;
        private final List<TableProblem> problems = new ArrayList<>();

        /** A check of the book itself: nothing has a place. */
        public Check() {
            this(Map.of());
        }

        Check(Map<String, int[]> where) {
            this.where = where;
        }

        public List<TableProblem> problems() {
            return problems;
        }

        public void at(String path, String message) {
            String p = path;
            while (!p.isEmpty() && !where.containsKey(p)) p = p.substring(0, p.lastIndexOf('/'));
            int[] lc = where.get(p);
            String member = path.isEmpty() ? "" : path.substring(1).replace('/', '.');
            String text = member.isEmpty() || message.contains(member) ? message : member + ": " + message;
            problems.add(lc == null ? new TableProblem(0, 0, text) : new TableProblem(lc[0], lc[1], text));
        }

        /** The member or element of {@code parent} that the path's last part names. */
        private static JsonNode value(JsonNode parent, String path) {
            if (parent == null) return null;
            String last = path.substring(path.lastIndexOf('/') + 1);
            return parent.isArray() ? parent.get(Integer.parseInt(last)) : parent.get(last);
        }

        public int integer(JsonNode parent, String path, int min, int max) {
            JsonNode v = value(parent, path);
            if (v == null || !v.isNumber() || !v.canConvertToInt() || v.decimalValue().stripTrailingZeros().scale() > 0) {
                at(path, "expected a whole number from " + min + " to " + max + (v == null ? "" : ", found " + v));
                return min;
            }
            int i = v.intValue();
            if (i < min || i > max) at(path, i + " is out of range: from " + min + " to " + max);
            return i;
        }

        public double number(JsonNode parent, String path, double min, double max) {
            JsonNode v = value(parent, path);
            if (v == null || !v.isNumber()) {
                at(path, "expected a number from " + plain(min) + " to " + plain(max) + (v == null ? "" : ", found " + v));
                return min;
            }
            double d = v.doubleValue();
            if (d < min || d > max) at(path, plain(d) + " is out of range: from " + plain(min) + " to " + plain(max));
            return d;
        }

        /** A text member; null (and a problem when required) when missing, blank or not a text. */
        public String text(JsonNode parent, String path, boolean required) {
            JsonNode v = value(parent, path);
            if (v == null || v.isNull()) {
                if (required) at(path, "expected a text");
                return null;
            }
            if (!v.isTextual() || v.asText().isBlank()) {
                at(path, "expected a text, found " + v);
                return null;
            }
            return v.asText();
        }

        /** A text that must be one of {@code known}. */
        public String word(JsonNode parent, String path, Set<String> known) {
            String w = text(parent, path, true);
            if (w != null && !known.contains(w)) {
                at(path, "'" + w + "' is not one of " + String.join(", ", known.stream().sorted().toList()));
            }
            return w;
        }

        /** A flag, false when missing. */
        public boolean flag(JsonNode parent, String path) {
            JsonNode v = value(parent, path);
            if (v == null || v.isNull()) return false;
            if (!v.isBoolean()) at(path, "expected true or false, found " + v);
            return v.asBoolean();
        }

        public static String plain(double d) {
            return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
        }
    }
}
