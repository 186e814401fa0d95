package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.Timing;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Hidden;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Option;
import org.vedette.rules.osoth.Osoth.Quality;
import org.vedette.rules.osoth.Osoth.Rank;
import org.vedette.rules.osoth.Osoth.Terrain;
import org.vedette.rules.osoth.Osoth.Weapon;

/**
 * The profile, the action catalog and the options, as the referee's form
 * shows them: each action with the fields the text lists for it ("Actor,
 * Action, Target, Range, and Terrain/Cover … Boxes for Actor is Marksman,
 * Actor Mounted, and Target Mounted"), and the few Vedette needs besides —
 * the group, the distance a charge or parley is made from, the place explored.
 */
final class Catalog {
    private Catalog() {
    }

    private static final FieldSpec ACTOR = FieldSpec.actor(Input.ACTOR, "Actor", true);
    private static final FieldSpec TARGET = FieldSpec.actor(Input.TARGET, "Target", true);
    private static final FieldSpec GROUP = FieldSpec.builder(Input.GROUP, FieldType.TEXT).label("Group")
            .help("The other figures of the Actor's unit acting with him: ids separated by commas, or 'unit' for all still to act (OSOTH Groups)")
            .build();

    /** A box: unticked means "as the figure stands" (ruling O4), so no default is given. */
    private static FieldSpec box(String id, String label, String help) {
        return FieldSpec.builder(id, FieldType.FLAG).label(label).help(help).build();
    }

    private static final FieldSpec ACTOR_MOUNTED = box(Input.ACTOR_MOUNTED, "Actor Mounted",
            "Checked when the actor is mounted; left unset, as the figure stands");
    private static final FieldSpec TARGET_MOUNTED = box(Input.TARGET_MOUNTED, "Target Mounted",
            "Checked when the target is mounted; left unset, as the figure stands");
    private static final FieldSpec MARKSMAN = box(Input.MARKSMAN, "Actor is Marksman",
            "Checked for a figure designated Marksman; left unset, as his profile says");
    private static final FieldSpec CHARGING = box(Input.CHARGING, "Attacker is Charging",
            "Checked for the charger's attack; left unset, as the charge marks say");

    private static FieldSpec inches(String id, String label, double max, boolean required, String help) {
        return FieldSpec.builder(id, FieldType.DECIMAL).label(label).range(0, max).unit("in").required(required).help(help).build();
    }

    private static final FieldSpec RANGE = inches(Input.RANGE, "Range", 120, true, "Inches from the firer to the target");

    private static FieldSpec ground(String help, Choice... choices) {
        return FieldSpec.builder(Input.TERRAIN, FieldType.CHOICE).label("Terrain/Cover").choices(List.of(choices))
                .defaultValue(Terrain.OPEN).help(help).build();
    }

    private static final Choice ROAD = Choice.of(Terrain.ROAD, "Road");
    private static final Choice OPEN = Choice.of(Terrain.OPEN, "Open");
    private static final Choice ROUGH = Choice.of(Terrain.ROUGH, "Rough/Steep");
    private static final Choice SOFT = Choice.of(Terrain.SOFT, "Soft cover");
    private static final Choice HARD = Choice.of(Terrain.HARD, "Hard cover");
    private static final Choice FORT = Choice.of(Terrain.FORTIFICATION, "Fortification");

    private static final FieldSpec MOVE_GROUND = ground("The ground the move is mostly over (OSOTH Movement)", ROAD, OPEN, ROUGH);
    private static final FieldSpec COVER = ground("The cover of the target figure (OSOTH Firing)", OPEN, SOFT, HARD, FORT);
    private static final FieldSpec ATTACK_COVER = ground("The ground and cover of the figure attacked", ROAD, OPEN, ROUGH, SOFT, HARD, FORT);

    private static FieldSpec choice(String id, String label, Object defaultValue, String help, Choice... choices) {
        return FieldSpec.builder(id, FieldType.CHOICE).label(label).choices(List.of(choices)).defaultValue(defaultValue)
                .help(help).build();
    }

