package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.Timing;
import org.vedette.actions.Observation;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Cover;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Ground;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Option;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Rank;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/** The profile, the action catalog and the options, as the referee's forms show them. */
final class Catalog {
    private Catalog() {
    }

    private static final FieldSpec FIGURE = FieldSpec.actor(Input.ACTOR, "Figure", true);
    private static final FieldSpec TARGET = FieldSpec.actor(Input.TARGET, "Target", true);
    private static final FieldSpec COMMANDER = FieldSpec.actor(Input.ACTOR, "Commander", true);

    private static final List<Choice> WEAPONS = List.of(Choice.of(Weapon.RIFLE, "Rifle"), Choice.of(Weapon.MUSKET, "Musket"),
            Choice.of(Weapon.BAYONET, "Bayonet (with a musket)"), Choice.of(Weapon.PISTOL, "Pistol"), Choice.of(Weapon.BOW, "Bow"),
            Choice.of(Weapon.SPEAR, "Spear"), Choice.of(Weapon.SWORD, "Sword"), Choice.of(Weapon.WAR_CLUB, "War club"),
            Choice.of(Weapon.HATCHET, "Hatchet / knife"), Choice.of(Weapon.ROCKS, "Rocks"));

    private static FieldSpec cm(String id, String label, double max, boolean required, String help) {
        FieldSpec.Builder b = FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, max).unit("cm").help(help);
        return (required ? b.required(true) : b.defaultValue(0.0)).build();
    }

    private static List<FieldSpec> observations(FieldSpec first) {
        List<FieldSpec> list = new ArrayList<>();
        list.add(first);
        for (Observation o : Chart.GIVEN) {
            list.add(FieldSpec.flag(o.id(), label(o), "What the group sees, counted as a risk factor (RF Risk Factors)"));
        }
        return list;
    }

    private static String label(Observation o) {
        String w = o.words();
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    static Profile profile() {
        List<FieldSpec> fields = List.of(
                FieldSpec.builder(Field.RANK, FieldType.CHOICE).label("Rank").defaultValue(Rank.PRIVATE)
                        .choices(List.of(Choice.of(Rank.OFFICER, "Officer"), Choice.of(Rank.NCO, "NCO"),
                                Choice.of(Rank.DRUMMER, "Drummer"), Choice.of(Rank.BUGLER, "Bugler"),
                                Choice.of(Rank.PRIVATE, "Private")))
                        .help("NCOs, drummers and buglers activated may command on an officer's behalf (RF Figure Activation)").build(),
                FieldSpec.flag(Field.PLAYER_CHARACTER, "Player Character", "An officer or leader a player runs, 1 per player; he dices for command points (RF Figure Activation)"),
                FieldSpec.flag(Field.DISLOYAL, "Disloyal", "Disloyal figures require 2 pts to activate (RF Figure Activation)"),
                FieldSpec.flag(Field.NATIVE, "Native", "Natives get +D6 cm to an Attack and +2 risk within 50 cm of enemy cavalry"),
                FieldSpec.flag(Field.CIVILIAN, "Civilian", "Civilians move 20 cm (RF Movement)"),
                FieldSpec.flag(Field.PETTICOATS, "Petticoats not hitched up", "15 cm if their petticoats are not hitched up (RF Movement)"),
                FieldSpec.flag(Field.SUPERIOR_MELEE, "Superior melee troops", "+1 in melee (RF Charging and Melee)"),
                FieldSpec.flag(Field.NO_VOLLEYS, "Unable to fire volleys", "Troops unable to fire Volleys and Salvoes count uncommanded for shooting"),
                FieldSpec.builder(Field.PLATOON, FieldType.TEXT).label("Platoon")
                        .help("Uncommanded Formed troops will count as a single group on the action chart: the units of one platoon, within 5 cm of each other with an officer or NCO (ruling C12)").build());
        return new Profile(Scale.FIGURE, fields, List.of(Choice.of(Quality.HERO, "Hero (4D6)"),
                Choice.of(Quality.VETERAN, "Veteran (3D6)"), Choice.of(Quality.REGULAR, "Regular"),
                Choice.of(Quality.RAW, "Raw (2D6)")), WEAPONS);
    }

    static List<ActionSpec> actions() {
        FieldSpec distance = cm(Input.DISTANCE, "Distance", 200, false,
                "From the commander (or a commanded NCO) to the farthest figure: 50 cm in the open, 25 cm enclosed (RF Figure Activation)");
        FieldSpec enclosed = FieldSpec.flag(Input.ENCLOSED, "Enclosed terrain", "Command distance is 25 cm in enclosed terrain");
        List<FieldSpec> table = observations(FIGURE);
        table.add(FieldSpec.builder(Input.DIE_MODIFIER, FieldType.INTEGER).label("D6 modifier").range(-3, 3).defaultValue(0)
                .help("The book's list of D6 modifiers is lost (ruling C1): the referee's own, 0 by default").build());
        return List.of(
                new ActionSpec(Action.DICE_FOR_COMMAND, "Dice for command", Book.COMMAND_PHASE, Timing.IN_TURN, List.of(Phase.COMMAND),
                        List.of(FieldSpec.actor(Input.ACTOR, "Player Character", true),
                                FieldSpec.flag(Input.BUSY, "Loading, firing or in melee", "- 1 Dice if Officer loading/Firing or in Melee (ruling C6)"))),
                new ActionSpec(Action.ACTIVATE, "Activate NCO, drummer or bugler", Book.ON_BEHALF, Timing.IN_TURN, List.of(Phase.COMMAND),
                        List.of(COMMANDER, FieldSpec.actor(Input.FIGURE, "NCO, drummer or bugler", true), distance, enclosed)),
                new ActionSpec(Action.COMMAND, "Command a group", Book.WHOLE_GROUP, Timing.IN_TURN, List.of(Phase.COMMAND),
                        List.of(COMMANDER, FieldSpec.actor(Input.GROUP, "A figure of the group", true), distance, enclosed)),
                new ActionSpec(Action.OBSERVE, "Observe", Book.RISK_FACTORS, Timing.ANY_TIME, List.of(), observations(FIGURE)),
                new ActionSpec(Action.ACTIONS_TABLE, "Actions table", Book.ACTIONS_TABLE, Timing.ANY_TIME, List.of(), table),
                new ActionSpec(Action.SPOT, "Spot", Book.VISIBILITY, Timing.ANY_TIME, List.of(), List.of(FIGURE, TARGET,
                        cm(Input.RANGE, "Range", 300, true, "From the observer to the figure looked at"),
                        FieldSpec.builder(Input.TARGET_IN, FieldType.CHOICE).label("Target in").defaultValue(Ground.OPEN)
                                .choices(List.of(Choice.of(Ground.OPEN, "The open"), Choice.of(Ground.TERRAIN_EDGE, "Terrain, within 5 cm of its edge"),
                                        Choice.of(Ground.TERRAIN_INSIDE, "Terrain, deeper inside")))
                                .help("Figures in terrain are seen at D6 x 10 cm if within 5 cm of the edge").build(),
                        FieldSpec.flag(Input.FIRED, "Target fired", "Figures in terrain that fire are seen at D6 x 10 cm"),
                        FieldSpec.flag(Input.PLAIN_SIGHT, "Target in plain sight", "Figures in terrain in plain sight are seen at D6 x 10 cm"),
                        FieldSpec.flag(Input.BOTH_IN_WOODS, "Both within woods", "Visibility is 15 cm within woods"),
                        FieldSpec.flag(Input.OBSERVER_DEEP, "Observer deep in woods", "Troops within woods can look out only within 5 cm of the edge"))),
                new ActionSpec(Action.MOVE, "Move", Book.MOVEMENT, Timing.IN_TURN, List.of(Phase.MOVEMENT), List.of(FIGURE,
                        cm(Input.DISTANCE, "Distance", 45, true, "Up to 25 cm; 20 wounded or civilian; 40 horsed in the open; rout +5 (RF Movement)"),
                        cm(Input.DIFFICULT, "Of it in difficult going", 45, false, "Difficult going counts double the distance"),
                        FieldSpec.integer(Input.BARRIERS, "Low barriers or fences", 0, 4, 0),
                        FieldSpec.flag(Input.OPEN_GROUND, "Open clear terrain", "Horsed figures may move up to 40 cm in open clear terrain"))),
                new ActionSpec(Action.LOAD, "Load", Book.LOADING, Timing.IN_TURN, List.of(Phase.MOVEMENT), List.of(FIGURE)),
                new ActionSpec(Action.SHOOT, "Shoot", Book.SHOOTING, Timing.IN_TURN, List.of(Phase.SHOOTING), List.of(FIGURE, TARGET,
                        FieldSpec.builder(Input.WEAPON, FieldType.CHOICE).label("Weapon").required(true).choices(WEAPONS)
                                .help("The weapon table gives its ranges (RF Shooting)").build(),
                        cm(Input.RANGE, "Range", 300, true, "Measured from the nearest figure"),
                        FieldSpec.builder(Input.COVER, FieldType.CHOICE).label("Target in").defaultValue(Cover.OPEN)
                                .choices(List.of(Choice.of(Cover.OPEN, "Open"), Choice.of(Cover.SOFT, "Soft cover"), Choice.of(Cover.HARD, "Hard cover")))
                                .help("The column of the D8 to-hit table").build(),
                        FieldSpec.flag(Input.NEAREST, "Target is the nearest enemy", "Uncommanded units will always shoot only at the nearest enemy"))),
                new ActionSpec(Action.FIGHT, "Fight", Book.MELEE, Timing.IN_TURN, List.of(Phase.MELEE), List.of(FIGURE, TARGET,
                        FieldSpec.builder(Input.WEAPON, FieldType.CHOICE).label("Weapon").choices(WEAPONS)
                                .help("When left empty, his best melee factor").build(),
                        FieldSpec.builder(Input.TARGET_WEAPON, FieldType.CHOICE).label("Target's weapon").choices(WEAPONS)
                                .help("When left empty, the target's best melee factor").build(),
                        FieldSpec.integer(Input.OUTNUMBERED, "Enemies over 1 in contact", 0, 5, 0),
                        FieldSpec.integer(Input.TARGET_OUTNUMBERED, "Enemies over 1 in contact with the target", 0, 5, 0),
                        FieldSpec.flag(Input.CROSSING, "Crossing a defended wall or fence", "-1 if fighting to cross a defended wall, fence etc."),
                        FieldSpec.flag(Input.TARGET_CROSSING, "Target crossing a defended wall", "-1 if fighting to cross a defended wall, fence etc."),
                        FieldSpec.flag(Input.CANNOT_FALL_BACK, "Cannot fall back", "Figures unable to fall back take a wound instead"),
                        FieldSpec.flag(Input.TARGET_CANNOT_FALL_BACK, "Target cannot fall back", "Figures unable to fall back take a wound instead"))));
    }

    private static RuleOption choice(String id, String label, String dflt, RuleRef rule, String help, String... choices) {
        List<Choice> list = new ArrayList<>();
        for (String c : choices) list.add(Choice.of(c, c));
        return new RuleOption(FieldSpec.builder(id, FieldType.CHOICE).label(label).choices(list).defaultValue(dflt)
                .help(help).build(), rule);
    }

    static List<RuleOption> options() {
        return List.of(
                choice(Option.OR_LINES, "A risk-factor line with \"or\"", "once", RuleRef.of(Book.RULINGS, "C4 — one line, two conditions"),
                        "once: a line joining two conditions with 'or' counts once; each: once for each that holds (ruling C4)", "once", "each"),
                choice(Option.CASUALTY_TENTHS, "Tenths of a group lost", "whole", RuleRef.of(Book.RULINGS, "C5 — rounding"),
                        "whole: +1 per whole 10% wounded or killed; started: per started 10% (ruling C5)", "whole", "started"),
                choice(Option.REGULAR_COMMAND_DICE, "Command dice of a Regular", "2", Book.C6,
                        "The book gives none: 2D6 as Raw (default) or 3D6 as Veteran (ruling C6)", "2", "3"),
                choice(Option.MELEE_HIT_DIE, "Melee hits on", "natural", Book.C7,
                        "natural: the winner's die as rolled wounds on 5 and kills on 6; modified: his score (ruling C7)", "natural", "modified"));
    }
}
