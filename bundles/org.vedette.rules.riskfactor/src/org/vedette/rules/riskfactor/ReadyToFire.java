package org.vedette.rules.riskfactor;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;

/**
 * Whether a figure may fire a weapon this turn at all, whoever the target:
 * the refusals of "Shooting" that do not depend on the target — routing ("it
 * may neither fight nor shoot"), shot already this turn, a weapon not carried
 * or without range, and "Commanded troops must spend a turn halted to load
 * muzzle loaded weapons before a turn in which they fire". One who asks the
 * rules of a shot at each enemy in turn (the NPC AI) need not ask it of a
 * weapon the rules refuse whatever the target. The risk-factor ruleset
 * implements it, with the very checks its shots are refused by.
 *
 * @since 0.3
 */
public interface ReadyToFire {
    /**
     * Whether a shot of the figure with the weapon in this state may be accepted at some target: false when
     * the rules refuse every one, whatever the target (the target's own checks — sight, range, the nearest
     * enemy — are the shot's).
     */
    boolean ready(GameState state, Actor figure, String weapon);

    /**
     * The longest range, in the ruleset's units, at which the rules may accept a shot with the weapon: beyond
     * it every shot is refused, whatever else holds. One who asks of enemies nearest first may stop at the
     * first beyond it. Unbounded when the rules cannot say.
     *
     * @since 0.4
     */
    default double reach(String weapon) {
        return Double.POSITIVE_INFINITY;
    }
}
