package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.CheckboxCellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.ICellEditorListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerComparator;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeColumn;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldType;
import org.vedette.io.Diagnostic;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Rows of a document in a table — a roster's units with their figures under
 * them, a collection's items — one column per member, each cell edited with
 * the editor its type calls for (a combo for a choice, a check box for a
 * flag, a box checked against the range for a number) and each edit one
 * undoable operation. A cell with a problem shows the error icon and says it
 * in its tooltip; a value typed wrong is said under the table and not
 * written. A click on a heading sorts by that column; the filter box shows
 * only the rows that contain what is typed in it.
 */
public final class RowTable {
    /** The rows: top-level pointers, and each one's child rows (a unit's figures). */
    interface Source {
        List<String> roots();

        List<String> children(String row);
    }

    private final Document document;
    private final Source source;
    private final Function<String, Image> icons;
    private final TreeViewer viewer;
    private final Text filter;
    private final Label said;
    private List<Column> columns = List.of();
    private int sortColumn = -1;
    private int sortDirection = SWT.UP;

    RowTable(Composite parent, Document document, Source source, Function<String, Image> icons) {
        this.document = document;
        this.source = source;
        this.icons = icons;
        Composite area = new Composite(parent, SWT.NONE);
        area.setLayout(new GridLayout(2, false));
        area.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Fields.label(area, "Filter");
        filter = new Text(area, SWT.BORDER | SWT.SEARCH | SWT.ICON_CANCEL);
        filter.setMessage("rows containing…");
        filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        viewer = new TreeViewer(area, SWT.MULTI | SWT.FULL_SELECTION | SWT.BORDER | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        viewer.getTree().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        viewer.setContentProvider(new Rows());
        viewer.setUseHashlookup(true);
        ColumnViewerToolTipSupport.enableFor(viewer);
        said = new Label(area, SWT.WRAP);
        said.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        filter.addModifyListener(e -> {
            viewer.refresh();
            viewer.expandAll();
        });
        viewer.addFilter(new Contains());
        viewer.setComparator(new ByColumn());
        viewer.setInput(source);
    }

    public TreeViewer viewer() {
        return viewer;
    }

    public Text filter() {
        return filter;
    }

    /** What is said under the table: the last value typed wrong (for tests). */
    public String said() {
        return said.getText();
    }

    /** Sets the columns (a roster's change with its ruleset's profile), keeping nothing of the old ones. */
    public void columns(List<Column> wanted) {
        if (wanted.equals(columns)) return;
        for (TreeColumn c : viewer.getTree().getColumns()) c.dispose();
        columns = List.copyOf(wanted);
        for (int i = 0; i < columns.size(); i++) {
            Column col = columns.get(i);
            TreeViewerColumn vc = new TreeViewerColumn(viewer, SWT.LEFT);
            vc.getColumn().setText(col.label());
            vc.getColumn().setToolTipText(col.spec().help().isEmpty() ? null : col.spec().help());
            vc.getColumn().setWidth(Math.max(60, Math.min(220, 14 * col.label().length() + 30)));
            vc.setLabelProvider(new Cell(col, i == 0));
            vc.setEditingSupport(new Edit(col));
            int index = i;
            vc.getColumn().addListener(SWT.Selection, e -> sortBy(index));
        }
        viewer.refresh();
    }

    public List<Column> columns() {
        return columns;
    }

    /** Shows the document as it is now, keeping the selection where its rows still are. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) return;
        viewer.refresh();
        viewer.expandAll();
    }

    public List<String> selected() {
        List<String> rows = new ArrayList<>();
        for (Object o : ((IStructuredSelection) viewer.getSelection()).toList()) rows.add((String) o);
        return rows;
    }

    public void select(String row) {
        viewer.setSelection(new StructuredSelection(row), true);
    }

    /** The text a cell shows (for tests). */
    public String cellText(String row, int column) {
        return columns.get(column).show(document.at(columns.get(column).pointer(row)));
    }

    /** The problems a cell shows (for tests): those at its member, and on the first column the row's own. */
    public List<Diagnostic> cellProblems(String row, int column) {
        Column col = columns.get(column);
        List<Diagnostic> found = new ArrayList<>(document.diagnosticsAt(col.pointer(row)));
        if (column == 0) {
            for (Diagnostic d : document.diagnosticsAt(row)) {
                boolean elsewhere = source.children(row).stream().anyMatch(c -> document.diagnosticsAt(c).contains(d))
                        || columns.stream().skip(1).anyMatch(c -> document.diagnosticsAt(c.pointer(row)).contains(d));
                if (!elsewhere && !found.contains(d)) found.add(d);
            }
        }
        return found;
    }

    /** Types a value into a cell as its cell editor would hand it over (for tests). */
    public void edit(String row, int column, Object editorValue) {
        new Edit(columns.get(column)).setValue(row, editorValue);
    }

    private void sortBy(int column) {
        sortDirection = sortColumn == column && sortDirection == SWT.UP ? SWT.DOWN : SWT.UP;
        sortColumn = column;
        viewer.getTree().setSortColumn(viewer.getTree().getColumn(column));
        viewer.getTree().setSortDirection(sortDirection);
        viewer.refresh();
    }

    /** Sorts by a column (for tests and the headings). */
    public void sort(int column, boolean up) {
        sortColumn = column;
        sortDirection = up ? SWT.UP : SWT.DOWN;
        viewer.getTree().setSortColumn(viewer.getTree().getColumn(column));
        viewer.getTree().setSortDirection(sortDirection);
        viewer.refresh();
    }

    private final class Rows implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return source.roots().toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return source.children((String) parent).toArray();
        }

