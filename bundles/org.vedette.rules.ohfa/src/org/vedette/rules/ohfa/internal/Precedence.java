package org.vedette.rules.ohfa.internal;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.Activation;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Input;

/**
 * Held cards and who goes first ("Fate deck", "Precedence"): a troop type
 * card gives a free turn to one of its player's characters of its class or
 * higher; a firing card gives a shot. A play interrupts the turn in progress
 * only if it ranks higher; otherwise it waits until the turn is complete,
 * before the next card is turned, the waiting plays going by rank, then
 * action cards before firing cards, then the first declared — and when two
 * are declared at the same moment, a die decides ("If in doubt throw a dice").
 * Between turns no card is played at once: all those declared before the next
 * card is turned wait together and go by the same precedence.
 */
final class Precedence {
    static final String DOUBT = "precedence: if in doubt throw a dice";

    private Precedence() {
    }

    /**
     * Whether a shot may be taken now, and whether it is the shooter's own
     * play (his firing card or his own turn on top).
     *
     * @throws IllegalActionException the shot must wait: a higher or equal turn is being played
     */
    static boolean checkShot(GameState s, FateDeck deck, Actor shooter, Quality q) throws IllegalActionException {
        FateDeck.Slot top = deck.top();
        if (top != null && top.actor().equals(shooter.id())
                && (top.source() != FateDeck.Source.FIRING_CARD || !top.acted())) {
            return true;
        }
        FateDeck.Slot active = deck.active();
        if (active != null && q.rank() > active.rank()) return false;
        // Between turns a shot is a firing card declared like any other card: all declared then go by precedence.
        String why = active == null
                ? "no turn is in progress, and the cards played between turns go by precedence, not by who spoke first"
                : s.actor(active.actor()).name() + "'s " + active.source().label + " turn ranks "
                        + Quality.values()[active.rank()].label + " and " + shooter.name() + " is " + q.label
                        + ": a firing card interrupts only a lower rank";
        throw new IllegalActionException(Book.PRECEDENCE, shooter.name() + " cannot shoot now: " + why
                + ". Declare it with '" + Ohfa.Action.PLAY_CARD + "'; " + (active == null
                        ? "'next' plays the declared cards, the superior first" : "it is played when the turn is complete"));
    }

