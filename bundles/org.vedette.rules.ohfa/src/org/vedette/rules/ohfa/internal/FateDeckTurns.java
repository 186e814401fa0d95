package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.DetailException;
import org.vedette.core.turn.DetailValues;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnDetail;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;
import org.vedette.rules.ohfa.Ohfa;

/**
 * The fate deck as a turn structure ("Fate deck", "Precedence"). Beginning
 * builds and shuffles the deck (the shuffle's dice are the journal's first
 * entry) and puts every firing card in its player's hand. Each advance first
 * finishes the turn being played — resuming an interrupted turn, then taking
 * the waiting plays by precedence — and only then turns the next card. The
 * round is the number of times the deck has been shuffled.
 */
final class FateDeckTurns implements TurnStructure {
    static final String SHUFFLE = "shuffle the fate deck";

    @Override
    public TurnKind kind() {
        return TurnKind.CARD_DRIVEN;
    }

    @Override
    public RuleRef rule() {
        return Book.FATE_DECK;
    }

    @Override
    public List<PhaseSpec> phases() {
        return List.of();
    }

    @Override
    public Outcome begin(GameState state, Dice dice, Explanation ex) {
        Changes ch = new Changes(state);
        List<Card> cards = new ArrayList<>();
        boolean inHand = !(state.option(Ohfa.Option.FIRING_CARDS_IN_HAND) instanceof Boolean b) || b;
        for (Actor a : state.actors().values()) {
            if (a.status().out()) continue;
            // "One action card for each character."
            cards.add(Card.character(a.id()));
            for (Firearm f : Characters.firearms(a)) {
                // "Characters armed with multiple firearms have a firing card for each."
                if (inHand) {
                    ch.mark(a.id(), Ohfa.Mark.firingCards(f.id), Characters.firingCards(ch.now(a.id()), f.id) + 1);
                } else {
                    cards.add(Card.firing(a.id(), f.id));
                }
            }
        }
        // "One troop type card for each troop type; raw, regular, veteran and hero. One reload card. One joker."
        for (Quality q : Quality.values()) cards.add(Card.troop(q));
        cards.add(Card.RELOAD);
        cards.add(Card.JOKER);
        List<Card> pile = ordered(state, cards);
        if (pile == null) pile = shuffle(cards, dice);
        ex.step(Book.FATE_DECK, "The fate deck: " + cards.size() + " cards" + (inHand
                ? "; every firing card starts in its player's hand" : "; the scenario puts the firing cards in the deck"));
        FateDeck deck = FateDeck.shuffled(pile);
        TurnState next = new TurnState(1, null, new Activation(null, List.of(), "the fate deck is shuffled"), deck);
        ch.turn(next);
        return new Outcome(next.describe(), ch.events(), dice.rolls(), ex.steps());
    }

    @Override
    public Outcome advance(GameState state, Dice dice, Explanation ex) {
        if (state.turn() == null || !(state.turn().detail() instanceof FateDeck deck)) {
            return begin(state, dice, ex);
        }
        Changes ch = new Changes(state);
        FateDeck.Draft d = deck.edit();
        int round = state.turn().round();
        // The turn being played is over; a turn below it whose action is still to come goes on.
        if (!d.turns.isEmpty()) d.turns.remove(d.turns.size() - 1);
        while (!d.turns.isEmpty() && d.turns.get(d.turns.size() - 1).acted()) d.turns.remove(d.turns.size() - 1);
        Activation activation;
        if (!d.turns.isEmpty()) {
            activation = goesOn(state, d.turns.get(d.turns.size() - 1), ex);
        } else if (!d.queue.isEmpty()) {
            // "otherwise it is used immediately after the turn is completed, but before the next card is turned"
            d.queue.sort(FateDeck.PRECEDENCE);
            FateDeck.Play p = d.queue.remove(0);
            FateDeck.Slot slot = new FateDeck.Slot(p.actor(), p.source(), p.rank(), p.weapon());
            d.turns.add(slot);
            activation = Turns.activation(state, slot, Turns.how(slot));
            ex.step(Book.PRECEDENCE, "The turn is complete: the waiting " + p.source().label + " of "
                    + state.actor(p.actor()).name() + " is played before the next card is turned");
        } else {
            Drawn drawn = draw(state, ch, d, dice, ex);
            activation = drawn.activation;
            round += drawn.shuffled ? 1 : 0;
        }
        TurnState next = new TurnState(round, null, activation, d.build());
        ch.turn(next);
        return new Outcome(next.describe(), ch.events(), dice.rolls(), ex.steps());
    }

    private record Drawn(Activation activation, boolean shuffled) {
    }

