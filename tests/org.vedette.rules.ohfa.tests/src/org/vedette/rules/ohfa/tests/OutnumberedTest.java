package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Game;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Input;

/** OHFA Fighting — Outnumbered characters: he fights each enemy alone, one set of dice compared with each, round by round. */
class OutnumberedTest {
    @Test
    void oneSetOfDiceAgainstEachEnemyInTurn() throws IllegalActionException {
        Game g = next(Games.begin(Deck.character("pablo"))).game();
        g = act(g, request(Action.FIGHT, Input.ACTOR, "pablo", Input.TARGET, "dubois", Input.ALSO_FIGHTS, "leroux")).game();
        assertTrue(describe(g).contains("melee pablo v dubois v leroux, not yet: pablo, dubois"), describe(g));
        g = act(g, request(Action.COMMIT, Input.ACTOR, "dubois", Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2)).game();
        // Pablo's knife 2/2/2 -> 2 / 3 / 4; Dubois's bayonet -> 4 / 3 / 1; Leroux throws 1, 2, 1 -> 1 / 1 / 1
        // assault: 2 v 4 Dubois; 2 v 1 Pablo.  close: 3 v 3; 3 v 1 Pablo over double, and his second round.
        // grappling: 4 v 1 Pablo over double on Dubois; Leroux is dead by then.
        Game.Played p = act(g, request(Action.COMMIT, Input.ACTOR, "pablo", Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2),
                1, 2, 1, 1, 2, 3);
        assertEquals("Melee, pablo v dubois v leroux: pablo strikes leroux: wounded; pablo strikes leroux: killed;"
                + " pablo strikes dubois: wounded", p.outcome().headline());
        assertTrue(p.game().state().actor("leroux").status().out());
    }

    @Test
    void withoutAFateDeckSeveralEnemiesAreRefusedInOneRequest() {
        var s = state(character("a", BRITISH, "regular"), character("b", FRENCH, "regular"), character("c", FRENCH, "regular"));
        IllegalActionException e = refused(s, request(Action.FIGHT, Input.ACTOR, "a", Input.TARGET, "b", Input.ALSO_FIGHTS, "c",
                Input.ASSAULT, 2, Input.CLOSE, 2, Input.GRAPPLING, 2));
        assertTrue(e.getMessage().contains("commit-allocation"), e.getMessage());
    }
}
