package org.vedette.rules.riskfactor;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;

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
     * The rules' refusal of every shot the figure could take with the weapon in this state, whatever the
     * target; null when a shot at some target may be accepted (the target's own checks — sight, range, the
     * nearest enemy — are the shot's).
     */
    IllegalActionException unready(GameState state, Actor figure, String weapon);
}
