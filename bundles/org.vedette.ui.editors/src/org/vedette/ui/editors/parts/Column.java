package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * A column of a row table: the member of each row it shows ("count",
 * "profile/I"), typed by a {@link FieldSpec} — a ruleset's own profile field,
 * or one made here for the format's fixed members — which decides its cell
 * editor and checks what is typed. A list column (weapons, tags) is edited as
 * text separated by commas.
 */
public record Column(FieldSpec spec, String member, boolean list) {
    static Column of(FieldSpec spec, String member) {
        return new Column(spec, member, false);
    }

    static Column text(String member, String label) {
        return of(FieldSpec.builder(member, FieldType.TEXT).label(label).build(), member);
    }

    static Column list(String member, String label) {
        return new Column(FieldSpec.builder(member, FieldType.TEXT).label(label).build(), member, true);
    }

    static Column flag(String member, String label) {
        return of(FieldSpec.flag(member, label, ""), member);
    }

    public String label() {
        return spec.label();
    }

    /** The pointer of this column's member in a row. */
    String pointer(String row) {
        String p = row;
        for (String part : member.split("/")) p = Members.child(p, part);
        return p;
    }

    /** What the cell shows for a node. */
    String show(JsonNode n) {
        if (n == null || n.isMissingNode() || n.isNull()) {
            return spec.type() == FieldType.FLAG ? "" : "";
        }
        if (n.isArray()) {
            List<String> items = new ArrayList<>();
            n.forEach(i -> items.add(i.asText()));
            return String.join(", ", items);
        }
        if (spec.type() == FieldType.FLAG) return n.asBoolean() ? "✓" : "";
        if (spec.type() == FieldType.CHOICE) {
            String id = n.asText();
            return spec.choices().stream().filter(c -> c.id().equals(id)).map(c -> c.label()).findFirst().orElse(id);
        }
        return n.asText();
    }

    /** A list column's text as its node: "musket, pistol" → ["musket", "pistol"]; blank → none. */
    static JsonNode listOf(String text) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (String s : text.split(",")) {
            if (!s.isBlank()) a.add(s.strip());
        }
        return a.isEmpty() ? null : a;
    }
}