    private static FieldSpec text(String id, String label, boolean required, String help) {
        return FieldSpec.builder(id, FieldType.TEXT).label(label).required(required).help(help).build();
    }

    private static ActionSpec in(String id, String label, org.vedette.core.rules.RuleRef rule, FieldSpec... inputs) {
        return new ActionSpec(id, label, rule, Timing.IN_TURN, List.of(), List.of(inputs));
    }

    private static ActionSpec any(String id, String label, org.vedette.core.rules.RuleRef rule, FieldSpec... inputs) {
        return new ActionSpec(id, label, rule, Timing.ANY_TIME, List.of(), List.of(inputs));
    }

    static List<ActionSpec> actions() {
        FieldSpec distance = inches(Input.DISTANCE, "Distance", 120, true, "Inches from the actor to the target or place");
        FieldSpec place = text(Input.PLACE, "Place", true, "The village, cave/ruins, outpost or Massed Enemy, by its id or name");
        FieldSpec sight = box(Input.IN_SIGHT, "Clear line of sight", "A clear line of sight to it is needed");
        return List.of(
                in(Action.STAND, "Stand/Rally/Load", Book.STAND, ACTOR,
                        choice(Input.ACTIVITY, "Activity", "stand", "Standing; rallying a Wavering unit; loading a rifle or a gun",
                                Choice.of("stand", "Stand"), Choice.of("rally", "Rally"), Choice.of("load", "Load")),
                        choice(Input.AMMUNITION, "Ammunition", null, "What a gun loads; roundshot (shell for howitzers) when unset",
                                Choice.of("roundshot", "Roundshot"), Choice.of("canister", "Canister"), Choice.of("shell", "Shell")),
                        GROUP),
                in(Action.MOVE, "Move", Book.MOVE, ACTOR, MOVE_GROUND, ACTOR_MOUNTED,
                        box(Input.OBSTACLE, "Crosses a linear obstacle", "Walls or hedges reduce overall movement by 1 inch"),
                        choice(Input.MOUNT, "Dismount/remount", "stay", "Mounted figures may dismount, dismounted ones remount, as part of the move",
                                Choice.of("stay", "Neither"), Choice.of("dismount", "Dismount"), Choice.of("remount", "Remount")),
                        choice(Input.LIMBER, "Limber/unlimber", "none", "A gun limbers or unlimbers instead of moving (the gun is the Actor)",
                                Choice.of("none", "Neither"), Choice.of("limber", "Limber"), Choice.of("unlimber", "Unlimber")),
                        GROUP),
                in(Action.CHARGE, "Charge", Book.CHARGE, ACTOR, TARGET, MOVE_GROUND, ACTOR_MOUNTED,
                        inches(Input.DISTANCE, "Distance to the target", 120, true, "Inches the charger must cover to reach its target"), GROUP),
                any(Action.REACT, "React to a charge", Book.REACTION, ACTOR,
                        choice(Input.REACTION, "Reaction", "none", "Move away, into cover or towards the charger; or fire a personal weapon",
                                Choice.of("none", "None"), Choice.of("move", "Move"), Choice.of("pistol", "Fire pistol"),
                                Choice.of("carbine", "Fire carbine"), Choice.of("musket", "Fire musket"), Choice.of("rifle", "Fire rifle")),
                        inches(Input.GAP, "Gap after the move", 60, false, "Inches between the two after a reaction move (0: still in contact)"),
                        COVER, MARKSMAN, ACTOR_MOUNTED, TARGET_MOUNTED),
                any(Action.ATTACK, "Attack", Book.ATTACK, ACTOR, TARGET, ATTACK_COVER, ACTOR_MOUNTED, TARGET_MOUNTED, CHARGING),
                in(Action.FIRE_PISTOL, "Fire Pistol", Book.FIRE_PISTOL, ACTOR, TARGET, RANGE, COVER, MARKSMAN, ACTOR_MOUNTED, TARGET_MOUNTED),
                in(Action.FIRE_CARBINE, "Fire Carbine", Book.FIRE_CARBINE, ACTOR, TARGET, RANGE, COVER, MARKSMAN, ACTOR_MOUNTED, TARGET_MOUNTED),
                in(Action.FIRE_MUSKET, "Fire Musket", Book.FIRE_MUSKET, ACTOR, TARGET, RANGE, COVER, MARKSMAN, ACTOR_MOUNTED, TARGET_MOUNTED),
                in(Action.FIRE_RIFLE, "Fire Rifle", Book.FIRE_RIFLE, ACTOR, TARGET, RANGE, COVER, MARKSMAN, ACTOR_MOUNTED, TARGET_MOUNTED),
                in(Action.FIRE_LIGHT_ARTILLERY, "Fire Light Artillery", Book.FIRE_LIGHT, ACTOR,
                        inches(Input.RANGE, "Range (shell)", 120, false, "For shell, the range to the point of burst")),
                in(Action.FIRE_FIELD_ARTILLERY, "Fire Field Artillery", Book.FIRE_FIELD, ACTOR,
                        inches(Input.RANGE, "Range (shell)", 120, false, "For shell, the range to the point of burst")),
                any(Action.CHECK_MORALE, "Check Morale", Book.CHECK_MORALE, ACTOR),
                any(Action.TEST_BLAST, "Test vs. Blast", Book.TEST_BLAST, ACTOR, COVER, ACTOR_MOUNTED),
                any(Action.TEST_ROUNDSHOT, "Test vs. Roundshot", Book.TEST_ROUNDSHOT, ACTOR, COVER,
                        inches(Input.RANGE, "Range from the gun", 120, true, "Inches from the firing gun"), ACTOR_MOUNTED),
                any(Action.TEST_CANISTER, "Test vs. Cannister", Book.TEST_CANISTER, ACTOR, COVER,
                        inches(Input.RANGE, "Range from the gun", 120, true, "Inches from the firing gun"), ACTOR_MOUNTED),
                in(Action.PARLEY_VILLAGERS, "Parley with Villagers", Book.PARLEY_VILLAGERS, ACTOR, TARGET, distance, GROUP),
                in(Action.PARLEY_MONKS, "Parley with Monks/Priests", Book.PARLEY_MONKS, ACTOR, TARGET, distance, GROUP),
                in(Action.PARLEY_ARISTOCRATS, "Parley with Aristocrats", Book.PARLEY_ARISTOCRATS, ACTOR, TARGET, distance, GROUP),
                in(Action.EXPLORE_VILLAGE, "Explore Village", Book.EXPLORE_VILLAGE, ACTOR, place, GROUP),
                in(Action.EXPLORE_CAVE, "Explore Cave/Ruins", Book.EXPLORE_CAVE, ACTOR, place, GROUP),
                in(Action.SCOUT_OUTPOST, "Scout Enemy Outpost", Book.SCOUT_OUTPOST, ACTOR, place, distance, sight, GROUP),
                in(Action.INTERROGATE, "Interrogate/Search Enemy Officer(s)", Book.INTERROGATE, ACTOR, TARGET, GROUP),
                in(Action.ASSESS, "Assess Massed Enemy", Book.ASSESS, ACTOR, place, distance, sight, GROUP),
                any(Action.SPLIT, "Split a sub-unit", Book.SPLITTING, ACTOR,
                        text(Input.NAME, "New sub-unit", true, "The id of the sub-unit the Actor leads off"), GROUP),
                any(Action.JOIN, "Join units", Book.SPLITTING, ACTOR, TARGET,
                        inches(Input.DISTANCE, "Distance", 120, true, "Inches between the two units; at most 3")),
                any(Action.TAKE_CONTROL, "Take guerrillas under control", Book.GUERRILLAS, ACTOR, TARGET,
                        inches(Input.DISTANCE, "Distance", 120, true, "Inches from the friendly figure to the guerrillas; at most 6")),
                in(Action.ESCORT, "Escort an aristocrat", Book.O13, ACTOR, TARGET,
                        inches(Input.DISTANCE, "Distance", 120, true, "Inches from the Player figure to the aristocrat; at most 6")),
                any(Action.REVEAL, "Reveal hidden figures", Book.O9, ACTOR,
                        choice(Input.WHY, "Because", "approach", "What showed them",
                                Choice.of("approach", "Player figures within 12\""), Choice.of("acts", "They act"),
                                Choice.of("searched", "Their place is searched"))),
                any(Action.EVENT, "Event placed", Book.EVENTS, text(Input.TEXT, "Event", true, "What the referee placed on the table")),
                any(Action.RETURN_HOME, "Return to friendly lines", Book.WINNING, ACTOR),
                any(Action.VICTORY, "Victory points", Book.WINNING, victoryItems(),
                        text(Input.TEXT, "Note", false, "What was achieved, or the referee's judgement")));
    }

