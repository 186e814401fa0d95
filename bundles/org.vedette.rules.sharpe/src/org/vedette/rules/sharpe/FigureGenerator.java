package org.vedette.rules.sharpe;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.dice.Dice;

/**
 * Rolls up a new figure's profile (§2 Character profiles): "These
 * characteristics are determined by rolling 1D6" for initiative, dexterity,
 * strength and close combat, in that order, then the firing skill as its
 * {@link FigureKind} says. Every die goes through {@link Dice}, so the roll is
 * recorded and reproducible.
 */
public final class FigureGenerator {
    private static final String[] D6_FIELDS = { Sharpe.Field.INITIATIVE, Sharpe.Field.DEXTERITY,
            Sharpe.Field.STRENGTH, Sharpe.Field.CLOSE_COMBAT };

    private FigureGenerator() {
    }

    /**
     * A new profile: I, D, S, C (1D6 each), F (6, D6+3 or D6+6), the troop and
     * the rank.
     */
    public static Map<String, Object> roll(FigureKind kind, String rank, Dice dice) {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(dice, "dice");
        Map<String, Object> profile = new LinkedHashMap<>();
        for (String f : D6_FIELDS) {
            profile.put(f, dice.d6("1D6 for " + f + " (Sharpe §2)"));
        }
        int firing = kind.firingBase;
        if (kind.firingDice > 0) {
            firing += dice.roll(kind.firingDice, 6, "D6+" + kind.firingBase + " for F (Sharpe §2)").total();
        }
        profile.put(Sharpe.Field.FIRING, firing);
        profile.put(Sharpe.Field.TROOP, kind.troop);
        profile.put(Sharpe.Field.RANK, rank == null ? Sharpe.Rank.PRIVATE : rank);
        return profile;
    }
}
