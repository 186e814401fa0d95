package org.vedette.ui.internal.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

import org.vedette.io.Diagnostic;
import org.vedette.io.RulesetCatalog;

/**
 * The problems of every file in the workspace, checked again whenever a file
 * changes on disk (a save, a rename, another program) or a ruleset comes or
 * goes. A scenario's problems depend on its rosters, so every file is checked
 * each time: a folder of game files is a few milliseconds' work, done off the
 * UI thread.
 */
public final class ProblemsModel implements AutoCloseable {
    private final WorkspaceFolder folder;
    private final RulesetShelf shelf;
    private final Listeners listeners;
    private final ExecutorService checker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "Vedette problems");
        t.setDaemon(true);
        return t;
    });
    private final Runnable recheck = this::recheck;
    private volatile List<Problem> problems = List.of();

    public ProblemsModel(WorkspaceFolder folder, RulesetShelf shelf, Executor notify) {
        this.folder = folder;
        this.shelf = shelf;
        this.listeners = new Listeners(notify);
        folder.addListener(recheck);
        shelf.addListener(recheck);
    }

    /** Every problem, errors first, then by file and line. */
    public List<Problem> problems() {
        return problems;
    }

    public List<Problem> problems(Path file) {
        Path p = file.toAbsolutePath().normalize();
        return problems.stream().filter(x -> x.file().path().equals(p)).toList();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** Checks every file again, in the background, then tells the listeners. */
    public void recheck() {
        List<WorkspaceFile> files = folder.files();
        RulesetCatalog catalog = shelf.catalog();
        checker.execute(() -> {
            List<Problem> found = new ArrayList<>();
            for (WorkspaceFile f : files) {
                for (Diagnostic d : Validation.check(f.path(), catalog)) found.add(new Problem(f, d));
            }
            found.sort(java.util.Comparator.comparing((Problem p) -> p.diagnostic().severity())
                    .thenComparing(p -> p.file().relative()).thenComparingInt(p -> p.diagnostic().line()));
            problems = List.copyOf(found);
            listeners.fire();
        });
    }

    @Override
    public void close() {
        folder.removeListener(recheck);
        shelf.removeListener(recheck);
        checker.shutdownNow();
    }
}
