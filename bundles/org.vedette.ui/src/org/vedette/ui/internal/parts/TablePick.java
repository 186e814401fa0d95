package org.vedette.ui.internal.parts;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.vedette.core.model.Position;

import jakarta.inject.Singleton;

/**
 * What the referee did on the Turn part's map, for the Action Resolver to
 * fill its form with: a figure dragged along a path (the move's distance
 * measured by org.vedette.table). One per workbench, shared by the two parts
 * through the context, so neither knows the other.
 */
@Creatable
@Singleton
public final class TablePick {
    /** A figure dragged on the map: the path from where it stood to where it was dropped, and its length. */
    public record Move(String actor, List<Position> path, double distance) {
        public Move {
            path = List.copyOf(path);
        }
    }

    private final List<Consumer<Move>> listeners = new CopyOnWriteArrayList<>();

    public void moved(Move move) {
        for (Consumer<Move> l : listeners) l.accept(move);
    }

    public void addListener(Consumer<Move> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Move> listener) {
        listeners.remove(listener);
    }
}
