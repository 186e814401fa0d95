package org.vedette.actions;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Step;

/**
 * One reading of an Actions table, explainable by construction: the risk
 * factors that applied (each with its line of the text and whether its
 * observations were given or computed), their sum, the die and its modifier,
 * the table, the row and the cell, the result and its morale effect. Made by
 * {@link ActionsChart#decide}; immutable. The lists and the explanation are
 * built when asked for, so a caller that wants only the result pays for
 * nothing else.
 */
public final class Decision {
    /** Which of the "Up to RF0" row's clauses decided, if any. */
    public enum Clause {
        /** No clause: the cell as printed. */
        NONE,
        /** "unless a 6 (D6) is thrown, in which case they will move towards the nearest visible enemy". */
        SIX_MOVES_TOWARDS_ENEMY,
        /** "They will not move however, from fortified positions they are defending." */
        FORTIFIED_POSITION_HELD,
        /** "Units falling back away from the enemy will halt in the nearest cover facing the last known enemy position (5,6 D6)". */
        FALLING_BACK_HALTS_IN_COVER
    }

    /**
     * A risk factor that applied.
     *
     * @param factor   the factor
     * @param value    what it added to the sum: its value (for casualties, per tenth), or 0 when its line was already counted (ruling C4)
     * @param counted  whether it counted, or shared a line already counted
     * @param given    its observations that were given
     * @param computed its observations that were computed
     */
    public record Applied(Factor factor, int value, boolean counted, List<Observation> given,
            List<Observation> computed) {
        public Applied {
            given = List.copyOf(given);
            computed = List.copyOf(computed);
        }
    }

    /** The book every step cites. */
    public static final String BOOK = "RF";
    static final RuleRef RISK_FACTORS = RuleRef.of(BOOK, "Risk Factors");
    static final RuleRef TABLE = RuleRef.of(BOOK, "Actions Table");
    static final RuleRef UP_TO_RF0 = RuleRef.of(BOOK, "Actions Table — Up to RF0");
    static final RuleRef CROSS_REFERENCE = RuleRef.of(BOOK, "Cross reference the Risk Factor");
    static final RuleRef C1 = RuleRef.of("RF RULINGS.md", "C1 — the D6 modifiers");
    static final RuleRef C4 = RuleRef.of("RF RULINGS.md", "C4 — one line, two conditions");
    static final RuleRef C10 = RuleRef.of("RF RULINGS.md", "C10 — other gaps");

    private final Situation situation;
    private final int die;
    private final int riskFactor;
    private final int applied;
    private final int counted;
    private final int tenths;
    private final ActionsTable.Row row;
    private final Result result;
    private final Morale morale;
    private final Clause clause;

    Decision(Situation situation, int die, int riskFactor, int applied, int counted, int tenths, ActionsTable.Row row,
            Result result, Morale morale, Clause clause) {
        this.situation = situation;
        this.die = die;
        this.riskFactor = riskFactor;
        this.applied = applied;
        this.counted = counted;
        this.tenths = tenths;
        this.row = row;
        this.result = result;
        this.morale = morale;
        this.clause = clause;
    }

    public Situation situation() {
        return situation;
    }

    /** The D6 as thrown. */
    public int die() {
        return die;
    }

    /** The die with its modifier. */
    public int modifiedDie() {
        return die + situation.dieModifier();
    }

    /** The table's column read: the modified die, kept within 1 to 6 (ruling C1). */
    public int column() {
        return Math.max(1, Math.min(6, modifiedDie()));
    }

    /** The sum of the risk factors that counted. */
    public int riskFactor() {
        return riskFactor;
    }

    public ActionsTable table() {
        return situation.table();
    }

    public ActionsTable.Row row() {
        return row;
    }

    /** The cell's result, after the "Up to RF0" row's clauses. */
    public Result result() {
        return result;
    }

    public Morale morale() {
        return morale;
    }

    public Clause clause() {
        return clause;
    }

    /** Whether this factor applied (counted or not). */
    public boolean applied(Factor f) {
        return (applied & (1 << f.ordinal())) != 0;
    }

    /** The factors that applied, in the book's order. */
    public List<Applied> factors() {
        List<Applied> list = new ArrayList<>();
        for (Factor f : Factor.ALL) {
            if (!applied(f)) continue;
            boolean isCounted = (counted & (1 << f.ordinal())) != 0;
            List<Observation> given = new ArrayList<>();
            List<Observation> computed = new ArrayList<>();
            for (Observation o : f.needs()) (situation.isComputed(o) ? computed : given).add(o);
            int value = !isCounted ? 0 : f == Factor.CASUALTIES ? tenths * f.value() : f.value();
            list.add(new Applied(f, value, isCounted, given, computed));
        }
        return list;
    }

