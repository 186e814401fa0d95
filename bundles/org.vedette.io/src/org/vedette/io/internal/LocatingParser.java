package org.vedette.io.internal;

import java.io.IOException;
import java.util.Map;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Reads JSON text with Jackson's streaming parser into a tree, recording the
 * location of every value and field name ({@link JsonParser#currentTokenLocation()}),
 * so that semantic checks made later can still say "line 12, column 5".
 * A syntax error becomes one diagnostic at the parser's location, said in
 * words ({@link JsonSyntax}); a field named
 * twice becomes an error on the second name (the first one is kept).
 */
public final class LocatingParser {
    /**
     * Jackson's own limits bound what one document may cost while it is still
     * being read: tokens (each becomes a node and a location), string, name and
     * number lengths. Its depth limit sits above {@link Limits#MAX_DEPTH}, so
     * that this reader's own, located message comes first. Error messages quote
     * at most a short token and never the raw text around it.
     */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxTokenCount(Limits.MAX_TOKENS)
                    .maxNestingDepth(Limits.MAX_DEPTH + 1)
                    .maxStringLength(Limits.MAX_STRING)
                    .maxNameLength(Limits.MAX_NAME)
                    .maxNumberLength(Limits.MAX_NUMBER)
                    .maxDocumentLength(Limits.MAX_BYTES)
                    .build())
            .errorReportConfiguration(ErrorReportConfiguration.builder()
                    .maxErrorTokenLength(40).maxRawContentLength(0).build())
            .build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = Limits.MAX_DEPTH;

    private final Problems problems;
    private final int lineOffset;
    private final Map<String, Located.At> values = Located.newMap();
    private final Map<String, Located.At> names = Located.newMap();
    /** Whether the document's root has named its format: from then on, syntax errors may quote the text. */
    private boolean formatSeen;

    private LocatingParser(Problems problems, int lineOffset) {
        this.problems = problems;
        this.lineOffset = lineOffset;
    }

    /** The document, or null after reporting why it is not JSON. */
    public static Located parse(String text, Problems problems) {
        return parse(text, problems, 0);
    }

    /**
     * @param lineOffset added to every line: a JSON Lines reader parses line
     *                   {@code n} of the file with offset {@code n - 1}
     */
    public static Located parse(String text, Problems problems, int lineOffset) {
        return new LocatingParser(problems, lineOffset).run(text);
    }

    private Located run(String text) {
        // A byte-order mark, as Notepad saves, is no part of the document (and invisible in editors, so columns
        // are counted without it).
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        int start = firstNonBlank(text);
        if (start < text.length() && text.charAt(start) != '{') {
            // Not quoted: a roster path may name any file (/etc/passwd), and its text is nobody's business here.
            problems.error(new Located.At(lineOffset + 1, 1), "expected a JSON object beginning with '{':"
                    + " this text is not a Vedette document");
            return null;
        }
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                problems.error(new Located.At(lineOffset + 1, 1), "the file is empty: expected a JSON object");
                return null;
            }
            JsonNode root = read(p, "", 0);
            if (root == null) {
                return null;
            }
            if (!atEnd(p)) return null;
            return new Located(root, values, names);
        } catch (StreamConstraintsException e) {
            JsonLocation loc = e.getLocation();
            problems.error(loc == null ? new Located.At(lineOffset + 1, 1) : at(loc),
                    "the document is too large for Vedette: " + limit(e.getOriginalMessage()) + " (see docs/FILES.md)");
            return null;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            // The words may quote the offending token only once the text has named itself a Vedette document.
            boolean quote = formatSeen || lineOffset > 0;
            problems.error(loc == null ? new Located.At(lineOffset + 1, 1) : at(loc),
                    "not valid JSON: " + JsonSyntax.explain(e.getOriginalMessage(), quote, lineOffset));
            return null;
        } catch (IOException e) {
            problems.error(new Located.At(lineOffset + 1, 1), "cannot read the text: " + e.getMessage());
            return null;
        }
    }

    /** Whether nothing but blanks follows the document; reports what does otherwise. */
    private boolean atEnd(JsonParser p) throws IOException {
        Located.At where;
        try {
            if (p.nextToken() == null) return true;
            where = at(p.currentTokenLocation());
        } catch (StreamConstraintsException e) {
            throw e;
        } catch (JsonProcessingException e) {
            // Whatever follows need not be JSON at all ("} x"): it is the same mistake.
            where = e.getLocation() == null ? new Located.At(lineOffset + 1, 1) : at(e.getLocation());
        }
        problems.error(where, "not valid JSON: " + JsonSyntax.afterEnd());
        return false;
    }

    private JsonNode read(JsonParser p, String pointer, int depth) throws IOException {
        values.put(pointer, at(p.currentTokenLocation()));
        JsonToken t = p.currentToken();
        if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && depth >= MAX_DEPTH) {
            problems.error(at(p.currentTokenLocation()), "the document nests deeper than " + MAX_DEPTH + " levels");
            return null;
        }
        switch (t) {
            case START_OBJECT -> {
                ObjectNode o = NODES.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    if (depth == 0 && name.equals("format")) formatSeen = true;
                    String child = Located.member(pointer, name);
                    Located.At nameAt = at(p.currentTokenLocation());
                    p.nextToken();
                    if (o.has(name)) {
                        Located.At first = names.get(child);
                        problems.error(nameAt, "'" + name + "' is given twice (first on line " + first.line() + ")");
                        // Keep the first value and its locations; read past the second.
                        p.skipChildren();
                        continue;
                    }
                    names.put(child, nameAt);
                    JsonNode v = read(p, child, depth + 1);
                    if (v == null) return null;
                    o.set(name, v);
                }
                return o;
            }
            case START_ARRAY -> {
                ArrayNode a = NODES.arrayNode();
                int i = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    JsonNode v = read(p, Located.item(pointer, i++), depth + 1);
                    if (v == null) return null;
                    a.add(v);
                }
                return a;
            }
            case VALUE_STRING -> {
                return NODES.textNode(p.getText());
            }
            case VALUE_NUMBER_INT -> {
                return switch (p.getNumberType()) {
                    case INT -> NODES.numberNode(p.getIntValue());
                    case LONG -> NODES.numberNode(p.getLongValue());
                    default -> NODES.numberNode(p.getBigIntegerValue());
                };
            }
            case VALUE_NUMBER_FLOAT -> {
                return NODES.numberNode(p.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return NODES.booleanNode(t == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return NODES.nullNode();
            }
            default -> {
                problems.error(at(p.currentTokenLocation()), "unexpected " + describe(t));
                return null;
            }
        }
    }

    private static int firstNonBlank(String text) {
        int i = 0;
        while (i < text.length() && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '\uFEFF')) i++;
        return i;
    }

    private Located.At at(JsonLocation loc) {
        int line = Math.max(1, loc.getLineNr());
        int col = Math.max(1, loc.getColumnNr());
        return new Located.At(line + lineOffset, col);
    }

    private static String describe(JsonToken t) {
        return switch (t) {
            case START_OBJECT -> "'{'";
            case END_OBJECT -> "'}'";
            case START_ARRAY -> "'['";
            case END_ARRAY -> "']'";
            case FIELD_NAME -> "field name";
            default -> "value";
        };
    }

    /** "Token count (200001) exceeds the maximum allowed (200000)", without naming Jackson's setting. */
    private static String limit(String message) {
        if (message == null) return "it passes one of the limits";
        return message.replaceAll(", from `StreamReadConstraints\\.[A-Za-z]+\\(\\)`", "").strip();
    }
}
