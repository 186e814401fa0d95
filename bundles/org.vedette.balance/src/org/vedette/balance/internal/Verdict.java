package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.vedette.balance.ConditionTally;
import org.vedette.balance.Muster;
import org.vedette.balance.SideTally;
import org.vedette.balance.UnitTally;

/**
 * The verdict in words: who wins how often, whether the difference is more
 * than the dice, and the unit to look at first to even it — the one whose
 * survival goes most with the result (the largest |φ|).
 */
final class Verdict {
    /** Below this |φ| no unit's survival is said to go with the result. */
    static final double NOTABLE = 0.05;

    private Verdict() {
    }

    /** From this share of games in which neither side harmed the other, the verdict says so first. */
    static final double UNENGAGED = 0.05;

    /**
     * @param unharmed the games counted in which no figure of either side was harmed or put out: the sides never
     *                 came to blows, and what such games say of balance is only that
     */
    static String words(Muster muster, int counted, List<SideTally> sides, List<UnitTally> units,
            List<ConditionTally> conditions, boolean cancelled, int played, int asked, int unfinished, int faults,
            int unharmed) {
        StringBuilder b = new StringBuilder();
        if (counted == 0) {
            b.append("No game could be counted");
            if (faults > 0) b.append(": the rules stopped ").append(faults).append(faults == 1 ? " game" : " games");
            if (unfinished > 0) b.append(faults > 0 ? " and " : ": ").append(unfinished).append(" did not end");
            b.append('.');
            return b.toString();
        }
        if (unharmed == counted) {
            // Nobody was hurt in any game: the rates are those of sides that never met, not a measure of balance.
            b.append(String.format(Locale.ROOT, "In none of the %,d games counted did either side harm the other:"
                    + " the sides never came to blows, so these rates do not measure balance. They may stand beyond"
                    + " each other's reach for the turns the game has, or have no objective that brings them"
                    + " together: place them nearer, give them more turns, or an objective to meet over.", counted));
            b.append(' ');
        } else if (unharmed >= UNENGAGED * counted) {
            b.append(String.format(Locale.ROOT, "In %,d of the %,d games counted (%.1f%%) neither side harmed the"
                    + " other: those games measure no fight. ", unharmed, counted, 100.0 * unharmed / counted));
        }
        List<SideTally> order = new ArrayList<>(sides);
        order.sort(Comparator.comparingDouble(SideTally::winRate).reversed());
        SideTally top = order.get(0);
        if (top.wins().successes() == 0) {
            b.append(String.format(Locale.ROOT, "Every one of the %,d games counted was drawn (drawn %s): no side", counted,
                    pct(top.draws()))).append(" does enough to the other to win, as the rulings judge it.");
            objective(b, muster, conditions);
            return notes(b, cancelled, played, asked, unfinished, faults);
        }
        b.append(capital(name(top.name()))).append(" win ").append(pct(top.wins())).append(" of ")
                .append(String.format(Locale.ROOT, "%,d", counted)).append(counted == 1 ? " game" : " games");
        for (int i = 1; i < order.size(); i++) b.append("; ").append(name(order.get(i).name())).append(' ')
                .append(pct(order.get(i).wins()));
        if (top.draws().successes() > 0) b.append("; drawn ").append(pct(top.draws()));
        b.append(". ");
        boolean favoured = order.size() > 1 && top.wins().low() > order.get(1).wins().high();
        UnitTally key = null;
        for (UnitTally u : units) {
            if (Math.abs(u.influence()) >= NOTABLE && (key == null || Math.abs(u.influence()) > Math.abs(key.influence()))) {
                key = u;
            }
        }
        ConditionTally named = null;
        if (!favoured) {
            b.append("Too close to call: the intervals overlap, so the dice explain the difference.");
        } else {
            b.append("To even it, ");
            ConditionTally deciding = deciding(top, conditions);
            if (key == null && deciding != null) {
                named = deciding;
                // Its objective, not its strength, wins the games: weakening the side would not even them.
                b.append("no single unit stands out, and \"").append(deciding.text()).append("\" decides ")
                        .append(pct(deciding.decided())).append(" of the games for ").append(name(top.name()))
                        .append(": make it harder to meet, or the others' objectives easier.");
            } else if (key == null) {
                b.append("no single unit stands out: weaken ").append(name(top.name())).append(" as a whole.");
            } else {
                boolean ofTop = key.side().equals(top.side());
                b.append(ofTop ? "weaken " : "strengthen ").append(key.name()).append(" (")
                        .append(muster.sideName(key.side())).append(")");
                b.append(" first.");
            }
        }
        if (key != null) {
            b.append(String.format(Locale.ROOT, " The most influential unit is %s (%s): %s φ = %.2f, survived %s.",
                    key.name(), muster.sideName(key.side()), key.influence() > 0
                            ? "its side wins more often when it survives,"
                            : "its side wins more often when it falls,", key.influence(),
                    pct(key.survival())));
        }
        // Named in the advice already, the deciding objective is not said twice.
        if (named == null) objective(b, muster, conditions);
        return notes(b, cancelled, played, asked, unfinished, faults);
    }

    /** The winning side's own condition that decided half the games or more, or null. */
    private static ConditionTally deciding(SideTally top, List<ConditionTally> conditions) {
        ConditionTally best = null;
        for (ConditionTally c : conditions) {
            if (!c.side().equals(top.side()) || 2 * c.decided().successes() < c.decided().trials()) continue;
            if (best == null || c.decided().successes() > best.decided().successes()) best = c;
        }
        return best;
    }

    /**
     * The victory condition that decided the most games (else that scored in the most): "The most influential
     * objective is …: it decided 41% ± 1.0% of the games (the French)."
     */
    private static void objective(StringBuilder b, Muster muster, List<ConditionTally> conditions) {
        ConditionTally key = null;
        for (ConditionTally c : conditions) {
            if (c.decided().successes() + c.scored().successes() == 0) continue;
            if (key == null || c.decided().successes() > key.decided().successes()
                    || (c.decided().successes() == key.decided().successes()
                            && c.scored().successes() > key.scored().successes())) {
                key = c;
            }
        }
        if (key == null) {
            if (!conditions.isEmpty()) b.append(" No victory condition was met in any game counted.");
            return;
        }
        boolean decides = key.decided().successes() > 0;
        b.append(" The most influential objective is \"").append(key.text()).append("\" (")
                .append(muster.sideName(key.side())).append("): it ").append(decides ? "decided " : "scored in ")
                .append(pct(decides ? key.decided() : key.scored())).append(" of the games.");
    }

    private static String notes(StringBuilder b, boolean cancelled, int played, int asked, int unfinished, int faults) {
        if (cancelled) b.append(" Cancelled after ").append(played).append(" of ").append(asked).append(" games.");
        if (unfinished > 0) b.append(' ').append(unfinished).append(" games did not end and are not counted.");
        if (faults > 0) b.append(' ').append(faults).append(" games were stopped by the rules and are not counted.");
        return b.toString();
    }

    /** "61.0% ± 1.0%". */
    static String pct(org.vedette.balance.WilsonInterval w) {
        return String.format(Locale.ROOT, "%.1f%% ± %.1f%%", 100 * w.rate(), 100 * w.halfWidth());
    }

    /** A side by its name, as the scenario gives it ("French", "Hill's column"). */
    private static String name(String side) {
        return side;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
