package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/** RF Movement, a halted or routing group, and the loading of commanded troops. */
class MovementTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET);

    private static GameState one(Actor a) {
        return state(BRITISH, Phase.MOVEMENT, a, figure("f", FRENCH, "f", null, MUSKET));
    }

    private static void moves(Actor a, double cm, Object... more) {
        GameState s = one(a);
        assertEquals(cm, mark(after(s, resolve(s, request(Action.MOVE, inputs(more, Input.ACTOR, a.id(), Input.DISTANCE, cm)))),
                a.id(), Mark.MOVED));
    }

    private static void cannot(Actor a, double cm, String words, Object... more) {
        refusedBy(one(a), request(Action.MOVE, inputs(more, Input.ACTOR, a.id(), Input.DISTANCE, cm)), "Movement", words);
    }

    @Test
    void figuresMoveTwentyFiveWoundedAndCiviliansTwenty() {
        Actor man = figure("m", BRITISH, "m", null, MUSKET);
        moves(man, 25.0);
        cannot(man, 25.5, "more than the 25 cm it may move");
        cannot(wounds(man, 1), 21.0, "more than the 20 cm");
        moves(wounds(man, 1), 20.0);
        Actor lady = figure("l", BRITISH, "l", null, List.of(), Field.CIVILIAN, true);
        moves(lady, 20.0);
        Actor hampered = figure("h", BRITISH, "h", null, List.of(), Field.CIVILIAN, true, Field.PETTICOATS, true);
        cannot(hampered, 16.0, "more than the 15 cm");
    }

    @Test
    void horsedFiguresFortyInOpenClearTerrain() {
        Actor hussar = mounted(figure("h", BRITISH, "h", null, List.of(Weapon.SWORD)));
        moves(hussar, 40.0, Input.OPEN_GROUND, true);
        cannot(hussar, 30.0, "more than the 25 cm", Input.OPEN_GROUND, false);
    }

    @Test
    void difficultGoingCountsDoubleAndABarrierAQuarterMove() {
        Actor man = figure("m", BRITISH, "m", null, MUSKET);
        moves(man, 15.0, Input.DIFFICULT, 10.0);
        cannot(man, 15.0, "15 cm + 11 cm for difficult going (it counts double) = 26 cm", Input.DIFFICULT, 11.0);
        moves(man, 18.75, Input.BARRIERS, 1);
        cannot(man, 19.0, "+ 1 × ¼ move for barriers = 25.25 cm", Input.BARRIERS, 1);
    }

    @Test
    void aHaltedGroupMayOnlyTurnAndARoutRunsFiveMore() {
        Actor halted = figure("m", BRITISH, "m", null, MUSKET).withMark(Mark.ACTION, "halt");
        refusedBy(one(halted), request(Action.MOVE, Input.ACTOR, "m", Input.DISTANCE, 5.0), "Halt Unit must halt", "may only move to face");
        moves(halted, 0.0);
        moves(halted.withMark(Mark.COMMANDED, true), 10.0);
        Actor routing = figure("r", BRITISH, "r", null, MUSKET).withMark(Mark.ACTION, "rout");
        moves(routing, 30.0);
        cannot(routing, 31.0, "more than the 30 cm");
    }

    @Test
    void aFigureMovesOnceATurn() {
        Actor man = figure("m", BRITISH, "m", null, MUSKET).withMark(Mark.MOVED, 5.0);
        refusedBy(one(man), request(Action.MOVE, Input.ACTOR, "m", Input.DISTANCE, 5.0), "Movement", "has moved this turn");
    }

    @Test
    void commandedTroopsSpendATurnHaltedToLoadThenMayMoveHalfSpeed() {
        Actor man = figure("m", BRITISH, "m", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true);
        GameState s = one(man);
        GameState loaded = after(s, resolve(s, request(Action.LOAD, Input.ACTOR, "m")));
        assertEquals(1, mark(loaded, "m", Mark.LOADED), "loaded in turn 1");
        refusedBy(loaded.withTurn(new org.vedette.core.turn.TurnState(1, Phase.SHOOTING, loaded.turn().activation(), null)),
                request(Action.SHOOT, Input.ACTOR, "m", Input.TARGET, "f", Input.WEAPON, Weapon.MUSKET, Input.RANGE, 10.0),
                "Commanded troops must spend", "m loaded this turn");
        refusedBy(loaded, request(Action.MOVE, Input.ACTOR, "m", Input.DISTANCE, 5.0), "Movement", "spent this turn halted to load");
        Actor ready = man.withMark(Mark.LOADED, 0);
        GameState half = after(one(ready), resolve(one(ready), request(Action.MOVE, Input.ACTOR, "m", Input.DISTANCE, 12.5)));
        assertEquals(0, mark(half, "m", Mark.LOADED));
        GameState more = after(one(ready), resolve(one(ready), request(Action.MOVE, Input.ACTOR, "m", Input.DISTANCE, 13.0)));
        assertNull(mark(more, "m", Mark.LOADED), "more than half speed: he must halt to load again");
        refusedBy(one(figure("u", BRITISH, "u", null, MUSKET)), request(Action.LOAD, Input.ACTOR, "u"), "Commanded troops must spend", "not commanded");
        refusedBy(one(man.withMark(Mark.MOVED, 3.0)), request(Action.LOAD, Input.ACTOR, "m"), "Commanded troops must spend", "has moved");
    }
}
