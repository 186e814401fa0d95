package org.vedette.ui.editors.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Setting and removing a document's members by JSON pointer, making the
 * objects on the way when they are missing (the first unit's profile value
 * makes its "profile"), the way a person writing the file would.
 */
public final class Members {
    private Members() {
    }

    /** Sets the member at {@code pointer} ("/table/width"); null removes it. */
    public static void set(ObjectNode root, String pointer, JsonNode value) {
        int slash = pointer.lastIndexOf('/');
        String name = unescape(pointer.substring(slash + 1));
        JsonNode parent = container(root, pointer.substring(0, slash), value != null);
        if (parent instanceof ObjectNode o) {
            if (value == null) o.remove(name); else o.set(name, value);
        } else if (parent instanceof ArrayNode a) {
            int i = Integer.parseInt(name);
            if (value == null) a.remove(i); else if (i < a.size()) a.set(i, value); else a.add(value);
        }
    }

    /** Sets a text member; a blank text removes it. */
    public static void setText(ObjectNode root, String pointer, String text) {
        set(root, pointer, text == null || text.isBlank() ? null : JsonNodeFactory.instance.textNode(text));
    }

    /** A plain value (Integer, Double, Boolean, String) as a node; null for null. */
    public static JsonNode scalar(Object v) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return switch (v) {
            case null -> null;
            case Integer i -> f.numberNode(i);
            case Long l -> f.numberNode(l);
            case Double d -> d == Math.rint(d) && Math.abs(d) < 1e9 ? f.numberNode(d.longValue()) : f.numberNode(d);
            case Boolean b -> f.booleanNode(b);
            default -> f.textNode(v.toString());
        };
    }

    /** The array at {@code pointer}, made when missing. */
    public static ArrayNode array(ObjectNode root, String pointer) {
        JsonNode n = root.at(pointer);
        if (n instanceof ArrayNode a) return a;
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        set(root, pointer, a);
        return a;
    }

    /** "/sides/0" + "name" → "/sides/0/name", escaping the name as a pointer needs. */
    public static String child(String pointer, String name) {
        return pointer + "/" + name.replace("~", "~0").replace("/", "~1");
    }

    public static String item(String pointer, int index) {
        return pointer + "/" + index;
    }

    private static JsonNode container(ObjectNode root, String pointer, boolean make) {
        if (pointer.isEmpty()) return root;
        JsonNode n = root.at(pointer);
        if (!n.isMissingNode() || !make) return n;
        int slash = pointer.lastIndexOf('/');
        JsonNode parent = container(root, pointer.substring(0, slash), true);
        ObjectNode made = JsonNodeFactory.instance.objectNode();
        if (parent instanceof ObjectNode o) o.set(unescape(pointer.substring(slash + 1)), made);
        else if (parent instanceof ArrayNode a) a.add(made);
        return made;
    }

    private static String unescape(String segment) {
        return segment.replace("~1", "/").replace("~0", "~");
    }
}
