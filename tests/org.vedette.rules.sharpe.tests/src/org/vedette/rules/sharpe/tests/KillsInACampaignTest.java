package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.CampaignKills;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §12, the Wound Effect Table's "Kill" in a campaign (ruling D): "Not
 * necessarily dead but out of action for this game. [...] you may wish to roll
 * a D6 to see whether a character has actually died or not. [...] You could
 * say a character only dies on a roll of 6 or alternatively say that a
 * character will be out of action for D6 games in the series." Option
 * {@code campaign-kills}: off (default), dies-on-six, out-d6-games.
 */
class KillsInACampaignTest {
    /** Killed by a Kill result: out of action and down, his wounds as they were. */
    static final Actor KILLED = british("harris", 4, 4, 4, 3, 10, Weapon.BAKER_RIFLE)
            .withStatus(new Status(1, 0, true, true));
    static final Actor ALIVE = wounded(french("volt", 3, 3, 3, 3, 6, Weapon.MUSKET), 2);

    private static GameState campaign(String reading, Actor... figures) {
        Map<String, Object> options = reading == null ? Map.of() : options(Option.CAMPAIGN_KILLS, reading);
        return state(1, options, null, figures);
    }

    private static ActionRequest roll(String id) {
        return request(Action.AFTER_THE_GAME, Input.FIGURE, id);
    }

    @Test
    void notRolledUnlessTheGameIsACampaign() {
        // The default is off: "If playing a campaign [...] you may wish to roll".
        refusedBy(campaign(null, KILLED, ALIVE), roll("harris"), "Kill, in a campaign", "option 'campaign-kills' is off");
        refusedBy(campaign(CampaignKills.OFF, KILLED, ALIVE), roll("harris"), "Kill, in a campaign", "\"out of action for this game\"");
    }

    @Test
    void offIsTheCatalogsDefault() {
        assertEquals(CampaignKills.OFF, RULES.options().stream().filter(o -> o.id().equals(Option.CAMPAIGN_KILLS))
                .findFirst().orElseThrow().field().defaultValue());
    }

    @ParameterizedTest(name = "{0}: only the killed roll")
    @ValueSource(strings = { CampaignKills.DIES_ON_SIX, CampaignKills.OUT_D6_GAMES })
    void aFigureThatWasNotKilledIsRefused(String reading) {
        GameState s = campaign(reading, KILLED, ALIVE);
        refusedBy(s, roll("volt"), "Kill, in a campaign", "volt was not killed");
        refusedBy(campaign(reading, KILLED, british("fresh", 3, 3, 3, 3, 6)), roll("fresh"), "Kill, in a campaign", "was not killed");
    }

    @Test
    void diesOnlyOnASix() {
        GameState s = campaign(CampaignKills.DIES_ON_SIX, KILLED, ALIVE);
        Outcome o = resolve(s, roll("harris"), 6);
        GameState after = after(s, o);
        assertTrue(flag(after, "harris", Mark.DEAD), explain(o));
        assertFalse(flag(after, "harris", Mark.SURVIVED));
        assertTrue(o.headline().contains("has actually died"), o.headline());
        assertTrue(cites(o, "Kill, in a campaign"));
        assertEquals(1, o.rolls().size());
    }

    @ParameterizedTest(name = "rolls {0}: he survives")
    @ValueSource(ints = { 1, 2, 3, 4, 5 })
    void anyOtherRollAndHeIsBackForTheNextGame(int die) {
        GameState s = campaign(CampaignKills.DIES_ON_SIX, KILLED, ALIVE);
        Outcome o = resolve(s, roll("harris"), die);
        GameState after = after(s, o);
        assertTrue(flag(after, "harris", Mark.SURVIVED), explain(o));
        assertFalse(flag(after, "harris", Mark.DEAD));
        assertTrue(after.actor("harris").status().out(), "still out of action for this game");
        assertTrue(o.headline().contains("back for the next game"), o.headline());
    }

    @ParameterizedTest(name = "rolls {0}: misses {0} games")
    @ValueSource(ints = { 1, 2, 3, 4, 5, 6 })
    void outOfActionForD6Games(int die) {
        GameState s = campaign(CampaignKills.OUT_D6_GAMES, KILLED, ALIVE);
        Outcome o = resolve(s, roll("harris"), die);
        GameState after = after(s, o);
        assertEquals(die, count(after, "harris", Mark.GAMES_OUT), explain(o));
        assertFalse(flag(after, "harris", Mark.DEAD), "this reading never kills him");
        assertTrue(after.actor("harris").status().out(), "still out of action for this game");
        assertTrue(says(o, "D6 " + die));
    }

    @Test
    void aKillIsRolledForOnce() {
        GameState six = campaign(CampaignKills.DIES_ON_SIX, KILLED, ALIVE);
        GameState survived = after(six, resolve(six, roll("harris"), 2));
        refusedBy(survived, roll("harris"), "Kill, in a campaign", "already rolled");
        GameState d6 = campaign(CampaignKills.OUT_D6_GAMES, KILLED, ALIVE);
        GameState out = after(d6, resolve(d6, roll("harris"), 4));
        refusedBy(out, roll("harris"), "Kill, in a campaign", "already rolled");
        GameState dead = after(six, resolve(six, roll("harris"), 6));
        refusedBy(dead, roll("harris"), "Kill, in a campaign", "already rolled");
    }

    @Test
    void twoSeriousWoundsAreAKillToo() {
        // §13 "2 serious wounds = 1 kill": four wound points put him out, and he rolls like any other kill.
        Actor twice = british("harper", 5, 4, 6, 5, 8, Weapon.VOLLEY_GUN).withStatus(new Status(4, 0, true, true));
        GameState s = campaign(CampaignKills.OUT_D6_GAMES, twice);
        assertEquals(3, count(after(s, resolve(s, roll("harper"), 3)), "harper", Mark.GAMES_OUT));
    }

    @Test
    void anUnknownSettingIsRefused() {
        refusedBy(campaign("sometimes", KILLED), roll("harris"), "D — kills in a campaign", "'sometimes'");
    }
}
