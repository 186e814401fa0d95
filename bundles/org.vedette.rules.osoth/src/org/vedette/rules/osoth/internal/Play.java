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
        // A rehearsal asks only whether the rules refuse the action: its outcome is thrown away unread.
        if (rehearsal) return REHEARSED;
        if (ledger != null) {
            TurnState now = s.turn();
            TurnLedger built = ledger.build();
            ch.turn(new TurnState(now.round(), null, Initiatives.activation(ch, built, standing), built));
        }
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }
}
