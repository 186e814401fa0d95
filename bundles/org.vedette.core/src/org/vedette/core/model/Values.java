package org.vedette.core.model;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Profile values, options and marks are small maps of Integer, Double, Boolean
 * or String. This keeps them immutable, ordered and free of other types.
 */
public final class Values {
    private Values() {
    }

    /**
     * An immutable, ordered copy, its values checked — or {@code map} itself
     * when it is such a copy already: an actor or a game state made from
     * another shares its profile, marks and options rather than checking and
     * copying them again for every event of every move.
     */
    public static Map<String, Object> copyOf(Map<String, ?> map) {
        if (map == null || map.isEmpty()) {
            return Map.of();
        }
        if (map instanceof Checked c) {
            return c;
        }
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>();
        map.forEach((k, v) -> {
            if (k == null || v == null) {
                throw new IllegalArgumentException("null key or value in " + map);
            }
            if (!isScalar(v)) {
                throw new IllegalArgumentException("value of '" + k + "' must be a number, flag or text, not " + v);
            }
            copy.put(k, v);
        });
        return new Checked(copy);
    }

    public static boolean isScalar(Object v) {
        return v instanceof Integer || v instanceof Double || v instanceof Boolean || v instanceof String;
    }

    /** A copy of {@code map} with {@code key} set to {@code value}, or removed when value is null. */
    public static Map<String, Object> with(Map<String, Object> map, String key, Object value) {
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>(map);
        if (value == null) {
            copy.remove(key);
        } else {
            copy.put(key, value);
        }
        // A checked map's other values need no checking again: only the one set now.
        boolean checked = map instanceof Checked && key != null && (value == null || isScalar(value));
        return checked ? (copy.isEmpty() ? Map.of() : new Checked(copy)) : copyOf(copy);
    }

    /**
     * What {@link #copyOf} makes: a checked map nobody can change, so it needs no copy again. Its keys and values
     * are also kept side by side in arrays: the maps are small (a profile, an actor's marks), the rules read them
     * for every decision, and a scan of a few keys — mostly the same constant strings, equal by reference — is
     * quicker than hashing into a map behind its unmodifiable view.
     */
    private static final class Checked extends AbstractMap<String, Object> {
        /** Up to how many keys a scan is quicker than the hash map. */
        private static final int SCANNED = 8;
        private final Map<String, Object> map;
        private final String[] keys;
        private final Object[] values;

        Checked(LinkedHashMap<String, Object> owned) {
            this.map = Collections.unmodifiableMap(owned);
            this.keys = owned.keySet().toArray(new String[0]);
            this.values = owned.values().toArray();
        }

        @Override
        public Object get(Object key) {
            String[] k = keys;
            if (k.length > SCANNED) return map.get(key);
            for (int i = 0; i < k.length; i++) {
                if (k[i] == key) return values[i];
            }
            for (int i = 0; i < k.length; i++) {
                if (k[i].equals(key)) return values[i];
            }
            return null;
        }

        @Override
        public Object getOrDefault(Object key, Object fallback) {
            Object v = get(key);
            return v != null ? v : fallback;
        }

        @Override
        public boolean containsKey(Object key) {
            return get(key) != null;
        }

        @Override
        public boolean containsValue(Object value) {
            return map.containsValue(value);
        }

        @Override
        public int size() {
            return map.size();
        }

        @Override
        public boolean isEmpty() {
            return map.isEmpty();
        }

        @Override
        public Set<String> keySet() {
            return map.keySet();
        }

        @Override
        public Collection<Object> values() {
            return map.values();
        }

        @Override
        public Set<Map.Entry<String, Object>> entrySet() {
            return map.entrySet();
        }

        @Override
        public void forEach(BiConsumer<? super String, ? super Object> action) {
            map.forEach(action);
        }

        @Override
        public boolean equals(Object o) {
            return o == this || map.equals(o);
        }

        @Override
        public int hashCode() {
            return map.hashCode();
        }

        @Override
        public String toString() {
            return map.toString();
        }
    }
}
