package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.rules.osoth.TurnLedger;

/** A {@link TurnLedger} being changed by one resolution; {@link #build()} makes the new ledger. */
final class Draft {
    String drawn;
    String unit;
    final List<String> acted;
    final List<String> moraleDue;
    final List<String> done;
    final List<TurnLedger.Score> scores;
    final List<String> pending;
    boolean engaged;
    boolean lost;

    Draft(TurnLedger l) {
        drawn = l.drawn();
        unit = l.unit();
        acted = new ArrayList<>(l.acted());
        moraleDue = new ArrayList<>(l.moraleDue());
        done = new ArrayList<>(l.done());
        scores = new ArrayList<>(l.scores());
        pending = new ArrayList<>(l.pending());
        engaged = l.engaged();
        lost = l.lost();
    }

    TurnLedger build() {
        return new TurnLedger(drawn, unit, acted, moraleDue, done, scores, pending, engaged, lost);
    }

    void due(String u) {
        if (!moraleDue.contains(u)) moraleDue.add(u);
    }

    void score(VictoryItem item, String note) {
        scores.add(new TurnLedger.Score(item.id, item.label, item.points, note));
    }
}
