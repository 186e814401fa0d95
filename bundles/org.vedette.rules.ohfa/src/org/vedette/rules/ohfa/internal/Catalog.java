package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Timing;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Cover;
import org.vedette.rules.ohfa.Ohfa.How;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Option;

/** The action catalog and the options, as forms and request files see them. */
final class Catalog {
    private Catalog() {
    }

    private static final FieldSpec ACTOR = FieldSpec.actor(Input.ACTOR, "Character", true);

    static List<Choice> qualities() {
        List<Choice> c = new ArrayList<>();
        for (Quality q : Quality.values()) c.add(Choice.of(q.id, q.label));
        return c;
    }

    static List<Choice> weapons() {
        List<Choice> c = new ArrayList<>();
        for (Firearm f : Firearm.values()) c.add(Choice.of(f.id, f.label));
        for (MeleeWeapon w : MeleeWeapon.values()) {
            if (w != MeleeWeapon.NONE) c.add(Choice.of(w.id, w.label));
        }
        return c;
    }

    private static List<Choice> firearms(boolean none) {
        List<Choice> c = new ArrayList<>();
        if (none) c.add(Choice.of(Ohfa.Weapon.NONE, "Do not fire"));
        for (Firearm f : Firearm.values()) c.add(Choice.of(f.id, f.label));
        return c;
    }

    private static List<Choice> meleeWeapons() {
        List<Choice> c = new ArrayList<>();
        for (MeleeWeapon w : MeleeWeapon.values()) c.add(Choice.of(w.id, w.label));
        return c;
    }

    private static FieldSpec target(boolean required, String help) {
        return FieldSpec.builder(Input.TARGET, FieldType.ACTOR).label("Target").required(required).help(help).build();
    }

    private static FieldSpec flag(String id, String label, String help) {
        return FieldSpec.flag(id, label, help);
    }

    private static FieldSpec text(String id, String label, String help) {
        return FieldSpec.builder(id, FieldType.TEXT).label(label).help(help).build();
    }

    private static FieldSpec points(String id, String label) {
        return FieldSpec.builder(id, FieldType.INTEGER).label(label).range(1, 6).unit("points")
                .help("Combat points allocated to the round, between one and six (OHFA Fighting); none for Raw, who throw")
                .build();
    }

    private static FieldSpec choice(String id, String label, List<Choice> choices, String help) {
        return FieldSpec.builder(id, FieldType.CHOICE).label(label).choices(choices).help(help).build();
    }

    private static final FieldSpec WEAPON = choice(Input.WEAPON, "Firearm", firearms(false),
            "The firearm whose firing card is played; may be left out when only one is loaded");

    private static List<FieldSpec> contact() {
        return List.of(
                FieldSpec.builder(Input.DISTANCE, FieldType.DECIMAL).label("Distance to contact").range(0, 200).unit("in")
                        .help("Inches to base contact with the target: reaching it starts a melee").build(),
                text(Input.ALSO_FIGHTS, "Also in contact", "Other enemies in base contact at the end, ids separated by commas"),
                flag(Input.TARGET_BEHIND_COVER, "Target behind cover", "Opponent behind cover -2 (CLOSE COMBAT MODIFIERS)"),
                flag(Input.ACTOR_BEHIND_COVER, "Character behind cover", "His opponents have -2 (CLOSE COMBAT MODIFIERS)"));
    }

