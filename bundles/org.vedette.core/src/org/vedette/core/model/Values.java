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
        return copyOf(map, false);
    }

    /**
     * {@link #copyOf} of a request's inputs, which may also carry a {@link TablePath}: the NPC AI's move carries
     * its path as the points, not as text to be read back; its text is what a journal records.
     */
    public static Map<String, Object> inputsOf(Map<String, ?> map) {
        return copyOf(map, true);
    }

    private static Map<String, Object> copyOf(Map<String, ?> map, boolean input) {
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
            if (!isScalar(v) && !(input && v instanceof TablePath)) {
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
        // A checked map's other values need no checking again: only the one set now; and its arrays are copied
        // rather than a map built (a ruleset sets marks on every move).
        if (map instanceof Checked c && key != null && (value == null || isScalar(value))) return c.with(key, value);
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>(map);
        if (value == null) {
            copy.remove(key);
        } else {
            copy.put(key, value);
        }
        return copyOf(copy);
    }

    /**
     * What {@link #copyOf} makes: a checked map nobody can change, so it needs no copy again. Its keys and values
     * are kept side by side in arrays: the maps are small (a profile, an actor's marks), the rules read them
     * for every decision, and a scan of a few keys — mostly the same constant strings, equal by reference — is
     * quicker than hashing into a map behind its unmodifiable view. The map itself (for iterating, comparing)
     * is made when first asked for, except for a large one, which is read through it.
     */
    private static final class Checked extends AbstractMap<String, Object> {
        /** Up to how many keys a scan is quicker than the hash map. */
        private static final int SCANNED = 8;
        private final String[] keys;
        private final Object[] values;
        /**
         * One bit for each key, by its hash: most lookups that pass the identity scan are of keys the map has
         * not (a mark not borne, an input not given), and the bit of an absent key is mostly clear, so they are
         * answered without reading the keys' strings.
         */
        private final long hashes;
        /** The same entries in a map nobody can change; immutable, so a race at most makes it twice. */
        private Map<String, Object> map;

        Checked(LinkedHashMap<String, Object> owned) {
            this.keys = owned.keySet().toArray(new String[0]);
            this.values = owned.values().toArray();
            this.hashes = hashes(keys);
            this.map = Collections.unmodifiableMap(owned);
        }

        private Checked(String[] keys, Object[] values, long hashes) {
            this.keys = keys;
            this.values = values;
            this.hashes = hashes;
            if (keys.length > SCANNED) map();
        }

        private static long hashes(String[] keys) {
            long bits = 0;
            for (String k : keys) bits |= bit(k);
            return bits;
        }

        /** The key's bit in {@link #hashes}: a string keeps its hash, so this reads it rather than its characters. */
        private static long bit(Object key) {
            return 1L << key.hashCode();
        }

        private Map<String, Object> map() {
            Map<String, Object> m = map;
            if (m == null) {
                LinkedHashMap<String, Object> owned = new LinkedHashMap<>();
                for (int i = 0; i < keys.length; i++) owned.put(keys[i], values[i]);
                map = m = Collections.unmodifiableMap(owned);
            }
            return m;
        }

        /** This map with {@code key} set to a checked {@code value}, or removed when it is null. */
        Map<String, Object> with(String key, Object value) {
            int at = -1;
            for (int i = 0; i < keys.length; i++) {
                if (keys[i].equals(key)) {
                    at = i;
                    break;
                }
            }
            if (value == null) {
                if (at < 0) return this;
                if (keys.length == 1) return Map.of();
                String[] k = new String[keys.length - 1];
                Object[] v = new Object[k.length];
                System.arraycopy(keys, 0, k, 0, at);
                System.arraycopy(keys, at + 1, k, at, k.length - at);
                System.arraycopy(values, 0, v, 0, at);
                System.arraycopy(values, at + 1, v, at, v.length - at);
                return new Checked(k, v, hashes(k));
            }
            if (at >= 0) {
                Object[] v = values.clone();
                v[at] = value;
                return new Checked(keys, v, hashes);
            }
            String[] k = java.util.Arrays.copyOf(keys, keys.length + 1);
            Object[] v = java.util.Arrays.copyOf(values, values.length + 1);
            k[keys.length] = key;
            v[values.length] = value;
            return new Checked(k, v, hashes | bit(key));
        }

        @Override
        public Object get(Object key) {
            String[] k = keys;
            if (k.length > SCANNED) return map.get(key);
            for (int i = 0; i < k.length; i++) {
                if (k[i] == key) return values[i];
            }
            // Mostly a key the map has not (a mark not borne): a string's hash is kept in it, so its bit tells most
            // such keys, and comparing hashes first passes over the others without comparing their characters.
            if (key == null) return null;
            int h = key.hashCode();
            if ((hashes & 1L << h) == 0) return null;
            for (int i = 0; i < k.length; i++) {
                if (k[i].hashCode() == h && k[i].equals(key)) return values[i];
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
            return map().containsValue(value);
        }

        @Override
        public int size() {
            return keys.length;
        }

        @Override
        public boolean isEmpty() {
            return keys.length == 0;
        }

        @Override
        public Set<String> keySet() {
            return map().keySet();
        }

        @Override
        public Collection<Object> values() {
            return map().values();
        }

        @Override
        public Set<Map.Entry<String, Object>> entrySet() {
            return map().entrySet();
        }

        @Override
        public void forEach(BiConsumer<? super String, ? super Object> action) {
            for (int i = 0; i < keys.length; i++) action.accept(keys[i], values[i]);
        }

        @Override
        public boolean equals(Object o) {
            return o == this || map().equals(o);
        }

        @Override
        public int hashCode() {
            return map().hashCode();
        }

        @Override
        public String toString() {
            return map().toString();
        }
    }
}
