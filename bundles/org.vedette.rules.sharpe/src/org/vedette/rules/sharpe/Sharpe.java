package org.vedette.rules.sharpe;

import java.util.List;

/**
 * The names the Sharpe's Skirmish ruleset uses in files, requests and game
 * state: its id, the profile fields, troop kinds and ranks, weapons, actions
 * and their inputs, options and the marks it keeps on figures. Other bundles
 * (the command line, the AI, the scenario generator, the workbench) use these
 * instead of spelling the strings themselves. RULINGS.md in this bundle gives
 * the rulings behind every option.
 */
public final class Sharpe {
    /** The ruleset id used in scenarios, requests and journals. */
    public static final String RULESET = "sharpe";
    /** The ruleset's name as the workbench shows it. */
    public static final String NAME = "Sharpe's Skirmish";

    private Sharpe() {
    }

    /** Profile fields (§2 Character profiles). */
    public static final class Field {
        /** Initiative, 1D6. */
        public static final String INITIATIVE = "I";
        /** Dexterity (agility and horsemanship), 1D6. */
        public static final String DEXTERITY = "D";
        /** Strength, 1D6. */
        public static final String STRENGTH = "S";
        /** Close combat skill, 1D6. */
        public static final String CLOSE_COMBAT = "C";
        /** Firing skill: 6 for line troops and voltigeurs, D6+3 for special characters, D6+6 for riflemen. */
        public static final String FIRING = "F";
        /** What kind of soldier (silent approach, target priorities): one of {@link Troop}. */
        public static final String TROOP = "troop";
        /** Private, NCO or officer (morale, target priorities): one of {@link Rank}. */
        public static final String RANK = "rank";
        /** Firing skill of the artillery piece a figure serves (§19): 6, at most 9. */
        public static final String GUN_SKILL = "gun-skill";

        private Field() {
        }
    }

    /** Kinds of soldier: the choices of {@link Field#TROOP}. */
    public static final class Troop {
        public static final String LINE = "line";
        /** Voltigeurs, chasseurs and other light infantry with muskets. */
        public static final String LIGHT = "light";
        public static final String RIFLE = "rifle";
        public static final String GUERRILLA = "guerrilla";
        public static final String CAVALRY = "cavalry";
        public static final String ARTILLERY = "artillery";

        private Troop() {
        }
    }

    /** Ranks: the choices of {@link Field#RANK}. */
    public static final class Rank {
        public static final String PRIVATE = "private";
        public static final String NCO = "nco";
        public static final String OFFICER = "officer";

        private Rank() {
        }
    }

    /** Weapons the book has rules for (the figure's {@code weapons}). */
    public static final class Weapon {
        public static final String MUSKET = "musket";
        public static final String CARBINE = "carbine";
        public static final String PISTOL = "pistol";
        public static final String BAKER_RIFLE = "baker-rifle";
        public static final String VOLLEY_GUN = "volley-gun";
        public static final String CANNON = "cannon";
        public static final String SWORD = "sword";
        public static final String BAYONET = "bayonet";
        public static final String CLUB = "club";

        private Weapon() {
        }
    }

    /** Ways to strike without a weapon (§9 Barehanded fighting): choices of {@link Input#WITH}. */
    public static final class Blow {
        public static final String PUNCH = "punch";
        public static final String KICK = "kick";
        public static final String HEAD_BUTT = "head-butt";

        private Blow() {
        }
    }

    /** The action catalog. */
    public static final class Action {
        /** Move at a foot or mounted pace (§4). */
        public static final String MOVE = "move";
        /** An action check against dexterity, strength or initiative (§5). */
        public static final String CHECK = "check";
        /** Two or more figures pit their combined strength against a task (§5). */
        public static final String FORCE = "force";
        /** Push a figure out of the way (§4 Collisions, §6). */
        public static final String PUSH = "push";
        /** Figures collide: each tests dexterity (§4 Collisions); a reaction. */
        public static final String COLLIDE = "collide";
        /** Stand and aim at a target, for an aimed shot next bound (§7 note 2). */
        public static final String AIM = "aim";
        /** Shoot a firearm, the volley gun or an artillery piece (§7, §19). */
        public static final String SHOOT = "shoot";
        /** Spend the bound loading (or re-priming) a weapon (§7 Reloading, §5 Continuing actions). */
        public static final String RELOAD = "reload";
        /** Pick up a dropped weapon (§7 Picking up dropped weapons). */
        public static final String PICK_UP = "pick-up";
        /** Attack in close combat; the defender's choice of defence is an input (§8, §9, §10). */
        public static final String ATTACK = "attack";
        /** Distract an opponent about to attack (§11); a reaction. */
        public static final String DISTRACT = "distract";
        /** Get up after a fall or a knock-down (§5, §13). */
        public static final String RISE = "rise";
        /** Test morale against the senior soldier's initiative (§14, optional); a reaction. */
        public static final String MORALE = "morale";
        /** Regain control of a horse (§15, optional). */
        public static final String CONTROL_HORSE = "control-horse";
        /** A horseman crashes or jumps at speed and tests to keep his seat (§15, optional); a reaction. */
        public static final String HORSE_COLLISION = "horse-collision";
        /** Ride a man down (§15, optional). */
        public static final String RIDE_DOWN = "ride-down";
        /** Kill an unconscious man in base contact (§16, optional). */
        public static final String KILL_UNCONSCIOUS = "kill-unconscious";
        /**
         * In a campaign, roll whether a killed figure has actually died (§12
         * "Kill"), by option {@link Option#CAMPAIGN_KILLS}; its input is
         * {@link Input#FIGURE}, since a killed figure cannot be an actor.
         */
        public static final String AFTER_THE_GAME = "after-the-game";

