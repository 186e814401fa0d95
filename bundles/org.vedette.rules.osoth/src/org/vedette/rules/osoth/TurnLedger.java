package org.vedette.rules.osoth;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.vedette.core.turn.TurnDetail;

/**
 * The Other Side of the Hill's bookkeeping for the Turn view, kept in the turn
 * so that it is replayed and undone with everything else: what the last press
 * of the Initiative/Event button gave and to which unit the initiative went
 * ("Sequence of Play"); the units that have taken their initiative this turn;
 * the units owing a morale check ("after any initiative during which any unit
 * takes one or more casualties"); the places and groups already dealt with
 * once per game; and the victory points ("Winning and Losing") — scored, and
 * intelligence or treasure still to be carried home.
 *
 * @param drawn     "players", "non-players", "event", or "" before the first press
 * @param unit      the unit that took the initiative, or null while none has
 * @param acted     the units that have taken their initiative this turn
 * @param moraleDue the units owing a morale check
 * @param done      the once-per-game actions taken ("explore-village:el-bodon")
 * @param scores    the victory points scored, in order
 * @param pending   victory items gained but not yet carried back to friendly lines
 * @param engaged   whether the Player force has met the enemy in combat
 * @param lost      whether the game is lost outright (no unit returned)
 */
public record TurnLedger(String drawn, String unit, List<String> acted, List<String> moraleDue, List<String> done,
        List<Score> scores, List<String> pending, boolean engaged, boolean lost) implements TurnDetail {

    /** Victory points scored: the item, what the referee noted, the points (negative for losses). */
    public record Score(String item, String label, int points, String note) {
        public Score {
            Objects.requireNonNull(item, "item");
            note = note == null ? "" : note;
        }
    }

    public static final TurnLedger EMPTY = new TurnLedger("", null, List.of(), List.of(), List.of(), List.of(),
            List.of(), false, false);

    public TurnLedger {
        drawn = drawn == null ? "" : drawn;
        acted = List.copyOf(acted);
        moraleDue = List.copyOf(moraleDue);
        done = List.copyOf(done);
        scores = List.copyOf(scores);
        pending = List.copyOf(pending);
    }

    /** The total of the victory points scored. */
    public int points() {
        int total = 0;
        for (Score s : scores) total += s.points();
        return total;
    }

    /** The bookkeeping; who may act (the initiative drawn) is the activation's label beside it. */
    @Override
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (!acted.isEmpty()) parts.add("acted: " + String.join(", ", acted));
        if (!moraleDue.isEmpty()) parts.add("morale check due: " + String.join(", ", moraleDue));
        StringBuilder vp = new StringBuilder("victory points ").append(points());
        if (!scores.isEmpty()) {
            vp.append(" (");
            for (int i = 0; i < scores.size(); i++) {
                Score s = scores.get(i);
                vp.append(i == 0 ? "" : ", ").append(s.label()).append(' ').append(s.points() >= 0 ? "+" : "")
                        .append(s.points());
            }
            vp.append(')');
        }
        parts.add(vp.toString());
        if (!pending.isEmpty()) parts.add("to carry home: " + String.join(", ", pending));
        if (lost) parts.add("LOST: no unit returned to friendly lines");
        return String.join("; ", parts);
    }
}
