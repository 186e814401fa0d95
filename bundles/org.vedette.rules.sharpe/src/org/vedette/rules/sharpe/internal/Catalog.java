package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Timing;
import org.vedette.rules.sharpe.Sharpe.Ability;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.AimAt;
import org.vedette.rules.sharpe.Sharpe.Approach;
import org.vedette.rules.sharpe.Sharpe.Blow;
import org.vedette.rules.sharpe.Sharpe.CampaignKills;
import org.vedette.rules.sharpe.Sharpe.Cover;
import org.vedette.rules.sharpe.Sharpe.CoverHeight;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.OrderMode;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Weather;

/**
 * The action catalog and the options, as the referee's form shows them: every
 * input a resolution reads, with its type, range, default and the rule it
 * serves. The workbench and the command line build their forms from this.
 */
final class Catalog {
    private Catalog() {
    }

    private static final FieldSpec FIGURE = FieldSpec.actor(Input.ACTOR, "Figure", true);
    private static final FieldSpec TARGET = FieldSpec.actor(Input.TARGET, "Target", true);

    private static FieldSpec flag(String id, String label, String help) {
        return FieldSpec.flag(id, label, help);
    }

    private static FieldSpec inches(String id, String label, double max, String help) {
        return FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, max).unit("in").required(true).help(help).build();
    }

    private static FieldSpec feet(String id, String label, String help) {
        return FieldSpec.builder(id, FieldType.INTEGER).label(label).range(0, 200).unit("ft").defaultValue(0).help(help).build();
    }

    private static FieldSpec choice(String id, String label, Object defaultValue, String help, Choice... choices) {
        return FieldSpec.builder(id, FieldType.CHOICE).label(label).choices(List.of(choices)).defaultValue(defaultValue)
                .required(false).help(help).build();
    }

    private static FieldSpec actor(String id, String label, String help) {
        return FieldSpec.builder(id, FieldType.ACTOR).label(label).help(help).build();
    }

    private static Choice[] weapons(boolean firearms, boolean melee) {
        List<Choice> c = new ArrayList<>();
        for (Weapon w : Weapon.ALL) {
            if ((firearms && w.firearm) || (melee && w.melee)) c.add(Choice.of(w.id, w.label));
        }
        return c.toArray(new Choice[0]);
    }

    private static final Choice[] SIDES = { Choice.of(Side.FRONT, "Front"), Choice.of(Side.RIGHT, "Right (weapon) side"),
            Choice.of(Side.LEFT, "Left (non-weapon) side"), Choice.of(Side.REAR, "Rear") };

    private static FieldSpec from(String help) {
        return choice(Input.FROM, "Coming from the target's", Side.FRONT, help, SIDES);
    }

    private static ActionSpec action(String id, String label, RuleRef rule, Timing timing, FieldSpec... inputs) {
        return new ActionSpec(id, label, rule, timing, List.of(), List.of(inputs));
    }

    static List<ActionSpec> actions() {
        List<Choice> paces = List.of(Choice.of(Pace.CRAWL, "Crawl/sneak 3\""), Choice.of(Pace.WALK, "Walk 6\" (mounted 6\")"),
                Choice.of(Pace.RUN, "Run 9\""), Choice.of(Pace.HALT, "Halt (mounted)"), Choice.of(Pace.TROT, "Trot 9\" (mounted)"),
                Choice.of(Pace.CANTER, "Canter 12\" (mounted)"), Choice.of(Pace.GALLOP, "Gallop 15\" (mounted)"));
        Choice[] firearms = weapons(true, false);
        List<Choice> with = new ArrayList<>(List.of(weapons(false, true)));
        with.add(Choice.of(Blow.PUNCH, "Punch"));
        with.add(Choice.of(Blow.KICK, "Kick"));
        with.add(Choice.of(Blow.HEAD_BUTT, "Head butt"));
        return List.of(
                action(Action.MOVE, "Move", Book.MOVEMENT, Timing.IN_TURN, FIGURE,
                        FieldSpec.builder(Input.PACE, FieldType.CHOICE).label("Pace").required(true).choices(paces)
                                .help("Foot: crawl 3\", walk 6\", run 9\"; mounted: walk 6\", trot 9\", canter 12\", gallop 15\"; a horse changes pace one stage at a time (Sharpe §4)").build(),
                        inches(Input.DISTANCE, "Distance", 15, "Inches moved, up to the pace less 1\" a light and 2\" a serious wound, halved in bad going"),
                        flag(Input.BAD_GOING, "Bad going", "Off track in woods or scrub, wading, scrambling up mountainsides or over rubble: all movement halved (Sharpe §4)"),
                        FieldSpec.builder(Input.TURN, FieldType.DECIMAL).label("Sharpest turn").range(0, 180).unit("deg").defaultValue(0.0)
                                .help("A horse turns at most 180° at a walk or trot, 90° at a canter, 45° at a gallop (Sharpe §4)").build(),
                        flag(Input.CONTACT, "Ends in contact", "Once a figure has contacted an enemy its movement is over (Sharpe §4)")),
                action(Action.CHECK, "Action check", Book.CHECKS, Timing.ANY_TIME, FIGURE,
                        choice(Input.ABILITY, "Against", Ability.DEXTERITY, "Dexterity, strength or initiative; a check costs a dexterity or strength point for the bound (Sharpe §5)",
                                Choice.of(Ability.DEXTERITY, "Dexterity"), Choice.of(Ability.STRENGTH, "Strength"), Choice.of(Ability.INITIATIVE, "Initiative")),
                        FieldSpec.builder(Input.TASK, FieldType.CHOICE).label("Task").choices(Task.choices()).defaultValue(Task.OTHER.id)
                                .help("The book's suggested modifiers to action die rolls (Sharpe §5)").build(),
                        feet(Input.HEIGHT, "Height of the jump", "Jumping down: +1 above 6 feet and +1 for each further 6 feet (Sharpe §5)"),
                        FieldSpec.builder(Input.MODIFIER, FieldType.INTEGER).label("Referee's modifier").range(-3, 3).defaultValue(0)
                                .help("Any other modifier the referee rules for the task").build()),
                action(Action.FORCE, "Combined strength task", Book.CHECKS, Timing.IN_TURN, FIGURE,
                        actor(Input.HELPER_1, "Helper", "A figure adding his strength (Sharpe §5)"),
                        actor(Input.HELPER_2, "Second helper", null), actor(Input.HELPER_3, "Third helper", null),
                        FieldSpec.builder(Input.TASK_STRENGTH, FieldType.INTEGER).label("Strength the task needs").range(1, 24)
                                .help("By agreement; left empty, D6+6 is rolled (Sharpe §5)").build()),
                action(Action.PUSH, "Push aside", Book.COLLISIONS, Timing.IN_TURN, FIGURE,
                        FieldSpec.actor(Input.TARGET, "Figure pushed", true)),
                action(Action.COLLIDE, "Collision", Book.COLLISIONS, Timing.ANY_TIME, FIGURE,
                        actor(Input.OTHER_1, "Also in the collision", null), actor(Input.OTHER_2, "Also in the collision", null)),
                action(Action.AIM, "Aim", Book.SHOOTING_MODIFIERS, Timing.IN_TURN, FIGURE, TARGET),
                action(Action.SHOOT, "Shoot", Book.SHOOTING, Timing.IN_TURN, FIGURE, TARGET,
                        choice(Input.WEAPON, "Weapon", null, "Left empty: the first firearm he carries (Sharpe §7, §19)", firearms),
                        inches(Input.RANGE, "Range", 120, "Inches to the target (Sharpe §7 ranges)"),
                        flag(Input.TARGET_MOVING, "Target moving", "Moved this bound (set automatically for a figure marked as moved): -1"),
                        flag(Input.FIRER_MOVING, "Firer moving", "Set automatically when he moved this bound: -1"),
                        flag(Input.RESTING, "Resting gun", "Firer resting gun: +1"),
                        flag(Input.AIMED, "Aimed shot", "He spent last move stationary aiming at this target and has not moved: +1"),
                        choice(Input.COVER, "Target's cover", Cover.NONE, "Hard cover stops a hit on a hidden area; soft cover misses on 1-3 (Sharpe §12)",
                                Choice.of(Cover.NONE, "None"), Choice.of(Cover.SOFT, "Soft (a bush)"), Choice.of(Cover.HARD, "Hard (a wall)")),
                        choice(Input.COVER_HEIGHT, "Cover hides", CoverHeight.WAIST, "Which areas of the body the cover hides",
                                Choice.of(CoverHeight.LEGS, "Legs"), Choice.of(CoverHeight.WAIST, "Legs and abdomen"),
                                Choice.of(CoverHeight.ALL_BUT_HEAD, "All but the head")),
                        from("For the arm swap of the area hit"),
                        choice(Input.AIM_AT, "Aimed at", AimAt.RIDER, "An aimed shot or a rifleman chooses horse or rider (Sharpe §15)",
                                Choice.of(AimAt.RIDER, "Rider"), Choice.of(AimAt.HORSE, "Horse")),
                        feet(Input.TARGET_HEIGHT, "Target on a high place", "Feet above the ground: a wounded man tests initiative or falls (Sharpe §13)"),
                        actor(Input.ALSO_1, "Also in the group", "Volley gun and artillery wounds are apportioned evenly (Sharpe §7, §19)"),
                        actor(Input.ALSO_2, "Also in the group", null), actor(Input.ALSO_3, "Also in the group", null)),
                action(Action.RELOAD, "Load", Book.RELOADING, Timing.IN_TURN, FIGURE,
                        choice(Input.WEAPON, "Weapon", null, "Left empty: the first firearm he carries", firearms),
                        flag(Input.TAP_LOAD, "Tap load (Baker rifle)", "Fires every other bound, but only as accurate as a musket: skill 9 at most (Sharpe §7)"),
                        flag(Input.INTO_COVER, "Kneels or steps back into cover", "Allowed while loading (Sharpe §7)"),
                        actor(Input.CREW_1, "Gun crew", "Up to four men load an artillery piece: 20 man-bounds (Sharpe §19)"),
                        actor(Input.CREW_2, "Gun crew", null), actor(Input.CREW_3, "Gun crew", null)),
                action(Action.PICK_UP, "Pick up a weapon", Book.PICKING_UP, Timing.IN_TURN, FIGURE,
                        FieldSpec.builder(Input.WEAPON, FieldType.CHOICE).label("Weapon").required(true).choices(List.of(weapons(true, true))).build()),
                action(Action.ATTACK, "Attack", Book.MELEE, Timing.IN_TURN, FIGURE, TARGET,
                        choice(Input.DEFENCE, "Defender's defence", Defence.PARRY, "The defender's player's choice: parry (1 point), riposte (2), dodge (1 dexterity) or none (an unmodified D6)",
                                Choice.of(Defence.PARRY, "Parry"), Choice.of(Defence.RIPOSTE, "Riposte"), Choice.of(Defence.DODGE, "Dodge"), Choice.of(Defence.NONE, "None")),
                        from("Where the attack comes from: a second attack from the right +1, the left +2, the rear +3 unless he turns"),
                        flag(Input.DEFENDER_TURNS, "Defender tries to turn", "A second attack: he tests dexterity to turn to face, if disengaged (Sharpe §9)"),
                        choice(Input.WITH, "Attacking with", null, "Left empty: his close combat weapon, or his fists", with.toArray(new Choice[0])),
                        flag(Input.DEFENDER_BAREHANDED, "Defender barehanded", "Parries with bare hands: -1 against a weapon; cannot riposte"),
                        flag(Input.ATTACKER_UPHILL, "Attacker uphill", "+1 to the attacker"),
                        flag(Input.DEFENDER_UPHILL, "Defender uphill", "+1 to the defender"),
                        flag(Input.OBSTACLE, "Across an obstacle", "The defender parries at +1 and does not recoil (Sharpe §9)"),
                        flag(Input.DEFENDER_PINNED, "Defender cannot move back", "Only dodging or distraction; a wound is +1 (Sharpe §9, §12)"),
                        flag(Input.KNOCK_OUT, "Trying to knock out", "To capture: +1 on the area die; serious wounds and kills become knock-outs (Sharpe §12)"),
                        flag(Input.FOLLOW_UP, "Attacker follows up", "If the defender recoils, keep him in combat"),
                        flag(Input.AT_HORSE, "Attack the horse", "Optional horsemen rules (Sharpe §15)"),
                        choice(Input.APPROACH, "Silent approach", Approach.NONE, "From the rear, with the silent approach option: how he came up (Sharpe §17)",
                                Choice.of(Approach.NONE, "Not a silent approach"), Choice.of(Approach.SNEAKING, "Sneaking"),
                                Choice.of(Approach.WALKING, "Walking"), Choice.of(Approach.RUNNING, "Running")),
                        feet(Input.ATTACKER_HEIGHT, "Attacker on a high place", "Feet above the ground (Sharpe §13)"),
                        feet(Input.DEFENDER_HEIGHT, "Defender on a high place", "Feet above the ground (Sharpe §13)")),
                action(Action.DISTRACT, "Distract", Book.DISTRACTION, Timing.ANY_TIME, FIGURE,
                        FieldSpec.actor(Input.TARGET, "Opponent about to attack", true),
                        from("Opponents at his sides cannot be distracted"),
                        flag(Input.CONTINUES_CHAIN, "Continues a chain", "A further opponent within one base depth of the last one distracted (Sharpe §11)")),
                action(Action.RISE, "Rise", Book.FALLING_DOWN, Timing.IN_TURN, FIGURE),
                action(Action.MORALE, "Morale test", Book.MORALE, Timing.ANY_TIME,
                        FieldSpec.actor(Input.ACTOR, "Senior soldier", true),
                        FieldSpec.builder(Input.REASON, FieldType.TEXT).label("Why").help("An officer killed or passed out, or both officer and sergeant killed (Sharpe §14)").build()),
                action(Action.CONTROL_HORSE, "Control the horse", Book.WOUNDING_HORSES, Timing.IN_TURN, FIGURE),
                action(Action.HORSE_COLLISION, "Horse crashes or jumps", Book.HORSE_COLLISIONS, Timing.ANY_TIME, FIGURE,
                        choice(Input.PACE, "Pace", null, "Left empty: the horse's pace; +1 at a gallop",
                                Choice.of(Pace.CANTER, "Canter"), Choice.of(Pace.GALLOP, "Gallop"))),
                action(Action.RIDE_DOWN, "Ride down", Book.RIDING_DOWN, Timing.IN_TURN, FIGURE,
                        FieldSpec.actor(Input.TARGET, "Man on foot", true),
                        choice(Input.DEFENCE, "The man", Defence.DODGE, "He may try to dodge the horse",
                                Choice.of(Defence.DODGE, "Dodges"), Choice.of(Defence.NONE, "Does not dodge"))),
                action(Action.KILL_UNCONSCIOUS, "Kill an unconscious man", Book.KILLING_UNCONSCIOUS, Timing.IN_TURN, FIGURE,
                        FieldSpec.actor(Input.TARGET, "Unconscious man", true),
                        flag(Input.IN_CONTACT, "In base contact since the last bound", "Required (Sharpe §16)")),
                action(Action.AFTER_THE_GAME, "After the game: has he died?", Book.KILLS_IN_A_CAMPAIGN, Timing.ANY_TIME,
                        FieldSpec.actor(Input.FIGURE, "Killed figure", true)));
    }

    private static RuleOption flagOption(String id, String label, boolean dflt, String help, RuleRef rule) {
        return new RuleOption(FieldSpec.builder(id, FieldType.FLAG).label(label).defaultValue(dflt).help(help).build(), rule);
    }

    private static RuleOption choiceOption(String id, String label, String dflt, String help, RuleRef rule, Choice... choices) {
        return new RuleOption(FieldSpec.builder(id, FieldType.CHOICE).label(label).choices(List.of(choices))
                .defaultValue(dflt).help(help).build(), rule);
    }

    static List<RuleOption> options() {
        return List.of(
                choiceOption(Option.ORDER, "Order of movement", OrderMode.KEPT, "Diced once and kept, wounded men moving down it; or the Alternative, diced every bound (Sharpe §3, ruling A17)", Book.ORDER_ALTERNATIVE,
                        Choice.of(OrderMode.KEPT, "Kept for the game"), Choice.of(OrderMode.PER_BOUND, "Diced every bound")),
                choiceOption(Option.WEATHER, "Weather", Weather.CLEAR, "Fog misfires on a 6 of an extra die, rain on 4-6 (Sharpe §7)", Book.MISFIRES,
                        Choice.of(Weather.CLEAR, "Clear"), Choice.of(Weather.FOG, "Fog"), Choice.of(Weather.RAIN, "Rain")),
                flagOption(Option.NIGHT, "Night", false, "Shooting at night -1 (Sharpe §7)", Book.SHOOTING_MODIFIERS),
                flagOption(Option.MORALE, "Morale", false, "Optional rule (Sharpe §14)", Book.MORALE),
                flagOption(Option.HORSEMEN, "Horsemen", false, "Optional rule: horse or rider as target, control, falls, riding down (Sharpe §15)", Book.SHOOTING_HORSEMAN),
                flagOption(Option.KILLING_UNCONSCIOUS, "Killing unconscious men", false, "Optional rule (Sharpe §16)", Book.KILLING_UNCONSCIOUS),
                flagOption(Option.SILENT_APPROACH, "Silent approach", false, "Optional rule (Sharpe §17)", Book.SILENT_APPROACH),
                flagOption(Option.ARTILLERY, "Artillery pieces", false, "Optional rule (Sharpe §19)", Book.ARTILLERY),
                choiceOption(Option.HEAD_AT_FIVE, "Head wound at a score of 5", Reading.LIGHT, "Section 12 says L/w, the playsheet S/w (ruling A1)", Book.A1,
                        Choice.of(Reading.LIGHT, "Light (section 12)"), Choice.of(Reading.SERIOUS, "Serious (playsheet)")),
                choiceOption(Option.FALL_MODIFIER, "Falling off a horse or building", Reading.MINUS_THREE, "Section 12 says -3, the playsheet +3 (ruling A2)", Book.A2,
                        Choice.of(Reading.MINUS_THREE, "-3 (section 12)"), Choice.of(Reading.PLUS_THREE, "+3 (playsheet)")),
                choiceOption(Option.DODGE, "Dodging", Reading.CHECK, "A dexterity check as in the examples, or an opposed roll as in the table (ruling A6)", Book.A6,
                        Choice.of(Reading.CHECK, "Dexterity check (examples)"), Choice.of(Reading.OPPOSED, "Opposed roll (table)")),
                choiceOption(Option.COMBINED_STRENGTH, "Combined strength rolls", Reading.NOT_ABOVE, "Not above strength (the general rule) or under it (the door example) (ruling A7)", Book.A7,
                        Choice.of(Reading.NOT_ABOVE, "Not above strength"), Choice.of(Reading.UNDER, "Under strength")),
                flagOption(Option.SHOOTER_STRENGTH, "Shooter's strength modifies gunshot wounds", false, "Ruling A8", Book.A8),
                flagOption(Option.AUTOMATIC_HIT_MISFIRES, "Automatic hits roll for misfires", true, "The 2D6 are still thrown, and a 2 or 12 misfires (ruling A10)", Book.A10),
                choiceOption(Option.SOFT_COVER, "Soft cover saves", Reading.EVERY_HIT, "Every hit, or only hits on an obscured area (ruling A11)", Book.A11,
                        Choice.of(Reading.EVERY_HIT, "Every hit"), Choice.of(Reading.OBSCURED_ONLY, "Only hits on hidden areas")),
                choiceOption(Option.BAD_GOING_ORDER, "Wounds and bad going", Reading.WOUNDS_FIRST, "Wounds come off before the move is halved, or after (ruling A12)", Book.A12,
                        Choice.of(Reading.WOUNDS_FIRST, "Wounds, then halve"), Choice.of(Reading.HALVING_FIRST, "Halve, then wounds")),
                choiceOption(Option.FALLEN_DEFENDER, "A fallen defender", Reading.BOTH, "He defends at -1 and his attacker has +1, or only the +1 (ruling A13)", Book.A13,
                        Choice.of(Reading.BOTH, "Both"), Choice.of(Reading.ATTACKER_ONLY, "Attacker's +1 only")),
                choiceOption(Option.STRENGTH_BAND, "Attacker's strength band", Reading.CURRENT, "His strength as wounded (and spent), or as rolled (ruling A14)", Book.A14,
                        Choice.of(Reading.CURRENT, "As it stands"), Choice.of(Reading.ORIGINAL, "As rolled")),
                flagOption(Option.DETECTION_SIX_FAILS, "A 6 fails silent-approach detection", false, "Ruling A16", Book.A16),
                choiceOption(Option.CAMPAIGN_KILLS, "Kills in a campaign", CampaignKills.OFF,
                        "In a campaign or series of games, a D6 for each killed figure: dies only on a 6, or misses D6 games (Sharpe §12 Kill, ruling D)", Book.D,
                        Choice.of(CampaignKills.OFF, "Not rolled (a single game)"), Choice.of(CampaignKills.DIES_ON_SIX, "Dies only on a 6"),
                        Choice.of(CampaignKills.OUT_D6_GAMES, "Out of action for D6 games")));
    }
}