        private Action() {
        }
    }

    /** Input ids of the actions. */
    public static final class Input {
        public static final String ACTOR = "actor";
        public static final String TARGET = "target";
        public static final String PACE = "pace";
        public static final String DISTANCE = "distance";
        public static final String BAD_GOING = "bad-going";
        public static final String TURN = "turn";
        public static final String CONTACT = "contact";
        public static final String ABILITY = "ability";
        public static final String TASK = "task";
        public static final String HEIGHT = "height";
        public static final String MODIFIER = "modifier";
        public static final String HELPER_1 = "helper-1";
        public static final String HELPER_2 = "helper-2";
        public static final String HELPER_3 = "helper-3";
        public static final String TASK_STRENGTH = "task-strength";
        public static final String WEAPON = "weapon";
        public static final String RANGE = "range";
        public static final String TARGET_MOVING = "target-moving";
        public static final String FIRER_MOVING = "firer-moving";
        public static final String RESTING = "resting";
        public static final String AIMED = "aimed";
        public static final String COVER = "cover";
        public static final String COVER_HEIGHT = "cover-height";
        public static final String FROM = "from";
        public static final String AIM_AT = "aim-at";
        public static final String ALSO_1 = "also-1";
        public static final String ALSO_2 = "also-2";
        public static final String ALSO_3 = "also-3";
        /** Height in feet of the high place the (first) target stands on; 0 = on the ground (§13). */
        public static final String TARGET_HEIGHT = "target-height";
        public static final String CREW_1 = "crew-1";
        public static final String CREW_2 = "crew-2";
        public static final String CREW_3 = "crew-3";
        public static final String TAP_LOAD = "tap-load";
        public static final String INTO_COVER = "into-cover";
        public static final String DEFENCE = "defence";
        public static final String DEFENDER_TURNS = "defender-turns";
        public static final String WITH = "with";
        public static final String DEFENDER_BAREHANDED = "defender-barehanded";
        public static final String ATTACKER_UPHILL = "attacker-uphill";
        public static final String DEFENDER_UPHILL = "defender-uphill";
        public static final String OBSTACLE = "obstacle";
        public static final String DEFENDER_PINNED = "defender-pinned";
        public static final String KNOCK_OUT = "knock-out";
        public static final String FOLLOW_UP = "follow-up";
        public static final String AT_HORSE = "at-horse";
        public static final String APPROACH = "approach";
        public static final String ATTACKER_HEIGHT = "attacker-height";
        public static final String DEFENDER_HEIGHT = "defender-height";
        public static final String CONTINUES_CHAIN = "continues-chain";
        public static final String OTHER_1 = "other-1";
        public static final String OTHER_2 = "other-2";
        public static final String REASON = "reason";
        public static final String IN_CONTACT = "in-contact-since-last-bound";
        /** The killed figure of {@link Action#AFTER_THE_GAME} (not "actor": the figure is out and does not act). */
        public static final String FIGURE = "figure";

        private Input() {
        }
    }

    /** Paces (§4): foot and mounted; choices of {@link Input#PACE} and the {@link Mark#PACE} mark. */
    public static final class Pace {
        public static final String CRAWL = "crawl";
        public static final String WALK = "walk";
        public static final String RUN = "run";
        public static final String HALT = "halt";
        public static final String TROT = "trot";
        public static final String CANTER = "canter";
        public static final String GALLOP = "gallop";

        private Pace() {
        }
    }

