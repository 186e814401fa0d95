package org.vedette.ui.inventory.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.inventory.Assigned;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.NeedLine;
import org.vedette.inventory.Plan;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.Editors;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Inventory part: a scenario of the workspace (or OSOTH ch. XII's
 * minimums) against a collection of the workspace — every need with what is
 * assigned to it, coloured covered, substituted or short, filtered by words
 * or by state; double-clicking a figure opens its collection at the item. The
 * plan is made again whenever the workspace changes on disk (a save in the
 * editor included), so it always says what the files say.
 */
public final class InventoryPart {
    public static final String ID = "org.vedette.ui.inventory.part";
    /** The choice in the scenario list that plans for the book's minimums rather than a scenario. */
    static final String MINIMUMS = "OSOTH ch. XII minimums";
    private static final List<String> STATES = List.of("All", "Short", "Substituted", "Covered");
    private static final List<String> COVERAGES = List.of("worst case", "95th percentile", "90th percentile");

    @Inject private WorkspaceFolder folder;
    @Inject private RulesetShelf shelf;
    @Inject private EPartService parts;
    @Inject private EModelService models;
    @Inject private MApplication app;

    private ServiceTracker<InventoryPlanner, InventoryPlanner> planner;
    private Combo scenarios;
    private Combo collections;
    private Combo coverage;
    private Label rulesLabel;
    private Path rules;
    private Text filterText;
    private Combo stateFilter;
    private TreeViewer viewer;
    private Label status;
    private List<WorkspaceFile> scenarioFiles = List.of();
    private List<WorkspaceFile> collectionFiles = List.of();
    private Plan plan;
    private Color covered;
    private Color substituted;
    private Color shortColour;
    private final Runnable onDisk = this::workspaceChanged;

