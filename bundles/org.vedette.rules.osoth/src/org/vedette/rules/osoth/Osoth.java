package org.vedette.rules.osoth;

/**
 * The names The Other Side of the Hill ruleset uses in files, requests and
 * game state: its id, the troop types, ranks and qualities of its profile,
 * its actions and their inputs, its options, the marks it keeps on figures
 * and the victory items it scores. Other bundles (the command line, the AI,
 * the scenario generator) use these instead of spelling the strings.
 */
public final class Osoth {
    /** The ruleset id used in scenarios, requests and journals. */
    public static final String RULESET = "osoth";
    /** The ruleset's name as the workbench shows it. */
    public static final String NAME = "The Other Side of the Hill";
    /** The workspace file with the referee's table overrides, relative to the workspace folder. */
    public static final String TABLES_FILE = "tables/osoth.json";
    /** The format name of a tables document (the bundle's own and an override). */
    public static final String TABLES_FORMAT = "vedette.osoth-tables";

    private Osoth() {
    }

    /** Profile fields of a figure (ch. II "Figures, Terrain, Troop Types, and Equipment"). */
    public static final class Field {
        public static final String TYPE = "type";
        public static final String RANK = "rank";
        public static final String MARKSMAN = "marksman";
        public static final String HOWITZER = "howitzer";
        public static final String LIMBERED = "limbered";
        /** When a hidden figure shows itself: {@link Hidden}. */
        public static final String HIDDEN_UNTIL = "hidden-until";
        /** The place (village, …) whose search reveals a figure hidden until searched. */
        public static final String HIDDEN_IN = "hidden-in";

        private Field() {
        }
    }

    /** The troop types: the choices of {@link Field#TYPE}. */
    public static final class Type {
        public static final String RIFLEMAN = "rifleman";
        public static final String LIGHT_INFANTRY = "light-infantry";
        public static final String LIGHT_CAVALRY = "light-cavalry";
        public static final String INFANTRY = "infantry";
        public static final String CAVALRY = "cavalry";
        public static final String ARTILLERY_CREW = "artillery-crew";
        public static final String LIGHT_GUN = "light-gun";
        public static final String FIELD_GUN = "field-gun";
        public static final String TRANSPORT = "transport";
        public static final String GUERRILLA = "guerrilla";
        public static final String BANDIT = "bandit";
        public static final String DESERTER = "deserter";
        public static final String VILLAGER = "villager";
        public static final String MONK = "monk";
        public static final String ARISTOCRAT = "aristocrat";
        public static final String HEADQUARTERS = "headquarters";
        public static final String MESSENGER = "messenger";
        public static final String MASSED_ENEMY = "massed-enemy";

        private Type() {
        }
    }

    /** Ranks: officers and NCOs are always Veteran. */
    public static final class Rank {
        public static final String PRIVATE = "private";
        public static final String NCO = "nco";
        public static final String OFFICER = "officer";

        private Rank() {
        }
    }

    /** Qualities, best first; Transport is a class of movement, not a quality. */
    public static final class Quality {
        public static final String VETERAN = "veteran";
        public static final String AVERAGE = "average";
        public static final String CONSCRIPT = "conscript";
        public static final String CIVILIAN = "civilian";

        private Quality() {
        }
    }

    /** Weapons (blunderbusses count as carbines; close-combat weapons only fight). */
    public static final class Weapon {
        public static final String PISTOL = "pistol";
        public static final String CARBINE = "carbine";
        public static final String BLUNDERBUSS = "blunderbuss";
        public static final String MUSKET = "musket";
        public static final String RIFLE = "rifle";
        public static final String CLOSE_COMBAT = "close-combat";

        private Weapon() {
        }
    }

    /** When a hidden figure shows itself (the two worked scenarios). */
    public static final class Hidden {
        public static final String NONE = "none";
        /** Until Player figures search (explore) the place it is hidden in — Ducos's garrison. */
        public static final String SEARCH = "search";
        /** Until Player figures come within 12 inches — the Marquise's hidden Veterans. */
        public static final String APPROACH = "approach";

        private Hidden() {
        }
    }

    /** The action catalog (ch. "Actions"). */
    public static final class Action {
        public static final String STAND = "stand";
        public static final String MOVE = "move";
        public static final String CHARGE = "charge";
        public static final String REACT = "react";
        public static final String ATTACK = "attack";
        public static final String FIRE_PISTOL = "fire-pistol";
        public static final String FIRE_CARBINE = "fire-carbine";
        public static final String FIRE_MUSKET = "fire-musket";
        public static final String FIRE_RIFLE = "fire-rifle";
        public static final String FIRE_LIGHT_ARTILLERY = "fire-light-artillery";
        public static final String FIRE_FIELD_ARTILLERY = "fire-field-artillery";
        public static final String CHECK_MORALE = "check-morale";
        public static final String TEST_BLAST = "test-blast";
        public static final String TEST_ROUNDSHOT = "test-roundshot";
        public static final String TEST_CANISTER = "test-canister";
        public static final String PARLEY_VILLAGERS = "parley-villagers";
        public static final String PARLEY_MONKS = "parley-monks";
        public static final String PARLEY_ARISTOCRATS = "parley-aristocrats";
        public static final String EXPLORE_VILLAGE = "explore-village";
        public static final String EXPLORE_CAVE = "explore-cave";
        public static final String SCOUT_OUTPOST = "scout-outpost";
        public static final String INTERROGATE = "interrogate-officers";
        public static final String ASSESS = "assess-massed-enemy";
        public static final String SPLIT = "split";
        public static final String JOIN = "join";
        public static final String TAKE_CONTROL = "take-control";
        public static final String ESCORT = "escort";
        public static final String REVEAL = "reveal";
        public static final String EVENT = "event";
        public static final String RETURN_HOME = "return-home";
        public static final String VICTORY = "victory";

