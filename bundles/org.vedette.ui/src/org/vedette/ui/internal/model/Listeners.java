package org.vedette.ui.internal.model;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;

/**
 * The parts that want to hear of a change, told through an executor (the UI
 * thread's, in the workbench) so a model never touches a widget itself.
 */
final class Listeners {
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final Executor executor;

    Listeners(Executor executor) {
        this.executor = executor;
    }

    void add(Runnable listener) {
        listeners.add(listener);
    }

    void remove(Runnable listener) {
        listeners.remove(listener);
    }

    /** Tells every listener, even when one fails; the first failure is rethrown after all have run. */
    void fire() {
        executor.execute(() -> {
            RuntimeException first = null;
            for (Runnable l : listeners) {
                try {
                    l.run();
                } catch (RuntimeException e) {
                    if (first == null) first = e;
                    else first.addSuppressed(e);
                }
            }
            if (first != null) throw first;
        });
    }
}
