package org.vedette.rules.osoth.internal;

import java.util.List;

import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Quality;

/**
 * Every mark the ruleset keeps on a figure (the constants of
 * {@link Osoth.Mark}), with its type, its meaning and the place of the text
 * that keeps it.
 */
final class MarkSheet {
    static final String THIS_TURN = "this turn";
    static final String THE_CHARGE = "until the charge is over";

    private MarkSheet() {
    }

    static List<MarkSpec> marks() {
        return List.of(
                mark(MarkSpec.flag(Mark.ACTED, "Has acted"), Book.ONCE, THIS_TURN,
                        "The marker for having acted: \"any given figure may only act once during the turn\""),
                mark(MarkSpec.choice(Mark.MORALE, "Morale", List.of(Choice.of(Morale.WAVERING, "Wavering"))), Book.MORALE,
                        "until it rallies", "Its unit failed a morale check: it may only Move or Rally"),
                mark(MarkSpec.flag(Mark.RIFLE_FIRED, "Rifle fired"), Book.RIFLES, "until a Load action",
                        "\"When a Rifle has fired, mark it so that you know it needs to be reloaded\""),
                mark(MarkSpec.count(Mark.LOADS_NEEDED, "Loads needed", 1, 2), Book.FIRE_FIELD, "until loaded",
                        "Load actions a gun still needs: one for light, two for field artillery"),
                mark(MarkSpec.choice(Mark.AMMUNITION, "Ammunition", List.of(Choice.of(Artillery.ROUNDSHOT, "roundshot"),
                        Choice.of(Artillery.CANISTER, "canister"), Choice.of(Artillery.SHELL, "shell"))), Book.AMMUNITION,
                        "until fired", "The ammunition loaded in a gun"),
                mark(MarkSpec.flag(Mark.LIMBERED, "Limbered"), Book.MOUNTING, "until it unlimbers or limbers",
                        "\"Limbered guns cannot fire or load\""),
                mark(MarkSpec.flag(Mark.DISMOUNTED, "Dismounted"), Book.MOUNTING, "until he remounts", "A rider on foot"),
                mark(MarkSpec.actor(Mark.CHARGING, "Charging"), Book.CHARGES, THE_CHARGE, "The figure it charged and reached"),
                mark(MarkSpec.actor(Mark.CHARGED_BY, "Charged by"), Book.CHARGES, THE_CHARGE, "The figure that charged it"),
                inches(Mark.CHARGE_FROM, "Charged from", Book.REACTION,
                        "How far away the charger started: the reaction's range bracket"),
                inches(Mark.CHARGE_LEFT, "Charge left", Book.REACTION,
                        "The charger's movement left to follow a target that moves away; gone once it has attacked"),
                mark(MarkSpec.flag(Mark.HIDDEN, "Hidden"), Book.O9, "until revealed", "Not yet seen by the players"),
                mark(MarkSpec.text(Mark.UNIT, "Unit"), Book.SPLITTING, MarkSpec.THE_GAME,
                        "The unit the figure belongs to after a split or a join"),
                mark(MarkSpec.count(Mark.STRENGTH, "Strength", 1, 1000), Book.STRENGTH, "until the next split or join",
                        "The unit's strength \"immediately after the most recent split\", for half strength"),
                mark(MarkSpec.choice(Mark.QUALITY, "Quality", List.of(Choice.of(Quality.VETERAN, "Veteran"),
                        Choice.of(Quality.AVERAGE, "Average"), Choice.of(Quality.CONSCRIPT, "Conscript"),
                        Choice.of(Quality.CIVILIAN, "Civilian"))), Book.SPLITTING, MarkSpec.THE_GAME,
                        "The quality a joined unit takes from \"the majority of its figures\""),
                mark(MarkSpec.flag(Mark.PROMOTED, "Promoted"), Book.UNITS, MarkSpec.THE_GAME, "An NCO promoted in the field"),
                mark(MarkSpec.flag(Mark.PLAYER_CONTROLLED, "Under the players' control"), Book.GUERRILLAS, MarkSpec.THE_GAME,
                        "Guerrillas a friendly figure came within 6 inches of"),
                mark(MarkSpec.flag(Mark.HOME, "Home"), Book.WINNING, MarkSpec.THE_GAME, "Back behind friendly lines"),
                mark(MarkSpec.flag(Mark.DEALT_WITH, "Dealt with"), Book.INTERROGATE, MarkSpec.THE_GAME,
                        "Parleyed with, interrogated or searched: \"only … once per game\""));
    }

    private static MarkSpec mark(MarkSpec.Builder b, RuleRef rule, String lasts, String meaning) {
        return b.means(meaning).rule(rule).lasts(lasts).build();
    }

    /** Distances in inches, which the builders (whole numbers) do not offer. */
    private static MarkSpec inches(String id, String label, RuleRef rule, String meaning) {
        FieldSpec value = FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, 120).unit("in").help(meaning).build();
        return new MarkSpec(id, null, null, value, null, rule, THE_CHARGE);
    }
}
