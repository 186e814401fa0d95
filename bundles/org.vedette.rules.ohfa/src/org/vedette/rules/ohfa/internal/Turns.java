package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;

/**
 * The fate deck's say over who may act: a character's action belongs to his
 * turn (his card, or a troop type card played for him) and he takes one; a
 * shot belongs to his firing card and goes by precedence. Without a fate deck
 * (a request resolved on its own) these checks have nothing to go on and
 * pass.
 */
final class Turns {
    private Turns() {
    }

    static FateDeck deck(GameState s) {
        return s.turn() != null && s.turn().detail() instanceof FateDeck d ? d : null;
    }

    /** "During a characters turn he can make one of the following actions": his turn, and his one action. */
    static void checkAction(GameState s, Actor a, String doing) throws IllegalActionException {
        FateDeck deck = deck(s);
        if (deck == null) return;
        FateDeck.Slot top = deck.top();
        if (top == null || !top.actor().equals(a.id())) {
            throw new IllegalActionException(Book.ACTIONS, a.name() + " cannot " + doing
                    + ": it is not his turn" + (top == null ? "" : " (" + s.actor(top.actor()).name() + "'s turn)"));
        }
        if (top.source() == FateDeck.Source.FIRING_CARD) {
            throw new IllegalActionException(Book.FIRING_CARDS, a.name() + " cannot " + doing
                    + ": his firing card gives him a shot, not a turn");
        }
        if (top.acted()) {
            throw new IllegalActionException(Book.ACTIONS, a.name()
                    + " has already taken his action this turn: \"he can make one of the following actions\"");
        }
    }

    /** The turn after the character's action: his turn is complete and the next card waits. */
    static TurnState afterAction(GameState s, FateDeck.Draft d, Actor a) {
        d.acted();
        return turn(s, d.build(), taken(a));
    }

    /**
     * The turn after an action that may have started a melee waiting for its allocations ({@code m}, or null):
     * the character's action is taken, and those who still have points to commit are the ones to act — "When
     * both players are ready, they simultaneously reveal their dice" — so the table (and the NPC AI) knows whose
     * hand it waits for.
     */
    static TurnState afterAction(GameState s, FateDeck.Draft d, Actor a, PendingMelee m) throws IllegalActionException {
        if (m == null) return afterAction(s, d, a);
        d.acted();
        return turn(s, d.build(), waiting(s, waitingFor(s, m)));
    }

    /** Nobody acts: the character has taken his action, and his turn is complete. */
    static Activation taken(Actor a) {
        return new Activation(a.side(), List.of(), a.name() + " has taken his action");
    }

    /**
     * The fighters a melee still waits for: every one who has not committed and is not Raw ("raw characters
     * ... are not capable of planning their tactics" and throw).
     *
     * @throws IllegalActionException a fighter has no quality the book knows
     */
    static List<String> waitingFor(GameState s, PendingMelee m) throws IllegalActionException {
        List<String> ids = new ArrayList<>();
        for (String f : m.fighters()) {
            if (!m.commitments().containsKey(f) && Quality.of(s.actor(f)) != Quality.RAW) ids.add(f);
        }
        return ids;
    }

    /** The fighters' names, as the table reads them. */
    static List<String> names(GameState s, List<String> ids) {
        List<String> names = new ArrayList<>(ids.size());
        for (String id : ids) names.add(s.actor(id).name());
        return names;
    }

    /** The melee's fighters still to commit as the ones to act, with no side of their own, for they are of both. */
    static Activation waiting(GameState s, List<String> ids) {
        return new Activation(null, ids, "melee: " + String.join(" and ", names(s, ids)) + " to commit combat points");
    }

    static TurnState turn(GameState s, FateDeck deck, Activation activation) {
        return new TurnState(s.turn().round(), null, activation, deck);
    }

    /** How a turn was given, as its activation says it: "card", "Veteran card, free turn", "firing card". */
    static String how(FateDeck.Slot slot) {
        return switch (slot.source()) {
            case CHARACTER_CARD -> "card";
            case TROOP_CARD -> Quality.values()[slot.rank()].label + " card, free turn";
            case FIRING_CARD -> "firing card";
        };
    }

    /** The activation of the turn on top of the stack. */
    static Activation activation(GameState s, FateDeck.Slot slot, String how) {
        Actor a = s.actor(slot.actor());
        return new Activation(a.side(), List.of(a.id()), how + ": " + a.name());
    }
}
