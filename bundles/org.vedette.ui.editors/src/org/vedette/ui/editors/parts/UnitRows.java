package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The units of a roster or of a scenario's side, with their figures: the rows
 * of a {@link RowTable}, its columns from the ruleset's {@link Profile} (id,
 * name, quality, mounted, weapons, then one per profile field), and adding,
 * duplicating and deleting units and figures. A new unit or figure gets an id
 * no other has in the document and the values its ruleset requires, so it
 * is valid as it comes.
 */
final class UnitRows implements RowTable.Source, Rows {
    private final Document document;
    private final Supplier<String> units;
    private final Supplier<Ruleset> ruleset;
    private RowTable table;

    /**
     * @param units   the pointer of the units array ("/units", "/sides/1/units")
     * @param ruleset the document's ruleset now, or null when it is not installed
     */
    UnitRows(Document document, Supplier<String> units, Supplier<Ruleset> ruleset) {
        this.document = document;
        this.units = units;
        this.ruleset = ruleset;
    }

    void table(RowTable t) {
        this.table = t;
    }

    /** The columns for the ruleset now: the fixed members, then its profile fields. */
    List<Column> columns() {
        List<Column> columns = new ArrayList<>();
        columns.add(Column.text("id", "Id"));
        columns.add(Column.text("name", "Name"));
        Ruleset r = ruleset.get();
        Profile p = r == null ? null : r.profile();
        if (p != null && !p.qualities().isEmpty()) {
            columns.add(Column.of(FieldSpec.builder("quality", FieldType.CHOICE).label("Quality")
                    .choices(p.qualities()).build(), "quality"));
        } else {
            columns.add(Column.text("quality", "Quality"));
        }
        columns.add(Column.flag("mounted", "Mounted"));
        if (p == null || p.scale() == Scale.FIGURE) columns.add(Column.list("weapons", "Weapons"));
        if (p != null) {
            for (FieldSpec f : p.fields()) columns.add(Column.of(f, "profile/" + f.id()));
        }
        return columns;
    }

    @Override
    public List<String> roots() {
        List<String> rows = new ArrayList<>();
        JsonNode a = document.at(units.get());
        for (int i = 0; i < a.size(); i++) rows.add(Members.item(units.get(), i));
        return rows;
    }

    @Override
    public List<String> children(String row) {
        List<String> rows = new ArrayList<>();
        if (!row.startsWith(units.get() + "/") || row.substring(units.get().length() + 1).contains("/")) return rows;
        String figures = Members.child(row, "figures");
        JsonNode a = document.at(figures);
        for (int i = 0; i < a.size(); i++) rows.add(Members.item(figures, i));
        return rows;
    }

    private boolean isFigure(String row) {
        return row.substring(units.get().length()).contains("/figures/");
    }

    private boolean figureLevel() {
        Ruleset r = ruleset.get();
        return r == null || r.profile().scale() == Scale.FIGURE;
    }

    @Override
    public boolean canAdd() {
        return !units.get().isEmpty();
    }

    /** A unit after the selected one; a figure in the selected unit, or after the selected figure. */
    @Override
    public void add() {
        List<String> sel = table.selected();
        String at = sel.isEmpty() ? null : sel.get(0);
        String[] made = new String[1];
        document.edit(at != null && (isFigure(at) || figureLevel()) ? "Add Figure" : "Add Unit", null, tree -> {
            Set<String> ids = ids(tree);
            if (at != null && (isFigure(at) || figureLevel())) {
                String unit = isFigure(at) ? at.substring(0, at.lastIndexOf("/figures/")) : at;
                String unitId = tree.at(unit).path("id").asText("unit");
                ArrayNode figures = Members.array(tree, Members.child(unit, "figures"));
                int index = isFigure(at) ? Integer.parseInt(at.substring(at.lastIndexOf('/') + 1)) + 1 : figures.size();
                figures.insert(index, figure(free(unitId, ids), "New figure"));
                made[0] = Members.item(Members.child(unit, "figures"), index);
            } else {
                ArrayNode list = Members.array(tree, units.get());
                int index = at == null ? list.size() : Integer.parseInt(at.substring(units.get().length() + 1)) + 1;
                String id = free("unit", ids);
                ObjectNode unit = figureLevel() ? unit(id) : figure(id, "New unit");
                if (figureLevel()) {
                    ids.add(id);
                    unit.putArray("figures").add(figure(free(id, ids), "New figure"));
                }
                list.insert(index, unit);
                made[0] = Members.item(units.get(), index);
            }
        });
        if (made[0] != null) table.select(made[0]);
    }

