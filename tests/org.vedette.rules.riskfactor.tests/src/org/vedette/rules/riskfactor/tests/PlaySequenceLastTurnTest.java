package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * RF "Play Sequence": a side's command, movement, shooting and melee phases, then the other side's — the turn. A
 * scenario of 1 turn ends when the second side's melee phase is over (the text gives no section on the game's
 * length: the scenario's turns count these turns), and then nothing more is played, not even a command.
 */
class PlaySequenceLastTurnTest {
    @Test
    void theGameEndsAfterTheSecondSidesMeleePhaseOfTheLastTurn() throws Exception {
        GameState start = state(BRITISH, Phase.COMMAND, all(List.of(pc("capt", BRITISH, "hq", Quality.REGULAR,
                List.of(Weapon.RIFLE))), privates("m", 3, FRENCH, "line", Quality.REGULAR, List.of(Weapon.MUSKET))))
                .withTurn(null).withLastTurn(1);
        SeededDice dice = new SeededDice(29);
        Game g = Game.begin(RULES, start, dice, false).game();
        Game before = g;
        int nexts = 0;
        while (!g.ended()) {
            before = g;
            g = g.advance(dice, false).game();
            nexts++;
        }
        assertEquals(8, nexts, "two sides of four phases");
        assertEquals(FRENCH, before.state().turn().activation().side());
        assertEquals(Phase.MELEE, before.state().turn().phase());
        assertFalse(before.ended(), "the last phase of the last turn is played");
        assertEquals(2, g.state().turn().round());
        Game ended = g;
        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> ended.advance(dice, false));
        assertEquals("the game ended after turn 1, the scenario's last", refused.getMessage());
    }
}
