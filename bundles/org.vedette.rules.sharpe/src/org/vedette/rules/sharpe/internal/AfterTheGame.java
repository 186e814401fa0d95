package org.vedette.rules.sharpe.internal;

import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.CampaignKills;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;

/**
 * §12, the Wound Effect Table's "Kill": "Not necessarily dead but out of
 * action for this game. If playing a campaign or series of games with the same
 * characters you may wish to roll a D6 to see whether a character has actually
 * died or not. How you decide depends on you. You could say a character only
 * dies on a roll of 6 or alternatively say that a character will be out of
 * action for D6 games in the series." The two readings are the settings of
 * option {@code campaign-kills}; without a campaign nothing is rolled (ruling
 * D). The kill stands for the game just played: only marks for the campaign
 * are added, so the figure stays out of action in this game's state.
 */
final class AfterTheGame {
    /** "a character only dies on a roll of 6". */
    static final int DIES_ON = 6;
    static final String DIED_ROLL = "has he actually died? (dies on a 6)";
    static final String GAMES_ROLL = "games of the series out of action (D6)";

    private AfterTheGame() {
    }

    static Outcome roll(Resolution r, ActionRequest q) throws IllegalActionException {
        String reading = Options.campaignKills(r.state);
        if (CampaignKills.OFF.equals(reading)) {
            throw new IllegalActionException(Book.KILLS_IN_A_CAMPAIGN, "a kill is \"out of action for this game\"; the D6 for"
                    + " whether he has actually died is rolled only \"if playing a campaign or series of games\", and this game"
                    + " is not one (option '" + Option.CAMPAIGN_KILLS + "' is off)");
        }
        if (!CampaignKills.DIES_ON_SIX.equals(reading) && !CampaignKills.OUT_D6_GAMES.equals(reading)) {
            throw new IllegalActionException(Book.D, "option '" + Option.CAMPAIGN_KILLS + "' is '" + reading + "'; it is one of '"
                    + CampaignKills.OFF + "', '" + CampaignKills.DIES_ON_SIX + "' or '" + CampaignKills.OUT_D6_GAMES + "'");
        }
        Fighter f = r.fighter(q.text(Input.FIGURE));
        // In this ruleset a figure is out of action only by a kill: the table's Kill, "2 serious wounds = 1 kill", §16.
        if (!f.out()) {
            throw new IllegalActionException(Book.KILLS_IN_A_CAMPAIGN, f.name() + " was not killed: only a figure put out of"
                    + " action by a kill rolls to see \"whether a character has actually died or not\"");
        }
        if (f.flag(Mark.DEAD) || f.flag(Mark.SURVIVED) || f.count(Mark.GAMES_OUT) > 0) {
            throw new IllegalActionException(Book.KILLS_IN_A_CAMPAIGN, f.name() + " has already rolled for this kill");
        }
        if (CampaignKills.DIES_ON_SIX.equals(reading)) {
            int die = r.dice.d6(DIED_ROLL);
            boolean dead = die == DIES_ON;
            r.ch.mark(f.id, dead ? Mark.DEAD : Mark.SURVIVED, Boolean.TRUE);
            if (r.explaining()) {
                r.ex.step(Book.KILLS_IN_A_CAMPAIGN, "\"You could say a character only dies on a roll of 6\": D6 " + die
                        + (dead ? ": he has actually died" : ": not dead, out of action for this game only"));
            }
            return r.outcome(dead ? f.name() + " rolls a 6 and has actually died"
                    : f.name() + " rolls " + die + ": not dead, he is back for the next game");
        }
        int games = r.dice.d6(GAMES_ROLL);
        r.ch.mark(f.id, Mark.GAMES_OUT, games);
        if (r.explaining()) {
            r.ex.step(Book.KILLS_IN_A_CAMPAIGN, "\"a character will be out of action for D6 games in the series\": D6 " + games);
        }
        return r.outcome(f.name() + " is out of action for the next " + (games == 1 ? "game" : games + " games") + " of the series");
    }
}
