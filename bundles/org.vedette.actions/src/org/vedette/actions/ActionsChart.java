package org.vedette.actions;

import org.vedette.actions.Decision.Clause;

/**
 * The risk-factor machine: what an uncommanded group will try to do and the
 * morale effect its situation has on it ("RF Risk Factors", "Actions Table").
 * Sum the risk factors that apply, throw a D6, cross the risk factor with
 * the (modified) die on the group's Actions table. Pure and allocation-light:
 * the NPC AI and bulk simulations call it for every uncommanded group of
 * every turn.
 */
public final class ActionsChart {
    private ActionsChart() {
    }

    /**
     * Reads the Actions table for one group.
     *
     * @param die the D6 as thrown, 1 to 6
     * @throws IllegalArgumentException the die is not a face of a D6
     */
    public static Decision decide(Situation s, int die) {
        if (die < 1 || die > 6) {
            throw new IllegalArgumentException("the Actions table is read with a D6, which cannot show " + die
                    + "; faces run from 1 to 6 (RF Cross reference the Risk Factor with the modified D6 roll)");
        }
        int observed = s.observedMask();
        boolean each = s.readings().eachConditionOfAnOrLine();
        int applied = 0;
        int counted = 0;
        long linesCounted = 0;
        int sum = 0;
        for (Factor f : Factor.ALL) {
            if (f.mask == 0 || (observed & f.mask) != f.mask) continue;
            int bit = 1 << f.ordinal();
            applied |= bit;
            long line = 1L << f.line();
            if (!each && (linesCounted & line) != 0) continue; // C4: an "or" line counts once
            linesCounted |= line;
            counted |= bit;
            sum += f.value();
        }
        int tenths = s.casualtyTenths();
        if (tenths > 0) {
            int bit = 1 << Factor.CASUALTIES.ordinal();
            applied |= bit;
            counted |= bit;
            sum += tenths * Factor.CASUALTIES.value();
        }
        int column = Math.max(1, Math.min(6, die + s.dieModifier()));
        ActionsTable.Row row = s.table().row(sum);
        Result result = row.cell(column);
        Clause clause = Clause.NONE;
        if (sum <= 0) {
            if (column >= 5 && s.holds(Observation.FALLING_BACK)) {
                result = Result.HALT;
                clause = Clause.FALLING_BACK_HALTS_IN_COVER;
            } else if (column == 6) {
                if (s.holds(Observation.DEFENDING_FORTIFIED)) {
                    result = Result.CONTINUE;
                    clause = Clause.FORTIFIED_POSITION_HELD;
                } else {
                    clause = Clause.SIX_MOVES_TOWARDS_ENEMY;
                }
            }
        }
        Morale morale = result.morale();
        if (morale == null) {
            morale = s.holds(Observation.ROUTING) ? Morale.ROUTING
                    : s.holds(Observation.FALLING_BACK) ? Morale.FALLING_BACK : Morale.STEADY;
        }
        return new Decision(s, die, sum, applied, counted, tenths, row, result, morale, clause);
    }
}