    @PostConstruct
    void create(Composite parent) {
        planner = new ServiceTracker<>(FrameworkUtil.getBundle(InventoryPart.class).getBundleContext(),
                InventoryPlanner.class, null);
        planner.open();
        covered = new Color(0xdc, 0xef, 0xd8);
        substituted = new Color(0xfb, 0xf0, 0xc8);
        shortColour = new Color(0xf6, 0xd5, 0xd5);
        GridLayoutFactory.fillDefaults().margins(4, 4).numColumns(1).applyTo(parent);

        Composite choose = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(8).applyTo(choose);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(choose);
        new Label(choose, SWT.NONE).setText("Plan for");
        scenarios = new Combo(choose, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(scenarios);
        new Label(choose, SWT.NONE).setText("against");
        collections = new Combo(choose, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(collections);
        new Label(choose, SWT.NONE).setText("encounters at");
        coverage = new Combo(choose, SWT.READ_ONLY);
        coverage.setItems(COVERAGES.toArray(String[]::new));
        coverage.select(0);
        Button rulesButton = new Button(choose, SWT.PUSH);
        rulesButton.setText("Rules…");
        rulesButton.setToolTipText("Stand-ins and allowances from a vedette.inventory-rules file; cancel for the"
                + " planner's own");
        rulesLabel = new Label(choose, SWT.NONE);
        rulesLabel.setText("default rules");

        Composite filters = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(filters);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(filters);
        new Label(filters, SWT.NONE).setText("Filter");
        filterText = new Text(filters, SWT.SEARCH | SWT.ICON_CANCEL);
        filterText.setMessage("words of a need or a figure");
        GridDataFactory.fillDefaults().grab(true, false).applyTo(filterText);
        stateFilter = new Combo(filters, SWT.READ_ONLY);
        stateFilter.setItems(STATES.toArray(String[]::new));
        stateFilter.select(0);

        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.getTree().setHeaderVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(viewer.getControl());
        column("Need", 260, o -> o instanceof NeedLine l ? l.need().label()
                : a(o).count() + " × " + a(o).description());
        column("State", 90, o -> o instanceof NeedLine l ? l.state().name().toLowerCase(Locale.ROOT)
                : a(o).substituted() ? "stands in" : "");
        column("Needed", 60, o -> o instanceof NeedLine l ? Integer.toString(l.need().count()) : "");
        column("Owned", 60, o -> o instanceof NeedLine l ? Integer.toString(l.owned()) : "");
        column("Assigned", 70, o -> o instanceof NeedLine l ? Integer.toString(l.assignedCount())
                : Integer.toString(a(o).count()));
        column("Short", 50, o -> o instanceof NeedLine l ? Integer.toString(l.shortBy()) : "");
        column("How / where", 300, o -> o instanceof NeedLine l ? String.join("; ", l.need().from())
                : (a(o).substituted() ? a(o).how() + " — " : "") + a(o).itemId() + place(a(o)));
        viewer.setContentProvider(new Content());
        viewer.addFilter(new Filter());
        viewer.addDoubleClickListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (o instanceof Assigned a) {
                open(a);
            } else if (o != null) {
                viewer.setExpandedState(o, !viewer.getExpandedState(o));
            }
        });

        status = new Label(parent, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(status);

        scenarios.addListener(SWT.Selection, e -> replan());
        collections.addListener(SWT.Selection, e -> replan());
        coverage.addListener(SWT.Selection, e -> replan());
        rulesButton.addListener(SWT.Selection, e -> chooseRules());
        filterText.addListener(SWT.Modify, e -> viewer.refresh());
        stateFilter.addListener(SWT.Selection, e -> viewer.refresh());
        folder.addListener(onDisk);
        workspaceChanged();
    }

    @PreDestroy
    void dispose() {
        folder.removeListener(onDisk);
        planner.close();
    }

    @Focus
    void focus() {
        viewer.getControl().setFocus();
    }

    private static Assigned a(Object o) {
        return (Assigned) o;
    }

    private static String place(Assigned a) {
        if (a.box() == null && a.drawer() == null) return "";
        return " (" + (a.box() == null ? "" : a.box()) + (a.box() != null && a.drawer() != null ? ", " : "")
                + (a.drawer() == null ? "" : a.drawer()) + ")";
    }

    private void column(String title, int width, java.util.function.Function<Object, String> text) {
        TreeViewerColumn c = new TreeViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(element);
            }

            @Override
            public Color getBackground(Object element) {
                return colour(element);
            }
        });
    }

    /** The colour of a row: its need's state (a figure row, its own: standing in or not). */
    public Color colour(Object element) {
        if (element instanceof Assigned a) return a.substituted() ? substituted : covered;
        if (!(element instanceof NeedLine l)) return null;
        return switch (l.state()) {
            case COVERED -> covered;
            case SUBSTITUTED -> substituted;
            case SHORT -> shortColour;
        };
    }

    /** The lists follow the workspace; the choices stay when their files do; the plan is made again. */
    private void workspaceChanged() {
        if (scenarios.isDisposed()) return;
        String scenario = scenarios.getText();
        String collection = collections.getText();
        scenarioFiles = folder.files(FileKind.SCENARIO);
        collectionFiles = folder.files(FileKind.COLLECTION);
        List<String> names = new ArrayList<>(scenarioFiles.stream().map(WorkspaceFile::relative).toList());
        names.add(MINIMUMS);
        scenarios.setItems(names.toArray(String[]::new));
        collections.setItems(collectionFiles.stream().map(WorkspaceFile::relative).toArray(String[]::new));
        reselect(scenarios, scenario);
        reselect(collections, collection);
        replan();
    }

    private static void reselect(Combo combo, String text) {
        int i = combo.indexOf(text);
        combo.select(i >= 0 ? i : 0);
    }

    /** Plans with a file chosen in the Workspace part: a scenario or a collection. */
    public void choose(WorkspaceFile file) {
        Combo combo = file.kind() == FileKind.SCENARIO ? scenarios : file.kind() == FileKind.COLLECTION ? collections
                : null;
        if (combo == null) return;
        int i = combo.indexOf(file.relative());
        if (i < 0) return;
        combo.select(i);
        replan();
    }

    /** Plans for the minimums (scenario null) or a scenario of the workspace, against a collection of it. */
    public void choose(String scenarioRelative, String collectionRelative) {
        reselect(scenarios, scenarioRelative == null ? MINIMUMS : scenarioRelative);
        reselect(collections, collectionRelative);
        replan();
    }

    private void chooseRules() {
        FileDialog dialog = new FileDialog(viewer.getControl().getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.json", "*" });
        dialog.setFilterPath(folder.root().toString());
        String chosen = dialog.open();
        rules = chosen == null ? null : Path.of(chosen);
        rulesLabel.setText(rules == null ? "default rules" : rules.getFileName().toString());
        rulesLabel.getParent().layout();
        replan();
    }

    private Path selected(Combo combo, List<WorkspaceFile> files) {
        int i = combo.getSelectionIndex();
        return i >= 0 && i < files.size() ? files.get(i).path() : null;
    }

    /** Makes the plan again from the files as they are now. */
    public void replan() {
        InventoryPlanner p = planner.getService();
        if (p == null) {
            show(null, "The inventory planner (org.vedette.inventory) is not installed.");
            return;
        }
        Planning planning = new Planning(selected(scenarios, scenarioFiles), selected(collections, collectionFiles),
                rules);
        Coverage c = switch (coverage.getSelectionIndex()) {
            case 1 -> new Coverage(0.95);
            case 2 -> new Coverage(0.90);
            default -> Coverage.WORST_CASE;
        };
        Planning.Result r = planning.run(p, shelf.catalog(), c);
        if (r.plan() == null) {
            show(null, r.problem());
            return;
        }
        String text = (r.collection().items().isEmpty() ? "Nothing owned: every figure needed is short. " : "")
                + r.plan().needed() + " figures needed, " + r.plan().assigned() + " assigned (" + r.plan().substituted()
                + " standing in), " + r.plan().shortBy() + " short."
                + (r.plan().encounters().isEmpty() ? "" : " " + capital(r.plan().encounters()) + ".");
        show(r.plan(), text);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void show(Plan newPlan, String text) {
        plan = newPlan;
        viewer.setInput(newPlan);
        status.setText(text);
        status.getParent().layout();
    }

    /** Opens the collection at the item's line, in the workbench's editor. */
    public void open(Assigned a) {
        Path file = selected(collections, collectionFiles);
        if (file == null) return;
        Editors.open(parts, models, app, file, lineOf(file, a.itemId()));
    }

    /** The line of the item's "id" member, found in the text (1 when it cannot be). */
    static int lineOf(Path file, String itemId) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Matcher m = Pattern.compile("\"id\"\\s*:\\s*\"" + Pattern.quote(itemId) + "\"").matcher(text);
            if (!m.find()) return 1;
            return 1 + (int) text.substring(0, m.start()).chars().filter(ch -> ch == '\n').count();
        } catch (IOException | RuntimeException e) {
            return 1;
        }
    }

    /** The plan shown (null when none could be made): for tests. */
    public Plan plan() {
        return plan;
    }

    /** What the status line says: for tests. */
    public String status() {
        return status.getText();
    }

    /** The need rows the filters leave: for tests. */
    public List<NeedLine> visibleNeeds() {
        List<NeedLine> out = new ArrayList<>();
        for (var item : viewer.getTree().getItems()) out.add((NeedLine) item.getData());
        return out;
    }

    /** Filters by words and by state ("All", "Short", "Substituted", "Covered"): for tests and the filter row. */
    public void filter(String words, String state) {
        filterText.setText(words);
        stateFilter.select(Math.max(0, STATES.indexOf(state)));
        viewer.refresh();
    }

    /** The needs of the plan, each with its figures. */
    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return input instanceof Plan p ? p.lines().toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof NeedLine l ? l.assigned().toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof NeedLine l && !l.assigned().isEmpty();
        }
    }

    /** Needs whose state is the one chosen and whose words (or whose figures' words) contain the filter's. */
    private final class Filter extends ViewerFilter {
        @Override
        public boolean select(Viewer v, Object parent, Object element) {
            if (!(element instanceof NeedLine l)) return true;
            String state = stateFilter.getText();
            if (!state.equals("All") && !l.state().name().equalsIgnoreCase(state)) return false;
            String words = filterText.getText().strip().toLowerCase(Locale.ROOT);
            if (words.isEmpty()) return true;
            StringBuilder all = new StringBuilder(l.need().label()).append(' ').append(l.need().id());
            for (Assigned a : l.assigned()) all.append(' ').append(a.itemId()).append(' ').append(a.description());
            return all.toString().toLowerCase(Locale.ROOT).contains(words);
        }
    }
}
