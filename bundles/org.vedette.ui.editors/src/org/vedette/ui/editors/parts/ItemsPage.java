package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A collection's page: its id, owner and scale; its items — count, painted,
 * nation, troop type, mounted, tags and where they are stored, and the
 * inventory planner's box, drawer, role and weapon — in a table;
 * and the totals by troop type a collector checks before game night.
 */
public final class ItemsPage implements FormPage, Rows {
    /** The totals of one troop type. */
    public record Total(String troopType, int items, int figures, int painted) {
    }

    private final Document document;
    private final EditorSupport support;
    private final Fields fields;
    private RowTable table;
    private TableViewer totals;

    ItemsPage(Document document, EditorSupport support) {
        this.document = document;
        this.support = support;
        this.fields = new Fields(document);
    }

    @Override
    public String title() {
        return "Items";
    }

    @Override
    public Control create(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Composite head = new Composite(page, SWT.NONE);
        head.setLayout(new GridLayout(6, false));
        head.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        fields.text(head, "Id", () -> "/id", false);
        fields.text(head, "Owner", () -> "/owner", false);
        fields.text(head, "Scale", () -> "/scale", false);
        SashForm split = new SashForm(page, SWT.VERTICAL);
        split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite top = new Composite(split, SWT.NONE);
        top.setLayout(new GridLayout(1, false));
        table = new RowTable(top, document, new RowTable.Source() {
            @Override
            public List<String> roots() {
                List<String> rows = new ArrayList<>();
                for (int i = 0; i < document.at("/items").size(); i++) rows.add(Members.item("/items", i));
                return rows;
            }

            @Override
            public List<String> children(String row) {
                return List.of();
            }
        }, support::icon);
        table.columns(columns());
        Composite bottom = new Composite(split, SWT.NONE);
        bottom.setLayout(new GridLayout(1, false));
        new Label(bottom, SWT.NONE).setText("Totals by troop type:");
        totals = new TableViewer(bottom, SWT.BORDER | SWT.FULL_SELECTION);
        totals.getTable().setHeaderVisible(true);
        totals.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        totals.setContentProvider(ArrayContentProvider.getInstance());
        total("Troop type", 160, Total::troopType);
        total("Items", 70, t -> Integer.toString(t.items()));
        total("Figures", 70, t -> Integer.toString(t.figures()));
        total("Painted", 70, t -> Integer.toString(t.painted()));
        split.setWeights(3, 1);
        return page;
    }

    private static List<Column> columns() {
        return List.of(Column.text("id", "Id"), Column.text("description", "Description"),
                Column.text("troopType", "Troop type"), Column.text("nation", "Nation"),
                Column.flag("mounted", "Mounted"),
                Column.of(FieldSpec.builder("count", FieldType.INTEGER).label("Count").min(0).required(true).build(),
                        "count"),
                Column.of(FieldSpec.builder("painted", FieldType.INTEGER).label("Painted").min(0)
                        .help("How many of them are painted; all when left empty").build(), "painted"),
                Column.text("storage", "Stored in"), Column.list("tags", "Tags"),
                // The inventory planner's fields: its packing list goes by box and drawer, and it matches
                // figures by role and weapon (whether they are based is left to the Source page for now).
                Column.text("box", "Box"), Column.text("drawer", "Drawer"), Column.text("role", "Role"),
                Column.text("weapon", "Weapon"));
    }

    private void total(String title, int width, java.util.function.Function<Total, String> text) {
        TableViewerColumn c = new TableViewerColumn(totals, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Total) element);
            }
        });
    }

    /** The totals by troop type, "all" last; an item's painted count is its count when it gives none. */
    public List<Total> totals() {
        Map<String, int[]> by = new LinkedHashMap<>();
        int[] all = new int[3];
        for (JsonNode item : document.at("/items")) {
            String type = item.path("troopType").asText("");
            int count = item.path("count").asInt(0);
            int painted = item.path("painted").isNumber() ? item.path("painted").asInt() : count;
            int[] t = by.computeIfAbsent(type.isEmpty() ? "(no type)" : type, k -> new int[3]);
            for (int[] sum : List.of(t, all)) {
                sum[0]++;
                sum[1] += count;
                sum[2] += painted;
            }
        }
        List<Total> list = new ArrayList<>();
        by.forEach((k, v) -> list.add(new Total(k, v[0], v[1], v[2])));
        list.sort(Comparator.comparing(Total::troopType));
        list.add(new Total("all", all[0], all[1], all[2]));
        return list;
    }

    @Override
    public void refresh() {
        fields.refresh();
        table.refresh();
        totals.setInput(totals());
    }

    public RowTable table() {
        return table;
    }

    @Override
    public boolean canAdd() {
        return true;
    }

    @Override
    public void add() {
        List<String> sel = table.selected();
        document.edit("Add Item", null, tree -> {
            ArrayNode items = Members.array(tree, "/items");
            int index = sel.isEmpty() ? items.size() : Integer.parseInt(sel.get(0).substring("/items/".length())) + 1;
            ObjectNode item = JsonNodeFactory.instance.objectNode();
            item.put("id", UnitRows.free("item", UnitRows.ids(tree)));
            item.put("description", "New figures");
            item.put("count", 0);
            items.insert(index, item);
        });
    }

    @Override
    public boolean canDuplicate() {
        return !table.selected().isEmpty();
    }

    @Override
    public void duplicate() {
        String row = table.selected().get(0);
        document.edit("Duplicate Item", null, tree -> {
            ObjectNode copy = ((ObjectNode) tree.at(row)).deepCopy();
            copy.put("id", UnitRows.free(copy.path("id").asText("item"), UnitRows.ids(tree)));
            ((ArrayNode) tree.at("/items")).insert(Integer.parseInt(row.substring("/items/".length())) + 1, copy);
        });
    }

    @Override
    public boolean canDelete() {
        return !table.selected().isEmpty();
    }

    @Override
    public void delete() {
        List<Integer> rows = new ArrayList<>(table.selected().stream()
                .map(r -> Integer.parseInt(r.substring("/items/".length()))).toList());
        rows.sort(Comparator.reverseOrder());
        document.edit(rows.size() == 1 ? "Delete Item" : "Delete Items", null, tree -> {
            ArrayNode items = (ArrayNode) tree.at("/items");
            rows.forEach(items::remove);
        });
    }
}
