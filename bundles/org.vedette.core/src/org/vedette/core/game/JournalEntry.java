package org.vedette.core.game;

import java.util.List;
import java.util.Objects;

import org.vedette.core.rules.ActionRequest;

/**
 * One entry of a game journal: the turn began, an action was asked for, the
 * turn moved on, or the referee changed the table — with every die face thrown for it, in order, and the
 * headline of what followed (for people reading the journal; replay recomputes it).
 */
public record JournalEntry(Kind kind, ActionRequest request, List<Integer> faces, String headline) {
    /** What an entry records. */
    public enum Kind {
        /** The turn structure's start: dicing for order, shuffling the deck. */
        BEGIN,
        /** An action request. */
        ACT,
        /** The turn moved on: next phase, side, card, initiative. */
        ADVANCE,
        /**
         * The referee's hand: a hit, a status, a mark, an actor added or
         * removed ({@link Referee}); its request names the referee's action.
         */
        REFEREE;

        /** Whether an entry of this kind carries a request. */
        public boolean hasRequest() {
            return this == ACT || this == REFEREE;
        }
    }

    public JournalEntry {
        Objects.requireNonNull(kind, "kind");
        faces = faces == null ? List.of() : List.copyOf(faces);
        headline = headline == null ? "" : headline;
        if (kind.hasRequest() != (request != null)) {
            throw new IllegalArgumentException("an ACT or REFEREE entry, and only such an entry, carries a request");
        }
    }
}