    /** What the group must do, in the book's words. */
    public String instruction() {
        return switch (clause) {
            case SIX_MOVES_TOWARDS_ENEMY -> "Advance: " + upper(table().sixMoves()) + ".";
            case FORTIFIED_POSITION_HELD -> "Continue: a 6, but they will not move from the fortified position they are defending.";
            case FALLING_BACK_HALTS_IN_COVER -> "Halt: halt in the nearest cover facing the last known enemy position.";
            case NONE -> result.word() + ": " + result.meaning();
        };
    }

    /**
     * Each step of the reading with the section it comes from: every factor
     * with its line and whether it was given or computed, the sum, the die,
     * the table, row and cell, the morale effect.
     */
    public List<Step> explain() {
        List<Step> steps = new ArrayList<>();
        List<Applied> factors = factors();
        StringBuilder sum = new StringBuilder();
        int terms = 0;
        for (Applied a : factors) {
            Factor f = a.factor();
            String text = signed(a.counted() ? a.value() : f.value()) + " " + name(f, a) + " — line " + f.line()
                    + ": \"" + f.text() + "\"" + sources(a);
            if (!a.counted()) {
                steps.add(new Step(C4, "not counted: " + text + "; its line counts once, and it was counted already"));
                continue;
            }
            steps.add(new Step(RISK_FACTORS, text));
            terms++;
            sum.append(sum.isEmpty() ? "" : " ").append(sum.isEmpty() ? Integer.toString(a.value()) : signedSpaced(a.value()));
        }
        steps.add(new Step(RISK_FACTORS, terms == 0 ? "Risk factor 0: no risk factor applies"
                : terms == 1 ? "Risk factor " + riskFactor : "Risk factor " + sum + " = " + riskFactor));
        int m = situation.dieModifier();
        steps.add(new Step(m == 0 ? CROSS_REFERENCE : C1, "D6: " + die
                + (m == 0 ? "" : ", " + signed(m) + " = " + modifiedDie())
                + (column() != modifiedDie() ? ", read in column " + column() : "")));
        steps.add(new Step(row.from() == Integer.MIN_VALUE ? UP_TO_RF0 : TABLE, table().title() + ": row "
                + row.label() + ", column " + column() + ": " + row.cell(column()).word()
                + clauseText()));
        steps.add(new Step(C10, "Morale effect: " + morale.id() + (result.morale() == null
                ? " (Continue keeps the group as it was)" : " (" + result.word() + ")")));
        return steps;
    }

    private String clauseText() {
        return switch (clause) {
            case NONE -> "";
            case SIX_MOVES_TOWARDS_ENEMY -> " — a 6: they " + table().sixMoves() + " (an Advance)";
            case FORTIFIED_POSITION_HELD -> " — but they are defending a fortified position and will not move from it: Continue";
            case FALLING_BACK_HALTS_IN_COVER -> " — but the unit is falling back away from the enemy: on a 5 or 6 it halts in the nearest cover facing the last known enemy position";
        };
    }

    private String name(Factor f, Applied a) {
        if (f == Factor.CASUALTIES) {
            return "for " + tenths + (tenths == 1 ? " tenth" : " tenths") + " of the group wounded or killed ("
                    + situation.lost() + " of " + situation.strength() + ")";
        }
        StringBuilder b = new StringBuilder();
        for (Observation o : f.needs()) b.append(b.isEmpty() ? "" : " and ").append(o.words());
        return b.toString();
    }

    private String sources(Applied a) {
        if (a.factor() == Factor.CASUALTIES) {
            return situation.casualtiesComputed() ? " (counted from " + situation.counted() + ")" : " (given)";
        }
        if (a.computed().isEmpty()) return " (given)";
        if (a.given().isEmpty()) return " (computed)";
        StringBuilder b = new StringBuilder(" (");
        for (Observation o : a.factor().needs()) {
            b.append(b.length() > 2 ? ", " : "").append(o.words()).append(situation.isComputed(o) ? ": computed" : ": given");
        }
        return b.append(')').toString();
    }

    private static String signed(int v) {
        return v > 0 ? "+" + v : Integer.toString(v);
    }

    private static String signedSpaced(int v) {
        return v < 0 ? "- " + -v : "+ " + v;
    }

    private static String upper(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Override
    public String toString() {
        return "RF " + riskFactor + ", D6 " + die + ": " + result.word() + " (" + morale.id() + ")";
    }
}
