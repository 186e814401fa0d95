package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.RuleRef;
import org.vedette.actions.Morale;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor.Mark;

/**
 * Every mark the ruleset keeps on a figure (the constants of
 * {@link org.vedette.rules.riskfactor.RiskFactor.Mark}), with its type, its
 * meaning and the section that keeps it.
 */
final class MarkSheet {
    /** Cleared when the figure's side begins its next command phase (Play Sequence). */
    static final String THIS_TURN = "this turn of its side";
    private static final String NEXT_ROLL = "until the group's next Actions-table roll";

    private MarkSheet() {
    }

    static List<MarkSpec> marks() {
        List<Choice> results = new ArrayList<>();
        for (Result r : Result.values()) results.add(Choice.of(r.id(), r.word()));
        List<Choice> morale = new ArrayList<>();
        for (Morale m : Morale.values()) morale.add(Choice.of(m.id(), m.id().replace('-', ' ')));
        return List.of(
                mark(MarkSpec.count(Mark.COMMAND_POINTS, "Command points", 0, 99), Book.COMMAND_DICE, THIS_TURN,
                        "The points a Player Character has left this turn; his activated NCOs command with them"),
                mark(MarkSpec.flag(Mark.DRUM, "Drummer's extra D6 thrown"), Book.COMMAND_DICE, THIS_TURN,
                        "Throw an extra D6 if at least 1 Drummer and/or Bugler is commanded: thrown this turn"),
                mark(MarkSpec.flag(Mark.COMMANDED, "Commanded"), Book.WHOLE_GROUP, THIS_TURN,
                        "Activated this turn: the figure acts as its player wishes"),
                mark(MarkSpec.actor(Mark.CHAIN, "Commands for"), Book.ON_BEHALF, THIS_TURN,
                        "An activated NCO, drummer or bugler commands on behalf of this Player Character"),
                mark(MarkSpec.choice(Mark.ACTION, "Actions-table result", results), Book.ACTIONS_TABLE, THIS_TURN,
                        "What the uncommanded group will try to do this turn"),
                mark(MarkSpec.choice(Mark.MORALE, "Morale", morale), Book.C10, NEXT_ROLL,
                        "The morale effect of the group's last Actions-table result"),
                mark(MarkSpec.text(Mark.OBSERVED, "Observed"), Book.RISK_FACTORS, "until noted again",
                        "What the referee last noted the group sees: observation ids separated by spaces"),
                decimal(Mark.MOVED, "Moved", "cm", Book.MOVEMENT, THIS_TURN, "Centimetres moved this turn"),
                mark(MarkSpec.flag(Mark.FIRED, "Fired"), Book.SHOOTING_PHASE, THIS_TURN, "Has shot this turn"),
                mark(MarkSpec.flag(Mark.FOUGHT, "Fought"), Book.MELEE_PHASE, THIS_TURN, "Has fought this turn"),
                mark(MarkSpec.count(Mark.LOADED, "Loaded in turn", 0, 999), Book.LOADING, "until he moves more than half speed",
                        "The turn a commanded figure halted to load his muzzle-loader (0: before the game); he fires in a later turn"),
                mark(MarkSpec.count(Mark.GRAZES, "Grazes", 1, 99), Book.DAMAGE, MarkSpec.THE_GAME,
                        "Grazes taken; a graze has no effect"));
    }

    private static MarkSpec mark(MarkSpec.Builder b, RuleRef rule, String lasts, String meaning) {
        return b.means(meaning).rule(rule).lasts(lasts).build();
    }

    /** A distance: MarkSpec's builder has whole numbers only, and a figure moves 12.5 cm. */
    private static MarkSpec decimal(String id, String label, String unit, RuleRef rule, String lasts, String meaning) {
        FieldSpec value = FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, 100).unit(unit).required(true)
                .help(meaning).build();
        return new MarkSpec(id, null, List.of(), value, List.of(), rule, lasts);
    }
}
