package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.*;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.How;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/** OHFA "Actions": stand, move, aim, recover, charge — one a turn, and a shocked character must recover first. */
class ActionsTest {
    private static final Actor B = character("b", FRENCH, Quality.REGULAR);

    @Test
    void oneActionATurn() throws IllegalActionException {
        Game g = next(Games.begin(Deck.character("hogan"))).game();
        Game stood = act(g, request(Action.STAND, Input.ACTOR, "hogan")).game();
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> act(stood, request(Action.MOVE, Input.ACTOR, "hogan", Input.HOW, How.BASIC)));
        assertTrue(e.getMessage().contains("cannot move now"), e.getMessage());
        IllegalActionException other = assertThrows(IllegalActionException.class,
                () -> act(g, request(Action.STAND, Input.ACTOR, "harper")));
        assertTrue(other.getMessage().contains("harper cannot stand now"), other.getMessage());
    }

    @Test
    void aimNeedsAFiringCardAndGivesPlusTwo() throws IllegalActionException {
        Actor a = character("a", BRITISH, Quality.REGULAR, Weapon.MUSKET);
        IllegalActionException e = refused(state(a, B), request(Action.AIM, Input.ACTOR, "a", Input.TARGET, "b"));
        assertTrue(e.getMessage().contains("holds no firing card"), e.getMessage());
        Actor loadedA = loaded(a, Weapon.MUSKET);
        Outcome o = resolve(state(loadedA, B), request(Action.AIM, Input.ACTOR, "a", Input.TARGET, "b"));
        assertEquals("b", after(o, state(loadedA, B), "a").marks().get(Mark.AIMING));
    }

    @Test
    void recoverRemovesEveryShockCounter() throws IllegalActionException {
        Actor a = shock(wounds(character("a", BRITISH, Quality.REGULAR), 1), 3);
        Outcome o = resolve(state(a, B), request(Action.RECOVER, Input.ACTOR, "a"));
        assertEquals(new Status(1, 0, false, false), status(o, state(a, B), "a"));
    }

    @Test
    void aShockedCharacterMustRecoverBeforeAnyOtherAction() {
        Actor a = shock(loaded(character("a", BRITISH, Quality.REGULAR, Weapon.MUSKET), Weapon.MUSKET), 1);
        GameState s = state(a, B);
        for (var r : java.util.List.of(request(Action.STAND, Input.ACTOR, "a"),
                request(Action.MOVE, Input.ACTOR, "a", Input.HOW, How.BASIC),
                request(Action.AIM, Input.ACTOR, "a", Input.TARGET, "b"),
                request(Action.CHARGE, Input.ACTOR, "a", Input.TARGET, "b", Input.DISTANCE, 3))) {
            IllegalActionException e = refused(s, r);
            assertTrue(e.getMessage().contains("must recover"), e.getMessage());
        }
    }

    @Test
    void aChargeRollsAndGivesTheBonus() throws IllegalActionException {
        Actor a = character("a", BRITISH, Quality.REGULAR);
        IllegalActionException basic = refused(state(a, B), request(Action.CHARGE, Input.ACTOR, "a", Input.TARGET, "b",
                Input.DISTANCE, 3, Input.HOW, How.BASIC));
        assertTrue(basic.getMessage().contains("Dice must be rolled to charge"), basic.getMessage());
        Outcome o = resolve(state(a, B), request(Action.CHARGE, Input.ACTOR, "a", Input.TARGET, "b", Input.DISTANCE, 3), 1, 2);
        assertTrue(o.headline().startsWith("a charges into contact with b"), o.headline());
        assertTrue(o.explanation().stream().anyMatch(s -> s.text().contains("charge bonus of +2")));
        Outcome horse = resolve(state(mounted(a), B), request(Action.CHARGE, Input.ACTOR, "a", Input.TARGET, "b",
                Input.DISTANCE, 3), 1, 1, 1, 1);
        assertTrue(horse.explanation().stream().anyMatch(s -> s.text().contains("charge bonus of +4")));
        Outcome shortOf = resolve(state(a, B), request(Action.CHARGE, Input.ACTOR, "a", Input.TARGET, "b", Input.DISTANCE, 8), 3, 4);
        assertEquals("a charges 7\" (2D6: 3 + 4) and falls short of b", shortOf.headline());
    }

    @Test
    void aMoveSpendsTheAim() throws IllegalActionException {
        Actor a = loaded(character("a", BRITISH, Quality.REGULAR, Weapon.MUSKET), Weapon.MUSKET).withMark(Mark.AIMING, "b");
        Outcome o = resolve(state(a, B), request(Action.MOVE, Input.ACTOR, "a", Input.HOW, How.BASIC));
        assertEquals(null, after(o, state(a, B), "a").marks().get(Mark.AIMING));
    }
}
