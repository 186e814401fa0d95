package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * Ruling O13 — "the successful escorting of aristocrats back to friendly lines" (Winning and Losing), "defeating
 * her escort, bringing her back to friendly lines" (The Marquise of Alorna): a Player figure within 6 inches
 * takes an aristocrat no soldier of her side guards into his unit's care, and she goes home with it.
 */
class EscortTest {
    static final Actor R1 = figure("r1", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor MARQUISE = figure("marquise", FRENCH, "carriage", "aristocrat", null);
    static final Actor DRAGOON = figure("d1", FRENCH, "escort", "cavalry", "average", "carbine");

    private static Actor at(Actor a, double x, double y) {
        return a.withPosition(new Position(x, y, 0.0));
    }

    @Test
    void o13_anAristocratWithinSixInchesIsTakenIntoTheUnitsCare() {
        GameState s = state(R1, MARQUISE);
        contains(refused(s, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 7.0))
                .getMessage(), "within 6");
        Outcome o = resolve(s, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 4.0));
        GameState after = s.apply(o.events());
        assertTrue(after.actor("marquise").hasMark(Mark.PLAYER_CONTROLLED), text(o));
        assertEquals("95th", after.actor("marquise").marks().get(Mark.UNIT));
        contains(o.headline(), "into the Players' care");
        contains(refused(after, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 4.0))
                .getMessage(), "in the Players' care already");
    }

    @Test
    void o13_herEscortMustBeDefeatedFirst() {
        GameState s = state(at(R1, 10, 10), at(MARQUISE, 10, 14), at(DRAGOON, 12, 16));
        contains(refused(s, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 3.0))
                .getMessage(), "d1 stands within 6");
        // The dragoon down, nobody guards her.
        GameState down = s.withActor(s.actor("d1").withStatus(s.actor("d1").status().withOut(true)));
        Outcome o = resolve(down, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 3.0));
        assertTrue(down.apply(o.events()).actor("marquise").hasMark(Mark.PLAYER_CONTROLLED), text(o));
        // Drawn off 8" away, he no longer guards her.
        GameState away = s.withActor(at(s.actor("d1"), 10, 23));
        resolve(away, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 3.0));
    }

    @Test
    void o13_onlyAPlayerFigureEscortsAndOnlyAnAristocrat() {
        GameState s = state(R1, MARQUISE, DRAGOON);
        contains(refused(s, request(Action.ESCORT, Input.ACTOR, "d1", Input.TARGET, "marquise", Input.DISTANCE, 2.0))
                .getMessage(), "not a Player figure");
        contains(refused(s, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "d1", Input.DISTANCE, 2.0))
                .getMessage(), "only an aristocrat");
    }

    @Test
    void o13_sheGoesHomeWithTheUnitThatEscortsHer() {
        GameState s = state(R1, MARQUISE);
        s = s.apply(resolve(s, request(Action.ESCORT, Input.ACTOR, "r1", Input.TARGET, "marquise", Input.DISTANCE, 4.0))
                .events());
        GameState home = s.apply(resolve(s, request(Action.RETURN_HOME, Input.ACTOR, "r1")).events());
        assertTrue(home.actor("marquise").hasMark(Mark.HOME));
        assertTrue(out(home, "marquise"));
    }
}