    /** Abilities an action check is made against (§5). */
    public static final class Ability {
        public static final String DEXTERITY = "dexterity";
        public static final String STRENGTH = "strength";
        public static final String INITIATIVE = "initiative";

        private Ability() {
        }
    }

    /** Defences (§8–§10): choices of {@link Input#DEFENCE}. */
    public static final class Defence {
        public static final String PARRY = "parry";
        public static final String RIPOSTE = "riposte";
        public static final String DODGE = "dodge";
        /** No defence but an unmodified D6 (a horse, a man who will attack the horse, an unconscious man). */
        public static final String NONE = "none";

        private Defence() {
        }
    }

    /** Where an attack or a shot comes from, seen from the target: choices of {@link Input#FROM}. */
    public static final class Side {
        public static final String FRONT = "front";
        /** The right, weapon side. */
        public static final String RIGHT = "right";
        /** The left, non-weapon side. */
        public static final String LEFT = "left";
        public static final String REAR = "rear";

        private Side() {
        }
    }

    /** Cover of a target (§12 Cover): choices of {@link Input#COVER}. */
    public static final class Cover {
        public static final String NONE = "none";
        public static final String SOFT = "soft";
        public static final String HARD = "hard";

        private Cover() {
        }
    }

    /** How much of a figure its cover hides (§12 Cover): choices of {@link Input#COVER_HEIGHT}. */
    public static final class CoverHeight {
        /** A log or a bank: the legs. */
        public static final String LEGS = "legs";
        /** A wall or a hedge to the waist: legs and abdomen. */
        public static final String WAIST = "waist";
        /** A loophole: everything but the head. */
        public static final String ALL_BUT_HEAD = "all-but-head";

        private CoverHeight() {
        }
    }

    /** Silent approach (§17): how the attacker came up; choices of {@link Input#APPROACH}. */
    public static final class Approach {
        public static final String NONE = "none";
        public static final String SNEAKING = "sneaking";
        public static final String WALKING = "walking";
        public static final String RUNNING = "running";

        private Approach() {
        }
    }

    /** Choices of {@link Input#AIM_AT} (§15 Shooting at a horseman). */
    public static final class AimAt {
        public static final String RIDER = "rider";
        public static final String HORSE = "horse";

        private AimAt() {
        }
    }

    /** Options: the optional rules and the rulings with two common readings (RULINGS.md). */
    public static final class Option {
        /** §3 Alternative: {@link OrderMode#KEPT} (default) or {@link OrderMode#PER_BOUND}. */
        public static final String ORDER = "order";
        /** §7 Misfires: {@link Weather#CLEAR} (default), fog or rain. */
        public static final String WEATHER = "weather";
        /** §7: shooting at night, -1. Default false. */
        public static final String NIGHT = "night";
        /** §14 Morale (optional rule). Default false. */
        public static final String MORALE = "morale";
        /** §15 Horsemen (optional rule). Default false. */
        public static final String HORSEMEN = "horsemen";
        /** §16 Killing unconscious men (optional rule). Default false. */
        public static final String KILLING_UNCONSCIOUS = "killing-unconscious";
        /** §17 Silent approach (optional rule). Default false. */
        public static final String SILENT_APPROACH = "silent-approach";
        /** §19 Artillery pieces (optional rule). Default false. */
        public static final String ARTILLERY = "artillery";
        /** Ruling A1: the head at a score of 5 is a light wound (default, §12) or serious (playsheet). */
        public static final String HEAD_AT_FIVE = "head-at-five";
        /** Ruling A2: falling off a horse or a building, -3 (default, §12) or +3 (playsheet). */
        public static final String FALL_MODIFIER = "fall-modifier";
        /** Ruling A6: a dodge is a dexterity check (default, the examples) or an opposed roll (the table). */
        public static final String DODGE = "dodge";
        /** Ruling A7: combined strength: a roll not above strength succeeds (default) or only one under it. */
        public static final String COMBINED_STRENGTH = "combined-strength";
        /** Ruling A8: a shooter's strength modifies a gunshot's wound effect. Default false. */
        public static final String SHOOTER_STRENGTH = "shooter-strength";
        /** Ruling A10: an automatic hit still throws 2D6 for a misfire (default true). */
        public static final String AUTOMATIC_HIT_MISFIRES = "automatic-hit-misfires";
        /** Ruling A11: soft cover saves every hit (default) or only hits on obscured locations. */
        public static final String SOFT_COVER = "soft-cover";
        /** Ruling A12: wounds come off a move before bad going halves it (default) or after. */
        public static final String BAD_GOING_ORDER = "bad-going-order";
        /** Ruling A13: a fallen defender is -1 and his attacker +1 (default) or only the attacker's +1. */
        public static final String FALLEN_DEFENDER = "fallen-defender";
        /** Ruling A14: the attacker's strength band uses his strength as wounded (default) or as rolled. */
        public static final String STRENGTH_BAND = "strength-band";
        /** Ruling A16: a 6 fails the silent-approach detection roll. Default false. */
        public static final String DETECTION_SIX_FAILS = "detection-six-fails";
        /** Ruling D, §12 "Kill": the campaign roll, {@link CampaignKills#OFF} (default) or one of the book's two readings. */
        public static final String CAMPAIGN_KILLS = "campaign-kills";

