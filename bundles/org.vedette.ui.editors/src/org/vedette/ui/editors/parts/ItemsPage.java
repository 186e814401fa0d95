package org.vedette.ui.editors.parts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.core.model.CollectionItem;
import org.vedette.core.model.FigureCollection;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Formats;
import org.vedette.io.ReadResult;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A collection's page: its id, owner and scale; its items — count, painted,
 * nation, troop type, mounted, tags, where they are kept (box and drawer),
 * role and weapon — in a table, with what the inventory planner assigns each
 * item to for a scenario of the workspace (or the ch. XII minimums); and the
 * totals by troop type a collector checks before game night. A collection
 * that still says where figures are kept in the old {@code storage} field is
 * offered one change that moves it into box and drawer.
 */
public final class ItemsPage implements FormPage, Rows {
    /** The totals of one troop type. */
    public record Total(String troopType, int items, int figures, int painted) {
    }

    /** The header of the planner's column. */
    public static final String ASSIGNED_TO = "Assigned to";

    private final Document document;
    private final EditorSupport support;
    private final Path file;
    /** Which of the workspace's scenarios is open in an editor, if any. */
    private final Function<List<Path>, Optional<Path>> openScenario;
    private final Fields fields;
    private final Runnable workspaceChanged = this::scenariosChanged;
    private ServiceTracker<InventoryPlanner, InventoryPlanner> planner;
    private final ListRows items;
    private RowTable table;
    private TableViewer totals;
    private Combo plannedFor;
    /** Whether the collector chose what to plan for: until then it follows the scenario open in an editor. */
    private boolean chosenByHand;
    private List<Path> scenarios = List.of();
    private Label assignedSummary;
    private ItemAssignments assignments = ItemAssignments.NONE;
    private Composite oldStorageBar;
    private Label oldStorageText;

