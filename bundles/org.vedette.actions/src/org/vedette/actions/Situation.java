package org.vedette.actions;

import java.util.Objects;

/**
 * What one group faces when it dices on an Actions table: which table it uses
 * (by its weapons), the observations that hold — each either given (by the
 * referee, the AI) or computed (from the game: the group's figures, their
 * quality, wounds and morale; later from positions) — how many of it are
 * wounded or killed, a modifier to the D6 and the readings. Immutable and
 * small: each {@code with…} makes a new one, and a situation can be built
 * once and decided with any number of dice.
 */
public final class Situation {
    private final ActionsTable table;
    private final int observed;
    private final int computed;
    private final int lost;
    private final int strength;
    /** What the casualties were counted from ("the figures"), or null where they were given. */
    private final String counted;
    private final int modifier;
    private final Readings readings;

    private Situation(ActionsTable table, int observed, int computed, int lost, int strength,
            String counted, int modifier, Readings readings) {
        this.table = table;
        this.observed = observed;
        this.computed = computed;
        this.lost = lost;
        this.strength = strength;
        this.counted = counted;
        this.modifier = modifier;
        this.readings = readings;
    }

    /** A group that dices on this table, with nothing observed yet and no casualties. */
    public static Situation on(ActionsTable table) {
        return new Situation(Objects.requireNonNull(table, "table"), 0, 0, 0, 0, null, 0, Readings.BOOK);
    }

    /** With this observation given (by the referee or the caller). */
    public Situation given(Observation o) {
        return new Situation(table, observed | o.bit(), computed & ~o.bit(), lost, strength, counted,
                modifier, readings);
    }

    /** With this observation computed (from the game's state or the table's geometry). */
    public Situation computed(Observation o) {
        return new Situation(table, observed | o.bit(), computed | o.bit(), lost, strength, counted,
                modifier, readings);
    }

    /** Without this observation. */
    public Situation without(Observation o) {
        return new Situation(table, observed & ~o.bit(), computed & ~o.bit(), lost, strength, counted,
                modifier, readings);
    }

    /**
     * With the group's losses: {@code lost} of its {@code strength} figures
     * wounded or killed.
     *
     * @param computed whether counted from the game's figures (true) or given
     * @throws IllegalArgumentException a count below 0, or more lost than the group had
     */
    public Situation casualties(int lost, int strength, boolean computed) {
        return casualties(lost, strength, computed ? "the figures" : null);
    }

    /**
     * With the group's losses counted from the game as its book counts them: {@code lost} of {@code strength},
     * counted from {@code counted} ("its hits, of the 5 that eliminate it"), or given where that is null.
     *
     * @throws IllegalArgumentException a count below 0, or more lost than the group had
     * @since 0.5
     */
    public Situation casualties(int lost, int strength, String counted) {
        if (lost < 0 || strength < 0 || lost > strength) {
            throw new IllegalArgumentException("a group of " + strength + " cannot have " + lost
                    + " wounded or killed (RF Risk Factors: \"Per 10% of group wounded or killed\")");
        }
        return new Situation(table, observed, this.computed, lost, strength, counted, modifier, readings);
    }

    /**
     * With a modifier to the D6: the book crosses the risk factor "with the
     * modified D6 roll" but its list of modifiers is lost (ruling C1), so
     * this is the referee's, 0 by default.
     */
    public Situation dieModifier(int m) {
        return new Situation(table, observed, computed, lost, strength, counted, m, readings);
    }

    public Situation readings(Readings r) {
        return new Situation(table, observed, computed, lost, strength, counted, modifier,
                Objects.requireNonNull(r, "readings"));
    }

    public Situation table(ActionsTable t) {
        return new Situation(Objects.requireNonNull(t, "table"), observed, computed, lost, strength,
                counted, modifier, readings);
    }

    public ActionsTable table() {
        return table;
    }

    public boolean holds(Observation o) {
        return (observed & o.bit()) != 0;
    }

    /** Whether the observation holds and was computed rather than given. */
    public boolean isComputed(Observation o) {
        return (computed & o.bit()) != 0;
    }

    public int lost() {
        return lost;
    }

    public int strength() {
        return strength;
    }

    public boolean casualtiesComputed() {
        return counted != null;
    }

    /**
     * What the casualties were counted from ("the figures"), or null where they were given.
     *
     * @since 0.5
     */
    public String counted() {
        return counted;
    }

    public int dieModifier() {
        return modifier;
    }

    public Readings readings() {
        return readings;
    }

    int observedMask() {
        return observed;
    }

    /** Every tenth (whole, or started with the C5 reading) of the group wounded or killed. */
    public int casualtyTenths() {
        if (lost == 0 || strength == 0) return 0;
        int tenths = lost * 10;
        return readings.startedTenths() ? (tenths + strength - 1) / strength : tenths / strength;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Situation s && s.table == table && s.observed == observed && s.computed == computed
                && s.lost == lost && s.strength == strength && Objects.equals(s.counted, counted)
                && s.modifier == modifier && s.readings.equals(readings);
    }

    @Override
    public int hashCode() {
        return Objects.hash(table, observed, computed, lost, strength, modifier, readings);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(table.id()).append(':');
        for (Observation o : Observation.values()) {
            if (holds(o)) b.append(' ').append(o.id()).append(isComputed(o) ? "(computed)" : "");
        }
        if (strength > 0) b.append(" lost ").append(lost).append('/').append(strength);
        if (modifier != 0) b.append(" die ").append(modifier > 0 ? "+" : "").append(modifier);
        return b.toString();
    }
}
