package org.vedette.core.model;

import java.util.LinkedHashMap;
import java.util.Map;

import org.vedette.core.internal.FrozenMap;

/**
 * Profile values, options and marks are small maps of Integer, Double, Boolean
 * or String. This keeps them immutable, ordered and free of other types.
 */
public final class Values {
    private Values() {
    }

    /**
     * An immutable, ordered copy, its values checked — or the map itself when it is such a copy already (every
     * new actor takes its profile and marks through here: a game makes one for every event).
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> copyOf(Map<String, ?> map) {
        if (map == null || map.isEmpty()) {
            return Map.of();
        }
        if (FrozenMap.madeBy(map, Values.class)) return (Map<String, Object>) map;
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
        return FrozenMap.copyOf(copy, Values.class);
    }

    public static boolean isScalar(Object v) {
        return v instanceof Integer || v instanceof Double || v instanceof Boolean || v instanceof String;
    }

    /** A copy of {@code map} with {@code key} set to {@code value}, or removed when value is null. */
    public static Map<String, Object> with(Map<String, Object> map, String key, Object value) {
        // A map of ours was checked when it was made: then only the new value is to check.
        if (FrozenMap.madeBy(map, Values.class) && (value == null || key != null && isScalar(value))) {
            FrozenMap.Editor<String, Object> copy = FrozenMap.edit(map, Values.class);
            if (value == null) {
                copy.remove(key);
            } else {
                copy.put(key, value);
            }
            Map<String, Object> done = copy.done();
            return done.isEmpty() ? Map.of() : done;
        }
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>(map);
        if (value == null) {
            copy.remove(key);
        } else {
            copy.put(key, value);
        }
        return copyOf(copy);
    }
}
