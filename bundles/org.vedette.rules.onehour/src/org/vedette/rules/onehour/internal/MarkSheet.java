package org.vedette.rules.onehour.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Mark;

/**
 * Every mark the ruleset keeps on a unit (the constants of
 * {@link OneHour.Mark}), with its type, its meaning and the section that keeps
 * it, and the statuses the book makes impossible.
 */
final class MarkSheet {
    /** Cleared when the unit's side begins its next movement phase (Sequence of Play). */
    static final String THIS_TURN = "this player turn";
    private static final String IN_CONTACT = "while the units are in contact";

    private MarkSheet() {
    }

    static List<MarkSpec> marks() {
        List<Choice> arcs = List.of(Choice.of(Arc.FRONT, "front"), Choice.of(Arc.FLANK, "flank"),
                Choice.of(Arc.REAR, "rear"));
        return List.of(
                mark(MarkSpec.flag(Mark.MOVED, "Moved"), Book.MOVING_AND_SHOOTING, THIS_TURN,
                        "Moved this turn (a distance, or a charge)"),
                mark(MarkSpec.flag(Mark.PIVOTED, "Pivoted"), Book.MOVING_AND_SHOOTING, THIS_TURN, "Pivoted this turn"),
                mark(MarkSpec.flag(Mark.USED_ROAD, "Used the road"), Book.ROADS, THIS_TURN,
                        "Used the +3\" road bonus this turn: \"the unit may not fire if it uses this bonus\""),
                mark(MarkSpec.flag(Mark.FIRED, "Fired"), Book.FIELD_OF_FIRE, THIS_TURN,
                        "Has shot this turn: \"Units may only shoot at a single target\""),
                mark(MarkSpec.flag(Mark.FOUGHT, "Fought"), Book.MELEE_CASUALTIES, THIS_TURN,
                        "Has fought its round of hand-to-hand combat this turn"),
                mark(MarkSpec.flag(Mark.HEDGE, "Hedge marker"), Book.HEDGE, "until it moves or pivots",
                        "A skirmisher standing still in the open: cover against shooting"),
                mark(MarkSpec.flag(Mark.SQUARE, "In square"), Book.SQUARE, "until it leaves square",
                        "Infantry or light infantry in square"),
                mark(MarkSpec.flag(Mark.SQUARE_TESTED, "Tested to form square"), Book.SQUARE, IN_CONTACT,
                        "Has tested to form square against the cavalry now in contact"),
                mark(MarkSpec.flag(Mark.IMPETUS_LOST, "Impetus lost"), Book.IMPETUS, MarkSpec.THE_GAME,
                        "Heavy cavalry that has lost its impetus die for the rest of the game"),
                mark(MarkSpec.actor(Mark.CHARGING, "Charging"), Book.CHARGE_MOVES, IN_CONTACT,
                        "The enemy unit it charged and is in contact with"),
                mark(MarkSpec.actor(Mark.CHARGED_BY, "Charged by"), Book.CHARGE_MOVES, IN_CONTACT,
                        "The enemy unit that charged it and is in contact with it"),
                mark(MarkSpec.choice(Mark.ATTACKED_FROM, "Attacked in the", arcs), Book.FLANK_OR_REAR, IN_CONTACT,
                        "Where the charger hit it: front, flank or rear"));
    }

    private static MarkSpec mark(MarkSpec.Builder b, RuleRef rule, String lasts, String meaning) {
        return b.means(meaning).rule(rule).lasts(lasts).build();
    }

    /**
     * What the book makes impossible: a unit counts hits only ("Eliminating
     * Units"); it takes no shock and is never down.
     */
    static List<String> checkStatus(Actor a) {
        List<String> problems = new ArrayList<>(0);
        if (a.status().shock() > 0) {
            problems.add(a.name() + " has " + a.status().shock()
                    + " shock, and a unit of the One Hour Wargame counts hits only [" + Book.ELIMINATION + "]");
        }
        if (a.status().down()) {
            problems.add(a.name() + " is down, and a unit of the One Hour Wargame is never down: it counts hits only ["
                    + Book.ELIMINATION + "]");
        }
        return problems;
    }
}