    /**
     * A turn a higher card went before. "When an action card is played part way through another character's
     * turn, then the turn is only interrupted if ...": only a turn its character had begun was interrupted and
     * resumes; one whose character had done nothing yet simply begins now, after the higher card.
     */
    private static Activation goesOn(GameState state, FateDeck.Slot slot, Explanation ex) {
        String name = state.actor(slot.actor()).name();
        if (slot.begun()) {
            ex.step(Book.PRECEDENCE, name + "'s interrupted turn resumes");
            return Turns.activation(state, slot, "the interrupted turn resumes");
        }
        ex.step(Book.PRECEDENCE, name + " had done nothing in his turn when the higher card was played: it went"
                + " first, and his turn begins now");
        Activation a = Turns.activation(state, slot, Turns.how(slot));
        return new Activation(a.side(), a.actors(), a.label() + " (his turn begins now, after the higher card)");
    }

    /** The deck in a request file ({@link DeckForm}). */
    @Override
    public Map<String, Object> writeDetail(TurnDetail detail) {
        return detail instanceof FateDeck d ? DeckForm.write(d) : null;
    }

    @Override
    public TurnDetail readDetail(DetailValues values, GameState state) throws DetailException {
        return DeckForm.read(values, state);
    }

    /** Turns the next card (a dead character's card is set aside and the next turned). */
    private static Drawn draw(GameState s, Changes ch, FateDeck.Draft d, Dice dice, Explanation ex) {
        boolean shuffled = false;
        while (true) {
            if (d.pile.isEmpty()) {
                // Ruling R1: the joker is always in the deck, so only a deck of set-aside cards runs out.
                reshuffle(d, dice);
                shuffled = true;
                ex.step(Book.DECK, "The deck ran out: the discards are shuffled back");
                if (d.pile.isEmpty()) return new Drawn(new Activation(null, List.of(), "the fate deck is empty"), shuffled);
            }
            String drawer = drawer(s, d.draws);
            d.draws++;
            Card card = d.pile.remove(0);
            switch (card.kind()) {
                case CHARACTER -> {
                    Actor a = s.actor(card.actor());
                    if (a == null || a.status().out()) {
                        ex.step(Book.DECK, card.id() + ": " + (a == null ? "not in this game" : a.name()
                                + " is out of the fight") + "; the card is set aside and the next one turned");
                        continue;
                    }
                    d.discards.add(card);
                    takeTroopCards(s, d, a, drawer, ex);
                    d.turns.add(new FateDeck.Slot(a.id(), FateDeck.Source.CHARACTER_CARD, Quality.byId(a.quality()) == null
                            ? 0 : Quality.byId(a.quality()).rank(), null));
                    ex.step(Book.FATE_DECK, "\"If it is a character card, that character takes a turn\": " + a.name());
                    return new Drawn(new Activation(a.side(), List.of(a.id()), "card: " + a.name()), shuffled);
                }
                case TROOP -> {
                    d.displayed.add(card);
                    ex.step(Book.TROOP_CARDS, "A " + Quality.byId(card.quality()).label
                            + " troop type card is displayed face up");
                    return new Drawn(nobody("troop type card displayed: " + card.quality()), shuffled);
                }
                case RELOAD -> {
                    d.reloadUp = true;
                    ex.step(Book.RELOAD, "\"If it is the reload card, it is placed face up on the table.\"");
                    return new Drawn(nobody("the reload card is up"), shuffled);
                }
                case FIRING -> {
                    return new Drawn(nobody(firingCard(s, ch, d, card, ex)), shuffled);
                }
                case JOKER -> {
                    d.discards.add(card);
                    reshuffle(d, dice);
                    ex.step(Book.JOKER, "The Joker: the discards, the reload card and every troop type card are shuffled"
                            + " back into the fate deck; firing cards stay in hand (" + d.pile.size() + " cards)");
                    return new Drawn(nobody("the Joker: the fate deck is shuffled"), true);
                }
                default -> throw new AssertionError(card);
            }
        }
    }

    /** A firing card goes to its player's hand only while the reload card is up, and never to a rider. */
    private static String firingCard(GameState s, Changes ch, FateDeck.Draft d, Card card, Explanation ex) {
        Actor a = s.actor(card.actor());
        if (a == null || a.status().out()) {
            ex.step(Book.DECK, card.id() + ": its character is out of the fight; the card is discarded");
            d.discards.add(card);
            return card.id() + " discarded";
        }
        if (a.mounted()) {
            d.discards.add(card);
            ex.step(Book.B7, "\"Characters who are mounted never receive their firing card\": " + a.name()
                    + "'s is discarded");
            return a.name() + " is mounted: his firing card is discarded";
        }
        if (!d.reloadUp) {
            d.discards.add(card);
            ex.step(Book.FIRING_CARDS, "The reload card is not up: " + a.name() + "'s firing card is discarded");
            return a.name() + "'s firing card is discarded (no reload card up)";
        }
        ch.mark(a.id(), Ohfa.Mark.firingCards(card.weapon()), Characters.firingCards(ch.now(a.id()), card.weapon()) + 1);
        ex.step(Book.FIRING_CARDS, "The reload card is up: " + a.name() + "'s " + card.weapon()
                + " firing card is passed to player " + a.side());
        return a.name() + "'s " + card.weapon() + " firing card goes to player " + a.side();
    }

