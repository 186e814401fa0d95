package org.vedette.rules.riskfactor;

/**
 * The names the risk-factor ruleset uses in files, requests and game state:
 * its id, the profile fields, qualities and weapons, its phases, actions and
 * their inputs, its options and the marks it keeps on figures. Other bundles
 * (the command line, the AI, the scenario generator) use these instead of
 * spelling the strings themselves.
 */
public final class RiskFactor {
    /** The ruleset id used in scenarios, requests and journals. */
    public static final String RULESET = "riskfactor";
    /** The ruleset's name as the workbench shows it. */
    public static final String NAME = "Risk-Factor Skirmish";

    private RiskFactor() {
    }

    /** Profile fields of a figure ("Figure Activation", "Risk Factors", "Charging and Melee"). */
    public static final class Field {
        /** The figure's {@link Rank}. */
        public static final String RANK = "rank";
        /** true: a Player Character, an officer or leader one player runs ("Figure Activation"). */
        public static final String PLAYER_CHARACTER = "player-character";
        /** true: disloyal, 2 points to activate ("Figure Activation"). */
        public static final String DISLOYAL = "disloyal";
        /** true: natives (+D6 cm to an Attack; +2 within 50 cm of enemy cavalry). */
        public static final String NATIVE = "native";
        /** true: a civilian, who moves 20 cm ("Movement"). */
        public static final String CIVILIAN = "civilian";
        /** true: a civilian whose petticoats are not hitched up, who moves 15 cm. */
        public static final String PETTICOATS = "petticoats-down";
        /** true: superior melee troops, +1 in melee ("Charging and Melee"). */
        public static final String SUPERIOR_MELEE = "superior-melee";
        /** true: troops unable to fire volleys and salvoes, who count uncommanded for shooting. */
        public static final String NO_VOLLEYS = "no-volleys";
        /**
         * The platoon the figure's unit belongs to: uncommanded units of one
         * platoon dice as one group when it is formed ("Uncommanded Formed
         * troops", ruling C12).
         */
        public static final String PLATOON = "platoon";

        private Field() {
        }
    }

    /** Choices of {@link Field#RANK}. */
    public static final class Rank {
        public static final String OFFICER = "officer";
        public static final String NCO = "nco";
        public static final String DRUMMER = "drummer";
        public static final String BUGLER = "bugler";
        public static final String PRIVATE = "private";

        private Rank() {
        }
    }

    /** Figure classes ("Figure Activation": Heroes 4D6, Veterans 3D6, Raw 2D6; Regulars, ruling C6). */
    public static final class Quality {
        public static final String HERO = "hero";
        public static final String VETERAN = "veteran";
        public static final String REGULAR = "regular";
        public static final String RAW = "raw";

        private Quality() {
        }
    }

    /** The weapons of the "Shooting" table. */
    public static final class Weapon {
        public static final String RIFLE = "rifle";
        public static final String MUSKET = "musket";
        /** Carried with a musket: melee factor 3 instead of 2. */
        public static final String BAYONET = "bayonet";
        public static final String PISTOL = "pistol";
        public static final String BOW = "bow";
        public static final String SPEAR = "spear";
        public static final String SWORD = "sword";
        public static final String WAR_CLUB = "war-club";
        /** "Hatchet / Knife." */
        public static final String HATCHET = "hatchet";
        /** "Rocks etc". */
        public static final String ROCKS = "rocks";

        private Weapon() {
        }
    }

    /** The phases of a side's turn ("Play Sequence" (1) to (4)). */
    public static final class Phase {
        public static final String COMMAND = "command";
        public static final String MOVEMENT = "movement";
        public static final String SHOOTING = "shooting";
        public static final String MELEE = "melee";

        private Phase() {
        }
    }

    /** The action catalog. */
    public static final class Action {
        /** A Player Character throws his command dice (command phase). */
        public static final String DICE_FOR_COMMAND = "dice-for-command";
        /** A commander activates an NCO, drummer or bugler, who then commands on his behalf (command phase). */
        public static final String ACTIVATE = "activate";
        /** A commander commands a group, whole or not at all (command phase). */
        public static final String COMMAND = "command";
        /** The referee notes what a group sees, for its Actions-table roll (any time). */
        public static final String OBSERVE = "observe";
        /** A group dices on the Actions table now (any time: commanded troops shot at or attacked use it too). */
        public static final String ACTIONS_TABLE = "actions-table";
        /** Can a figure see another? D6 × 10 cm into terrain ("Visibility"; any time). */
        public static final String SPOT = "spot";
        /** Move a figure (movement phase). */
        public static final String MOVE = "move";
        /** A commanded figure spends the turn halted to load its muzzle-loader (movement phase). */
        public static final String LOAD = "load";
        /** Shoot: a commanded figure or player character, or an uncommanded group (shooting phase). */
        public static final String SHOOT = "shoot";
        /** Two matched figures fight (melee phase). */
        public static final String FIGHT = "fight";