    @Override
    public boolean canDuplicate() {
        return !table.selected().isEmpty();
    }

    @Override
    public void duplicate() {
        String row = table.selected().get(0);
        document.edit(isFigure(row) ? "Duplicate Figure" : "Duplicate Unit", null, tree -> {
            Set<String> ids = ids(tree);
            ObjectNode copy = ((ObjectNode) tree.at(row)).deepCopy();
            renew(copy, ids);
            String array = row.substring(0, row.lastIndexOf('/'));
            ((ArrayNode) tree.at(array)).insert(Integer.parseInt(row.substring(row.lastIndexOf('/') + 1)) + 1, copy);
        });
    }

    @Override
    public boolean canDelete() {
        return !table.selected().isEmpty();
    }

    @Override
    public void delete() {
        List<String> rows = new ArrayList<>(table.selected());
        // Last first, figures before their units, so the indices of the others still hold.
        rows.sort(Comparator.comparing(UnitRows::sortKey).reversed());
        document.edit(rows.size() == 1 ? (isFigure(rows.get(0)) ? "Delete Figure" : "Delete Unit") : "Delete Rows", null,
                tree -> rows.forEach(r -> Members.set(tree, r, null)));
    }

    private static String sortKey(String row) {
        StringBuilder b = new StringBuilder();
        for (String part : row.split("/")) {
            b.append(part.chars().allMatch(Character::isDigit) && !part.isEmpty() ? "%06d".formatted(Integer.parseInt(part))
                    : part).append('/');
        }
        return b.toString();
    }

    private ObjectNode unit(String id) {
        ObjectNode o = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        o.put("id", id);
        o.put("name", "New unit");
        return o;
    }

    /** A figure (or a One Hour unit) with the values its ruleset requires, as a designer would start one. */
    private ObjectNode figure(String id, String name) {
        ObjectNode o = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        o.put("id", id);
        o.put("name", name);
        Ruleset r = ruleset.get();
        if (r == null) return o;
        Profile p = r.profile();
        if (!p.qualities().isEmpty()) o.put("quality", p.qualities().get((p.qualities().size() - 1) / 2).id());
        ObjectNode profile = o.putObject("profile");
        for (FieldSpec f : p.fields()) {
            Object v = f.defaultValue() != null ? f.defaultValue() : !f.required() ? null : switch (f.type()) {
                case CHOICE -> f.choices().get(0).id();
                case INTEGER -> f.min() == null ? 1 : f.min().intValue();
                case DECIMAL -> f.min() == null ? 1.0 : f.min();
                case FLAG -> Boolean.FALSE;
                case TEXT, ACTOR -> f.id();
            };
            if (v != null && f.required()) profile.set(f.id(), Members.scalar(v));
        }
        if (profile.isEmpty()) o.remove("profile");
        return o;
    }

    /** New ids for a copy and its figures. */
    private static void renew(ObjectNode copy, Set<String> ids) {
        String id = free(copy.path("id").asText("unit"), ids);
        ids.add(id);
        copy.put("id", id);
        for (JsonNode f : copy.path("figures")) {
            if (f instanceof ObjectNode fig) {
                String fid = free(fig.path("id").asText(id), ids);
                ids.add(fid);
                fig.put("id", fid);
            }
        }
    }

    /** Every "id" of a unit or figure in the document: a scenario's actors share one space of ids. */
    static Set<String> ids(JsonNode tree) {
        Set<String> ids = new HashSet<>();
        collect(tree, ids);
        return ids;
    }

    private static void collect(JsonNode n, Set<String> ids) {
        if (n.isObject() && n.path("id").isTextual()) ids.add(n.path("id").asText());
        n.forEach(child -> collect(child, ids));
    }

    /** "unit-2" when "unit" and "unit-1" are taken. */
    static String free(String base, Set<String> taken) {
        String stem = base.replaceAll("-\\d+$", "");
        for (int n = 1;; n++) {
            String id = stem + "-" + n;
            if (!taken.contains(id)) return id;
        }
    }
}
