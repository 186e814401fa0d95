package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.AlternateSides;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnStructure;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;

/**
 * "Play Sequence": each side in turn — (1) its Player Characters dice for
 * command points and determine the units under command, then its other
 * units dice on the Actions table; (2) move; (3) shoot; (4) melee — then
 * (5) the other side the same. Sides and phases follow core's
 * {@link AlternateSides}; what this adds needs dice, which a phase start
 * does not have: when a side's command phase ends, every group of it that no
 * one commands dices on the Actions table (ruling C15), and those rolls are
 * the faces of the journal's {@code next} entry.
 */
final class Sequence implements TurnStructure {
    /** Marks that last one turn of their side: cleared when its command phase begins. */
    private static final String[] TURN_MARKS = { Mark.COMMAND_POINTS, Mark.DRUM, Mark.COMMANDED, Mark.CHAIN,
            Mark.ACTION, Mark.MOVED, Mark.FIRED, Mark.FOUGHT };

    private final Tables tables;

    Sequence(Tables tables) {
        this.tables = tables;
    }

    private final AlternateSides sides = new AlternateSides(TurnKind.COMMAND_THEN_ACTIONS, Book.PLAY_SEQUENCE, List.of(
            new PhaseSpec(Phase.COMMAND, "1. Command", Book.COMMAND_PHASE),
            new PhaseSpec(Phase.MOVEMENT, "2. Movement", Book.MOVEMENT_PHASE),
            new PhaseSpec(Phase.SHOOTING, "3. Shooting", Book.SHOOTING_PHASE),
            new PhaseSpec(Phase.MELEE, "4. Melee", Book.MELEE_PHASE)), Sequence::newTurn);

    /** A side's command phase begins: last turn's command, results, moves, shots and fights no longer count. */
    private static List<GameEvent> newTurn(GameState s, Explanation ex) {
        if (!Phase.COMMAND.equals(s.turn().phase())) return List.of();
        String side = s.turn().activation().side();
        Changes c = new Changes(s);
        for (Actor a : s.actors().values()) {
            if (!side.equals(a.side())) continue;
            // Only the marks he bears: clearing an absent one changes nothing (Changes.mark makes no event of it),
            // and asking costs a lookup of the game's marks for every figure, every turn.
            if (a.marks().isEmpty()) continue;
            for (String m : TURN_MARKS) {
                if (a.marks().get(m) != null) c.mark(a.id(), m, null);
            }
        }
        if (!c.events().isEmpty()) {
            ex.step(Book.COMMAND_PHASE, "A new turn for " + side + ": last turn's command and Actions-table results no longer count");
        }
        return c.events();
    }

    @Override
    public TurnKind kind() {
        return sides.kind();
    }

    @Override
    public RuleRef rule() {
        return sides.rule();
    }

    @Override
    public List<PhaseSpec> phases() {
        return sides.phases();
    }

    @Override
    public Outcome begin(GameState state, Dice dice, Explanation explanation) {
        return atCommandStart(state, sides.begin(state, dice, explanation), dice, explanation);
    }

    @Override
    public Outcome advance(GameState state, Dice dice, Explanation explanation) {
        Outcome moved = sides.advance(state, dice, explanation);
        if (state.turn() == null || !Phase.COMMAND.equals(state.turn().phase())) return atCommandStart(state, moved, dice, explanation);
        GameState after = state.apply(moved.events());
        Changes c = new Changes(after);
        explanation.step(Book.COMMAND_PHASE, "Determine units under command then dice for all their side's units on the Actions table");
        Chart.rollUncommanded(c, state.turn().activation().side(), tables, dice, explanation);
        List<GameEvent> events = new ArrayList<>(moved.events());
        events.addAll(c.events());
        return new Outcome(moved.headline(), events, dice.rolls(), explanation.steps());
    }

    /**
     * A side's command phase begins: when the side has no Player Character
     * standing, no one can command any of it this turn, and every group dices
     * on the Actions table at once — the start of the command phase gives
     * every uncommanded unit's result (ruling C15). A side with Player
     * Characters dices when its command is determined, at the phase's end.
     */
    private Outcome atCommandStart(GameState before, Outcome moved, Dice dice, Explanation explanation) {
        GameState after = before.apply(moved.events());
        if (after.turn() == null || !Phase.COMMAND.equals(after.turn().phase())) return moved;
        String side = after.turn().activation().side();
        if (side == null) return moved;
        for (Actor a : after.actors().values()) {
            if (side.equals(a.side()) && Groups.playerCharacter(a) && !a.status().out()) return moved;
        }
        Changes c = new Changes(after);
        explanation.step(Book.C15, side + " has no Player Character to dice for command points: none of its units is commanded, and all dice on the Actions table now");
        Chart.rollUncommanded(c, side, tables, dice, explanation);
        if (c.events().isEmpty()) return moved;
        List<GameEvent> events = new ArrayList<>(moved.events());
        events.addAll(c.events());
        return new Outcome(moved.headline(), events, dice.rolls(), explanation.steps());
    }
}