    ItemsPage(Document document, EditorSupport support, Path file,
            Function<List<Path>, Optional<Path>> openScenario) {
        this.document = document;
        this.support = support;
        this.file = file;
        this.openScenario = openScenario;
        this.fields = new Fields(document);
        this.items = new ListRows(document, "/items", "Item", UnitRows::ids);
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
        oldStorageBar = new Composite(page, SWT.NONE);
        oldStorageBar.setLayout(new GridLayout(2, false));
        oldStorageBar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        oldStorageText = new Label(oldStorageBar, SWT.WRAP);
        oldStorageText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button move = new Button(oldStorageBar, SWT.PUSH);
        move.setText("Move to Box and Drawer");
        move.addListener(SWT.Selection, e -> moveOldStorage());
        Composite assigned = new Composite(page, SWT.NONE);
        assigned.setLayout(new GridLayout(3, false));
        assigned.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(assigned, SWT.NONE).setText("Assigned to the needs of");
        plannedFor = new Combo(assigned, SWT.READ_ONLY);
        plannedFor.setToolTipText("The inventory planner's assignment of this collection's figures (as edited, saved"
                + " or not) to a scenario of the workspace, with its default rules and encounters at the worst case");
        plannedFor.addListener(SWT.Selection, e -> {
            chosenByHand = true;
            replan();
        });
        assignedSummary = new Label(assigned, SWT.WRAP);
        assignedSummary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        SashForm split = new SashForm(page, SWT.VERTICAL);
        split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite top = new Composite(split, SWT.NONE);
        top.setLayout(new GridLayout(1, false));
        table = new RowTable(top, document, items, support::icon);
        table.columns(columns());
        // Not one of the row table's columns, which edit members of the item: this one is the planner's, read only.
        TreeViewerColumn assignedTo = new TreeViewerColumn(table.viewer(), SWT.LEFT);
        assignedTo.getColumn().setText(ASSIGNED_TO);
        assignedTo.getColumn().setWidth(320);
        assignedTo.getColumn().setToolTipText("The needs of the scenario chosen above that the planner gives this"
                + " item's figures to");
        assignedTo.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object row) {
                return assignedTo((String) row);
            }
        });
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
        planner = new ServiceTracker<>(FrameworkUtil.getBundle(ItemsPage.class).getBundleContext(),
                InventoryPlanner.class, null);
        planner.open();
        support.addListener(workspaceChanged);
        page.addDisposeListener(e -> {
            support.removeListener(workspaceChanged);
            planner.close();
        });
        scenariosChanged();
        // Asked again once the workbench has finished opening this editor: the other editors' parts may not all
        // count as open while this one is being made (the collector has not chosen yet, so nothing is overridden).
        page.getDisplay().asyncExec(this::scenariosChanged);
        return page;
    }

    /**
     * The workspace's scenarios to choose from, then a plan: until the
     * collector chooses, a scenario open in an editor, asked again whenever
     * the workspace changes (the editor may be drawn after this one); a choice
     * is kept while its file is; else the first.
     */
    private void scenariosChanged() {
        if (plannedFor.isDisposed()) return;
        String chosen = plannedFor.getText();
        scenarios = support.files(Formats.SCENARIO);
        List<String> names = new ArrayList<>();
        for (Path p : scenarios) names.add(support.workspace().relativize(p).toString());
        names.add(ItemAssignments.MINIMUMS);
        plannedFor.setItems(names.toArray(String[]::new));
        int i = chosenByHand ? plannedFor.indexOf(chosen) : -1;
        if (i < 0) i = openScenario.apply(scenarios).map(scenarios::indexOf).orElse(Math.max(0, plannedFor.indexOf(chosen)));
        plannedFor.select(i);
        replan();
    }

    /** Chooses what to plan for: a scenario by its path relative to the workspace, or the minimums (null). */
    public void planFor(String scenarioRelative) {
        chosenByHand = true;
        int i = plannedFor.indexOf(scenarioRelative == null ? ItemAssignments.MINIMUMS : scenarioRelative);
        if (i < 0) throw new IllegalArgumentException("no scenario " + scenarioRelative + " in the workspace");
        plannedFor.select(i);
        replan();
    }

    private void replan() {
        int i = plannedFor.getSelectionIndex();
        Path scenario = i >= 0 && i < scenarios.size() ? scenarios.get(i) : null;
        assignments = document.syntaxError() != null ? ItemAssignments.NONE
                : ItemAssignments.plan(planner.getService(), document.text(), file, scenario, support.catalog());
        assignedSummary.setText(assignments.summary());
        assignedSummary.getParent().layout();
        table.viewer().refresh();
    }

    /** What the planner assigns the item of a row ("/items/3") to, as its column shows it. */
    public String assignedTo(String row) {
        return assignments.of(document.at(row).path("id").asText());
    }

    /** What the planning line above the table says. */
    public String assignedSummary() {
        return assignedSummary.getText();
    }

    /** Items that still say where they are kept in the old "storage" field, and the bar offering to move them. */
    private void showOldStorage() {
        int old = 0;
        for (JsonNode item : document.at("/items")) {
            if (item.has("storage")) old++;
        }
        oldStorageText.setText(old + (old == 1 ? " item says" : " items say")
                + " where its figures are kept in the old 'storage' field, read as box and drawer (see Problems).");
        boolean show = old > 0;
        if (oldStorageBar.getVisible() != show) {
            oldStorageBar.setVisible(show);
            ((GridData) oldStorageBar.getLayoutData()).exclude = !show;
            oldStorageBar.getParent().layout();
        }
    }

    /**
     * Every item's old {@code storage} moved into {@code box} and {@code drawer}
     * as io's reader reads it (so the file means what it meant), as one change
     * that Undo takes back; an item with box or drawer just loses the old text.
     */
    public void moveOldStorage() {
        ReadResult<FigureCollection> read = CollectionFiles.parse(document.text(), file.toString());
        if (!read.ok()) return;
        Map<String, CollectionItem> byId = new LinkedHashMap<>();
        for (CollectionItem item : read.value().items()) byId.put(item.id(), item);
        document.edit("Move Storage to Box and Drawer", null, tree -> {
            for (JsonNode n : tree.path("items")) {
                if (!(n instanceof ObjectNode item) || !item.has("storage")) continue;
                item.remove("storage");
                CollectionItem was = byId.get(item.path("id").asText());
                if (was == null) continue;
                if (was.box() != null) item.put("box", was.box());
                if (was.drawer() != null) item.put("drawer", was.drawer());
            }
        });
    }

    private static List<Column> columns() {
        return List.of(Column.text("id", "Id"), Column.text("description", "Description"),
                Column.text("troopType", "Troop type"), Column.text("nation", "Nation"),
                Column.flag("mounted", "Mounted"),
                Column.of(FieldSpec.builder("count", FieldType.INTEGER).label("Count").min(0).required(true).build(),
                        "count"),
                Column.of(FieldSpec.builder("painted", FieldType.INTEGER).label("Painted").min(0)
                        .help("How many of them are painted; all when left empty").build(), "painted"),
                Column.list("tags", "Tags"),
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
        showOldStorage();
        replan();
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
        items.add(table.selected(), "item", (tree, id) -> {
            ObjectNode item = JsonNodeFactory.instance.objectNode();
            item.put("id", id);
            item.put("description", "New figures");
            item.put("count", 0);
            return item;
        });
    }

    @Override
    public boolean canDuplicate() {
        return !table.selected().isEmpty();
    }

    @Override
    public void duplicate() {
        items.duplicate(table.selected().get(0), "item");
    }

    @Override
    public boolean canDelete() {
        return !table.selected().isEmpty();
    }

    @Override
    public void delete() {
        items.delete(table.selected());
    }
}
