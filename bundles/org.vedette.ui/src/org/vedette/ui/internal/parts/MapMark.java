package org.vedette.ui.internal.parts;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.swt.widgets.Display;
import org.vedette.ui.map.Tape;

import jakarta.inject.Singleton;

/**
 * What another bundle wants laid on the Turn part's map for the referee to
 * see — where a tabletop event drawn by Game ▸ Draw Event appears, measured
 * from the force's perimeter ring. One per workbench, through the context, so
 * the map's part and whoever marks it do not know each other. A mark stays
 * until the game next moves (the map is drawn afresh then): it is laid after
 * the move that made it has been shown, so it is not wiped by that move.
 */
@Creatable
@Singleton
public final class MapMark {
    private final List<Consumer<Tape>> listeners = new CopyOnWriteArrayList<>();

    /** Lays {@code tape} on the map once the UI thread has shown what is already queued (the move just made). */
    public void mark(Tape tape) {
        Display display = Display.getCurrent();
        if (display == null) return;
        display.asyncExec(() -> {
            for (Consumer<Tape> l : listeners) l.accept(tape);
        });
    }

    public void addListener(Consumer<Tape> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Tape> listener) {
        listeners.remove(listener);
    }
}
