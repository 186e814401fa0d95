package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.Choice;

/**
 * "Other suggested modifiers to action die rolls" (§5), row by row: the task
 * a check is made for and what it adds to the die. Jumping down adds +1 above
 * 6 feet and +1 "for each additional 6 feet higher" — "Jumping off a 14' high
 * roof onto an enemy will add +2".
 */
enum Task {
    OTHER("other", "Another action (no listed modifier)", 0),
    GOING_BACKWARDS("going-backwards", "Going backwards", 0),
    BACKWARDS_IN_BAD_GOING("backwards-in-bad-going", "Going backwards in bad going", 1),
    RUNNING_IN_BAD_GOING("running-in-bad-going", "Running in bad going", 1),
    LOW_WALL("low-wall", "Jumping over a low wall or bush", 1),
    FIGHTING_IN_BAD_GOING("fighting-in-bad-going", "Fighting in bad going", 1),
    HIGH_WALL("high-wall", "Vaulting a high wall", 1),
    CLIMBING_A_TREE("climbing-a-tree", "Climbing a tree", 0),
    JUMPING_DOWN("jumping-down", "Jumping to the ground from a height (feet)", 0),
    LEAPING("leaping", "Leaping over a corpse or an obstacle", 0),
    DOOR("door", "Kicking in a door, rolling a stone", 0);

    /** "Jumping to the ground from any height above 6 feet +1; for each additional 6 feet higher +1". */
    static final int FEET_PER_STEP = 6;

    final String id;
    final String label;
    final int modifier;

    Task(String id, String label, int modifier) {
        this.id = id;
        this.label = label;
        this.modifier = modifier;
    }

    static Task of(String id) {
        for (Task t : values()) {
            if (t.id.equals(id)) return t;
        }
        return OTHER;
    }

    /** The modifier of this task; a jump down from {@code feet}: +1 per started 6 feet above the first 6. */
    int modifier(int feet) {
        if (this != JUMPING_DOWN) return modifier;
        return feet <= FEET_PER_STEP ? 0 : (feet + FEET_PER_STEP - 1) / FEET_PER_STEP - 1;
    }

    static List<Choice> choices() {
        List<Choice> c = new ArrayList<>();
        for (Task t : values()) c.add(Choice.of(t.id, t.label + (t == JUMPING_DOWN ? "" : " (" + Text.signed(t.modifier) + ")")));
        return c;
    }
}
