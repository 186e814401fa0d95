package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.turn.TurnKind;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * "Sequence of Play": the Initiative/Event button (TABLES.md
 * "Initiative/Event": 1–3 Players, 4–5 Non-Players, 6 an event), pressing
 * again when the side has no unit left to act, one initiative per unit per
 * turn, all of a unit's figures acting, and the turn's end.
 */
class SequenceOfPlayTest {
    static final Actor HARRIS = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor COOPER = figure("cooper", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor TOM = figure("tom", BRITISH, "52nd", "light-infantry", "veteran", "musket");
    static final Actor V1 = figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket");

    static GameState table() {
        return state(HARRIS, COOPER, TOM, V1);
    }

    @Test
    void theTurnIsInitiativeEventDraws() {
        assertEquals(TurnKind.INITIATIVE_EVENT_DRAWS, RULES.turnStructure().kind());
        Game g = begin(table(), 4);
        assertEquals("non-players", ledger(g).drawn());
        assertEquals(List.of("v1"), g.state().turn().activation().actors());
        g = next(g, 6);
        assertEquals("event", ledger(g).drawn());
        assertTrue(g.state().turn().activation().actors().isEmpty(), "an event: nobody acts, the referee places it");
    }

    @Test
    void theInitiativeGoesToTheUnitWhoseFigureActsFirstAndAllItsFiguresAct() {
        Game g = begin(table(), 2);
        assertEquals(List.of("harris", "cooper", "tom"), g.state().turn().activation().actors());
        g = act(g, request(Action.MOVE, Input.ACTOR, "harris"), 3);
        assertEquals("95th", ledger(g).unit());
        assertEquals(List.of("cooper"), g.state().turn().activation().actors(), "only the 95th's figure still to act");
        contains(actRefused(g, request(Action.MOVE, Input.ACTOR, "tom")).getMessage(), "cannot move now");
        contains(actRefused(g, request(Action.MOVE, Input.ACTOR, "harris")).getMessage(), "cannot move now");
        // Cooper does nothing: the next press takes him to have stood (ruling O3).
        g = next(g, 5);
        assertTrue(g.state().actor("cooper").hasMark(Mark.ACTED));
        assertEquals(List.of("95th"), ledger(g).acted());
    }

    @Test
    void aSideWithNoUnitLeftToActIsPressedAgainInTheSamePress() {
        Game g = begin(table(), 4);
        g = act(g, request(Action.STAND, Input.ACTOR, "v1"));
        // 5 (Non-Players: none left) is ignored; 1 gives the Players.
        g = next(g, 5, 1);
        assertEquals("players", ledger(g).drawn());
        contains(String.join("\n", g.journal().get(g.journal().size() - 1).headline()), "Players' initiative");
    }

    @Test
    void playersWhoHaveAllActedWhileNonPlayersHaveNotPressAgain() {
        Game g = begin(state(HARRIS, V1), 1);
        g = act(g, request(Action.STAND, Input.ACTOR, "harris"));
        g = next(g, 3, 4);
        assertEquals("non-players", ledger(g).drawn());
    }

    @Test
    void whenEveryUnitHasActedTheTurnEndsAndTheMarkersAreRemoved() {
        Game g = begin(state(HARRIS, V1), 1);
        g = act(g, request(Action.STAND, Input.ACTOR, "harris"));
        g = next(g, 4);
        g = act(g, request(Action.STAND, Input.ACTOR, "v1"));
        assertEquals(1, g.state().turn().round());
        g = next(g, 2);
        assertEquals(2, g.state().turn().round());
        assertFalse(g.state().actor("harris").hasMark(Mark.ACTED));
        assertFalse(g.state().actor("v1").hasMark(Mark.ACTED));
        assertTrue(ledger(g).acted().isEmpty());
        assertEquals("players", ledger(g).drawn());
    }

    @Test
    void aUnitTakesItsInitiativeOnceATurn() {
        Game g = begin(table(), 1);
        g = act(g, request(Action.STAND, Input.ACTOR, "harris", Input.GROUP, "unit"));
        g = next(g, 1);
        contains(actRefused(g, request(Action.STAND, Input.ACTOR, "harris")).getMessage(), "cannot stand/rally/load now");
        assertEquals(List.of("tom"), g.state().turn().activation().actors());
    }

    @Test
    void massedEnemyNeverTakesTheInitiative() {
        Actor mass = figure("army", FRENCH, "army", "massed-enemy", null);
        Game g = begin(state(HARRIS, mass), 4, 2);
        assertEquals("players", ledger(g).drawn(), "the Non-Players' 4 is ignored: Massed Enemy does not act");
    }
}
