package org.vedette.core.turn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One object of a turn detail as a file writes it — plain values: text keys
 * to text, whole numbers, flags, lists and objects — read by a ruleset with
 * the path kept, so that a wrong value is reported where it is
 * ({@link DetailException}). Immutable.
 */
public final class DetailValues {
    private final Map<String, Object> values;
    private final List<Object> path;

    private DetailValues(Map<String, Object> values, List<Object> path) {
        this.values = values;
        this.path = List.copyOf(path);
    }

    /** The detail as a whole: it must be an object. */
    public static DetailValues of(Object plain) throws DetailException {
        if (!(plain instanceof Map<?, ?> m)) {
            throw new DetailException(List.of(), "expected the turn detail as an object, found " + describe(plain));
        }
        return new DetailValues(members(m), List.of());
    }

    private static Map<String, Object> members(Map<?, ?> m) {
        Map<String, Object> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(String.valueOf(k), v));
        return Collections.unmodifiableMap(out);
    }

    /** A problem with a member of this object (or with the object itself when {@code key} is null). */
    public DetailException problem(String key, String message) {
        return new DetailException(key == null ? path : at(key), message);
    }

    /** A problem with item {@code index} of a list member. */
    public DetailException problem(String key, int index, String message) {
        List<Object> p = at(key);
        p.add(index);
        return new DetailException(p, message);
    }

    public boolean has(String key) {
        return values.get(key) != null;
    }

    /** Every member must be one of {@code known}: a misspelt member would otherwise be lost without a word. */
    public void known(String... known) throws DetailException {
        List<String> list = List.of(known);
        for (String k : values.keySet()) {
            if (!list.contains(k)) {
                throw problem(k, "unknown member '" + k + "' of the turn detail (known: " + String.join(", ", list) + ")");
            }
        }
    }

    public List<String> keys() {
        return List.copyOf(values.keySet());
    }

    public String text(String key) throws DetailException {
        Object v = required(key, "text");
        if (v instanceof String s) return s;
        throw wrong(key, "text", v);
    }

    /** Text, or null when the member is absent. */
    public String optionalText(String key) throws DetailException {
        return has(key) ? text(key) : null;
    }

    public int whole(String key) throws DetailException {
        Object v = required(key, "a whole number");
        if (v instanceof Integer i) return i;
        throw wrong(key, "a whole number", v);
    }

    /** A flag; absent is false. */
    public boolean flag(String key) throws DetailException {
        Object v = values.get(key);
        if (v == null) return false;
        if (v instanceof Boolean b) return b;
        throw wrong(key, "true or false", v);
    }

    /** A list of texts; absent is empty. */
    public List<String> texts(String key) throws DetailException {
        return items(key, String.class, "text");
    }

    /** A list of whole numbers; absent is empty. */
    public List<Integer> wholes(String key) throws DetailException {
        return items(key, Integer.class, "a whole number");
    }

    private <T> List<T> items(String key, Class<T> type, String expected) throws DetailException {
        List<T> out = new ArrayList<>();
        List<?> items = list(key);
        for (int i = 0; i < items.size(); i++) {
            if (!type.isInstance(items.get(i))) {
                throw problem(key, i, "expected " + expected + ", found " + describe(items.get(i)));
            }
            out.add(type.cast(items.get(i)));
        }
        return out;
    }

    /** A list of objects; absent is empty. */
    public List<DetailValues> objects(String key) throws DetailException {
        List<DetailValues> out = new ArrayList<>();
        List<?> items = list(key);
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof Map<?, ?> m)) {
                throw problem(key, i, "expected an object, found " + describe(items.get(i)));
            }
            List<Object> p = at(key);
            p.add(i);
            out.add(new DetailValues(members(m), p));
        }
        return out;
    }

    /** An object member, or null when absent. */
    public DetailValues object(String key) throws DetailException {
        Object v = values.get(key);
        if (v == null) return null;
        if (v instanceof Map<?, ?> m) return new DetailValues(members(m), at(key));
        throw wrong(key, "an object", v);
    }

    private List<?> list(String key) throws DetailException {
        Object v = values.get(key);
        if (v == null) return List.of();
        if (v instanceof List<?> l) return l;
        throw wrong(key, "a list", v);
    }

    private Object required(String key, String expected) throws DetailException {
        Object v = values.get(key);
        if (v == null) throw problem(null, "missing '" + key + "': expected " + expected);
        return v;
    }

    private DetailException wrong(String key, String expected, Object v) {
        return problem(key, "expected " + expected + " for '" + key + "', found " + describe(v));
    }

    private List<Object> at(String key) {
        List<Object> p = new ArrayList<>(path);
        p.add(key);
        return p;
    }

    private static String describe(Object v) {
        return switch (v) {
            case null -> "nothing";
            case String s -> "text \"" + s + "\"";
            case Boolean b -> b.toString();
            case Number n -> "the number " + n;
            case List<?> l -> "a list";
            case Map<?, ?> m -> "an object";
            default -> v.toString();
        };
    }
}
