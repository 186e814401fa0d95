package org.vedette.core.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the steps of a resolution. Built only when asked for: a resolution
 * tests {@link #wanted()} before composing text, so the engine pays nothing for
 * explanations in bulk runs (balance analysis, benchmarks).
 */
public final class Explanation {
    private static final Explanation NONE = new Explanation(false);

    private final boolean wanted;
    private final List<Step> steps;

    private Explanation(boolean wanted) {
        this.wanted = wanted;
        this.steps = wanted ? new ArrayList<>() : List.of();
    }

    /** An explanation that records steps. */
    public static Explanation wanted() {
        return new Explanation(true);
    }

    /** An explanation that records nothing (shared; it holds no state). */
    public static Explanation none() {
        return NONE;
    }

    public boolean isWanted() {
        return wanted;
    }

    public void step(RuleRef rule, String text) {
        if (wanted) {
            steps.add(new Step(rule, text));
        }
    }

    public List<Step> steps() {
        return List.copyOf(steps);
    }
}
