package org.vedette.rules.onehour.internal;

import java.util.List;

import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Timing;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Cover;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;

/** The action catalog and the options, as the referee's form shows them. */
final class Catalog {
    private Catalog() {
    }

    private static final FieldSpec UNIT = FieldSpec.actor(Input.ACTOR, "Unit", true);
    private static final FieldSpec TARGET = FieldSpec.actor(Input.TARGET, "Target", true);

    private static final Choice[] ARCS = { Choice.of(Arc.FRONT, "Front"), Choice.of(Arc.FLANK, "Flank"),
            Choice.of(Arc.REAR, "Rear") };

    private static FieldSpec flag(String id, String label, String help) {
        return FieldSpec.flag(id, label, help);
    }

    private static FieldSpec inches(String id, String label, double max, String help) {
        return FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, max).unit("in").required(true)
                .help(help).build();
    }

    private static FieldSpec degrees(String id, String label, String help) {
        return FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, 180).unit("deg").defaultValue(0.0)
                .help(help).build();
    }

    private static FieldSpec arc(String id, String label, Object defaultValue, String help) {
        return FieldSpec.builder(id, FieldType.CHOICE).label(label).choices(List.of(ARCS)).defaultValue(defaultValue)
                .help(help).build();
    }

    /** The ground a move or a charge crosses (Terrain). */
    private static final List<FieldSpec> GROUND = List.of(
            flag(Input.WOODS, "Enters woods", "Only Light Infantry and Skirmishers may enter woods (1H Terrain)"),
            flag(Input.ENTERS_TOWN, "Enters a town", "Artillery cannot enter a town (1H Terrain)"),
            flag(Input.ENDS_IN_TOWN, "Ends in a town", "Cavalry may not end their moves in a town (1H Terrain)"),
            flag(Input.MARSH_OR_LAKE, "Crosses marsh or lake", "Marshland and lakes are impassable to all (1H Terrain)"),
            flag(Input.CROSSES_RIVER, "Crosses a river", "Rivers may only be crossed via bridges or fords (1H Terrain)"),
            flag(Input.AT_BRIDGE_OR_FORD, "At a bridge or ford", "The river crossing is by a bridge or ford (1H Terrain)"));

    private static List<FieldSpec> with(List<FieldSpec> first, List<FieldSpec> then) {
        java.util.ArrayList<FieldSpec> all = new java.util.ArrayList<>(first);
        all.addAll(then);
        return List.copyOf(all);
    }

    static List<ActionSpec> actions() {
        return List.of(
                new ActionSpec(Action.MOVE, "Move", Book.MOVEMENT, Timing.IN_TURN, List.of(Phase.MOVEMENT), with(List.of(UNIT,
                        inches(Input.DISTANCE, "Distance", 24, "Inches moved, up to the type's allowance (+3\" by road) (1H Movement)"),
                        flag(Input.PIVOT, "Pivots", "Pivots on its centre at the start and/or end of the move; artillery that pivots cannot shoot (1H Movement)"),
                        flag(Input.ROAD, "By road", "The entire move is spent on the road: +3\", but a unit that uses the bonus may not fire (1H Terrain — Roads)")),
                        GROUND)),
                new ActionSpec(Action.STAND, "Stand (hedge marker)", Book.HEDGE, Timing.IN_TURN, List.of(Phase.MOVEMENT), List.of(UNIT,
                        flag(Input.IN_OPEN, "Entirely in open ground", "Skirmishers that do not move or pivot and are entirely in open ground receive a hedge marker"))),
                new ActionSpec(Action.CHARGE, "Charge", Book.CHARGE_MOVES, Timing.IN_TURN, List.of(Phase.MOVEMENT), with(List.of(UNIT, TARGET,
                        inches(Input.DISTANCE, "Distance", 24, "Inches moved into contact, up to the type's allowance; no road bonus (1H Charge Moves)"),
                        degrees(Input.TURN, "Turn at the start", "A charging unit may turn once, at the start of its move, by no more than 45 degrees"),
                        arc(Input.ARC_AT_START, "Arc at the start", Arc.FRONT, "The target's arc holding the charger's front-centre when the charge starts (arcs extend 45° from each face)"),
                        arc(Input.ARC_AT_END, "Arc at the end", Arc.FRONT, "The target's arc holding the charger's front-centre when the charge ends; flank or rear at both is a flank or rear attack"),
                        flag(Input.ROAD, "By road", "The road bonus may not be received if charging")),
                        GROUND)),
                new ActionSpec(Action.FORM_SQUARE, "Form square", Book.SQUARE, Timing.ANY_TIME, List.of(), List.of(UNIT)),
                new ActionSpec(Action.LEAVE_SQUARE, "Leave square", Book.SQUARE, Timing.IN_TURN, List.of(Phase.MOVEMENT), List.of(UNIT)),
                new ActionSpec(Action.TURN_TO_FACE, "Turn to face", Book.MELEE_AND_MOVEMENT, Timing.IN_TURN, List.of(Phase.MOVEMENT), List.of(UNIT, TARGET)),
                new ActionSpec(Action.SHOOT, "Shoot", Book.SHOOTING, Timing.IN_TURN, List.of(Phase.SHOOTING), List.of(UNIT, TARGET,
                        inches(Input.RANGE, "Range", 120, "From the centre of the firer's front edge to the nearest part of the target (1H Adjudge Field of Fire)"),
                        degrees(Input.ANGLE, "Angle off the front", "Degrees between the firer's front facing and the target; at most 45, any from a town"),
                        flag(Input.FIRER_IN_TOWN, "Firer in a town", "Units in towns have a field of fire of 360 degrees"),
                        FieldSpec.builder(Input.COVER, FieldType.CHOICE).label("Target in").defaultValue(Cover.NONE)
                                .choices(List.of(Choice.of(Cover.NONE, "Open"), Choice.of(Cover.TOWN, "Town"),
                                        Choice.of(Cover.SCENARIO_COVER, "Scenario cover")))
                                .help("Units in towns or in terrain the scenario designates as cover save each hit on 4+").build(),
                        flag(Input.LINE_BLOCKED, "Line of fire blocked", "A gap under half an infantry base, units, woods, a town or a hill in the way"))),
                new ActionSpec(Action.FIGHT, "Fight", Book.MELEE_CASUALTIES, Timing.IN_TURN, List.of(Phase.HAND_TO_HAND), List.of(UNIT, TARGET,
                        arc(Input.ARC, "Attacking the target's", null, "Front, flank or rear; when left empty, the arc the charge hit"),
                        flag(Input.UPHILL, "Target uphill", "The target is uphill of the attacker (1H Terrain Advantage)"),
                        flag(Input.WOODS_OR_TOWN, "Target in woods or town", "The target is in woods or a town (1H Terrain Advantage)"),
                        flag(Input.DEFENDING_CROSSING, "Target defends a bridge or ford", "The target is defending a bridge or ford (1H Terrain Advantage)"))));
    }

    static List<RuleOption> options() {
        return List.of(
                new RuleOption(FieldSpec.builder(Option.TROOP_QUALITY, FieldType.FLAG).label("Troop quality")
                        .defaultValue(Boolean.FALSE)
                        .help("Optional rule: elite +1 and conscript -1 to form square; eliminated at 6 (elite), 5 (trained), 4 (conscript) hits").build(),
                        Book.QUALITY),
                new RuleOption(FieldSpec.builder(Option.LIGHT_INFANTRY_MELEE_CAP, FieldType.FLAG)
                        .label("Light infantry 2* in hand-to-hand").defaultValue(Boolean.TRUE)
                        .help("Light infantry score no more than 1 hit in hand-to-hand as in shooting (ruling D1)").build(),
                        Book.D1),
                new RuleOption(FieldSpec.builder(Option.IMPETUS_LOST_AT_ONCE, FieldType.FLAG)
                        .label("Impetus lost at once").defaultValue(Boolean.FALSE)
                        .help("A 1 on a heavy cavalry normal die cancels the impetus die of the same combat too (ruling D3)").build(),
                        Book.D3),
                new RuleOption(FieldSpec.builder(Option.DOUBLE_IMPETUS, FieldType.FLAG)
                        .label("Double the impetus die").defaultValue(Boolean.TRUE)
                        .help("Flank, rear and artillery attacks double the impetus die with the others (ruling D3)").build(),
                        Book.D3),
                new RuleOption(FieldSpec.builder(Option.SAVED_HITS_COUNT, FieldType.FLAG)
                        .label("Saved hits count as inflicted").defaultValue(Boolean.FALSE)
                        .help("A unit whose hits were all saved still inflicted them and does not retreat (ruling D4)").build(),
                        Book.D4));
    }
}
