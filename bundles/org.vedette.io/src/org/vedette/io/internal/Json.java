package org.vedette.io.internal;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writing JSON: trees built with Jackson's node factory, printed either
 * indented (documents people read and edit) or on one line (journal entries).
 * The writers are immutable and shared.
 */
public final class Json {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));
    private static final ObjectWriter LINE = MAPPER.writer();

    private Json() {
    }

    public static ObjectNode object() {
        return NODES.objectNode();
    }

    public static ArrayNode array() {
        return NODES.arrayNode();
    }

    /** An indented document ending with a newline. */
    public static String pretty(JsonNode node) {
        try {
            return PRETTY.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always prints", e);
        }
    }

    /** The document on one line, without the newline. */
    public static String line(JsonNode node) {
        try {
            return LINE.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always prints", e);
        }
    }

    /** Sets a measurement: whole inches are written without ".0" so files read as people write them. */
    public static void measure(ObjectNode o, String field, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            o.put(field, (long) v);
        } else {
            o.put(field, v);
        }
    }

    /** Sets a plain value (Integer, Long, Double, Boolean, String or null); null omits nothing: it writes null. */
    public static void scalar(ObjectNode o, String field, Object v) {
        switch (v) {
            case null -> o.putNull(field);
            case Integer i -> o.put(field, i);
            case Long l -> o.put(field, l);
            case Double d -> o.put(field, d);
            case Boolean b -> o.put(field, b);
            default -> o.put(field, v.toString());
        }
    }

    /**
     * A tree of plain values — maps with text keys, lists, text, numbers,
     * flags — as JSON (a ruleset's turn detail); null members are left out.
     */
    public static JsonNode plain(Object v) {
        return switch (v) {
            case null -> NODES.nullNode();
            case Map<?, ?> m -> {
                ObjectNode o = object();
                m.forEach((k, x) -> {
                    if (x != null) o.set(String.valueOf(k), plain(x));
                });
                yield o;
            }
            case List<?> l -> {
                ArrayNode a = array();
                l.forEach(x -> a.add(plain(x)));
                yield a;
            }
            case Integer i -> NODES.numberNode(i);
            case Long n -> NODES.numberNode(n);
            case Double d -> NODES.numberNode(d);
            case Boolean b -> NODES.booleanNode(b);
            case String s -> NODES.textNode(s);
            default -> throw new IllegalArgumentException("not a plain value: " + v.getClass().getSimpleName());
        };
    }

    public static ObjectNode scalars(Map<String, Object> values) {
        ObjectNode o = object();
        values.forEach((k, v) -> scalar(o, k, v));
        return o;
    }

    public static ArrayNode texts(List<String> values) {
        ArrayNode a = array();
        values.forEach(a::add);
        return a;
    }

    public static ArrayNode integers(List<Integer> values) {
        ArrayNode a = array();
        values.forEach(a::add);
        return a;
    }
}
