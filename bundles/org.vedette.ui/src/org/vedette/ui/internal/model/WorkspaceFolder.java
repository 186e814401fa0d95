package org.vedette.ui.internal.model;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * The folder the workbench works on: its Vedette files by kind, kept up to
 * date with the disk.
 *
 * <p>Changes are seen through a {@link WatchService} rather than a polling
 * job: on Linux it is inotify, so an edit made in another program shows at
 * once and an idle workbench costs nothing. Events are gathered for a short
 * quiet spell (an editor's save is several events) and then the folder is
 * listed again, which is cheap for a folder of game files and never misses a
 * change the way patching the listing event by event could.
 */
public final class WorkspaceFolder implements AutoCloseable {
    /** What the workbench lists: Vedette's documents and game journals (".game", as the workbench names them). */
    private static final List<String> EXTENSIONS = List.of(".json", ".game", ".journal", ".jsonl");
    /** A burst of events settles within this; then the folder is listed once. */
    private static final long QUIET_MILLIS = 150;

    private final Path root;
    private final Listeners listeners;
    private volatile List<WorkspaceFile> files = List.of();
    private WatchService watcher;
    private Thread watching;

    /**
     * @param notify runs the listeners (the UI thread's asyncExec in the workbench)
     */
    public WorkspaceFolder(Path root, Executor notify) {
        this.root = Objects.requireNonNull(root, "root").toAbsolutePath().normalize();
        this.listeners = new Listeners(notify);
        refresh();
    }

    public Path root() {
        return root;
    }

    /** Every file, sorted by kind and then by path. */
    public List<WorkspaceFile> files() {
        return files;
    }

    public List<WorkspaceFile> files(FileKind kind) {
        return files.stream().filter(f -> f.kind() == kind).toList();
    }

    /** The file at this path, if the workspace lists it. */
    public java.util.Optional<WorkspaceFile> file(Path path) {
        Path p = path.toAbsolutePath().normalize();
        return files.stream().filter(f -> f.path().equals(p)).findFirst();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** Lists the folder again and tells the listeners. */
    public synchronized void refresh() {
        files = list();
        listeners.fire();
    }

    /**
     * Renames a file within its folder.
     *
     * @throws IOException with a message that says why (a name taken, a name that is a path)
     */
    public WorkspaceFile rename(WorkspaceFile file, String newName) throws IOException {
        String problem = checkName(file, newName);
        if (problem != null) {
            throw new IOException(problem);
        }
        Path target = file.path().resolveSibling(newName.strip());
        try {
            Files.move(file.path(), target);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("there is already a file named " + newName.strip(), e);
        }
        refresh();
        return new WorkspaceFile(target, root.relativize(target).toString(), file.kind());
    }

    /** Why {@code newName} cannot be the file's new name, or null when it can. */
    public String checkName(WorkspaceFile file, String newName) {
        String n = newName == null ? "" : newName.strip();
        if (n.isEmpty()) return "a file needs a name";
        if (n.contains("/") || n.contains("\\") || n.equals(".") || n.equals("..")) {
            return "a name cannot contain a folder: " + n;
        }
        if (n.startsWith(".")) return "names starting with a dot are hidden files";
        if (!n.equals(file.name()) && Files.exists(file.path().resolveSibling(n))) {
            return "there is already a file named " + n;
        }
        return null;
    }

    /** Deletes a file (the caller has asked the user first). */
    public void delete(WorkspaceFile file) throws IOException {
        Files.deleteIfExists(file.path());
        refresh();
    }

    /** Starts watching the folder and its subfolders for changes made by anyone. */
    public synchronized void watch() throws IOException {
        if (watcher != null) return;
        watcher = root.getFileSystem().newWatchService();
        // Registering every subfolder is done by the watching thread, off the caller's way.
        watching = new Thread(() -> {
            try {
                registerTree(root);
            } catch (IOException e) {
                // Unwatchable folders: F5 (Refresh) lists the folder again by hand.
            }
            // A file made between the first listing and the end of registration
            // raised no event: list the folder once more now that every folder is watched.
            refresh();
            watchLoop();
        }, "Vedette workspace watcher");
        watching.setDaemon(true);
        watching.start();
    }

    @Override
    public synchronized void close() {
        if (watcher != null) {
            try {
                watcher.close();
            } catch (IOException e) {
                // Closing only releases the inotify handle; nothing to tell anyone.
            }
            watcher = null;
        }
    }

    private void watchLoop() {
        WatchService w = watcher;
        try {
            while (true) {
                WatchKey key = w.take();
                boolean changed = drain(key);
                // Gather the rest of the burst before listing the folder once.
                WatchKey more;
                while ((more = w.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    changed |= drain(more);
                }
                if (changed) refresh();
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // The workbench is closing.
        }
    }

    private boolean drain(WatchKey key) {
        Path dir = (Path) key.watchable();
        boolean changed = false;
        for (var event : key.pollEvents()) {
            changed = true;
            if (event.kind() == OVERFLOW) continue;
            Path child = dir.resolve((Path) event.context());
            if (event.kind() == ENTRY_CREATE && Files.isDirectory(child)) {
                try {
                    registerTree(child);
                } catch (IOException e) {
                    // A folder that vanished again or cannot be read: the next listing shows what is there.
                }
            }
        }
        key.reset();
        return changed;
    }

    private void registerTree(Path dir) throws IOException {
        walk(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                if (hidden(d)) return FileVisitResult.SKIP_SUBTREE;
                d.register(watcher, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private List<WorkspaceFile> list() {
        List<WorkspaceFile> found = new ArrayList<>();
        try {
            walk(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                    return hidden(d) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path p, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && !hidden(p) && listed(p)) {
                        found.add(new WorkspaceFile(p, root.relativize(p).toString(), kindOf(p)));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // The workspace folder itself cannot be read: nothing to list; the watcher calls again.
        }
        found.sort(Comparator.comparing(WorkspaceFile::kind).thenComparing(WorkspaceFile::relative));
        return List.copyOf(found);
    }

    /**
     * Walks a tree in which files come and go while it is walked — an atomic
     * save's temporary file (the workbench's own Undo makes one beside the
     * journal) may be listed and gone before its attributes are read. Such a
     * file, or a folder that cannot be read, is passed over rather than
     * ending the walk: Files.walk would throw there, and a watcher thread
     * that threw stopped following the disk until F5.
     */
    private static void walk(Path start, SimpleFileVisitor<Path> visitor) throws IOException {
        Files.walkFileTree(start, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) throws IOException {
                try {
                    return visitor.preVisitDirectory(d, attrs);
                } catch (IOException e) {
                    // A folder that went away before it was registered: the next listing shows what is there.
                    return FileVisitResult.SKIP_SUBTREE;
                }
            }

            @Override
            public FileVisitResult visitFile(Path p, BasicFileAttributes attrs) throws IOException {
                return visitor.visitFile(p, attrs);
            }

            @Override
            public FileVisitResult visitFileFailed(Path p, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private boolean hidden(Path p) {
        for (Path part : root.relativize(p.toAbsolutePath().normalize())) {
            String n = part.toString();
            if (n.startsWith(".") || n.equals("target")) return true;
        }
        return false;
    }

    private static boolean listed(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return EXTENSIONS.stream().anyMatch(n::endsWith);
    }

    private static FileKind kindOf(Path p) {
        return FileKind.ofFile(p);
    }
}
