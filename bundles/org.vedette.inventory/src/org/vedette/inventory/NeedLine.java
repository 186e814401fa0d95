package org.vedette.inventory;

import java.util.List;
import java.util.Objects;

/**
 * One need in a plan: how many are needed, how many of the collection are of
 * that very kind, which figures are assigned to it and how many are short.
 *
 * @param owned figures in the collection of the need's own kind (painted or not), whether or not assigned here
 */
public record NeedLine(Need need, int owned, List<Assigned> assigned, int shortBy) {
    /** How a need stands, for colour and filters. */
    public enum State { COVERED, SUBSTITUTED, SHORT }

    public NeedLine {
        Objects.requireNonNull(need, "need");
        assigned = assigned == null ? List.of() : List.copyOf(assigned);
        if (shortBy < 0 || owned < 0) throw new IllegalArgumentException("counts cannot be negative");
    }

    public int assignedCount() {
        return assigned.stream().mapToInt(Assigned::count).sum();
    }

    public int substitutedCount() {
        return assigned.stream().filter(Assigned::substituted).mapToInt(Assigned::count).sum();
    }

    public State state() {
        if (shortBy > 0) return State.SHORT;
        return substitutedCount() > 0 ? State.SUBSTITUTED : State.COVERED;
    }
}
