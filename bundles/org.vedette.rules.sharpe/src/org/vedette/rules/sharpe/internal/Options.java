package org.vedette.rules.sharpe.internal;

import org.vedette.core.game.GameState;
import org.vedette.rules.sharpe.Sharpe.CampaignKills;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.OrderMode;
import org.vedette.rules.sharpe.Sharpe.Reading;
import org.vedette.rules.sharpe.Sharpe.Weather;

/**
 * The game's options, read with their defaults when the situation leaves them
 * unset (a request file may carry no options at all). The defaults are those
 * of RULINGS.md and the catalog.
 */
final class Options {
    private Options() {
    }

    static boolean flag(GameState s, String id, boolean fallback) {
        return s.option(id) instanceof Boolean b ? b : fallback;
    }

    static String text(GameState s, String id, String fallback) {
        return s.option(id) instanceof String t ? t : fallback;
    }

    static boolean perBoundOrder(GameState s) {
        return OrderMode.PER_BOUND.equals(text(s, Option.ORDER, OrderMode.KEPT));
    }

    static String weather(GameState s) {
        return text(s, Option.WEATHER, Weather.CLEAR);
    }

    static boolean night(GameState s) {
        return flag(s, Option.NIGHT, false);
    }

    static boolean morale(GameState s) {
        return flag(s, Option.MORALE, false);
    }

    static boolean horsemen(GameState s) {
        return flag(s, Option.HORSEMEN, false);
    }

    static boolean killingUnconscious(GameState s) {
        return flag(s, Option.KILLING_UNCONSCIOUS, false);
    }

    static boolean silentApproach(GameState s) {
        return flag(s, Option.SILENT_APPROACH, false);
    }

    static boolean artillery(GameState s) {
        return flag(s, Option.ARTILLERY, false);
    }

    /** A1: the playsheet's S/w for the head at 5. */
    static boolean headSeriousAtFive(GameState s) {
        return Reading.SERIOUS.equals(text(s, Option.HEAD_AT_FIVE, Reading.LIGHT));
    }

    /** A2: the modifier for falling off a horse or a building: -3 (§12) or +3 (playsheet). */
    static int fallModifier(GameState s) {
        return Reading.PLUS_THREE.equals(text(s, Option.FALL_MODIFIER, Reading.MINUS_THREE)) ? 3 : -3;
    }

    /** A6: dodging is an opposed roll. */
    static boolean opposedDodge(GameState s) {
        return Reading.OPPOSED.equals(text(s, Option.DODGE, Reading.CHECK));
    }

    /** A7: combined strength needs a roll under strength. */
    static boolean combinedStrengthUnder(GameState s) {
        return Reading.UNDER.equals(text(s, Option.COMBINED_STRENGTH, Reading.NOT_ABOVE));
    }

    /** A8. */
    static boolean shooterStrength(GameState s) {
        return flag(s, Option.SHOOTER_STRENGTH, false);
    }

    /** A10. */
    static boolean automaticHitMisfires(GameState s) {
        return flag(s, Option.AUTOMATIC_HIT_MISFIRES, true);
    }

    /** A11: soft cover only saves hits on obscured locations. */
    static boolean softCoverObscuredOnly(GameState s) {
        return Reading.OBSCURED_ONLY.equals(text(s, Option.SOFT_COVER, Reading.EVERY_HIT));
    }

    /** A12: bad going halves before the wounds come off. */
    static boolean halvingFirst(GameState s) {
        return Reading.HALVING_FIRST.equals(text(s, Option.BAD_GOING_ORDER, Reading.WOUNDS_FIRST));
    }

    /** A13: a fallen defender is also -1 himself. */
    static boolean fallenDefenderMinusOne(GameState s) {
        return Reading.BOTH.equals(text(s, Option.FALLEN_DEFENDER, Reading.BOTH));
    }

    /** A14: the strength band uses the strength as rolled. */
    static boolean strengthBandAsRolled(GameState s) {
        return Reading.ORIGINAL.equals(text(s, Option.STRENGTH_BAND, Reading.CURRENT));
    }

    /** A16. */
    static boolean detectionSixFails(GameState s) {
        return flag(s, Option.DETECTION_SIX_FAILS, false);
    }

    /** Ruling D: how a kill is rolled for in a campaign; off in a single game. */
    static String campaignKills(GameState s) {
        return text(s, Option.CAMPAIGN_KILLS, CampaignKills.OFF);
    }
}
