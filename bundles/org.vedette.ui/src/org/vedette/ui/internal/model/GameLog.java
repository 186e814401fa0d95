package org.vedette.ui.internal.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

import org.vedette.io.AtomicWrite;

/**
 * Every action resolved in this session, in order: what the Game Log part
 * shows, and what it copies and saves. Saving is atomic (io's
 * {@link AtomicWrite}), so an old log survives a failed save.
 */
public final class GameLog {
    private final List<LogEntry> entries = new ArrayList<>();
    private final Listeners listeners;

    public GameLog(Executor notify) {
        this.listeners = new Listeners(notify);
    }

    public synchronized void add(LogEntry entry) {
        entries.add(entry);
        listeners.fire();
    }

    public synchronized void clear() {
        entries.clear();
        listeners.fire();
    }

    public synchronized List<LogEntry> entries() {
        return List.copyOf(entries);
    }

    /** The whole log as text, one blank line between entries. */
    public synchronized String text() {
        StringBuilder b = new StringBuilder();
        for (LogEntry e : entries) {
            if (b.length() > 0) b.append('\n');
            b.append(e.text());
        }
        return b.toString();
    }

    public void save(Path file) throws IOException {
        AtomicWrite.write(file, text());
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
