package org.vedette.ai.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.ai.Reason;
import org.vedette.ai.Reason.Kind;
import org.vedette.core.rules.RuleRef;

/**
 * The reasons of one suggestion as they are found, or none: like a ruleset's
 * {@code Explanation}, the AI composes no text for a caller that does not want
 * it (the balance simulator, benchmarks), and every composition is guarded by
 * {@link #wanted()}.
 */
final class Reasons {
    private final List<Reason> list;

    private Reasons(List<Reason> list) {
        this.list = list;
    }

    static Reasons wanted(boolean wanted) {
        return new Reasons(wanted ? new ArrayList<>() : null);
    }

    boolean wanted() {
        return list != null;
    }

    void add(Kind kind, String text, RuleRef rule) {
        if (list != null) list.add(new Reason(kind, text, rule));
    }

    List<Reason> list() {
        return list == null ? List.of() : list;
    }
}