        private Action() {
        }
    }

    /** Input ids: the app's fields, and the few Vedette needs besides. */
    public static final class Input {
        public static final String ACTOR = "actor";
        public static final String TARGET = "target";
        public static final String RANGE = "range";
        public static final String TERRAIN = "terrain";
        public static final String ACTOR_MOUNTED = "actor-mounted";
        public static final String TARGET_MOUNTED = "target-mounted";
        public static final String CHARGING = "charging";
        public static final String MARKSMAN = "marksman";
        public static final String GROUP = "group";
        public static final String ACTIVITY = "activity";
        public static final String AMMUNITION = "ammunition";
        public static final String OBSTACLE = "linear-obstacle";
        public static final String MOUNT = "mount";
        public static final String LIMBER = "limber";
        public static final String DISTANCE = "distance";
        public static final String REACTION = "reaction";
        public static final String GAP = "gap";
        public static final String PLACE = "place";
        public static final String IN_SIGHT = "line-of-sight";
        public static final String NAME = "name";
        public static final String WHY = "why";
        public static final String TEXT = "text";
        public static final String ITEM = "item";
        public static final String HALF = "table-half";

        private Input() {
        }
    }

    /** Ground and cover: the choices of {@link Input#TERRAIN}. */
    public static final class Terrain {
        public static final String ROAD = "road";
        public static final String OPEN = "open";
        public static final String ROUGH = "rough";
        public static final String SOFT = "soft";
        public static final String HARD = "hard";
        public static final String FORTIFICATION = "fortification";

        private Terrain() {
        }
    }

    /** Options (RULINGS.md). */
    public static final class Option {
        /** The referee's table overrides as the JSON text of a tables document; empty = the bundle's tables. */
        public static final String TABLES = "tables";
        /** Ruling O6: a Wavering unit that fails another morale check is removed. Default on. */
        public static final String WAVERING_FAILS_OUT = "wavering-failure-removes";

        private Option() {
        }
    }

    /** Marks the ruleset keeps on figures. */
    public static final class Mark {
        /** true: has acted this turn. */
        public static final String ACTED = "acted";
        /** "wavering": the figure's unit failed a morale check (absent = Solid). */
        public static final String MORALE = "morale";
        /** true: a rifle fired as a rifle, to be loaded before it fires as one again. */
        public static final String RIFLE_FIRED = "rifle-fired";
        /** Load actions a gun still needs before it fires (2 for field artillery after firing). */
        public static final String LOADS_NEEDED = "loads-needed";
        /** The ammunition loaded in a gun: roundshot, canister or shell. */
        public static final String AMMUNITION = "ammunition";
        /** true or false once the gun limbers or unlimbers; absent: as its profile says. */
        public static final String LIMBERED = "limbered";
        /** true: a mounted figure on foot. */
        public static final String DISMOUNTED = "dismounted";
        /** The id of the figure this one charged and is in contact with. */
        public static final String CHARGING = "charging";
        /** The id of the figure that charged this one. */
        public static final String CHARGED_BY = "charged-by";
        /** Inches the charger started from its target (sets the reaction's range bracket). */
        public static final String CHARGE_FROM = "charge-from";
        /** Inches of movement the charger has left to follow a target that moved away; removed once it has attacked. */
        public static final String CHARGE_LEFT = "charge-left";
        /** true: hidden from the players until revealed. */
        public static final String HIDDEN = "hidden";
        /** The unit a figure belongs to after a split or a join (absent: its unit in the scenario). */
        public static final String UNIT = "unit";
        /** The unit's strength right after its latest split or join, for half-strength. */
        public static final String STRENGTH = "strength";
        /** The quality a joined unit takes from its majority. */
        public static final String QUALITY = "quality";
        /** true: promoted NCO in the field. */
        public static final String PROMOTED = "promoted";
        /** true: a guerrilla under the players' control, or a traveller in their care (ruling O13). */
        public static final String PLAYER_CONTROLLED = "player-controlled";
        /** true: back behind friendly lines. */
        public static final String HOME = "home";
        /** true: an enemy officer searched or interrogated; a group parleyed with. */
        public static final String DEALT_WITH = "dealt-with";

        private Mark() {
        }
    }

    /** Victory items (Winning and Losing), the choices of the victory action. */
    public static final class Victory {
        public static final String SCOUTED = "scouted";
        public static final String MET_ENEMY = "met-enemy";
        public static final String OBJECTIVE_NEAR = "objective-near";
        public static final String OBJECTIVE_FAR = "objective-far";
        public static final String ASSET_LOCATED = "asset-located";
        public static final String ARISTOCRAT_ESCORTED = "aristocrat-escorted";
        public static final String INTELLIGENCE = "intelligence";
        public static final String MASSED_ASSESSED = "massed-assessed";
        public static final String EXPLORING_OFFICER = "exploring-officer";
        public static final String TREASURE = "treasure";
        public static final String MAGAZINE = "magazine-destroyed";
        public static final String FORTIFICATION = "fortification-destroyed";
        public static final String STRATEGIC_PLANS = "strategic-plans";
        public static final String UNIT_DESTROYED = "unit-destroyed";
        public static final String HOME_WITH_LOSSES = "home-with-half-losses";
        public static final String COWARDICE = "cowardice";
        public static final String NONE_RETURNED = "none-returned";

        private Victory() {
        }
    }
}
