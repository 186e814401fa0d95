package org.vedette.rules.osoth.internal;

import java.util.List;
import java.util.function.Supplier;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.rules.osoth.tables.Tables;

/**
 * One resolution: the request, the game as the events so far leave it, the
 * dice, the tables in force and the ledger being changed. In a game (a turn
 * with a {@link TurnLedger}) the outcome ends with the turn the resolution
 * leaves — who may act now, the ledger's new state; resolved on its own (a
 * request file) there is no ledger and no turn to change.
 */
final class Play {
    final ActionRequest r;
    final GameState s;
    final Dice dice;
    final Explanation ex;
    final Changes ch;
    final Tables t;
    /** The ledger being changed, or null outside a game. */
    final Draft ledger;
    /** The ruleset's figures' standings of the last states resolved against, or null to read every figure anew. */
    private final Standings standing;
    /** What every rehearsal gives, in place of its outcome (immutable). */
    private static final Outcome REHEARSED = new Outcome("rehearsed", List.of(), List.of(), List.of());
    /** A rehearsal ({@code Ruleset.rehearse}): its outcome is thrown away, so who acts next is not worked out. */
    private final boolean rehearsal;

    /**
     * The rest of a resolution past its last check — it refuses nothing — with the values it carries on from the
     * part before. It reads the play it is given, never the one it was made in: a rehearsal's rest runs, if at
     * all, in the resolution resumed from it ({@link #resumed}).
     */
    @FunctionalInterface
    interface Rest {
        Outcome of(Play p) throws IllegalActionException;
    }

    /** The rest a rehearsal stopped at ({@link #then}), or null before. */
    private Rest rest;
    /** Whether this rehearsal left out work a resolution does (revealing a hidden unit): it cannot be resumed. */
    private boolean leftOut;

    Play(ActionRequest r, GameState s, Dice dice, Explanation ex, Tables t,
            Standings standing, boolean rehearsal) {
        this.standing = standing;
        this.rehearsal = rehearsal;
        this.r = r;
        this.s = s;
        this.dice = dice;
        this.ex = ex;
        this.t = t;
        this.ch = new Changes(s);
        this.ledger = s.turn() != null && s.turn().detail() instanceof TurnLedger l ? new Draft(l) : null;
    }

    /**
     * The resolution a rehearsal stopped short of, to go on with the resolution's dice and explanation: the same
     * request, state, tables, changes and ledger so far.
     */
    private Play(Play rehearsed, Dice dice, Explanation ex) {
        this.standing = rehearsed.standing;
        this.rehearsal = false;
        this.r = rehearsed.r;
        this.s = rehearsed.s;
        this.dice = dice;
        this.ex = ex;
        this.t = rehearsed.t;
        this.ch = rehearsed.ch;
        this.ledger = rehearsed.ledger;
    }

    Actor actor() {
        return s.actor(r.text(Input.ACTOR));
    }

    /** The target input's figure. */
    Actor target(RuleRef rule) throws IllegalActionException {
        String id = r.text(Input.TARGET);
        if (id == null) throw new IllegalActionException(rule, "choose the target");
        return s.actor(id);
    }

    /** A box of the form: as ticked when given, else as the figure stands (ruling O4). */
    boolean box(String input, boolean figure) {
        return r.input(input) instanceof Boolean b ? b : figure;
    }

    /** Whether this is a rehearsal ({@code Ruleset.rehearse}), whose outcome is thrown away. */
    boolean rehearsal() {
        return rehearsal;
    }

    /** Every figure of the unit as the resolution leaves it so far ({@link Figures#members}). */
    List<Actor> members(String unit) {
        return Initiatives.members(ch, unit, standing);
    }

    /**
     * The figures of the unit still on the table ({@link Figures#present}), found among its members through the
     * ruleset's standing rather than by asking every figure of the game its unit.
     */
    List<Actor> present(String unit) {
        List<Actor> list = members(unit);
        list.removeIf(a -> Figures.out(ch, a));
        return list;
    }

    /** This rehearsal left out work a resolution does: its changes are not the resolution's. */
    void leftOut() {
        leftOut = true;
    }

    /**
     * The rest of the resolution, past its last check: run now, or, in a rehearsal, kept and not run — nothing in
     * it can refuse the action, and its outcome would be thrown away.
     */
    Outcome then(Rest rest) throws IllegalActionException {
        if (!rehearsal) return rest.of(this);
        this.rest = rest;
        return REHEARSED;
    }

    /**
     * Whether a resolution of this rehearsal's request against its state, with nothing to explain, goes as this
     * rehearsal went up to the rest it stopped at: it got there, threw no dice on the way (so the trial dice
     * decided nothing) and left nothing out.
     */
    boolean resumable() {
        return rehearsal && rest != null && !leftOut && dice.rolls().isEmpty();
    }

    /**
     * The outcome a resolution of this {@link #resumable} rehearsal's request against its state gives: its rest
     * run on the resolution's dice and explanation (which has nothing to say). Once only: it goes on with this
     * rehearsal's changes.
     */
    Outcome resumed(Dice resolving, Explanation explaining) throws IllegalActionException {
        return rest.of(new Play(this, resolving, explaining));
    }

    void step(RuleRef rule, Supplier<String> text) {
        if (ex.isWanted()) ex.step(rule, text.get());
    }

    /** The outcome with a headline composed already (a referee's entry, a constant). */
    Outcome outcome(String headline) {
        return outcome(() -> headline);
    }

    /**
     * The outcome, its headline composed only when read: bulk runs pay for no
     * text. The supplier reads only values fixed by the resolution.
     */
    Outcome outcome(Supplier<String> headline) {
        // A rehearsal asks only whether the rules refuse the action: its outcome is thrown away unread. Who acts next
        // is left to the resolution resumed from it, if any.
        if (rehearsal) {
            this.rest = p -> p.outcome(headline);
            return REHEARSED;
        }
        if (ledger != null) {
            TurnState now = s.turn();
            TurnLedger built = ledger.build();
            ch.turn(new TurnState(now.round(), null, Initiatives.activation(ch, built, standing), built));
        }
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }
}
