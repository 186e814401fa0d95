package org.vedette.core.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Profile values, options and marks are small maps of Integer, Double, Boolean
 * or String. This keeps them immutable, ordered and free of other types.
 */
public final class Values {
    private Values() {
    }

    public static Map<String, Object> copyOf(Map<String, ?> map) {
        if (map == null || map.isEmpty()) {
            return Map.of();
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
        return Collections.unmodifiableMap(copy);
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
        return copyOf(copy);
    }
}
