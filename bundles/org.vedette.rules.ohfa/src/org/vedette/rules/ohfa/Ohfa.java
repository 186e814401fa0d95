package org.vedette.rules.ohfa;

import java.util.ArrayList;
import java.util.List;

/**
 * The names the Over the Hills &amp; Far Away ruleset uses in files, requests
 * and game state: its id, qualities, weapons, actions and their inputs,
 * options, the marks it keeps on characters and the ids of the fate deck's
 * cards. Other bundles (the command line, the AI, tests) use these instead of
 * spelling the strings themselves.
 *
 * <p>A side is a player: the cards a player draws and holds are his side's,
 * and "his characters" are the actors of his side.
 */
public final class Ohfa {
    /** The ruleset id used in scenarios, requests and journals. */
    public static final String RULESET = "ohfa";
    /** The ruleset's name as the workbench shows it. */
    public static final String NAME = "Over the Hills & Far Away";

    private Ohfa() {
    }

    /** Troop quality ("Troop quality"), lowest first; also the ranks of precedence. */
    public static final class Quality {
        public static final String RAW = "raw";
        public static final String REGULAR = "regular";
        public static final String VETERAN = "veteran";
        public static final String HERO = "hero";
        /** Lowest to highest. */
        public static final List<String> ALL = List.of(RAW, REGULAR, VETERAN, HERO);

        private Quality() {
        }
    }

    /** Weapons a character may carry (his {@code weapons} list; a pair of pistols is two "pistol"). */
    public static final class Weapon {
        public static final String PISTOL = "pistol";
        public static final String CARBINE = "carbine";
        public static final String MUSKET = "musket";
        public static final String RIFLE = "rifle";
        public static final String BLUNDERBUSS = "blunderbuss";
        public static final String GRENADE = "grenade";
        public static final String VOLLEY_GUN = "volley-gun";
        public static final String SWORD = "sword";
        public static final String BAYONET = "bayonet";
        public static final String BUTT = "butt";
        public static final String CLUB = "club";
        public static final String KNIFE = "knife";
        public static final String SPEAR = "spear";
        public static final String LANCE = "lance";
        /** Fighting with no melee weapon: no modifier in any round. */
        public static final String NONE = "none";

        private Weapon() {
        }
    }

    /** The action catalog. */
    public static final class Action {
        /** Do nothing but turn to face (in turn). */
        public static final String STAND = "stand";
        /** Move by the dice or the basic move; into contact starts a melee (in turn). */
        public static final String MOVE = "move";
        /** Aim at a target: +2 to the next shot at it; needs a firing card (in turn). */
        public static final String AIM = "aim";
        /** Remove every shock counter (in turn). */
        public static final String RECOVER = "recover";
        /** Charge by the dice into contact: +2 combat points on foot, +4 mounted (in turn). */
        public static final String CHARGE = "charge";
        /** A character in contact at his turn fights every enemy he touches (in turn). */
        public static final String FIGHT = "fight";
        /** Play a firing card: take a shot (any time, by precedence). */
        public static final String SHOOT = "shoot";
        /** Place a grenade's template after a miss has drifted it, naming the figures it touches (any time). */
        public static final String PLACE_TEMPLATE = "place-template";
        /** Declare a held card: a troop-type card for a free turn, or a firing card to shoot by precedence (any time). */
        public static final String PLAY_CARD = "play-card";
        /** Commit a fighter's combat points for the three rounds, in secret (any time, during a melee). */
        public static final String COMMIT = "commit-allocation";
        /** Campaign: the recovery roll of a wounded or killed character after the battle (any time). */
        public static final String AFTER_THE_BATTLE = "after-the-battle";

        private Action() {
        }
    }

    /** Input ids of the actions. */
    public static final class Input {
        public static final String ACTOR = "actor";
        /** After the battle: the character who rolls; not "actor", because a killed character is out and rolls all the same. */
        public static final String CHARACTER = "character";
        public static final String TARGET = "target";
        /** Move: {@link How#DICE} or {@link How#BASIC}. */
        public static final String HOW = "how";
        /** Move and charge: inches from the mover to base contact with the target. */
        public static final String DISTANCE = "distance";
        /** Fight, move and charge: other enemies in base contact, ids separated by commas. */
        public static final String ALSO_FIGHTS = "also-fights";
        public static final String WEAPON = "weapon";
        public static final String RANGE = "range";
        /** Shooting: the target's cover, {@link Cover}. */
        public static final String COVER = "cover";
        public static final String TARGET_CHARGING = "target-charging";
        public static final String SHOOTER_CHARGING = "shooter-charging";
        /** Shooting: the figures a template touches besides the target, ids separated by commas. */
        public static final String TEMPLATE_TARGETS = "template-targets";
        /** Play a card: {@link Card} kind. */
        public static final String CARD = "card";
        /** Play a card: declared at the same moment as the last declaration (a tie is diced for). */
        public static final String SIMULTANEOUS = "simultaneous";
        public static final String ASSAULT = "assault";
        public static final String CLOSE = "close";
        public static final String GRAPPLING = "grappling";
        public static final String TARGET_ASSAULT = "target-assault";
        public static final String TARGET_CLOSE = "target-close";
        public static final String TARGET_GRAPPLING = "target-grappling";
        /** The melee weapon a fighter uses (one he carries), or {@link Weapon#NONE}. */
        public static final String MELEE_WEAPON = "melee-weapon";
        public static final String TARGET_MELEE_WEAPON = "target-melee-weapon";
        /** Firing in combat: the loaded firearm fired before the assault round, or {@link Weapon#NONE}. */
        public static final String FIRE = "fire";
        public static final String TARGET_FIRE = "target-fire";
        /** Melee: the target is behind cover (the attacker has -2 combat points). */
        public static final String TARGET_BEHIND_COVER = "target-behind-cover";
        /** Melee: the attacker is behind cover (his opponents have -2 combat points). */
        public static final String ACTOR_BEHIND_COVER = "actor-behind-cover";

