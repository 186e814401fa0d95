package org.vedette.rules.picket;

/**
 * The ids of Picket, the tests' own ruleset (RULES.md): its actions, inputs,
 * phases, marks and qualities, for scenarios, requests and tests.
 */
public final class Picket {
    public static final String RULESET = "picket";
    public static final String NAME = "Picket";
    /** §3: a figure's move in inches, and a mounted figure's. */
    public static final double MOVE = 6;
    public static final double MOUNTED_MOVE = 12;
    /** §4: the musket's range in inches. */
    public static final double RANGE = 18;

    private Picket() {
    }

    /** §2 Sequence. */
    public static final class Phase {
        public static final String MOVEMENT = "movement";
        public static final String SHOOTING = "shooting";
        public static final String MELEE = "melee";

        private Phase() {
        }
    }

    public static final class Action {
        public static final String MOVE = "move";
        public static final String SHOOT = "shoot";
        public static final String FIGHT = "fight";

        private Action() {
        }
    }

    public static final class Input {
        public static final String ACTOR = "actor";
        public static final String TARGET = "target";
        public static final String DISTANCE = "distance";
        public static final String RANGE = "range";

        private Input() {
        }
    }

    /** What a figure did this turn (§2: wiped when its side's Movement phase begins). */
    public static final class Mark {
        public static final String MOVED = "moved";
        public static final String SHOT = "shot";
        public static final String FOUGHT = "fought";

        private Mark() {
        }
    }

    /** §1 Figures. */
    public static final class Quality {
        public static final String RAW = "raw";
        public static final String STEADY = "steady";

        private Quality() {
        }
    }
}
