package org.vedette.ui.internal.model;

/**
 * Whose dice the Action Resolver uses, kept as an Eclipse preference of this
 * bundle ({@code InstanceScope}, node {@value #NODE}, key {@value #KEY}) so
 * the referee's choice outlives the session.
 */
public final class DiceSetting {
    public static final String NODE = "org.vedette.ui";
    public static final String KEY = "dice";
    /** The computer's dice: {@code SeededDice}, the seed written in the log. */
    public static final String COMPUTER = "computer";
    /** Physical dice, their faces typed into the dice form ({@code DiceForm}) before a resolution is committed. */
    public static final String ENTERED = "entered";

    private DiceSetting() {
    }

    /** True for {@value #ENTERED}; anything else (unset included) is the computer's dice. */
    public static boolean entered(String value) {
        return ENTERED.equals(value);
    }
}
