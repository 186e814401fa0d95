package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * Winning and Losing: a unit home behind friendly lines banks what the force
 * carries and the point for meeting the enemy (once per game), and costs a
 * point if half or more of it is gone; the referee enters the rest — the
 * objectives, a destroyed magazine, cowardice, a game where no unit returned.
 */
final class Victories {
    private Victories() {
    }

    /**
     * "at least one surviving Player figure must exit the table into … their own lines". Where the game has
     * positions the table says who has: the actor must stand behind friendly lines, and only the figures of his
     * unit that stand there go home with him, the rest coming home by their own return later (ruling O15). The
     * unit's losses count when its first figures come home.
     */
    static Outcome home(Play p) throws IllegalActionException {
        Actor actor = p.actor();
        if (!Figures.player(p.ch, actor)) {
            throw new IllegalActionException(Book.WINNING, actor.name() + " is not of the Player forces");
        }
        String unit = Figures.unit(p.ch, actor);
        List<Actor> present = p.present(unit);
        List<Actor> going = present;
        Table table = p.s.table();
        if (table != null && actor.position() != null) {
            TableGeometry lines = TableGeometry.of(table, TableRules.forRuleset(Osoth.RULESET));
            if (!lines.behindFriendlyLines(actor.position())) {
                throw new IllegalActionException(Book.O15, actor.name() + " stands at " + at(actor.position())
                        + ", not behind friendly lines: a figure returns to them by leaving the table into them");
            }
            going = new ArrayList<>();
            for (Actor a : present) {
                if (a.position() == null || lines.behindFriendlyLines(a.position())) going.add(a);
            }
        }
        int base = Morale.strengthBase(p, unit);
        int homeBefore = 0;
        for (Actor a : p.members(unit)) {
            if (Figures.out(p.ch, a) && Boolean.TRUE.equals(p.ch.mark(a, Mark.HOME))) homeBefore++;
        }
        int gone = base - present.size() - homeBefore;
        int staying = present.size() - going.size();
        List<String> names = new ArrayList<>();
        for (Actor a : going) {
            p.ch.mark(a.id(), Mark.HOME, Boolean.TRUE);
            p.ch.status(a.id(), p.ch.status(a).withOut(true));
            names.add(a.name());
        }
        p.ch.instruct(null, staying == 0 ? unit + " is behind friendly lines: take its figures off the table"
                : String.join(", ", names) + " of " + unit + " are behind friendly lines: take them off the table");
        String returns = actor.name() + "'s " + unit + (staying == 0 ? " returns to friendly lines"
                : ": " + going.size() + " return to friendly lines, " + staying + " still out");
        if (p.ledger == null) return p.outcome(() -> returns);
        if (staying == 0) p.ledger.moraleDue.remove(unit);
        StringBuilder h = new StringBuilder(returns);
        if (homeBefore == 0 && gone * 2 >= base) {
            p.ledger.score(VictoryItem.HOME_WITH_LOSSES, unit);
            h.append(" with ").append(gone).append(" of ").append(base).append(" lost (-1)");
            p.step(Book.NEGATIVES, () -> "\"Any unit making it back to friendly lines with half or greater losses costs a single victory point\"");
        }
        if (p.ledger.engaged && p.ledger.scores.stream().noneMatch(s -> s.item().equals(VictoryItem.MET_ENEMY.id))) {
            p.ledger.score(VictoryItem.MET_ENEMY, unit);
            h.append("; met the enemy (+1)");
            p.step(Book.WINNING, () -> "\"A single victory point is awarded for meeting the enemy, engaging in combat, and returning\"");
        }
        for (String item : p.ledger.pending) {
            VictoryItem v = VictoryItem.of(item);
            p.ledger.score(v, "carried home by " + unit);
            h.append("; ").append(v.label).append(" (+").append(v.points).append(')');
        }
        if (!p.ledger.pending.isEmpty()) {
            p.step(Book.O8, () -> "What the force gained is reported by the first unit home");
            p.ledger.pending.clear();
        }
        return p.outcome(h.toString());
    }

    private static String at(Position p) {
        return "(" + Math.round(p.x() * 10) / 10.0 + ", " + Math.round(p.y() * 10) / 10.0 + ")";
    }

    /** The referee's entry of a victory item the game cannot see for itself. */
    static Outcome enter(Play p) throws IllegalActionException {
        VictoryItem item = VictoryItem.of(p.r.text(Input.ITEM));
        String note = p.r.text(Input.TEXT) == null ? "" : p.r.text(Input.TEXT).strip();
        if (item == VictoryItem.MET_ENEMY && p.ledger != null
                && p.ledger.scores.stream().anyMatch(s -> s.item().equals(item.id))) {
            throw new IllegalActionException(Book.WINNING, "\"This point is only awarded once per game\"");
        }
        if (p.ledger == null) return p.outcome(item.label + ": " + item.points + " VP");
        if (item == VictoryItem.NONE_RETURNED) {
            p.ledger.lost = true;
            p.step(Book.NEGATIVES, () -> "\"If no friendly units return to friendly lines, that is an automatic and categorical loss\"");
        } else {
            p.ledger.score(item, note);
        }
        int total = p.ledger.build().points();
        return p.outcome(item.label + (item.points == 0 ? "" : " " + Firing.signed(item.points)) + (note.isEmpty() ? "" : " — " + note)
                + ": victory points " + total);
    }
}
