package org.vedette.io.internal;

import java.util.HashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A JSON document read into a Jackson tree, with the line and column where
 * each value and each field name began, keyed by JSON Pointer. Pointers rather
 * than node identity, because Jackson shares small numbers and booleans.
 */
public final class Located {
    /** A place in a file: 1-based line and column. */
    public record At(int line, int column) {
        public static final At START = new At(1, 1);
    }

    private final JsonNode root;
    private final Map<String, At> values;
    private final Map<String, At> names;

    Located(JsonNode root, Map<String, At> values, Map<String, At> names) {
        this.root = root;
        this.values = Map.copyOf(values);
        this.names = Map.copyOf(names);
    }

    public JsonNode root() {
        return root;
    }

    /** Where the value at {@code pointer} begins. */
    public At value(String pointer) {
        At at = values.get(pointer);
        return at == null ? At.START : at;
    }

    /** Where the field name of the member at {@code pointer} is, else where its value begins. */
    public At name(String pointer) {
        At at = names.get(pointer);
        return at == null ? value(pointer) : at;
    }

    static Map<String, At> newMap() {
        return new HashMap<>();
    }

    /** The pointer of a member of the object at {@code parent}. */
    public static String member(String parent, String field) {
        return parent + "/" + field.replace("~", "~0").replace("/", "~1");
    }

    public static String item(String parent, int index) {
        return parent + "/" + index;
    }
}
