package org.vedette.inventory;

import java.util.Objects;

/**
 * A substitution rule: figures like {@code use} may stand in for figures like
 * {@code forKind} — "French line for French light infantry", "armed monks for
 * guerrillas". The attributes {@code use} gives replace the need's own; the
 * others stay (a rule for French light infantry keeps the need's role and
 * mount). Rules chain (monks for guerrillas, guerrillas for bandits) at the sum
 * of their preferences, and a cycle of rules is harmless: each figure is
 * still assigned once.
 *
 * @param preference how much worse than the figure itself: 0 as good, higher worse
 * @param note       why (a quote of the rulebook, the collector's reason)
 */
public record StandIn(FigureKind forKind, FigureKind use, int preference, String note) {
    public StandIn {
        Objects.requireNonNull(forKind, "forKind");
        Objects.requireNonNull(use, "use");
        if (preference < 0) throw new IllegalArgumentException("preference cannot be negative");
        note = note == null ? "" : note;
    }

    /** "French infantry for French light infantry". */
    public String describe() {
        return forKind.replacedBy(use).describe() + " for " + forKind.describe();
    }
}
