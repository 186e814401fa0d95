package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One JSON object of a document being read, with typed accessors that report
 * what was expected, where, instead of throwing: {@code number("width", true)}
 * on {@code "width": "wide"} gives null and the error "expected a number for
 * 'width', found text "wide"" at the value's line and column. Callers go on
 * reading after a problem so that every problem is reported at once.
 */
public final class Obj {
    private final Located doc;
    private final Problems problems;
    private final ObjectNode node;
    private final String pointer;

    private Obj(Located doc, Problems problems, ObjectNode node, String pointer) {
        this.doc = doc;
        this.problems = problems;
        this.node = node;
        this.pointer = pointer;
    }

    /** The document's top object, or null after reporting that it is not an object. */
    public static Obj root(Located doc, Problems problems, String what) {
        if (doc.root() instanceof ObjectNode o) {
            return new Obj(doc, problems, o, "");
        }
        problems.error(doc.value(""), "expected " + what + " (a JSON object), found " + describe(doc.root()));
        return null;
    }

    public Problems problems() {
        return problems;
    }

    public Located doc() {
        return doc;
    }

    public String pointer() {
        return pointer;
    }

    public ObjectNode node() {
        return node;
    }

    /** Where this object begins. */
    public Located.At at() {
        return doc.value(pointer);
    }

    /** Where a member's value begins, or this object when the member is absent. */
    public Located.At at(String field) {
        return node.has(field) ? doc.value(Located.member(pointer, field)) : at();
    }

    public Located.At nameAt(String field) {
        return node.has(field) ? doc.name(Located.member(pointer, field)) : at();
    }

    public boolean has(String field) {
        return node.has(field);
    }

    public List<String> fieldNames() {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** Reports every member not in {@code known}: "unknown field 'widht' (known: width, depth)". */
    public void known(String... known) {
        List<String> list = Arrays.asList(known);
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            String name = it.next();
            if (!list.contains(name)) {
                problems.error(nameAt(name), "unknown field '" + name + "' (known: " + String.join(", ", list) + ")");
            }
        }
    }

    private JsonNode get(String field, boolean required, String expected) {
        JsonNode v = node.get(field);
        if (v == null || (v.isNull() && !required)) {
            if (required) {
                problems.error(at(), "missing '" + field + "': expected " + expected);
            }
            return null;
        }
        return v;
    }

    private void wrong(String field, String expected, JsonNode v) {
        problems.error(at(field), "expected " + expected + " for '" + field + "', found " + describe(v));
    }

    public String text(String field, boolean required) {
        JsonNode v = get(field, required, "text");
        if (v == null) return null;
        if (!v.isTextual()) {
            wrong(field, "text", v);
            return null;
        }
        return v.textValue();
    }

    /** Text that names something (an id): not blank. */
    public String id(String field, boolean required) {
        String s = text(field, required);
        if (s != null && s.isBlank()) {
            problems.error(at(field), "expected a non-empty id for '" + field + "'");
            return null;
        }
        return s;
    }

    public Double number(String field, boolean required) {
        JsonNode v = get(field, required, "a number");
        if (v == null) return null;
        if (!v.isNumber() || !Double.isFinite(v.doubleValue())) {
            wrong(field, "a number", v);
            return null;
        }
        return v.doubleValue();
    }

