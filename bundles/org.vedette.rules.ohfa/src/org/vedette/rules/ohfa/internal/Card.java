package org.vedette.rules.ohfa.internal;

import java.util.Objects;

import org.vedette.rules.ohfa.Ohfa;

/**
 * One card of the fate deck ("Fate deck"): a character's action card, a
 * troop type card, the reload card, the joker, or a character's firing card
 * for one firearm. Its id is how files, options and descriptions write it.
 */
record Card(Kind kind, String actor, String quality, String weapon) implements Comparable<Card> {
    enum Kind { CHARACTER, TROOP, RELOAD, JOKER, FIRING }

    static final Card RELOAD = new Card(Kind.RELOAD, null, null, null);
    static final Card JOKER = new Card(Kind.JOKER, null, null, null);

    Card {
        Objects.requireNonNull(kind, "kind");
    }

    static Card character(String actor) {
        return new Card(Kind.CHARACTER, actor, null, null);
    }

    static Card troop(Quality q) {
        return new Card(Kind.TROOP, null, q.id, null);
    }

    static Card firing(String actor, String weapon) {
        return new Card(Kind.FIRING, actor, null, weapon);
    }

    String id() {
        return switch (kind) {
            case CHARACTER -> Ohfa.Deck.character(actor);
            case TROOP -> Ohfa.Deck.troop(quality);
            case RELOAD -> Ohfa.Deck.RELOAD;
            case JOKER -> Ohfa.Deck.JOKER;
            case FIRING -> Ohfa.Deck.firing(actor, weapon);
        };
    }

    /** The card an id names, or null when the id is not a card's. */
    static Card parse(String id) {
        if (id.equals(Ohfa.Deck.RELOAD)) return RELOAD;
        if (id.equals(Ohfa.Deck.JOKER)) return JOKER;
        String[] p = id.split(":", -1);
        if (p.length == 2 && p[0].equals("char") && !p[1].isEmpty()) return character(p[1]);
        if (p.length == 2 && p[0].equals("troop") && Quality.byId(p[1]) != null) return troop(Quality.byId(p[1]));
        if (p.length == 3 && p[0].equals("fire") && !p[1].isEmpty() && Firearm.byId(p[2]) != null) {
            return firing(p[1], p[2]);
        }
        return null;
    }

    @Override
    public int compareTo(Card o) {
        return id().compareTo(o.id());
    }

    @Override
    public String toString() {
        return id();
    }
}