    /** Declares a held card. */
    static Outcome play(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor a = s.actor(r.text(Input.ACTOR));
        Quality q = Quality.of(a);
        String card = r.text(Input.CARD);
        boolean firing = Ohfa.Card.FIRING.equals(card);
        Quality cardQuality = firing ? null : Quality.byId(card);
        String weapon = null;
        if (firing) {
            weapon = Shooting.firearm(r.text(Input.WEAPON), a).id;
            Characters.checkNotShocked(a, "play a firing card: \"thus missing a chance to move or shoot\"");
        } else if (!q.atLeast(cardQuality)) {
            throw new IllegalActionException(Book.TROOP_CARDS, a.name() + " is " + q.label + ": a " + cardQuality.label
                    + " card gives a free turn only to \"any of his characters of a class at least as high as that on the card\"");
        }
        FateDeck deck = Turns.deck(s);
        if (deck == null) {
            // A request on its own: no deck to keep the play in, so say what it does.
            ex.step(firing ? Book.FIRING_CARDS : Book.TROOP_CARDS, "Without a fate deck in play the card is taken at once");
            return new Outcome(a.name() + (firing ? " plays his " + weapon + " firing card: he may shoot now"
                    : " is given a free turn by a " + cardQuality.label + " card"), List.of(), dice.rolls(), ex.steps());
        }
        FateDeck.Draft d = deck.edit();
        if (!firing) {
            List<String> hand = d.hand(a.side());
            if (!hand.remove(cardQuality.id)) {
                throw new IllegalActionException(Book.TROOP_CARDS, "player " + a.side() + " holds no " + cardQuality.label
                        + " troop type card" + (deck.hand(a.side()).isEmpty() ? "" : "; he holds " + deck.hand(a.side())));
            }
            d.discards.add(Card.troop(cardQuality));
        }
        for (FateDeck.Play p : deck.queue()) {
            if (p.actor().equals(a.id())) {
                throw new IllegalActionException(Book.PRECEDENCE, a.name() + " already has a play waiting");
            }
        }
        FateDeck.Source source = firing ? FateDeck.Source.FIRING_CARD : FateDeck.Source.TROOP_CARD;
        int rank = firing ? q.rank() : cardQuality.rank();
        FateDeck.Play play = new FateDeck.Play(a.id(), source, rank, firing ? null : cardQuality.id, weapon,
                d.declarations++);
        FateDeck.Slot active = deck.active();
        String what = firing ? a.name() + "'s " + weapon + " firing card" : "a " + cardQuality.label
                + " troop type card for " + a.name();
        Changes ch = new Changes(s);
        String headline;
        boolean own = active != null && active.actor().equals(a.id());
        // Between turns nothing is played at once: every card declared then waits, and 'next' takes them by
        // precedence before the next card is turned (ruling R1, "irrespective of the order in which they were declared").
        if (own || (active != null && rank > active.rank())) {
            if (own) d.began();
            d.turns.add(new FateDeck.Slot(a.id(), source, rank, weapon));
            Activation act = Turns.activation(s, d.turns.get(d.turns.size() - 1), firing ? "firing card" : "free turn");
            ch.turn(Turns.turn(s, d.build(), act));
            headline = what + (own ? " is played in his own turn" : " interrupts " + s.actor(active.actor()).name() + "'s turn");
            ex.step(Book.PRECEDENCE, own ? "\"characters making an action in their own turn take precedence\""
                    : Quality.values()[rank].label + " outranks the " + Quality.values()[active.rank()].label
                            + " turn in progress: it is interrupted");
        } else {
            FateDeck.Play last = lastDeclared(deck);
            if (r.flag(Input.SIMULTANEOUS) && last != null && last.rank() == rank && last.source() == source) {
                // "Otherwise, the first to declare goes first. If in doubt throw a dice."
                int mine;
                int theirs;
                do {
                    mine = dice.d6(DOUBT + " (" + a.name() + ")");
                    theirs = dice.d6(DOUBT + " (" + s.actor(last.actor()).name() + ")");
                } while (mine == theirs);
                if (mine > theirs) {
                    d.queue.remove(last);
                    d.queue.add(new FateDeck.Play(last.actor(), last.source(), last.rank(), last.quality(), last.weapon(),
                            play.order()));
                    play = new FateDeck.Play(play.actor(), source, rank, play.quality(), weapon, last.order());
                }
                ex.step(Book.PRECEDENCE, "Declared together with " + s.actor(last.actor()).name() + " at the same rank: dice "
                        + mine + " against " + theirs + ", " + (mine > theirs ? a.name() : s.actor(last.actor()).name())
                        + " goes first");
            }
            d.queue.add(play);
            ch.turn(Turns.turn(s, d.build(), s.turn().activation()));
            headline = what + (active == null ? " is declared: 'next' plays the cards declared between turns, the"
                    + " superior first" : " waits until " + s.actor(active.actor()).name() + "'s turn is complete");
            ex.step(Book.PRECEDENCE, active == null ? "No turn is in progress: \"When more than one action card is played"
                    + " in the same turn, then irrespective of the order in which they were declared, the superior card"
                    + " goes first\" — every card declared before the next card is turned waits, and 'next' takes them"
                    + " by precedence" : "\"the turn is only interrupted if the action card is of higher rank than the"
                    + " character who is taking his turn, otherwise it is used immediately after the turn is completed\"");
        }
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    private static FateDeck.Play lastDeclared(FateDeck deck) {
        FateDeck.Play last = null;
        for (FateDeck.Play p : deck.queue()) {
            if (last == null || p.order() > last.order()) last = p;
        }
        return last;
    }
}
