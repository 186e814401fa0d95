package org.vedette.io.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/** A JSON tree as unmodifiable plain Java values, for free-form parts of a file (a request's "expect"). */
final class Plain {
    private Plain() {
    }

    static Object of(JsonNode v) {
        if (v.isObject()) {
            Map<String, Object> m = new LinkedHashMap<>();
            v.properties().forEach(e -> m.put(e.getKey(), of(e.getValue())));
            return Collections.unmodifiableMap(m);
        }
        if (v.isArray()) {
            List<Object> l = new ArrayList<>();
            v.forEach(x -> l.add(of(x)));
            return Collections.unmodifiableList(l);
        }
        if (v.isTextual()) return v.textValue();
        if (v.isBoolean()) return v.booleanValue();
        if (v.isIntegralNumber()) return v.canConvertToInt() ? (Object) v.intValue() : (Object) v.longValue();
        if (v.isNumber()) return v.doubleValue();
        return null;
    }
}