        private Option() {
        }
    }

    /** Choices of {@link Option#CAMPAIGN_KILLS} (§12 "Kill", ruling D). */
    public static final class CampaignKills {
        /** A single game: a kill is out of action for this game and nothing is rolled (the book: "you may wish"). */
        public static final String OFF = "off";
        /** "a character only dies on a roll of 6": D6, a 6 is dead, else he is back for the next game. */
        public static final String DIES_ON_SIX = "dies-on-six";
        /** "a character will be out of action for D6 games in the series". */
        public static final String OUT_D6_GAMES = "out-d6-games";

        private CampaignKills() {
        }
    }

    /** Choices of {@link Option#ORDER}. */
    public static final class OrderMode {
        /** Diced once at the start; wounded figures move down the order (the book's rule). */
        public static final String KEPT = "kept";
        /** Diced again at the start of every bound, initiative less the wounds (§3 Alternative). */
        public static final String PER_BOUND = "per-bound";

        private OrderMode() {
        }
    }

    /** Choices of {@link Option#WEATHER}. */
    public static final class Weather {
        public static final String CLEAR = "clear";
        /** Misfire on a 6 of an extra D6. */
        public static final String FOG = "fog";
        /** Misfire on a 4, 5 or 6 of an extra D6. */
        public static final String RAIN = "rain";

        private Weather() {
        }
    }

    /** Choices of the ruling options A1, A2, A6, A7, A11, A12, A13, A14. */
    public static final class Reading {
        public static final String LIGHT = "light";
        public static final String SERIOUS = "serious";
        public static final String MINUS_THREE = "minus-3";
        public static final String PLUS_THREE = "plus-3";
        public static final String CHECK = "check";
        public static final String OPPOSED = "opposed";
        public static final String NOT_ABOVE = "not-above";
        public static final String UNDER = "under";
        public static final String EVERY_HIT = "every-hit";
        public static final String OBSCURED_ONLY = "obscured-only";
        public static final String WOUNDS_FIRST = "wounds-first";
        public static final String HALVING_FIRST = "halving-first";
        public static final String BOTH = "both";
        public static final String ATTACKER_ONLY = "attacker-only";
        public static final String CURRENT = "current";
        public static final String ORIGINAL = "original";

        private Reading() {
        }
    }

    /**
     * Marks the ruleset keeps on figures (Actor marks, changed by MarkChanged
     * events). The marks of {@link #PER_BOUND} are cleared at the start of
     * every bound; the others last the game.
     */
    public static final class Mark {
        /** Points spent this bound in checks, attacks and defences, by ability. */
        public static final String SPENT_I = "spent-I";
        public static final String SPENT_D = "spent-D";
        public static final String SPENT_S = "spent-S";
        public static final String SPENT_C = "spent-C";
        /** true: moved this bound (a moving target, a moving firer). */
        public static final String MOVED = "moved";
        /** The one action taken this bound (shoot, reload, aim, pick-up, force, rise, …). */
        public static final String ACTION = "action";
        /** true: has made its one attack this bound. */
        public static final String ATTACKED = "attacked";
        /** How many close combats the figure has been in this bound (the first attack on it is faced). */
        public static final String FIGHTS = "fights";
        /** true: parried or riposted this bound, so it may not shoot (§6). */
        public static final String DEFENDED = "defended";
        /** true: suppressed this bound by a 'no effect' shot (§12). */
        public static final String SUPPRESSED = "suppressed";
        /** true: wounded this bound: no further action or movement (§13). */
        public static final String WOUNDED = "wounded";
        /** The weapon loaded this bound (undone if hit or suppressed later in it, §5 Continuing Actions). */
        public static final String RELOADED = "reloaded";
        /** Bounds (man-bounds for an artillery piece) of loading done this bound. */
        public static final String RELOAD_WORK = "reload-work";
        /** true: an opponent's distraction worked: its attack fails and it does not move this bound (§11). */
        public static final String DISTRACTED = "distracted";
        /** true: a distraction test failed this bound, ending the chain (ruling A15). */
        public static final String CHAIN_BROKEN = "distraction-chain-broken";
        /** true: killed an unconscious man this bound and may not turn to face (§16). */
        public static final String KILLED_UNCONSCIOUS = "killed-unconscious";
        /** true: spent its move controlling its horse this bound (§15). */
        public static final String CONTROLLING = "controlling";
        /** The id of the figure this one is locked in close combat with. */
        public static final String ENGAGED_WITH = "engaged-with";
        /** The weapon picked up this bound: it may defend with it but not attack (§7). */
        public static final String PICKED_UP = "picked-up";

