package org.vedette.rules.onehour;

/**
 * The names the Napoleonic One Hour Wargame ruleset uses in files, requests
 * and game state: its id, the unit types and qualities of its profile, its
 * phases, actions and their inputs, its options and the marks it keeps on
 * units. Other bundles (the command line, the AI, the scenario generator)
 * use these instead of spelling the strings themselves.
 */
public final class OneHour {
    /** The ruleset id used in scenarios, requests and journals. */
    public static final String RULESET = "onehour";
    /** The ruleset's name as the workbench shows it. */
    public static final String NAME = "Napoleonic One Hour Wargame";
    /** The profile field that holds a unit's {@link Type}. */
    public static final String TYPE_FIELD = "type";
    /** The profile field: how many figures the designer models a unit with (for the collector; the rules ignore it). */
    public static final String FIGURES_FIELD = "figures";

    private OneHour() {
    }

    /** Unit types ("Unit Types and Scale"): the choices of the profile field {@value OneHour#TYPE_FIELD}. */
    public static final class Type {
        public static final String INFANTRY = "infantry";
        public static final String LIGHT_INFANTRY = "light-infantry";
        public static final String SKIRMISHERS = "skirmishers";
        public static final String HEAVY_CAVALRY = "heavy-cavalry";
        public static final String LIGHT_CAVALRY = "light-cavalry";
        public static final String FOOT_ARTILLERY = "foot-artillery";
        public static final String HORSE_ARTILLERY = "horse-artillery";

        private Type() {
        }
    }

    /** Troop qualities (Optional Rules, "Troop quality"); a unit without one is trained. */
    public static final class Quality {
        public static final String ELITE = "elite";
        public static final String TRAINED = "trained";
        public static final String CONSCRIPT = "conscript";

        private Quality() {
        }
    }

    /** The phases of a player turn ("Sequence of Play": 1, 3, 4, 5 — the book has no step 2). */
    public static final class Phase {
        public static final String MOVEMENT = "movement";
        public static final String SHOOTING = "shooting";
        public static final String HAND_TO_HAND = "hand-to-hand";
        public static final String ELIMINATION = "elimination";

        private Phase() {
        }
    }

    /** The action catalog. */
    public static final class Action {
        /** Move and/or pivot (movement phase). */
        public static final String MOVE = "move";
        /** A skirmisher stands still in the open and takes a hedge marker (movement phase). */
        public static final String STAND = "stand";
        /** Charge an enemy unit into contact (movement phase). */
        public static final String CHARGE = "charge";
        /** Infantry or light infantry charged by cavalry try to form square (reaction, any time). */
        public static final String FORM_SQUARE = "form-square";
        /** Leave square once the cavalry is beaten off (movement phase). */
        public static final String LEAVE_SQUARE = "leave-square";
        /** A unit engaged only in flank or rear turns to face its attacker (movement phase). */
        public static final String TURN_TO_FACE = "turn-to-face";
        /** Shoot at one enemy unit (shooting phase). */
        public static final String SHOOT = "shoot";
        /** Fight a round of hand-to-hand combat against the unit in contact (hand-to-hand phase). */
        public static final String FIGHT = "fight";

        private Action() {
        }
    }

    /** Input ids of the actions. */
    public static final class Input {
        public static final String ACTOR = "actor";
        public static final String TARGET = "target";
        public static final String DISTANCE = "distance";
        public static final String PIVOT = "pivot";
        public static final String ROAD = "road";
        public static final String WOODS = "woods";
        public static final String ENTERS_TOWN = "enters-town";
        public static final String ENDS_IN_TOWN = "ends-in-town";
        public static final String MARSH_OR_LAKE = "marsh-or-lake";
        public static final String CROSSES_RIVER = "crosses-river";
        public static final String AT_BRIDGE_OR_FORD = "at-bridge-or-ford";
        public static final String IN_OPEN = "in-open";
        public static final String TURN = "turn";
        public static final String ARC_AT_START = "arc-at-start";
        public static final String ARC_AT_END = "arc-at-end";
        public static final String RANGE = "range";
        public static final String ANGLE = "angle";
        public static final String FIRER_IN_TOWN = "firer-in-town";
        public static final String COVER = "cover";
        public static final String LINE_BLOCKED = "line-blocked";
        public static final String ARC = "arc";
        public static final String UPHILL = "uphill";
        public static final String WOODS_OR_TOWN = "woods-or-town";
        public static final String DEFENDING_CROSSING = "defending-bridge-or-ford";

        private Input() {
        }
    }

    /** Choices of the arc inputs and of the {@link Mark#ATTACKED_FROM} mark. */
    public static final class Arc {
        public static final String FRONT = "front";
        public static final String FLANK = "flank";
        public static final String REAR = "rear";

        private Arc() {
        }
    }

    /** Choices of the shooting input {@link Input#COVER}: what the target stands in. */
    public static final class Cover {
        public static final String NONE = "none";
        public static final String TOWN = "town";
        /** Terrain the scenario designates as cover. */
        public static final String SCENARIO_COVER = "scenario-cover";

        private Cover() {
        }
    }

    /** Optional rules and rulings with two common readings (see RULINGS.md). */
    public static final class Option {
        /** Optional Rules "Troop quality": square modifiers and elimination by quality. Default off. */
        public static final String TROOP_QUALITY = "troop-quality";
        /** Ruling D1: the "2*" one-hit cap applies to light infantry in hand-to-hand too. Default on. */
        public static final String LIGHT_INFANTRY_MELEE_CAP = "light-infantry-melee-cap";
        /** Ruling D3: a heavy cavalry 1 also cancels the impetus die of that same combat. Default off. */
        public static final String IMPETUS_LOST_AT_ONCE = "impetus-lost-at-once";
        /** Ruling D3: flank, rear and artillery doubling doubles the impetus die too. Default on. */
        public static final String DOUBLE_IMPETUS = "double-impetus";
        /** Ruling D4: hits scored but all saved count as inflicted (no retreat). Default off. */
        public static final String SAVED_HITS_COUNT = "saved-hits-count-as-inflicted";

        private Option() {
        }
    }

    /**
     * Marks the ruleset keeps on units (Actor marks, changed by MarkChanged
     * events). "This turn" marks are cleared when the unit's side begins its
     * next movement phase.
     */
    public static final class Mark {
        /** true: moved this turn (distance greater than 0, or charged). */
        public static final String MOVED = "moved";
        /** true: pivoted this turn. */
        public static final String PIVOTED = "pivoted";
        /** true: used the +3" road bonus this turn, so it may not fire. */
        public static final String USED_ROAD = "used-road";
        /** true: has shot this turn. */
        public static final String FIRED = "fired";
        /** true: has fought its round of hand-to-hand this turn. */
        public static final String FOUGHT = "fought";
        /** true: a skirmisher's hedge marker; kept until it moves or pivots. */
        public static final String HEDGE = "hedge";
        /** true: infantry or light infantry in square. */
        public static final String SQUARE = "square";
        /** true: has tested to form square against the cavalry now in contact. */
        public static final String SQUARE_TESTED = "square-tested";
        /** true: heavy cavalry that has lost its impetus die for the rest of the game. */
        public static final String IMPETUS_LOST = "impetus-lost";
        /** The id of the enemy unit this unit charged and is in contact with. */
        public static final String CHARGING = "charging";
        /** The id of the enemy unit that charged this unit and is in contact with it. */
        public static final String CHARGED_BY = "charged-by";
        /** Where the charger hit this unit: front, flank or rear. */
        public static final String ATTACKED_FROM = "attacked-from";

        private Mark() {
        }
    }
}
