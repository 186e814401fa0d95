package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.turn.TurnDetail;

/**
 * The fate deck as it stands ("Fate deck", "Precedence"), immutable, kept in
 * the game's turn so the journal replays and undoes it: the draw pile (top
 * first), the discards, the troop type cards displayed face up, whether the
 * reload card is up, the troop type cards each player (side) holds, the stack
 * of turns in progress (an interrupt sits on top of the turn it interrupted),
 * the declared plays that wait for the turn to end, and a melee waiting for
 * its secret allocations. Firing cards in hand are marks on their characters,
 * so a request file can say who holds one.
 *
 * @param pile         the draw pile, top first
 * @param discards     the discard pile
 * @param displayed    troop type cards face up on the table, waiting for a taker
 * @param reloadUp     the reload card is face up on the table
 * @param hands        troop type cards held, by side, as quality ids
 * @param turns        the turns in progress, bottom first; the last is the one being played
 * @param queue        declared plays waiting until the turn is over, in precedence order
 * @param declarations plays declared so far (orders ties: "the first to declare goes first")
 * @param draws        cards drawn so far (whose draw it is, with the "drawer" option)
 * @param melee        a melee waiting for its allocations, or null
 */
record FateDeck(List<Card> pile, List<Card> discards, List<Card> displayed, boolean reloadUp,
        Map<String, List<String>> hands, List<Slot> turns, List<Play> queue, int declarations, int draws,
        PendingMelee melee) implements TurnDetail {

    /** Where a turn came from; the order is the tie-break of Precedence. */
    enum Source {
        /** "characters making an action in their own turn take precedence" */
        CHARACTER_CARD("action card"),
        /** "followed by action cards" (a troop type card played for a free turn) */
        TROOP_CARD("troop type card"),
        /** "with firing cards coming in last" */
        FIRING_CARD("firing card");

        final String label;

        Source(String label) {
            this.label = label;
        }
    }

    /**
     * A turn in progress: whose, from which card, its rank, whether he has
     * begun it (done anything in it: a shot with his firing card, a card
     * played) and whether he has taken his action. A turn not yet begun when
     * a higher card is played is not interrupted "part way through": it
     * begins after that card.
     */
    record Slot(String actor, Source source, int rank, String weapon, boolean begun, boolean acted) {
        Slot(String actor, Source source, int rank, String weapon) {
            this(actor, source, rank, weapon, false, false);
        }

        Slot done() {
            return new Slot(actor, source, rank, weapon, true, true);
        }

        Slot started() {
            return new Slot(actor, source, rank, weapon, true, acted);
        }
    }

    /** A declared play waiting for the turn to end. */
    record Play(String actor, Source source, int rank, String quality, String weapon, int order) {
    }

    /** Plays in the order they are taken: rank first, then the source, then who declared first. */
    static final Comparator<Play> PRECEDENCE = Comparator.comparingInt((Play p) -> -p.rank())
            .thenComparing(Play::source).thenComparingInt(Play::order);

    FateDeck {
        pile = List.copyOf(pile);
        discards = List.copyOf(discards);
        displayed = List.copyOf(displayed);
        Map<String, List<String>> h = new LinkedHashMap<>();
        hands.forEach((k, v) -> {
            if (!v.isEmpty()) h.put(k, List.copyOf(v));
        });
        hands = Collections.unmodifiableMap(h);
        turns = List.copyOf(turns);
        queue = List.copyOf(queue);
    }

    static FateDeck shuffled(List<Card> pile) {
        return new FateDeck(pile, List.of(), List.of(), false, Map.of(), List.of(), List.of(), 0, 0, null);
    }

    /** The turn being played, or null. */
    Slot top() {
        return turns.isEmpty() ? null : turns.get(turns.size() - 1);
    }

    /** The turn being played whose action is still to come, or null: what a play may interrupt. */
    Slot active() {
        Slot t = top();
        return t == null || t.acted() ? null : t;
    }

    List<String> hand(String side) {
        return hands.getOrDefault(side, List.of());
    }

    Draft edit() {
        return new Draft(this);
    }

    @Override
    public String describe() {
        StringBuilder b = new StringBuilder();
        b.append(pile.size()).append(pile.size() == 1 ? " card" : " cards").append(" to draw, ")
                .append(discards.size()).append(" discarded");
        if (reloadUp) b.append("; reload card up");
        if (!displayed.isEmpty()) b.append("; displayed: ").append(ids(displayed));
        if (!hands.isEmpty()) {
            List<String> held = new ArrayList<>();
            hands.forEach((side, cards) -> held.add(side + " " + cards));
            b.append("; troop cards held: ").append(String.join(", ", held));
        }
        // Below the turn being played: turns begun and interrupted, and turns a higher card went before.
        List<Slot> below = turns.subList(0, Math.max(0, turns.size() - 1));
        List<String> interrupted = below.stream().filter(Slot::begun).map(Slot::actor).toList();
        List<String> toFollow = below.stream().filter(t -> !t.begun()).map(Slot::actor).toList();
        if (!interrupted.isEmpty()) b.append("; interrupted: ").append(interrupted);
        if (!toFollow.isEmpty()) b.append("; to follow: ").append(toFollow);
        if (!queue.isEmpty()) {
            b.append("; waiting: ").append(queue.stream().map(p -> p.actor() + " (" + p.source().label + ")").toList());
        }
        if (melee != null) {
            List<String> committed = new ArrayList<>();
            List<String> waiting = new ArrayList<>();
            for (String f : melee.fighters()) {
                (melee.commitments().containsKey(f) ? committed : waiting).add(f);
            }
            b.append("; melee ").append(String.join(" v ", melee.fighters()));
            if (!committed.isEmpty()) b.append(", committed: ").append(String.join(", ", committed));
            if (!waiting.isEmpty()) b.append(", not yet: ").append(String.join(", ", waiting));
        }
        return b.toString();
    }

    private static List<String> ids(List<Card> cards) {
        return cards.stream().map(Card::id).toList();
    }

    /** A working copy, for the few steps that build the next deck. */
    static final class Draft {
        final List<Card> pile;
        final List<Card> discards;
        final List<Card> displayed;
        boolean reloadUp;
        final Map<String, List<String>> hands = new LinkedHashMap<>();
        final List<Slot> turns;
        final List<Play> queue;
        int declarations;
        int draws;
        PendingMelee melee;

        private Draft(FateDeck d) {
            pile = new ArrayList<>(d.pile);
            discards = new ArrayList<>(d.discards);
            displayed = new ArrayList<>(d.displayed);
            reloadUp = d.reloadUp;
            d.hands.forEach((k, v) -> hands.put(k, new ArrayList<>(v)));
            turns = new ArrayList<>(d.turns);
            queue = new ArrayList<>(d.queue);
            declarations = d.declarations;
            draws = d.draws;
            melee = d.melee;
        }

        List<String> hand(String side) {
            return hands.computeIfAbsent(side, s -> new ArrayList<>());
        }

        /** Marks the turn being played as having taken its action. */
        void acted() {
            if (!turns.isEmpty()) turns.set(turns.size() - 1, turns.get(turns.size() - 1).done());
        }

        /** Marks the turn being played as begun: its character has done something in it. */
        void began() {
            if (!turns.isEmpty()) turns.set(turns.size() - 1, turns.get(turns.size() - 1).started());
        }

        FateDeck build() {
            queue.sort(PRECEDENCE);
            return new FateDeck(pile, discards, displayed, reloadUp, hands, turns, queue, declarations, draws, melee);
        }
    }
}