        @Override
        public Object getParent(Object element) {
            String row = (String) element;
            for (String r : source.roots()) {
                if (source.children(r).contains(row)) return r;
            }
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return !source.children((String) element).isEmpty();
        }
    }

    private final class Cell extends ColumnLabelProvider {
        private final Column column;
        private final boolean first;

        Cell(Column column, boolean first) {
            this.column = column;
            this.first = first;
        }

        @Override
        public String getText(Object element) {
            return column.show(document.at(column.pointer((String) element)));
        }

        @Override
        public Image getImage(Object element) {
            List<Diagnostic> found = problems((String) element);
            if (found.isEmpty()) return null;
            return icons.apply(found.stream().anyMatch(Diagnostic::isError) ? "error" : "warning");
        }

        @Override
        public String getToolTipText(Object element) {
            List<Diagnostic> found = problems((String) element);
            return found.isEmpty() ? null : String.join("\n", found.stream()
                    .map(d -> d.severity().label() + ": " + d.message()).toList());
        }

        private List<Diagnostic> problems(String row) {
            return cellProblems(row, first ? 0 : columns.indexOf(column));
        }
    }

    private final class Edit extends EditingSupport {
        private final Column column;

        Edit(Column column) {
            super(viewer);
            this.column = column;
        }

        @Override
        protected CellEditor getCellEditor(Object element) {
            CellEditor editor = switch (column.spec().type()) {
                case FLAG -> new CheckboxCellEditor(viewer.getTree());
                case CHOICE -> new ComboBoxCellEditor(viewer.getTree(), labels(), SWT.READ_ONLY);
                default -> new TextCellEditor(viewer.getTree());
            };
            if (column.spec().type() == FieldType.INTEGER || column.spec().type() == FieldType.DECIMAL) {
                editor.setValidator(v -> wrong((String) v).orElse(null));
                editor.addListener(new ICellEditorListener() {
                    @Override
                    public void applyEditorValue() {
                        said.setText("");
                    }

                    @Override
                    public void cancelEditor() {
                        said.setText("");
                    }

                    @Override
                    public void editorValueChanged(boolean oldValid, boolean newValid) {
                        String e = editor.getErrorMessage();
                        said.setText(e == null ? "" : e + " — not written");
                    }
                });
            }
            return editor;
        }

        @Override
        protected boolean canEdit(Object element) {
            return true;
        }

        @Override
        protected Object getValue(Object element) {
            JsonNode n = document.at(column.pointer((String) element));
            return switch (column.spec().type()) {
                case FLAG -> n.asBoolean(Boolean.TRUE.equals(column.spec().defaultValue()));
                case CHOICE -> Math.max(0, choiceIds().indexOf(n.isValueNode() ? n.asText() : ""));
                default -> column.show(n);
            };
        }

        @Override
        protected void setValue(Object element, Object value) {
            String row = (String) element;
            String pointer = column.pointer(row);
            JsonNode node = switch (column.spec().type()) {
                case FLAG -> Boolean.TRUE.equals(value) || Boolean.TRUE.equals(column.spec().defaultValue())
                        ? Members.scalar(value) : null;
                case CHOICE -> {
                    int i = (Integer) value;
                    String id = i < 0 ? "" : choiceIds().get(i);
                    yield id.isEmpty() ? null : Members.scalar(id);
                }
                case INTEGER, DECIMAL -> {
                    String s = ((String) value).strip();
                    if (wrong(s).isPresent()) yield document.at(pointer); // said, not written
                    yield s.isEmpty() ? null : Members.scalar(parse(s));
                }
                default -> column.list() ? Column.listOf((String) value)
                        : Members.scalar(((String) value).isBlank() ? null : ((String) value).strip());
            };
            document.edit("Set " + column.label(), null, tree -> Members.set(tree, pointer, node));
        }

        private String[] labels() {
            List<String> labels = new ArrayList<>();
            if (!column.spec().required()) labels.add(Fields.NONE);
            column.spec().choices().forEach(c -> labels.add(c.label()));
            return labels.toArray(String[]::new);
        }

        private List<String> choiceIds() {
            List<String> ids = new ArrayList<>();
            if (!column.spec().required()) ids.add("");
            column.spec().choices().stream().map(Choice::id).forEach(ids::add);
            return ids;
        }

        private Object parse(String s) {
            if (column.spec().type() == FieldType.INTEGER) return Integer.valueOf(s);
            return Double.valueOf(s);
        }

        /** Why a number typed cannot be written, in the field's words; empty when it can. */
        private Optional<String> wrong(String s) {
            if (s == null || s.isBlank()) return Optional.empty();
            Object v;
            try {
                v = parse(s.strip());
            } catch (NumberFormatException e) {
                return Optional.of(column.label() + ": '" + s.strip() + "' is not "
                        + (column.spec().type() == FieldType.INTEGER ? "a whole number" : "a number"));
            }
            return column.spec().check(v).map(w -> column.label() + ": " + w.replace("'" + column.spec().id() + "'",
                    column.label()));
        }
    }

    /** Rows containing the filter's text in any column, and units with such a figure. */
    private final class Contains extends ViewerFilter {
        @Override
        public boolean select(Viewer v, Object parent, Object element) {
            String wanted = filter.getText().strip().toLowerCase(Locale.ROOT);
            if (wanted.isEmpty()) return true;
            return matches((String) element, wanted)
                    || source.children((String) element).stream().anyMatch(c -> matches(c, wanted))
                    || (parent instanceof String p && matches(p, wanted));
        }

        private boolean matches(String row, String wanted) {
            for (Column c : columns) {
                if (c.show(document.at(c.pointer(row))).toLowerCase(Locale.ROOT).contains(wanted)) return true;
            }
            return false;
        }
    }

    /** The heading clicked last, numbers as numbers; rows in file order until one is. */
    private final class ByColumn extends ViewerComparator {
        @Override
        public int compare(Viewer v, Object a, Object b) {
            if (sortColumn < 0 || sortColumn >= columns.size()) return 0;
            Column c = columns.get(sortColumn);
            JsonNode x = document.at(c.pointer((String) a));
            JsonNode y = document.at(c.pointer((String) b));
            int order = x.isNumber() && y.isNumber() ? Double.compare(x.asDouble(), y.asDouble())
                    : c.show(x).compareToIgnoreCase(c.show(y));
            return sortDirection == SWT.UP ? order : -order;
        }
    }
}
