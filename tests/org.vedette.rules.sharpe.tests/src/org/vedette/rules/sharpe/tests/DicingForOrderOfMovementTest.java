package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Option;
import org.vedette.rules.sharpe.Sharpe.OrderMode;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §3 Dicing for order of movement: initiative + 1D6, highest first,
 * ties broken by an unmodified D6; kept for the game, wounded men moving down
 * 1 place a light and 3 a serious wound; or (the Alternative, an option)
 * diced every bound with initiative less 1 a light and 2 a serious wound.
 */
class DicingForOrderOfMovementTest {
    static final Actor A = british("a", 4, 4, 4, 4, 6, Weapon.MUSKET);
    static final Actor B = british("b", 3, 4, 4, 4, 6, Weapon.MUSKET);
    static final Actor C = french("c", 5, 4, 4, 4, 6, Weapon.MUSKET);
    static final Actor D = french("d", 2, 4, 4, 4, 6, Weapon.MUSKET);

    static GameState unstarted(Map<String, Object> options, Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor a : figures) actors.put(a.id(), a);
        return new GameState(Sharpe.RULESET, options, null,
                List.of(new Side(BRITISH, "British", null, null, List.of()), new Side(FRENCH, "French", null, null, List.of())), actors, null);
    }

    static GameState begin(GameState s, int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        Outcome o = RULES.turnStructure().begin(s, new Dice(dice), Explanation.wanted());
        assertEquals(0, dice.remaining(), explain(o));
        return after(s, o);
    }

    static GameState advance(GameState s, int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        Outcome o = RULES.turnStructure().advance(s, new Dice(dice), Explanation.wanted());
        assertEquals(0, dice.remaining(), explain(o));
        return after(s, o);
    }

    static BoundOrder order(GameState s) {
        return (BoundOrder) s.turn().detail();
    }

    @Test
    void highestScoreFirst() {
        assertEquals(TurnKind.INITIATIVE_ORDER, RULES.turnStructure().kind());
        // a 4+2 = 6, b 3+5 = 8, c 5+4 = 9, d 2+1 = 3.
        GameState s = begin(unstarted(Map.of(), A, B, C, D), 2, 5, 4, 1);
        assertEquals(List.of("c", "b", "a", "d"), order(s).order());
        assertEquals(List.of(9, 8, 6, 3), order(s).scores());
        assertEquals(List.of("c"), s.turn().activation().actors());
        assertEquals(1, s.turn().round());
    }

    @Test
    void tiesAreBrokenByAnUnmodifiedD6AndATieAgainIsThrownAgain() {
        // a 4+3 = 7, b 3+4 = 7, c 5+2 = 7, d 2+1 = 3; tie-break: a 5, b 5, c 2; a and b again: 1, 6.
        GameState s = begin(unstarted(Map.of(), A, B, C, D), 3, 4, 2, 1, 5, 5, 2, 1, 6);
        assertEquals(List.of("b", "a", "c", "d"), order(s).order());
    }

    @Test
    void theMovePassesDownTheOrderAndANewBoundRestoresThePoints() {
        GameState s = begin(unstarted(Map.of(), A, B, C, D), 2, 5, 4, 1);
        s = s.apply(List.of(new org.vedette.core.game.GameEvent.MarkChanged("a", Mark.SPENT_D, null, 2)));
        s = advance(s);
        assertEquals(List.of("b"), s.turn().activation().actors());
        s = advance(advance(s));
        assertEquals(List.of("d"), s.turn().activation().actors());
        s = advance(s);
        assertEquals(2, s.turn().round());
        assertEquals(List.of("c"), s.turn().activation().actors(), "the order is kept");
        assertEquals(null, mark(s, "a", Mark.SPENT_D), "points spent are restored at the start of the next bound");
    }

    @Test
    void aWoundedManMovesDownOnePlaceALightAndThreeASerious() {
        GameState s = begin(unstarted(Map.of(), A, B, C, D), 2, 5, 4, 1);
        // c (first) shoots a (third): a light wound (legs 2+2): a moves down 1 place.
        Outcome light = resolve(s, request(Action.SHOOT, Input.ACTOR, "c", Input.TARGET, "b", Input.RANGE, 12), 1, 2, 1, 2, 2);
        assertTrue(cites(light, "3 Dicing for order"));
        assertEquals(List.of("c", "a", "b", "d"), order(after(s, light)).order());
        Outcome serious = resolve(s, request(Action.SHOOT, Input.ACTOR, "c", Input.TARGET, "b", Input.RANGE, 12), 1, 2, 1, 4, 4);
        assertEquals(List.of("c", "a", "d", "b"), order(after(s, serious)).order(), "3 places, or to the bottom");
    }

    @Test
    void theAlternativeDicesEveryBoundLessTheWounds() {
        GameState s = begin(unstarted(Map.of(Option.ORDER, OrderMode.PER_BOUND), A, B, C, D), 2, 5, 4, 1);
        Outcome serious = resolve(s, request(Action.SHOOT, Input.ACTOR, "c", Input.TARGET, "b", Input.RANGE, 12), 1, 2, 1, 4, 4);
        s = after(s, serious);
        assertEquals(List.of("c", "b", "a", "d"), order(s).order(), "no move down with the Alternative");
        s = advance(advance(advance(s)));
        // New bound: a 4+1 = 5, b 3-2+6 = 7, c 5+1 = 6, d 2+6 = 8.
        s = advance(s, 1, 6, 1, 6);
        assertEquals(2, s.turn().round());
        assertEquals(List.of("d", "b", "c", "a"), order(s).order());
        assertEquals(List.of(8, 7, 6, 5), order(s).scores());
    }

    @Test
    void theDeadAndTheUnconsciousAreSkipped() {
        GameState s = begin(unstarted(Map.of(), A, B.withMark(Mark.UNCONSCIOUS, true), C, wounded(D, 4).withStatus(D.status().withOut(true))), 2, 5, 4);
        assertEquals(List.of("c", "b", "a"), order(s).order(), "the dead dice for nothing");
        s = advance(s);
        assertEquals(List.of("a"), s.turn().activation().actors(), "the unconscious b is passed over");
    }

    @Test
    void aStateWithoutATurnBegins() {
        GameState s = unstarted(Map.of(), A, B);
        TurnState t = after(s, RULES.turnStructure().advance(s, new Dice(new ScriptedDice(1, 1, 3, 2)), Explanation.none())).turn();
        assertEquals(List.of("a", "b"), ((BoundOrder) t.detail()).order());
    }
}