        /** Wound points by location: 1 light, 2 serious (§12, §13). */
        public static final String WOUND_PREFIX = "wound.";
        /** Bounds of loading still needed before the weapon can fire: "reload.musket". 0 or absent = loaded. */
        public static final String RELOAD_PREFIX = "reload.";
        /** true: the weapon was dropped: "dropped.musket". */
        public static final String DROPPED_PREFIX = "dropped.";
        /** true: the Baker rifle was tap loaded, so its next shot is at a firing skill of at most 9 (§7). */
        public static final String TAP_LOADED = "tap-loaded";
        /** true: the figure holds a weapon it picked up: "held.sword". */
        public static final String HELD_PREFIX = "held.";
        /** true: serious leg wound: crawls for the rest of the game. */
        public static final String CRAWL = "crawl";
        /** The bound in which a leg wound stops the figure moving. */
        public static final String LAME_IN = "lame-in";
        /** true: unconscious (head wound, knock-out, or passed out). */
        public static final String UNCONSCIOUS = "unconscious";
        /** Bounds of being knocked out still to come (head wound, knock-out). */
        public static final String OUT_COLD = "out-cold";
        /** true: serious chest or abdomen wound: rolls to pass out and recover every bound. */
        public static final String BLEEDING = "bleeding";
        /** true: fell after a failed dexterity test: gets up next move without a roll. */
        public static final String FALLEN = "fallen";
        /** true: knocked down by a serious head, chest or abdomen wound: must roll to rise. */
        public static final String KNOCKED_DOWN = "knocked-down";
        /** The id of the figure being aimed at (§7 note 2). */
        public static final String AIMING = "aiming";
        /** The bound in which the aim was taken. */
        public static final String AIM_BOUND = "aim-bound";
        /** A horse's pace (§4): halt, walk, trot, canter, gallop. */
        public static final String PACE = "pace";
        /** The fastest pace a lightly wounded horse may take for the rest of the game (§15). */
        public static final String HORSE_MAX_PACE = "horse-max-pace";
        /** Wound points of the horse. */
        public static final String HORSE_WOUNDS = "horse-wounds";
        /** true: the horse is down (seriously wounded or killed). */
        public static final String HORSE_DOWN = "horse-down";
        /** true: the rider has lost control of the horse (§15). */
        public static final String OUT_OF_CONTROL = "out-of-control";
        /** true: the rider has fallen or been thrown from his horse. */
        public static final String DISMOUNTED = "dismounted";
        /** "passed" or "failed": the last morale test taken by this senior soldier (§14). */
        public static final String MORALE = "morale";
        /** true: a killed figure has actually died: the campaign roll was a 6 (§12, option dies-on-six). */
        public static final String DEAD = "dead";
        /** true: a killed figure has not died and is back for the next game (§12, option dies-on-six). */
        public static final String SURVIVED = "survived";
        /** The games of the series a killed figure misses, D6 (§12, option out-d6-games). */
        public static final String GAMES_OUT = "games-out";

        /** Marks cleared at the start of every bound (§5: "for that bound only"). */
        public static final List<String> PER_BOUND = List.of(SPENT_I, SPENT_D, SPENT_S, SPENT_C, MOVED, ACTION,
                ATTACKED, FIGHTS, DEFENDED, SUPPRESSED, WOUNDED, RELOADED, RELOAD_WORK, DISTRACTED, CHAIN_BROKEN,
                KILLED_UNCONSCIOUS, CONTROLLING, PICKED_UP);

        private Mark() {
        }
    }

    /** Body locations (§12): the suffixes of {@link Mark#WOUND_PREFIX}. */
    public static final class Location {
        public static final String LEGS = "legs";
        public static final String ABDOMEN = "abdomen";
        public static final String LEFT_ARM = "left-arm";
        public static final String RIGHT_ARM = "right-arm";
        public static final String CHEST = "chest";
        public static final String HEAD = "head";

        private Location() {
        }
    }
}
