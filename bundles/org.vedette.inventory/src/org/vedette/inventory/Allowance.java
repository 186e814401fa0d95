package org.vedette.inventory;

/**
 * Whether a second-best kind of figure may be used at all — unpainted,
 * unbased, of another nation — and if so at what preference (added to the
 * cost of every figure so used, as a stand-in's is).
 */
public record Allowance(boolean allowed, int preference) {
    public static final Allowance NEVER = new Allowance(false, 0);

    public Allowance {
        if (preference < 0) throw new IllegalArgumentException("preference cannot be negative");
    }
}
