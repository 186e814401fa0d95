package org.vedette.ui.internal.parts;

import java.util.List;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.vedette.io.Severity;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.Problem;
import org.vedette.ui.internal.model.ProblemsModel;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The problems of every workspace file — severity, message, file, line —
 * from io's readers checked against the rulesets installed; brought up to
 * date whenever a file is saved or changes on disk. A double-click opens the
 * file at the line.
 */
public final class ProblemsPart {
    @Inject private ProblemsModel problems;
    @Inject private Icons icons;
    @Inject private EPartService parts;
    @Inject private EModelService models;
    @Inject private MApplication app;

    private Label summary;
    private TableViewer viewer;
    private final Runnable refresh = this::refresh;

    @PostConstruct
    void create(Composite parent) {
        GridLayout layout = new GridLayout(1, false);
        layout.marginHeight = 2;
        parent.setLayout(layout);
        summary = new Label(parent, SWT.NONE);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        viewer = new TableViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        viewer.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column("Description", 480, new ColumnLabelProvider() {
            @Override
            public String getText(Object e) {
                return ((Problem) e).diagnostic().message();
            }

            @Override
            public Image getImage(Object e) {
                return icons.get(((Problem) e).diagnostic().severity() == Severity.ERROR ? "error" : "warning");
            }
        });
        column("File", 220, new ColumnLabelProvider() {
            @Override
            public String getText(Object e) {
                return ((Problem) e).file().relative();
            }
        });
        column("Line", 60, new ColumnLabelProvider() {
            @Override
            public String getText(Object e) {
                int line = ((Problem) e).diagnostic().line();
                return line == 0 ? "" : Integer.toString(line);
            }
        });
        // The description takes the width the file and line columns leave.
        viewer.getTable().addListener(SWT.Resize, e -> {
            var table = viewer.getTable();
            int rest = table.getColumn(1).getWidth() + table.getColumn(2).getWidth();
            table.getColumn(0).setWidth(Math.max(200, table.getClientArea().width - rest));
        });
        viewer.addDoubleClickListener(e -> {
            if (((IStructuredSelection) e.getSelection()).getFirstElement() instanceof Problem p) open(p);
        });
        problems.addListener(refresh);
        refresh();
    }

    @PreDestroy
    void dispose() {
        problems.removeListener(refresh);
    }

    @Focus
    void focus() {
        viewer.getControl().setFocus();
    }

    /** The problems the table shows, in its order (for tests). */
    @SuppressWarnings("unchecked")
    public List<Problem> shown() {
        return viewer.getInput() instanceof List<?> l ? (List<Problem>) l : List.of();
    }

    /** Opens a problem's file at its line, as a double-click does. */
    public void open(Problem p) {
        Editors.open(parts, models, app, p.file().path(), Math.max(1, p.diagnostic().line()));
    }

    private void refresh() {
        if (viewer.getControl().isDisposed()) return;
        List<Problem> all = problems.problems();
        viewer.setInput(all);
        long errors = all.stream().filter(p -> p.diagnostic().isError()).count();
        long warnings = all.size() - errors;
        summary.setText(all.isEmpty() ? "No problems in the workspace."
                : errors + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings"));
    }

    private void column(String title, int width, ColumnLabelProvider labels) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(labels);
    }
}
