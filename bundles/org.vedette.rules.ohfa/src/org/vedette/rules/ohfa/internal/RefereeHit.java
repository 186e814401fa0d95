package org.vedette.rules.ohfa.internal;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Cover;

/**
 * The referee's hit (Wound roll — Damage table): a hit the engine did not
 * resolve — a grenade's template the table placed, a shot from a character
 * off the table — rolled as every hit is: a shock counter, the damage table
 * for the character's quality, the save (better in cover) (see
 * {@link Damage}). And the fate deck (ruling R2) for a character the referee
 * adds or removes.
 */
final class RefereeHit {
    private RefereeHit() {
    }

    static ActionSpec spec() {
        return new ActionSpec(Referee.HIT, "Hit (damage table)", Book.WOUND_ROLL, Timing.ANY_TIME, List.of(),
                List.of(FieldSpec.actor(Referee.TARGET, "Who is hit", true),
                        FieldSpec.builder(Ohfa.Input.COVER, FieldType.CHOICE).label("Cover").defaultValue(Cover.NONE)
                                .choices(List.of(Choice.of(Cover.NONE, "none"), Choice.of(Cover.SOFT, "soft (+1 to save)"),
                                        Choice.of(Cover.HARD, "hard (+2 to save)")))
                                .help("\"Soft cover +1 to save, hard cover +2 to save\" (OHFA Wound roll — Cover)").build()));
    }

    static Outcome resolve(ActionRequest q, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor target = s.actor(q.text(Referee.TARGET));
        if (target.status().out()) {
            throw new IllegalActionException(Book.WOUND_ROLL, target.name() + " is out of the fight: no hit can harm him further");
        }
        String cover = q.text(Ohfa.Input.COVER);
        int bonus = Cover.HARD.equals(cover) ? 2 : Cover.SOFT.equals(cover) ? 1 : 0;
        Changes ch = new Changes(s);
        Damage.Result result = Damage.hit(ch, target.id(), bonus, dice, ex);
        return new Outcome(target.name() + " is hit: " + result.text, ch.events(), dice.rolls(), ex.steps());
    }

    /**
     * Ruling R2: a character the referee adds has an action card ("One
     * action card for each character"), put at the bottom of the draw pile:
     * he acts once every card now in the pile has been drawn, and with the
     * rest after the joker's reshuffle.
     */
    static TurnState joined(GameState state, Actor a) {
        TurnState t = state.turn();
        if (!(t.detail() instanceof FateDeck deck)) return t;
        FateDeck.Draft d = deck.edit();
        d.pile.add(Card.character(a.id()));
        return new TurnState(t.round(), t.phase(), t.activation(), d.build());
    }

    /**
     * Ruling R2: a character the referee removes takes his cards with him —
     * his action card and his firing cards, wherever they lie — unless his
     * turn is being played, a play of his waits, or he is in a melee waiting
     * for allocations: those are finished first.
     */
    static TurnState left(GameState state, Actor a) throws IllegalActionException {
        TurnState t = state.turn();
        if (!(t.detail() instanceof FateDeck deck)) return t;
        String id = a.id();
        if (deck.turns().stream().anyMatch(slot -> slot.actor().equals(id))
                || deck.queue().stream().anyMatch(p -> p.actor().equals(id))
                || (deck.melee() != null && deck.melee().fighters().contains(id))) {
            throw new IllegalActionException(Book.R2, a.name()
                    + "'s turn, a play of his or his melee is in progress: finish it ('next') before taking him off the table");
        }
        FateDeck.Draft d = deck.edit();
        d.pile.removeIf(c -> id.equals(c.actor()));
        d.discards.removeIf(c -> id.equals(c.actor()));
        return new TurnState(t.round(), t.phase(), t.activation(), d.build());
    }
}