    private static List<FieldSpec> join(List<FieldSpec> a, List<FieldSpec> b) {
        List<FieldSpec> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    static List<ActionSpec> actions() {
        FieldSpec how = FieldSpec.builder(Input.HOW, FieldType.CHOICE).label("Move by").required(true)
                .choices(List.of(Choice.of(How.DICE, "Throw the dice"), Choice.of(How.BASIC, "Basic move")))
                .help("Throw the dice or accept the basic move; Raw must throw (OHFA Movement)").build();
        FieldSpec cover = FieldSpec.builder(Input.COVER, FieldType.CHOICE).label("Target's cover").defaultValue(Cover.NONE)
                .choices(List.of(Choice.of(Cover.NONE, "None"), Choice.of(Cover.SOFT, "Soft (+1 to save)"),
                        Choice.of(Cover.HARD, "Hard (+2 to save)")))
                .help("Hard cover gives +2 to save, soft cover +1 (OHFA Wound roll — Cover)").build();
        List<FieldSpec> fighting = List.of(
                flag("charged", "After a charge", "The fight follows the character's charge: +2 on foot, +4 mounted"),
                points(Input.ASSAULT, "Assault"), points(Input.CLOSE, "Close combat"), points(Input.GRAPPLING, "Grappling"),
                choice(Input.MELEE_WEAPON, "Melee weapon", meleeWeapons(), "One he carries; left out, the first he carries"),
                choice(Input.FIRE, "Fire in combat", firearms(true), "A loaded firearm fired before the assault round"),
                points(Input.TARGET_ASSAULT, "Target's assault"), points(Input.TARGET_CLOSE, "Target's close combat"),
                points(Input.TARGET_GRAPPLING, "Target's grappling"),
                choice(Input.TARGET_MELEE_WEAPON, "Target's melee weapon", meleeWeapons(), "One he carries"),
                choice(Input.TARGET_FIRE, "Target fires in combat", firearms(true), "A loaded firearm fired before the assault round"));
        return List.of(
                new ActionSpec(Action.STAND, "Stand", Book.STAND, Timing.IN_TURN, List.of(), List.of(ACTOR)),
                new ActionSpec(Action.MOVE, "Move", Book.MOVE, Timing.IN_TURN, List.of(), join(List.of(ACTOR, how,
                        target(false, "An enemy he moves into base contact with (melee, no charge bonus)")), contact())),
                new ActionSpec(Action.AIM, "Aim", Book.AIM, Timing.IN_TURN, List.of(), List.of(ACTOR,
                        target(true, "The opponent he aims at: +2 to his next shot at him"), WEAPON)),
                new ActionSpec(Action.RECOVER, "Recover", Book.RECOVER, Timing.IN_TURN, List.of(), List.of(ACTOR)),
                new ActionSpec(Action.CHARGE, "Charge", Book.CHARGE, Timing.IN_TURN, List.of(), join(List.of(ACTOR,
                        target(true, "The enemy charged: contact gives +2 combat points, +4 mounted"),
                        FieldSpec.builder(Input.HOW, FieldType.CHOICE).label("Move by").defaultValue(How.DICE)
                                .choices(List.of(Choice.of(How.DICE, "Throw the dice"), Choice.of(How.BASIC, "Basic move")))
                                .help("\"Dice must be rolled to charge, no taking the basic move\"").build()), contact())),
                new ActionSpec(Action.FIGHT, "Fight", Book.FIGHTING, Timing.IN_TURN, List.of(), join(join(List.of(ACTOR,
                        target(true, "An enemy in base contact"),
                        text(Input.ALSO_FIGHTS, "Also in contact", "Other enemies in contact, ids separated by commas"),
                        flag(Input.TARGET_BEHIND_COVER, "Target behind cover", "Opponent behind cover -2"),
                        flag(Input.ACTOR_BEHIND_COVER, "Character behind cover", "His opponents have -2")), fighting), List.of())),
                new ActionSpec(Action.SHOOT, "Shoot (play a firing card)", Book.FIRING, Timing.ANY_TIME, List.of(), List.of(ACTOR,
                        target(true, "The opponent shot at"), WEAPON,
                        FieldSpec.builder(Input.RANGE, FieldType.DECIMAL).label("Range").min(0).unit("in").required(true)
                                .help("Inches to the target (OHFA SHOOTING RANGES)").build(),
                        cover,
                        flag(Input.TARGET_CHARGING, "Target charging", "Target charging -1"),
                        flag(Input.SHOOTER_CHARGING, "Shooter charging", "Shooter charging -2"),
                        text(Input.TEMPLATE_TARGETS, "Also under the template", "Blunderbuss beyond 6\", grenade, volley gun: every other figure the template touches, ids separated by commas"))),
                new ActionSpec(Action.PLACE_TEMPLATE, "Place the grenade template", Book.GRENADES, Timing.ANY_TIME, List.of(),
                        List.of(ACTOR, text(Input.TEMPLATE_TARGETS, "Figures touched", "Every figure the drifted 5\" template touches, ids separated by commas"),
                                cover)),
                new ActionSpec(Action.PLAY_CARD, "Play a card", Book.PRECEDENCE, Timing.ANY_TIME, List.of(), List.of(ACTOR,
                        FieldSpec.builder(Input.CARD, FieldType.CHOICE).label("Card").required(true).choices(cardChoices())
                                .help("A troop type card held by his player (a free turn for a character of its class or higher), or his firing card").build(),
                        WEAPON,
                        flag(Input.SIMULTANEOUS, "Declared at the same moment", "Declared together with the last play: a tie of rank is diced for"))),
                new ActionSpec(Action.COMMIT, "Commit combat points", Book.ALLOCATION, Timing.ANY_TIME, List.of(), List.of(ACTOR,
                        points(Input.ASSAULT, "Assault"), points(Input.CLOSE, "Close combat"), points(Input.GRAPPLING, "Grappling"),
                        choice(Input.MELEE_WEAPON, "Melee weapon", meleeWeapons(), "One he carries; left out, the first he carries"),
                        choice(Input.FIRE, "Fire in combat", firearms(true), "A loaded firearm fired before the assault round"))),
                new ActionSpec(Action.AFTER_THE_BATTLE, "Recovery after the battle", Book.AFTER_THE_BATTLE, Timing.ANY_TIME,
                        List.of(), List.of(FieldSpec.actor(Input.CHARACTER, "Character", true))));
    }

    private static List<Choice> cardChoices() {
        List<Choice> c = new ArrayList<>();
        for (Quality q : Quality.values()) c.add(Choice.of(q.id, q.label + " troop type card"));
        c.add(Choice.of(Ohfa.Card.FIRING, "Firing card"));
        return c;
    }

    static List<RuleOption> options() {
        return List.of(
                new RuleOption(FieldSpec.builder(Option.OVERPOWER, FieldType.CHOICE).label("Overpowering a round")
                        .choices(List.of(Choice.of(Option.OVER_DOUBLE, "Over double"), Choice.of(Option.DOUBLE, "Double")))
                        .defaultValue(Option.OVER_DOUBLE)
                        .help("A round scored over double (default) or at least double the opponent's strikes a blow (ruling B1)").build(),
                        Book.B1),
                new RuleOption(FieldSpec.builder(Option.RAW_MODIFIERS, FieldType.CHOICE).label("Raw fighters' modifiers")
                        .choices(List.of(Choice.of(Option.ASSAULT_ROUND, "Added to the assault round"), Choice.of("none", "Ignored")))
                        .defaultValue(Option.ASSAULT_ROUND)
                        .help("The character modifiers of a Raw fighter go to his assault round's score, or are ignored (ruling B3)").build(),
                        Book.B3),
                new RuleOption(FieldSpec.builder(Option.TROOP_CARD_TO, FieldType.CHOICE).label("Troop type cards go to")
                        .choices(List.of(Choice.of(Option.OWNER, "The drawn character's player"), Choice.of(Option.DRAWER, "The player who drew")))
                        .defaultValue(Option.OWNER)
                        .help("Who takes displayed troop type cards when a character card of their class or higher is drawn (ruling B6)").build(),
                        Book.B6),
                new RuleOption(FieldSpec.builder(Option.FIRING_CARDS_IN_HAND, FieldType.FLAG).label("Firing cards start in hand")
                        .defaultValue(Boolean.TRUE)
                        .help("\"Unless a specific scenario dictates otherwise, a player always starts the game with all his character's firing cards in his hand\"").build(),
                        Book.FIRING_CARDS),
                new RuleOption(FieldSpec.builder(Option.DECK_ORDER, FieldType.TEXT).label("Fate deck order")
                        .help("The deck's starting order, card ids separated by commas, top first; left out, the deck is shuffled").build(),
                        Book.DECK));
    }
}