        private Input() {
        }
    }

    /** Choices of {@link Input#HOW}. */
    public static final class How {
        public static final String DICE = "dice";
        public static final String BASIC = "basic";

        private How() {
        }
    }

    /** Choices of {@link Input#COVER}. */
    public static final class Cover {
        public static final String NONE = "none";
        public static final String SOFT = "soft";
        public static final String HARD = "hard";

        private Cover() {
        }
    }

    /** Choices of {@link Input#CARD}: a troop-type card by its quality, or a firing card. */
    public static final class Card {
        public static final String FIRING = "firing";

        private Card() {
        }
    }

    /** Optional rules and rulings with two common readings (see RULINGS.md). */
    public static final class Option {
        /** Ruling B1: a round is overpowered by scoring {@code over-double} (default) or {@code double}. */
        public static final String OVERPOWER = "overpower";
        public static final String OVER_DOUBLE = "over-double";
        public static final String DOUBLE = "double";
        /** Ruling B3: Raw fighters' character modifiers go to the {@code assault-round} (default) or {@code none}. */
        public static final String RAW_MODIFIERS = "raw-combat-modifiers";
        public static final String ASSAULT_ROUND = "assault-round";
        /** Ruling B6: a troop-type card goes to the drawn character's {@code owner} (default) or the {@code drawer}. */
        public static final String TROOP_CARD_TO = "troop-card-goes-to";
        public static final String OWNER = "owner";
        public static final String DRAWER = "drawer";
        /** "Unless a specific scenario dictates otherwise": firing cards start in hand (default true). */
        public static final String FIRING_CARDS_IN_HAND = "firing-cards-in-hand";
        /** A scenario or test may set the starting order of the fate deck: card ids separated by commas, top first. */
        public static final String DECK_ORDER = "fate-deck-order";

        private Option() {
        }
    }

    /** Marks the ruleset keeps on characters (Actor marks, changed by MarkChanged events). */
    public static final class Mark {
        /** The target a character aims at (+2 to his next shot at it). */
        public static final String AIMING = "aiming";
        /** true: a wound carried over from an earlier game; it does not count towards "two wounds kill". */
        public static final String OLD_WOUND = "old-wound";
        /** true: dead for good after the battle (a killed Raw, or a failed recovery roll). */
        public static final String DEAD = "dead";
        /** Inches a missed grenade's template may be moved by the target's player, until it is placed. */
        public static final String TEMPLATE_DRIFT = "template-drift";

        private Mark() {
        }

        /** The family of {@link #firingCards} marks: "firing-cards." and a firearm. */
        public static final String FIRING_CARDS_PREFIX = "firing-cards.";

        /** The mark counting a character's firing cards for one firearm in his player's hand: "firing-cards.musket". */
        public static String firingCards(String weapon) {
            return FIRING_CARDS_PREFIX + weapon;
        }
    }

    /**
     * The ids of the fate deck's cards, as the {@link Option#DECK_ORDER}
     * option and the deck's description write them.
     */
    public static final class Deck {
        public static final String RELOAD = "reload";
        public static final String JOKER = "joker";

        private Deck() {
        }

        /** A character's action card: "char:harper". */
        public static String character(String actor) {
            return "char:" + actor;
        }

        /** A troop-type card: "troop:veteran". */
        public static String troop(String quality) {
            return "troop:" + quality;
        }

        /** A character's firing card for one firearm: "fire:harper:rifle". */
        public static String firing(String actor, String weapon) {
            return "fire:" + actor + ":" + weapon;
        }

        /**
         * The die faces that make a shuffle deal the cards in the wanted order,
         * for scripting a reshuffle in tests. A shuffle sorts the cards by id,
         * then deals the top card, the next and so on by throwing a die with
         * as many sides as cards remain (no die for the last card): the face
         * picks the card's place in the sorted remainder.
         *
         * @param wanted the order wanted, top first; the cards being shuffled
         */
        public static List<Integer> shuffleFaces(List<String> wanted) {
            List<String> remaining = new ArrayList<>(wanted);
            remaining.sort(null);
            List<Integer> faces = new ArrayList<>();
            for (String card : wanted) {
                if (remaining.size() == 1) break;
                int i = remaining.indexOf(card);
                faces.add(i + 1);
                remaining.remove(i);
            }
            return faces;
        }
    }
}
