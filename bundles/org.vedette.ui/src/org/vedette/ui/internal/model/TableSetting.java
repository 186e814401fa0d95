package org.vedette.ui.internal.model;

/**
 * The referee's settings for the table: the table layout (large type, the
 * Turn part and the Action Resolver alone), a Boolean in the application
 * context for the session, and whether an action aimed at one's own side is
 * asked about first, an Eclipse preference beside the dice
 * ({@link DiceSetting#NODE}).
 */
public final class TableSetting {
    /** The application context's Boolean: the table layout is on. */
    public static final String LAYOUT = "org.vedette.ui.tableLayout";
    /** "false": an action at one's own side is taken without asking; anything else asks. */
    public static final String ASK_FRIENDLY_FIRE = "ask-friendly-fire";
    /** The stacks the table layout hides: the workspace and rulesets, the problems and the game log. */
    public static final String[] HIDDEN_STACKS = { "org.vedette.ui.stack.left", "org.vedette.ui.stack.bottom" };
    /** How much larger the table's type is than the system's. */
    public static final double SCALE = 1.5;

    private TableSetting() {
    }

    public static boolean askFriendlyFire(String value) {
        return !"false".equals(value);
    }
}