    private static FieldSpec victoryItems() {
        List<Choice> items = new ArrayList<>();
        for (VictoryItem v : VictoryItem.values()) {
            items.add(Choice.of(v.id, v.label + (v.points == 0 ? "" : " (" + Firing.signed(v.points) + ")")));
        }
        return FieldSpec.builder(Input.ITEM, FieldType.CHOICE).label("Item").required(true).choices(items)
                .help("A victory item the referee enters (OSOTH Winning and Losing)").build();
    }

    static Profile profile() {
        List<Choice> types = new ArrayList<>();
        for (Kind k : Kind.values()) types.add(Choice.of(k.id, k.label));
        return new Profile(Scale.FIGURE, List.of(
                FieldSpec.builder(Field.TYPE, FieldType.CHOICE).label("Troop type").required(true).choices(types)
                        .help("The figure's type (OSOTH ch. II): how it moves, fights, tests and may be dealt with").build(),
                choice(Field.RANK, "Rank", Rank.PRIVATE, "Officers and NCOs are always Veteran",
                        Choice.of(Rank.PRIVATE, "Private"), Choice.of(Rank.NCO, "NCO"), Choice.of(Rank.OFFICER, "Officer")),
                FieldSpec.flag(Field.MARKSMAN, "Marksman", "A rifleman or light infantryman designated Marksman"),
                FieldSpec.flag(Field.HOWITZER, "Howitzer", "A gun that fires shell or canister, not roundshot"),
                FieldSpec.flag(Field.LIMBERED, "Starts limbered", "Enemy artillery \"is always travelling in a limbered configuration\""),
                choice(Field.HIDDEN_UNTIL, "Hidden until", Hidden.NONE, "Hidden from the players until its place is searched or they come within 12\"",
                        Choice.of(Hidden.NONE, "Not hidden"), Choice.of(Hidden.SEARCH, "Its place is searched"),
                        Choice.of(Hidden.APPROACH, "Players within 12\" or it acts")),
                FieldSpec.builder(Field.HIDDEN_IN, FieldType.TEXT).label("Hidden in")
                        .help("The village whose search reveals it (with Hidden until: searched)").build()),
                List.of(Choice.of(Quality.VETERAN, "Veteran"), Choice.of(Quality.AVERAGE, "Average"),
                        Choice.of(Quality.CONSCRIPT, "Conscript"), Choice.of(Quality.CIVILIAN, "Civilian")),
                List.of(Choice.of(Weapon.PISTOL, "Pistol"), Choice.of(Weapon.CARBINE, "Carbine"),
                        Choice.of(Weapon.BLUNDERBUSS, "Blunderbuss (as carbine)"), Choice.of(Weapon.MUSKET, "Musket"),
                        Choice.of(Weapon.RIFLE, "Rifle"), Choice.of(Weapon.CLOSE_COMBAT, "Close-combat weapon")));
    }

    static List<RuleOption> options() {
        return List.of(
                new RuleOption(FieldSpec.builder(Option.TABLES, FieldType.TEXT).label("Table overrides")
                        .help("The referee's overrides of TABLES.md as the JSON of a tables document (the workspace's "
                                + "tables/osoth.json); empty: the bundle's tables").build(), Book.O1),
                new RuleOption(FieldSpec.builder(Option.WAVERING_FAILS_OUT, FieldType.FLAG).label("A Wavering unit failing again is removed")
                        .defaultValue(Boolean.TRUE).help("A Wavering unit that fails another morale check is removed, as by a failed rally (ruling O6)")
                        .build(), Book.O6));
    }
}