    public Integer integer(String field, boolean required) {
        JsonNode v = get(field, required, "a whole number");
        if (v == null) return null;
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            wrong(field, "a whole number", v);
            return null;
        }
        return v.intValue();
    }

    public Boolean flag(String field, boolean required) {
        JsonNode v = get(field, required, "true or false");
        if (v == null) return null;
        if (!v.isBoolean()) {
            wrong(field, "true or false", v);
            return null;
        }
        return v.booleanValue();
    }

    /**
     * One of an enum's constants, written in files in lower case with hyphens
     * ("non-player" for NON_PLAYER).
     */
    public <E extends Enum<E>> E choice(String field, Class<E> type, boolean required) {
        E[] all = type.getEnumConstants();
        List<String> names = Arrays.stream(all).map(Obj::fileName).toList();
        String expected = "one of " + String.join(", ", names);
        JsonNode v = get(field, required, expected);
        if (v == null) return null;
        if (v.isTextual()) {
            int i = names.indexOf(v.textValue());
            if (i >= 0) return all[i];
        }
        wrong(field, expected, v);
        return null;
    }

    /** NON_PLAYER → "non-player". */
    public static String fileName(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public Obj object(String field, boolean required) {
        JsonNode v = get(field, required, "an object");
        if (v == null) return null;
        if (!(v instanceof ObjectNode o)) {
            wrong(field, "an object", v);
            return null;
        }
        return new Obj(doc, problems, o, Located.member(pointer, field));
    }

    /**
     * The items of an array member that are objects; the others are reported.
     * Null when absent, not an array, or longer than {@code max} (a format's
     * limit, see {@link Limits}: a list is checked item by item, and a hostile
     * file must not make that cost without bound).
     */
    public List<Obj> objects(String field, boolean required, String itemName, int max) {
        JsonNode v = get(field, required, "a list of " + itemName + "s");
        if (v == null) return null;
        if (!v.isArray()) {
            wrong(field, "a list of " + itemName + "s", v);
            return null;
        }
        if (v.size() > max) {
            problems.error(at(field), "'" + field + "' has " + v.size() + " " + itemName + "s; Vedette's limit is "
                    + max + " (see docs/FILES.md)");
            return null;
        }
        String arr = Located.member(pointer, field);
        List<Obj> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode item = v.get(i);
            String ip = Located.item(arr, i);
            if (item instanceof ObjectNode o) {
                out.add(new Obj(doc, problems, o, ip));
            } else {
                problems.error(doc.value(ip), "expected " + itemName + " (an object) as item " + (i + 1) + " of '"
                        + field + "', found " + describe(item));
            }
        }
        return out;
    }

    /** A list of texts; wrong items are reported and left out. Empty when absent. */
    public List<String> texts(String field) {
        JsonNode v = get(field, false, "a list of texts");
        if (v == null) return List.of();
        if (!v.isArray()) {
            wrong(field, "a list of texts", v);
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode item = v.get(i);
            if (item.isTextual()) {
                out.add(item.textValue());
            } else {
                problems.error(itemAt(field, i), "expected text as item " + (i + 1) + " of '" + field + "', found "
                        + describe(item));
            }
        }
        return out;
    }

    /** Where item {@code i} of an array member begins. */
    public Located.At itemAt(String field, int i) {
        return doc.value(Located.item(Located.member(pointer, field), i));
    }

    /** A list of whole numbers; wrong items are reported and left out. Null when absent. */
    public List<Integer> integers(String field, boolean required) {
        JsonNode v = get(field, required, "a list of whole numbers");
        if (v == null) return null;
        if (!v.isArray()) {
            wrong(field, "a list of whole numbers", v);
            return null;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode item = v.get(i);
            if (item.isIntegralNumber() && item.canConvertToInt()) {
                out.add(item.intValue());
            } else {
                problems.error(itemAt(field, i), "expected a whole number as item " + (i + 1) + " of '" + field
                        + "', found " + describe(item));
            }
        }
        return out;
    }

    /**
     * The members of an object of plain values (a profile, options, marks,
     * inputs) as Integer, Double, Boolean or String; other values are reported
     * and left out. Empty when absent.
     */
    public Map<String, Object> scalars(String field) {
        Obj o = object(field, false);
        return o == null ? Map.of() : o.scalarMembers();
    }

    /** This object's members as plain values (see {@link #scalars}). */
    public Map<String, Object> scalarMembers() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String name : fieldNames()) {
            Object v = scalar(name);
            if (v != null) out.put(name, v);
        }
        return out;
    }

    /** One member as Integer, Double, Boolean or String, or null after reporting why it is none of those. */
    public Object scalar(String field) {
        JsonNode v = node.get(field);
        if (v == null) return null;
        if (v.isTextual()) return v.textValue();
        if (v.isBoolean()) return v.booleanValue();
        if (v.isIntegralNumber()) {
            if (v.canConvertToInt()) return v.intValue();
            problems.error(at(field), "'" + field + "' is too large a number");
            return null;
        }
        if (v.isNumber() && Double.isFinite(v.doubleValue())) return v.doubleValue();
        wrong(field, "a number, true/false or text", v);
        return null;
    }

    /** A free-form member as plain Java values: maps, lists, numbers, flags, text, null. */
    public Object plain(String field) {
        JsonNode v = node.get(field);
        return v == null ? null : Plain.of(v);
    }

    public static String describe(JsonNode v) {
        if (v == null || v.isMissingNode()) return "nothing";
        if (v.isNull()) return "null";
        if (v.isTextual()) {
            String s = v.textValue();
            return "text \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        }
        if (v.isBoolean()) return v.booleanValue() ? "true" : "false";
        if (v.isNumber()) return "the number " + v.asText();
        if (v.isArray()) return "a list";
        if (v.isObject()) return "an object";
        return v.getNodeType().toString().toLowerCase(Locale.ROOT);
    }
}
