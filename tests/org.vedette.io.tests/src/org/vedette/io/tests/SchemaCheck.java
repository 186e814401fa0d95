package org.vedette.io.tests;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A small JSON Schema (draft 2020-12) checker for the keywords Vedette's
 * schemas use: $ref to local $defs, type, const, enum, properties, required,
 * additionalProperties, items, minItems, maxItems, minimum, exclusiveMinimum, minLength,
 * oneOf, not, if/then/else, dependentRequired. No general validator on Maven
 * Central is an OSGi bundle in our target platform, so the tests carry this
 * one; {@link #KNOWN} lists the keywords it understands, and the schema test
 * fails if a schema uses any other, so the schemas cannot drift beyond what
 * is checked.
 */
final class SchemaCheck {
    static final List<String> KNOWN = List.of("$schema", "$id", "$ref", "$defs", "title", "description", "type",
            "const", "enum", "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "minimum",
            "maximum", "exclusiveMinimum", "minLength", "oneOf", "not", "if", "then", "else", "dependentRequired", "format");

    private final JsonNode root;

    SchemaCheck(JsonNode root) {
        this.root = root;
    }

    /** Every violation, as "pointer: what is wrong"; empty when the instance is valid. */
    List<String> check(JsonNode instance) {
        List<String> errors = new ArrayList<>();
        check(root, instance, "", errors);
        return errors;
    }

    /** Every keyword the schema uses that this checker does not understand. */
    static List<String> unknownKeywords(JsonNode schema) {
        List<String> unknown = new ArrayList<>();
        walk(schema, unknown, false);
        return unknown;
    }

    private static void walk(JsonNode node, List<String> unknown, boolean namesAreData) {
        if (node.isArray()) {
            node.forEach(n -> walk(n, unknown, false));
            return;
        }
        if (!node.isObject()) return;
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            if (namesAreData) {
                walk(e.getValue(), unknown, false);
                continue;
            }
            if (!KNOWN.contains(e.getKey())) unknown.add(e.getKey());
            if (e.getKey().equals("const") || e.getKey().equals("enum") || e.getKey().equals("dependentRequired")) {
                continue;
            }
            boolean children = e.getKey().equals("properties") || e.getKey().equals("$defs");
            walk(e.getValue(), unknown, children);
        }
    }

    private void check(JsonNode schema, JsonNode v, String at, List<String> errors) {
        if (schema.has("$ref")) {
            String ref = schema.get("$ref").asText();
            if (!ref.startsWith("#/$defs/")) throw new IllegalArgumentException("only local refs: " + ref);
            check(root.get("$defs").get(ref.substring("#/$defs/".length())), v, at, errors);
        }
        if (schema.has("type") && !typeMatches(schema.get("type"), v)) {
            errors.add(at + ": expected type " + schema.get("type") + ", found " + v.getNodeType());
            return;
        }
        if (schema.has("const") && !schema.get("const").equals(v)) {
            errors.add(at + ": expected " + schema.get("const") + ", found " + v);
        }
        if (schema.has("enum")) {
            boolean any = false;
            for (JsonNode e : schema.get("enum")) any |= e.equals(v);
            if (!any) errors.add(at + ": " + v + " is not one of " + schema.get("enum"));
        }
        if (v.isNumber()) {
            if (schema.has("minimum") && v.doubleValue() < schema.get("minimum").doubleValue()) {
                errors.add(at + ": " + v + " is below " + schema.get("minimum"));
            }
            if (schema.has("maximum") && v.doubleValue() > schema.get("maximum").doubleValue()) {
                errors.add(at + ": " + v + " is above " + schema.get("maximum"));
            }
            if (schema.has("exclusiveMinimum") && v.doubleValue() <= schema.get("exclusiveMinimum").doubleValue()) {
                errors.add(at + ": " + v + " is not above " + schema.get("exclusiveMinimum"));
            }
        }
        if (v.isTextual() && schema.has("minLength") && v.textValue().length() < schema.get("minLength").asInt()) {
            errors.add(at + ": text shorter than " + schema.get("minLength"));
        }
        if (v.isArray()) {
            if (schema.has("minItems") && v.size() < schema.get("minItems").asInt()) {
                errors.add(at + ": fewer than " + schema.get("minItems") + " items");
            }
            if (schema.has("maxItems") && v.size() > schema.get("maxItems").asInt()) {
                errors.add(at + ": more than " + schema.get("maxItems") + " items");
            }
            if (schema.has("items")) {
                for (int i = 0; i < v.size(); i++) check(schema.get("items"), v.get(i), at + "/" + i, errors);
            }
        }
        if (v.isObject()) {
            JsonNode props = schema.path("properties");
            if (schema.has("required")) {
                for (JsonNode r : schema.get("required")) {
                    if (!v.has(r.asText())) errors.add(at + ": missing '" + r.asText() + "'");
                }
            }
            if (schema.has("dependentRequired")) {
                schema.get("dependentRequired").fields().forEachRemaining(e -> {
                    if (v.has(e.getKey())) {
                        for (JsonNode r : e.getValue()) {
                            if (!v.has(r.asText())) errors.add(at + ": '" + e.getKey() + "' needs '" + r.asText() + "'");
                        }
                    }
                });
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                String child = at + "/" + e.getKey();
                if (props.has(e.getKey())) {
                    check(props.get(e.getKey()), e.getValue(), child, errors);
                } else if (schema.has("additionalProperties")) {
                    JsonNode ap = schema.get("additionalProperties");
                    if (ap.isBoolean()) {
                        if (!ap.booleanValue()) errors.add(at + ": unknown field '" + e.getKey() + "'");
                    } else {
                        check(ap, e.getValue(), child, errors);
                    }
                }
            }
        }
        if (schema.has("oneOf")) {
            int passing = 0;
            List<String> why = new ArrayList<>();
            for (JsonNode s : schema.get("oneOf")) {
                List<String> sub = new ArrayList<>();
                check(s, v, at, sub);
                if (sub.isEmpty()) passing++;
                else why.addAll(sub);
            }
            if (passing != 1) errors.add(at + ": matches " + passing + " of oneOf, not exactly 1 " + why);
        }
        if (schema.has("not")) {
            List<String> sub = new ArrayList<>();
            check(schema.get("not"), v, at, sub);
            if (sub.isEmpty()) errors.add(at + ": matches a schema it must not: " + schema.get("not"));
        }
        if (schema.has("if")) {
            List<String> sub = new ArrayList<>();
            check(schema.get("if"), v, at, sub);
            JsonNode branch = sub.isEmpty() ? schema.get("then") : schema.get("else");
            if (branch != null) check(branch, v, at, errors);
        }
    }

    private static boolean typeMatches(JsonNode type, JsonNode v) {
        if (type.isArray()) {
            for (JsonNode t : type) if (typeMatches(t, v)) return true;
            return false;
        }
        return switch (type.asText()) {
            case "object" -> v.isObject();
            case "array" -> v.isArray();
            case "string" -> v.isTextual();
            case "number" -> v.isNumber();
            case "integer" -> v.isIntegralNumber() || (v.isNumber() && v.doubleValue() == Math.rint(v.doubleValue()));
            case "boolean" -> v.isBoolean();
            case "null" -> v.isNull();
            default -> throw new IllegalArgumentException("unknown type " + type);
        };
    }
}
