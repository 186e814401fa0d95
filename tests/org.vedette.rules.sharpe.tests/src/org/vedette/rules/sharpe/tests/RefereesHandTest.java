package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;
import static org.vedette.rules.sharpe.tests.Skirmish.british;
import static org.vedette.rules.sharpe.tests.Skirmish.french;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Mark;

/**
 * The referee's hand in Sharpe's Skirmish: a hit the engine did not resolve
 * is rolled on the book's own tables (§12 Wounding: the area hit, "Shooters -
 * Roll 2D6", a blow's margin "add 1D6", the Wound Effect Table) with the
 * wound's effects (§13), and a figure added or taken off keeps its place in
 * the order of movement (§3).
 */
class RefereesHandTest {
    private static final GameState TABLE = Skirmish.state("harper", british("harper", 5, 4, 6, 5, 8, "musket"),
            french("dubois", 3, 3, 3, 3, 6, "musket"));

    private static ActionRequest referee(String action, Object... inputs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) m.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(Sharpe.RULESET, action, m);
    }

    /** Resolves with exactly these faces and checks the table it leaves, as a game does. */
    private static Outcome resolve(GameState s, ActionRequest q, int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        try {
            Outcome o = Referee.resolve(RULES, q, s, new Dice(dice), Explanation.wanted());
            Referee.check(RULES, o, s.apply(o.events()));
            assertEquals(0, dice.remaining(), "every die is used: " + Skirmish.explain(o));
            return o;
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
    }

    /** §12: "Shooters - Roll 2D6": the chest (5) and 3 + 3 = 6 is a serious wound; §13: knocked down, bleeding. */
    @Test
    void toDetermineTheExtentOfTheWound_aShotRolls2D6OnTheWoundTable() {
        Outcome o = resolve(TABLE, referee(Referee.HIT, Referee.TARGET, "dubois"), 5, 3, 3);
        GameState after = TABLE.apply(o.events());
        assertEquals("Referee: dubois is hit by a shot: serious wound in the chest", o.headline());
        assertEquals(2, after.actor("dubois").status().wounds());
        assertEquals(2, Skirmish.count(after, "dubois", Mark.WOUND_PREFIX + Sharpe.Location.CHEST));
        assertTrue(Skirmish.flag(after, "dubois", Mark.BLEEDING) && after.actor("dubois").status().down());
        assertTrue(o.explanation().stream().anyMatch(st -> st.rule().section().startsWith("12 Wounding — area")));
        assertTrue(o.explanation().stream().anyMatch(st -> st.text().contains("2D6 6 = 6 on the chest row: S/w")),
                Skirmish.explain(o));
    }

    /** §12: "Melee - take the attacker's score, subtract the defender's, add 1D6": a margin of 3 and a 4 on the head kills. */
    @Test
    void toDetermineTheExtentOfTheWound_aBlowAddsTheMarginToOneD6() {
        Outcome o = resolve(TABLE, referee(Referee.HIT, Referee.TARGET, "dubois", "by", "blow", "location",
                Sharpe.Location.HEAD, Sharpe.Input.MODIFIER, 3), 6);
        GameState after = TABLE.apply(o.events());
        assertEquals("Referee: dubois is hit by a blow: killed", o.headline());
        assertTrue(after.actor("dubois").status().out());
    }

    /** §12 Suppression: "If shooting at a person and a 'no effect' result is obtained, then the target is … suppressed". */
    @Test
    void suppression_aShotOfNoEffectSuppresses() {
        Outcome o = resolve(TABLE, referee(Referee.HIT, Referee.TARGET, "dubois"), 1, 1, 1);
        assertEquals("Referee: dubois is hit by a shot: no effect, suppressed", o.headline());
        assertTrue(Skirmish.flag(TABLE.apply(o.events()), "dubois", Mark.SUPPRESSED));
    }

    /** §12: a kill is "out of action for this game": no further hit can wound him. */
    @Test
    void extentOfTheWound_aKilledFigureTakesNoHit() {
        GameState dead = TABLE.withActor(TABLE.actor("dubois").withStatus(new Status(0, 0, true, true)));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> Referee.resolve(RULES,
                referee(Referee.HIT, Referee.TARGET, "dubois"), dead, new Dice(new ScriptedDice(6, 6, 6)), Explanation.none()));
        assertTrue(e.getMessage().contains("out of action"), e.getMessage());
    }

    /** §12 "2 serious wounds = Dead": the referee cannot leave a figure with four wound points in the game. */
    @Test
    void extentOfTheWound_theRefereeCannotSetAnImpossibleStatus() {
        ActionRequest q = referee(Referee.STATUS, Referee.TARGET, "dubois", Referee.WOUNDS, 4);
        Outcome o = assertThrowsNothing(q);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> Referee.check(RULES, o, TABLE.apply(o.events())));
        assertTrue(e.getMessage().contains("\"2 serious wounds = Dead\""), e.getMessage());
        Outcome dead = resolve(TABLE, referee(Referee.STATUS, Referee.TARGET, "dubois", Referee.WOUNDS, 4, Referee.OUT, true));
        assertEquals("Referee: dubois fresh → 4 wounds, out", dead.headline());
    }

    /** §8 Melee: a mark set by the referee must be one the book keeps, of its type. */
    @Test
    void melee_theRefereeSetsADeclaredMarkAndNoOther() {
        Outcome o = resolve(TABLE, referee(Referee.MARK, Referee.TARGET, "dubois", Referee.MARK_NAME, Mark.FIGHTS,
                Referee.VALUE, "1"));
        assertEquals(1, Skirmish.count(TABLE.apply(o.events()), "dubois", Mark.FIGHTS));
        assertEquals("Referee: dubois — sets Close combats: 1 fight", o.headline());
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> Referee.resolve(RULES,
                referee(Referee.MARK, Referee.TARGET, "dubois", Referee.MARK_NAME, "fight", Referee.VALUE, "1"), TABLE,
                new Dice(new ScriptedDice()), Explanation.none()));
        assertTrue(e.getMessage().contains("did you mean 'fights'"), e.getMessage());
        e = assertThrows(IllegalActionException.class, () -> Referee.resolve(RULES,
                referee(Referee.MARK, Referee.TARGET, "dubois", Referee.MARK_NAME, Mark.FIGHTS, Referee.VALUE, "one"),
                TABLE, new Dice(new ScriptedDice()), Explanation.none()));
        assertTrue(e.getMessage().contains("takes a whole number, not \"one\""), e.getMessage());
    }

    /** §3: a figure the referee adds moves last in the order; one he takes off leaves it. */
    @Test
    void dicingForOrderOfMovement_aFigureAddedMovesLastAndOneRemovedLeavesTheOrder() {
        GameState s = TABLE.withTurn(new TurnState(1, null, new Activation(Skirmish.BRITISH, List.of("harper"), "harper's move"),
                new BoundOrder(List.of("harper", "dubois"), List.of(9, 5), List.of())));
        Outcome added = resolve(s, referee(Referee.ADD, Referee.ID, "leroux", Referee.NAME, "Capitaine Leroux",
                Referee.SIDE, Skirmish.FRENCH, Referee.LIKE, "dubois"));
        GameState after = s.apply(added.events());
        assertEquals("Referee: Capitaine Leroux joins French", added.headline());
        assertEquals(List.of("harper", "dubois", "leroux"), ((BoundOrder) after.turn().detail()).order());
        assertEquals(after.actor("dubois").profile(), after.actor("leroux").profile());
        Outcome removed = resolve(after, referee(Referee.REMOVE, Referee.TARGET, "harper", Referee.REASON, "fell in the river"));
        GameState gone = after.apply(removed.events());
        assertEquals(null, gone.actor("harper"));
        assertEquals(List.of("dubois", "leroux"), ((BoundOrder) gone.turn().detail()).order());
        assertEquals(List.of(), gone.turn().activation().actors());
    }

    private static Outcome assertThrowsNothing(ActionRequest q) {
        try {
            return Referee.resolve(RULES, q, TABLE, new Dice(new ScriptedDice()), Explanation.none());
        } catch (IllegalActionException e) {
            throw new AssertionError(e.explain(), e);
        }
    }
}
