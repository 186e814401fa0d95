package org.vedette.ui.internal.parts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.workbench.modeling.ESelectionService;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.OptionProblem;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.WorkspaceTables;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFolder;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The rulesets installed — each with its profile fields, its actions and
 * their inputs, and its options — following the rulesets' services: a
 * ruleset bundle started or stopped while the workbench runs appears or
 * disappears here at once.
 */
public final class RulesetsPart {
    @Inject private RulesetShelf shelf;
    @Inject private Icons icons;
    @Inject private ESelectionService selection;
    @Inject private WorkspaceFolder folder;

    private TreeViewer viewer;
    private final Runnable refresh = this::refresh;

    /** A heading under a ruleset: "Profile", "Actions", "Options". */
    private record Heading(Ruleset ruleset, String label, List<?> children) {
    }

    /** A line under "Workspace tables": what the override changes, or why it is not used. */
    private record TableLine(String text) {
    }

    /** An action's input, or a profile field: shown with its type, range and unit. */
    private record Field(FieldSpec spec) {
    }

    @PostConstruct
    void create(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new Labels());
        viewer.setInput(shelf);
        viewer.expandToLevel(2);
        viewer.addSelectionChangedListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (o instanceof Ruleset r) selection.setSelection(r);
        });
        shelf.addListener(refresh);
        // The workspace's table overrides are shown as they are on disk: edited and saved, shown anew.
        folder.addListener(refresh);
    }

    @PreDestroy
    void dispose() {
        shelf.removeListener(refresh);
        folder.removeListener(refresh);
    }

    @Focus
    void focus() {
        viewer.getControl().setFocus();
    }

    /** Shows the rulesets installed now. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) return;
        viewer.refresh();
        viewer.expandToLevel(2);
    }

    /** The ids of the rulesets the tree shows (for tests). */
    public List<String> shownRulesetIds() {
        List<String> ids = new ArrayList<>();
        for (var item : viewer.getTree().getItems()) {
            if (item.getData() instanceof Ruleset r) ids.add(r.info().id());
        }
        return ids;
    }

    /** What the tree shows under a ruleset's "Marks" heading, opened as a referee would open it (for tests). */
    public List<String> marksShown(String rulesetId) {
        return shownUnder(rulesetId, "Marks", false);
    }

    /** The "Workspace tables" heading of a ruleset and what it shows, opened (for tests). */
    public List<String> tablesShown(String rulesetId) {
        return shownUnder(rulesetId, "Workspace tables", true);
    }

    private List<String> shownUnder(String rulesetId, String headingStart, boolean withHeading) {
        List<String> shown = new ArrayList<>();
        for (var item : viewer.getTree().getItems()) {
            if (!(item.getData() instanceof Ruleset r) || !r.info().id().equals(rulesetId)) continue;
            for (var heading : item.getItems()) {
                if (!heading.getText().startsWith(headingStart)) continue;
                if (withHeading) shown.add(heading.getText());
                viewer.expandToLevel(heading.getData(), 1);
                for (var line : heading.getItems()) shown.add(line.getText());
            }
        }
        return shown;
    }

    /**
     * The referee's overrides of a ruleset's tables in this workspace, as the
     * games begun here will play them (O1 of The Other Side of the Hill's
     * RULINGS.md): each value changed with the book's, or why they cannot be used.
     */
    private Heading workspaceTables(Ruleset r) {
        Path file = WorkspaceTables.fileIn(folder.root(), r);
        String name = folder.root().relativize(file).toString().replace('\\', '/');
        Optional<String> text = WorkspaceTables.readIn(folder.root(), r);
        if (text.isEmpty()) return new Heading(r, "Workspace tables: the book's (no " + name + ")", List.of());
        List<OptionProblem> problems = r.checkOption(WorkspaceTables.OPTION, text.get());
        if (!problems.isEmpty()) {
            return new Heading(r, "Workspace tables: " + name + " cannot be used — a new game refuses it",
                    problems.stream().map(p -> new TableLine(name + ":" + p)).toList());
        }
        List<String> changes = r.optionChanges(WorkspaceTables.OPTION, text.get());
        return new Heading(r, "Workspace tables: " + name + " in effect for new games, "
                + (changes.isEmpty() ? "changing nothing" : "changing the book's"),
                changes.stream().map(TableLine::new).toList());
    }

    private final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return ((RulesetShelf) input).rulesets().toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            if (parent instanceof Ruleset r) {
                List<Object> h = new ArrayList<>();
                h.add(new Heading(r, "Profile (" + r.profile().scale().name().toLowerCase() + " level)",
                        r.profile().fields().stream().map(Field::new).toList()));
                if (!r.marks().isEmpty()) h.add(new Heading(r, "Marks", r.marks()));
                h.add(new Heading(r, "Actions", r.actions()));
                if (!r.options().isEmpty()) h.add(new Heading(r, "Options", r.options()));
                if (r.option(WorkspaceTables.OPTION).isPresent()) h.add(workspaceTables(r));
                return h.toArray();
            }
            if (parent instanceof Heading h) return h.children().toArray();
            if (parent instanceof ActionSpec a) return a.inputs().stream().map(Field::new).toArray();
            return new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return getChildren(element).length > 0;
        }
    }

    private final class Labels extends LabelProvider {
        @Override
        public String getText(Object e) {
            return switch (e) {
                case Ruleset r -> r.info().name() + " " + r.info().version() + " (" + r.info().units().symbol() + ")";
                case Heading h when h.label().startsWith("Workspace tables") -> h.label()
                        + (h.children().isEmpty() ? "" : " (" + h.children().size() + ")");
                case Heading h -> h.label() + " (" + h.children().size() + ")";
                case ActionSpec a -> a.label() + " — " + a.rule();
                case RuleOption o -> o.field().label() + (o.field().defaultValue() == null ? ""
                        : " (default " + o.field().defaultValue() + ")");
                case Field f -> describe(f.spec());
                case MarkSpec m -> describe(m);
                case TableLine t -> t.text();
                default -> String.valueOf(e);
            };
        }

        @Override
        public Image getImage(Object e) {
            return switch (e) {
                case Ruleset r -> icons.get("rulesets");
                case Heading h -> icons.get("folder");
                case ActionSpec a -> icons.get("action");
                default -> icons.get("field");
            };
        }
    }

    /**
     * "Wound (wound.&lt;location&gt;): whole number from 1 to 5, for the game — Wound points at a
     * location … [Sharpe §13 Wound effects]".
     */
    static String describe(MarkSpec m) {
        String type = describe(m.value());
        String what = type.substring(type.indexOf(": ") + 2).replace(", required", "");
        return m.label() + " (" + m.pattern() + "): " + what + (m.family() ? ", for each " + m.keyNoun() : "")
                + ", for " + m.lasts() + " — " + m.meaning() + " [" + m.rule() + "]";
    }

    /** "Range: number from 0 to 120 in, required". */
    static String describe(FieldSpec f) {
        StringBuilder b = new StringBuilder(f.label()).append(": ");
        switch (f.type()) {
            case INTEGER -> b.append("whole number ").append(f.rangeText());
            case DECIMAL -> b.append("number ").append(f.rangeText());
            case FLAG -> b.append("yes or no");
            case CHOICE -> b.append("one of ").append(String.join(", ",
                    f.choices().stream().map(c -> c.label()).toList()));
            case TEXT -> b.append("text");
            case ACTOR -> b.append("a figure or unit");
        }
        if (f.required()) b.append(", required");
        return b.toString();
    }
}
