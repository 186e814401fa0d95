package org.vedette.rules.osoth.internal;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.vedette.rules.osoth.TurnLedger;

/**
 * A {@link TurnLedger} being changed by one resolution; {@link #build()} makes the new ledger. Its lists are the
 * ledger's own until a resolution changes one: most actions change none of them but the unit's initiative, and
 * the AI's rehearsals make a draft for every line they try — an unchanged list is handed on, not copied, and the
 * new ledger then compares with the old one list by list at a glance.
 */
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
    /** The ledger drafted from. */
    private final TurnLedger from;

    Draft(TurnLedger l) {
        from = l;
        drawn = l.drawn();
        unit = l.unit();
        acted = new Kept<>(l.acted());
        moraleDue = new Kept<>(l.moraleDue());
        done = new Kept<>(l.done());
        scores = new Kept<>(l.scores());
        pending = new Kept<>(l.pending());
        engaged = l.engaged();
        lost = l.lost();
    }

    /**
     * The ledger as drafted: the one drafted from when nothing changed (the unit holding the initiative, its
     * lists, its flags), so that the turn after a resolution compares with the turn before by reference.
     */
    TurnLedger build() {
        if (Objects.equals(drawn, from.drawn()) && Objects.equals(unit, from.unit()) && !Kept.copied(acted)
                && !Kept.copied(moraleDue) && !Kept.copied(done) && !Kept.copied(scores) && !Kept.copied(pending)
                && engaged == from.engaged() && lost == from.lost()) {
            return from;
        }
        return new TurnLedger(drawn, unit, Kept.now(acted), Kept.now(moraleDue), Kept.now(done), Kept.now(scores),
                Kept.now(pending), engaged, lost);
    }

    void due(String u) {
        if (!moraleDue.contains(u)) moraleDue.add(u);
    }

    void score(VictoryItem item, String note) {
        scores.add(new TurnLedger.Score(item.id, item.label, item.points, note));
    }

    /** A ledger's list (immutable), copied on its first change. */
    private static final class Kept<T> extends AbstractList<T> {
        private List<T> list;
        private boolean copied;

        Kept(List<T> ledger) {
            list = ledger;
        }

        /** Whether the list was changed (copied from the ledger's). */
        static boolean copied(List<?> kept) {
            return ((Kept<?>) kept).copied;
        }

        /** The list as it stands: the ledger's own while unchanged. */
        static <T> List<T> now(List<T> kept) {
            return ((Kept<T>) kept).list;
        }

        private List<T> changing() {
            if (!copied) {
                list = new ArrayList<>(list);
                copied = true;
            }
            modCount++;
            return list;
        }

        @Override
        public T get(int index) {
            return list.get(index);
        }

        @Override
        public int size() {
            return list.size();
        }

        @Override
        public boolean contains(Object o) {
            return list.contains(o);
        }

        @Override
        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        @Override
        public T set(int index, T element) {
            return changing().set(index, element);
        }

        @Override
        public void add(int index, T element) {
            changing().add(index, element);
        }

        @Override
        public T remove(int index) {
            return changing().remove(index);
        }

        @Override
        public boolean remove(Object o) {
            int at = list.indexOf(o);
            if (at < 0) return false;
            remove(at);
            return true;
        }

        @Override
        public void clear() {
            if (!list.isEmpty()) changing().clear();
        }
    }
}