    /**
     * "The next player to draw a character card of a class at least as high as that of a displayed
     * [troop type] card can keep it in his hand ... He can pick up any number of troop type cards
     * simultaneously." Ruling B6: the character's turn is still taken.
     */
    private static void takeTroopCards(GameState s, FateDeck.Draft d, Actor a, String drawer, Explanation ex) {
        Quality q = Quality.byId(a.quality());
        if (q == null || d.displayed.isEmpty()) return;
        boolean toDrawer = Ohfa.Option.DRAWER.equals(s.option(Ohfa.Option.TROOP_CARD_TO)) && drawer != null;
        String player = toDrawer ? drawer : a.side();
        List<Card> taken = new ArrayList<>();
        for (Card c : d.displayed) {
            if (q.atLeast(Quality.byId(c.quality()))) taken.add(c);
        }
        if (taken.isEmpty()) return;
        d.displayed.removeAll(taken);
        for (Card c : taken) d.hand(player).add(c.quality());
        ex.step(toDrawer ? Book.B6 : Book.TROOP_CARDS, "Player " + player + (toDrawer ? ", who drew " : ", whose ")
                + a.name() + (toDrawer ? " (" : " was drawn (") + q.label + "), takes " + taken.stream().map(Card::id).toList());
    }

    /** Whose draw it is: "The players take it in turn to draw a card". */
    private static String drawer(GameState s, int draws) {
        List<Side> sides = s.sides();
        return sides.isEmpty() ? null : sides.get(draws % sides.size()).id();
    }

    /**
     * "all discards and the reload card are shuffled back into the Fate Deck. Any troop type cards held by
     * players must now be shuffled back into the fate deck too! Players still hang on to their precious firing
     * cards though!" Displayed troop type cards go back too (ruling R1).
     */
    private static void reshuffle(FateDeck.Draft d, Dice dice) {
        List<Card> all = new ArrayList<>(d.pile);
        all.addAll(d.discards);
        if (d.reloadUp) all.add(Card.RELOAD);
        all.addAll(d.displayed);
        for (List<String> hand : d.hands.values()) {
            for (String q : hand) all.add(Card.troop(Quality.byId(q)));
        }
        d.pile.clear();
        d.discards.clear();
        d.displayed.clear();
        d.hands.clear();
        d.reloadUp = false;
        d.pile.addAll(shuffle(all, dice));
    }

    /**
     * A shuffle by recorded dice, so a replay deals the same cards: the cards
     * are sorted by id, then each card of the new deck is picked from those
     * left by a die with as many sides as cards remain ({@link Ohfa.Deck#shuffleFaces}).
     */
    static List<Card> shuffle(List<Card> cards, Dice dice) {
        List<Card> remaining = new ArrayList<>(cards);
        Collections.sort(remaining);
        List<Card> dealt = new ArrayList<>(cards.size());
        while (remaining.size() > 1) {
            dealt.add(remaining.remove(dice.roll(1, remaining.size(), SHUFFLE).face(0) - 1));
        }
        dealt.addAll(remaining);
        return dealt;
    }

    /** The order a scenario or test sets with the {@value Ohfa.Option#DECK_ORDER} option, or null. */
    private static List<Card> ordered(GameState s, List<Card> cards) {
        if (!(s.option(Ohfa.Option.DECK_ORDER) instanceof String text) || text.isBlank()) return null;
        List<Card> order = new ArrayList<>();
        for (String id : text.split(",")) {
            Card c = Card.parse(id.trim());
            if (c == null) {
                throw new IllegalArgumentException("option " + Ohfa.Option.DECK_ORDER + ": '" + id.trim()
                        + "' is not a card (char:ID, troop:QUALITY, reload, joker, fire:ID:WEAPON)");
            }
            order.add(c);
        }
        List<Card> a = new ArrayList<>(order);
        List<Card> b = new ArrayList<>(cards);
        Collections.sort(a);
        Collections.sort(b);
        if (!a.equals(b)) {
            throw new IllegalArgumentException("option " + Ohfa.Option.DECK_ORDER + " must list every card of the deck once: "
                    + b.stream().map(Card::id).toList());
        }
        return order;
    }

    private static Activation nobody(String label) {
        return new Activation(null, List.of(), label);
    }
}
