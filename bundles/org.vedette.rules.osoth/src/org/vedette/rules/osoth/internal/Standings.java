package org.vedette.rules.osoth.internal;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;

/**
 * The figures' standings the ruleset keeps ({@link Initiatives.Standing}), a
 * few at once: simulated games run side by side on several threads, each
 * asking of its own states. Each new state's standing is carried from the
 * kept one it differs from in no more than a step's figures — in a whole
 * game, the state one step before — so that two games asking in turn do not
 * each read every figure anew. Bounded: a new standing takes the place of the
 * one it was carried from, or else of the oldest. Standings are immutable
 * values swapped whole, so threads may share them.
 */
public final class Standings {
    /** Enough for the games of a few threads. */
    private static final int KEPT = 8;
    /** Past this many figures changed, a kept standing is not the state's one step before. */
    private static final int STEP = 8;
    private final AtomicReferenceArray<Initiatives.Standing> kept = new AtomicReferenceArray<>(KEPT);
    /** The place last filled: where the state one step before is looked for first. */
    private final AtomicInteger last = new AtomicInteger();

    /** Past this many units' labels, the labels are made anew: a ruleset serves one scenario after another. */
    private static final int LABELS = 512;
    /**
     * The activation's labels while a unit holds the initiative ({@link Initiatives#label}), by the unit: the
     * same few units hold it again and again, and the label is composed after every action; one text each
     * also makes comparing the turn before and after (whether the resolution changed it) a comparison of
     * references.
     */
    private final ConcurrentHashMap<String, String[]> labels = new ConcurrentHashMap<>();

    /** {@link Initiatives#label}, made once per unit. */
    String label(boolean players, String unit, boolean done) {
        String[] made = labels.get(unit);
        if (made == null) {
            if (labels.size() >= LABELS) labels.clear();
            made = new String[4];
            for (int k = 0; k < 4; k++) made[k] = Initiatives.label(k < 2, unit, k % 2 == 1);
            labels.put(unit, made);
        }
        return made[(players ? 0 : 2) + (done ? 1 : 0)];
    }

    /** The state's standing: the kept one, or one carried from the nearest kept. */
    Initiatives.Standing of(GameState state) {
        for (int i = 0; i < KEPT; i++) {
            Initiatives.Standing s = kept.get(i);
            if (s != null && s.state == state) return s;
        }
        int newest = last.get();
        int from = -1;
        Initiatives.Standing base = null;
        List<Actor> changed = null;
        for (int k = 0; k < KEPT; k++) {
            int i = Math.floorMod(newest - k, KEPT);
            Initiatives.Standing s = kept.get(i);
            if (s == null || s.state.sides() != state.sides()) continue;
            // Null when the figures are not the same in the same order: nothing of that standing carries over.
            List<Actor> c = state.changedSince(s.state);
            if (c == null || changed != null && c.size() >= changed.size()) continue;
            from = i;
            base = s;
            changed = c;
            if (c.size() <= STEP) break;
        }
        Initiatives.Standing made = base == null ? new Initiatives.Standing(state)
                : new Initiatives.Standing(state, base, changed);
        // A state of another game, or after the turn's end changed every figure: the oldest gives way.
        if (from < 0 || changed.size() > STEP) from = Math.floorMod(newest + 1, KEPT);
        kept.set(from, made);
        last.set(from);
        return made;
    }
}