        private Action() {
        }
    }

    /** Input ids of the actions. */
    public static final class Input {
        public static final String ACTOR = "actor";
        public static final String TARGET = "target";
        public static final String GROUP = "group";
        public static final String FIGURE = "figure";
        public static final String BUSY = "busy";
        public static final String DISTANCE = "distance";
        public static final String ENCLOSED = "enclosed";
        public static final String DIE_MODIFIER = "die-modifier";
        public static final String DIFFICULT = "difficult";
        public static final String BARRIERS = "barriers";
        public static final String OPEN_GROUND = "open-ground";
        public static final String TO_SHOOT = "to-shoot";
        public static final String WEAPON = "weapon";
        public static final String RANGE = "range";
        public static final String COVER = "cover";
        public static final String NEAREST = "nearest";
        public static final String TARGET_IN = "target-in";
        public static final String FIRED = "fired";
        public static final String PLAIN_SIGHT = "plain-sight";
        public static final String BOTH_IN_WOODS = "both-in-woods";
        public static final String OBSERVER_DEEP = "observer-deep-in-woods";
        public static final String OUTNUMBERED = "outnumbered";
        public static final String TARGET_OUTNUMBERED = "target-outnumbered";
        public static final String CROSSING = "crossing";
        public static final String TARGET_CROSSING = "target-crossing";
        public static final String TARGET_WEAPON = "target-weapon";
        public static final String CANNOT_FALL_BACK = "cannot-fall-back";
        public static final String TARGET_CANNOT_FALL_BACK = "target-cannot-fall-back";

        private Input() {
        }
    }

    /** Choices of the shooting input {@link Input#COVER} (the to-hit table's columns). */
    public static final class Cover {
        public static final String OPEN = "open";
        public static final String SOFT = "soft";
        public static final String HARD = "hard";

        private Cover() {
        }
    }

    /** Choices of the visibility input {@link Input#TARGET_IN}. */
    public static final class Ground {
        public static final String OPEN = "open";
        /** In terrain, within 5 cm of its edge. */
        public static final String TERRAIN_EDGE = "terrain-edge";
        /** In terrain, more than 5 cm inside. */
        public static final String TERRAIN_INSIDE = "terrain-inside";

        private Ground() {
        }
    }

    /** Optional readings where the text allows two (see RULINGS.md). */
    public static final class Option {
        /** C4: "once" (default) or "each" — how often a line joining two conditions with "or" counts. */
        public static final String OR_LINES = "or-lines";
        /** C5: "whole" (default) or "started" — which tenths of a group lost count. */
        public static final String CASUALTY_TENTHS = "casualty-tenths";
        /** C6: how many D6 a Regular commander throws, 2 (default) or 3. */
        public static final String REGULAR_COMMAND_DICE = "regular-command-dice";
        /** C7: "natural" (default) or "modified" — the die that wounds on 5 and kills on 6 in melee. */
        public static final String MELEE_HIT_DIE = "melee-hit-die";

        private Option() {
        }
    }

    /**
     * Marks the ruleset keeps on figures. Marks of a group's Actions-table
     * roll and of its command are on every figure of the group. "This turn"
     * marks are cleared when the figure's side begins its next command phase.
     */
    public static final class Mark {
        /** On a Player Character: the command points he has left this turn (an activated NCO commands with his). */
        public static final String COMMAND_POINTS = "command-points";
        /** On a Player Character: true once the extra D6 for a commanded drummer or bugler is thrown this turn. */
        public static final String DRUM = "drum";
        /** true: commanded (activated) this turn. */
        public static final String COMMANDED = "commanded";
        /** On an activated NCO, drummer or bugler: the id of the Player Character he commands for, this turn. */
        public static final String CHAIN = "chain";
        /** The group's Actions-table result this turn: an id of {@link org.vedette.actions.Result}. */
        public static final String ACTION = "action";
        /** The group's morale, an id of {@link org.vedette.actions.Morale}; kept until its next roll. */
        public static final String MORALE = "morale";
        /** What the referee last noted the group sees: observation ids separated by spaces; kept until noted again. */
        public static final String OBSERVED = "observed";
        /** Centimetres moved this turn. */
        public static final String MOVED = "moved";
        /** true: has shot this turn. */
        public static final String FIRED = "fired";
        /** true: has fought this turn. */
        public static final String FOUGHT = "fought";
        /** A commanded figure's muzzle-loader is loaded: the turn it was loaded in (0: loaded before the game). */
        public static final String LOADED = "loaded";
        /** Grazes taken (no effect on the figure). */
        public static final String GRAZES = "grazes";

        private Mark() {
        }
    }
}
