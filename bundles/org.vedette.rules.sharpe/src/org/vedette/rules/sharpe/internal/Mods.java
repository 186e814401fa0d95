package org.vedette.rules.sharpe.internal;

/**
 * Modifiers added up, with their names kept only when an explanation is
 * wanted, so bulk runs build no text.
 */
final class Mods {
    private final StringBuilder text;
    private int total;

    Mods(boolean explain) {
        this.text = explain ? new StringBuilder() : null;
    }

    /** Adds a modifier; a zero one is named only if {@code showZero}. */
    Mods add(int value, String label) {
        total += value;
        if (text != null && value != 0) {
            if (!text.isEmpty()) text.append(", ");
            text.append(label).append(' ').append(value > 0 ? "+" : "").append(value);
        }
        return this;
    }

    /** Adds a modifier and names it even when it is 0 (a band that gives nothing is still worth saying). */
    Mods always(int value, String label) {
        total += value;
        if (text != null) {
            if (!text.isEmpty()) text.append(", ");
            text.append(label).append(' ').append(value >= 0 ? "+" : "").append(value);
        }
        return this;
    }

    /** Adds a modifier only if it applies. */
    Mods add(boolean applies, int value, String label) {
        return applies ? add(value, label) : this;
    }

    int total() {
        return total;
    }

    /** "target moving -1, aimed shot +1", or "no modifiers". */
    @Override
    public String toString() {
        return text == null || text.isEmpty() ? "no modifiers" : text.toString();
    }
}
