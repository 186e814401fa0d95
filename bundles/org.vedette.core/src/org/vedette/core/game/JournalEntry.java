package org.vedette.core.game;

import java.util.List;
import java.util.Objects;

import org.vedette.core.rules.ActionRequest;

/**
 * One entry of a game journal: the turn began, an action was asked for, the
 * turn moved on, or the referee changed the table — with every die face thrown for it, in order, and the
 * headline of what followed (for people reading the journal; replay recomputes it).
 * An entry the NPC AI asked for (an accepted suggestion, or a side playing
 * itself) is an ordinary entry marked {@link By#AI}, with the faces the AI
 * threw to decide ({@code aiFaces}, the Actions-table D6): they are the
 * record of its decision, not part of the resolution, so replay never reads
 * them and stays exact.
 */
public record JournalEntry(Kind kind, ActionRequest request, List<Integer> faces, String headline, By by,
        List<Integer> aiFaces) {
    /** Who asked for an entry. */
    public enum By {
        /** The people at the table: the referee or a player, by hand. */
        HAND,
        /** The NPC AI ({@code org.vedette.ai}). */
        AI
    }

    /** An entry asked for by hand. */
    public JournalEntry(Kind kind, ActionRequest request, List<Integer> faces, String headline) {
        this(kind, request, faces, headline, By.HAND, List.of());
    }

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
        by = by == null ? By.HAND : by;
        aiFaces = aiFaces == null ? List.of() : List.copyOf(aiFaces);
        if (by == By.HAND && !aiFaces.isEmpty()) {
            throw new IllegalArgumentException("only an entry asked for by the AI carries the AI's die faces");
        }
        if (kind.hasRequest() != (request != null)) {
            throw new IllegalArgumentException("an ACT or REFEREE entry, and only such an entry, carries a request");
        }
    }

    /** Whether the NPC AI asked for this entry. */
    public boolean byAi() {
        return by == By.AI;
    }
}
