package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;
import static org.vedette.ai.tests.Games.ONE_HOUR;
import static org.vedette.ai.tests.Games.state;
import static org.vedette.ai.tests.Games.unit;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.onehour.OneHour;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;

/**
 * The AI's default temperament in One Hour: the risk-factor Actions table's
 * result (RF "Actions Table") mapped to One Hour's own actions by the
 * temperament sheet — a unit that must Attack charges if it may (1H "Charge
 * Moves"), else advances; Advance, Retreat and Rout move it its whole
 * allowance (1H "Movement"); in the shooting phase it shoots at the nearest
 * enemy (1H "Shooting").
 */
class OneHourTemperamentTest {
    private static final GameState MOVEMENT = state(OneHour.RULESET, null, FRENCH, OneHour.Phase.MOVEMENT,
            unit("6e-leger", FRENCH, OneHour.Type.INFANTRY), unit("cuirassiers", FRENCH, OneHour.Type.HEAVY_CAVALRY),
            unit("71st", BRITISH, OneHour.Type.INFANTRY));

    private static Suggestion suggest(GameState s, String actor, Checklist answers, int die) {
        ScriptedDice d = new ScriptedDice(die);
        Suggestion suggestion = AI.suggest(ONE_HOUR, s, actor, answers, new Dice(d));
        assertEquals(1, d.used(), "the AI throws one D6, on the Actions table");
        assertEquals(1, suggestion.rolls().size(), "and hands the roll back to be journaled");
        return suggestion;
    }

    private static void resolves(GameState s, Suggestion suggestion) {
        for (ActionRequest r : suggestion.requests()) {
            assertDoesNotThrow(() -> ONE_HOUR.resolve(r, s, new Dice(new SeededDice(1)), Explanation.none()),
                    () -> "the rules accept " + r);
        }
    }

    private static boolean says(Suggestion s, Reason.Kind kind, String words) {
        return s.reasons(kind).stream().anyMatch(r -> r.text().contains(words));
    }

    @Test
    void givenNoRiskFactorAndASixAnInfantryUnitAdvancesItsWholeMoveTowardsTheNearestEnemy() {
        Suggestion s = suggest(MOVEMENT, "6e-leger", Checklist.NONE.nearest("71st", 12), 6);
        assertEquals(Result.ADVANCE, s.intent());
        assertEquals(List.of(new ActionRequest(OneHour.RULESET, OneHour.Action.MOVE,
                java.util.Map.of("actor", "6e-leger", "distance", 6.0))), s.requests());
        assertTrue(says(s, Reason.Kind.INTENT, "Move towards the nearest visible enemy"), s.reasons()::toString);
        assertTrue(says(s, Reason.Kind.TARGET, "71st is the nearest enemy (given, 12 in away)"), s.reasons()::toString);
        assertTrue(says(s, Reason.Kind.RISK_FACTOR, "D6: 6"), s.reasons()::toString);
        resolves(MOVEMENT, s);
    }

    /** The 6e Léger with {@code hits} hits deciding in the movement phase on a die of 1, the 71st 12" away. */
    private static Suggestion hitAndRollingOne(int hits) {
        GameState s = state(OneHour.RULESET, null, FRENCH, OneHour.Phase.MOVEMENT,
                unit("6e-leger", FRENCH, OneHour.Type.INFANTRY).withStatus(Status.FRESH.withWounds(hits)),
                unit("71st", BRITISH, OneHour.Type.INFANTRY));
        return suggest(s, "6e-leger", Checklist.NONE.nearest("71st", 12), 1);
    }

    @Test
    void eliminatingUnitsAUnitsOneHitIsTwoTenthsOfItLostNotAllOfIt() {
        // 1H Eliminating Units: 5 hits eliminate a unit, so one hit is a fifth of it (ruling D10): RF +2, and a 1 on
        // RF2-5 is a Retreat — where counting the unit as one figure wounded of one read +10 and a Rout.
        Suggestion s = hitAndRollingOne(1);
        assertEquals(Result.RETREAT, s.intent());
        assertTrue(says(s, Reason.Kind.RISK_FACTOR, "+2 for 2 tenths of the group wounded or killed (1 of 5)"),
                s.reasons()::toString);
        assertTrue(says(s, Reason.Kind.RISK_FACTOR, "(counted from its hits, of the 5 that eliminate it)"),
                s.reasons()::toString);
        assertTrue(says(s, Reason.Kind.OBSERVATION, "6e-leger has lost 1 of 5"), s.reasons()::toString);
        // Three hits of five: six tenths, RF6-8, a 1: Rout.
        Suggestion worse = hitAndRollingOne(3);
        assertEquals(Result.ROUT, worse.intent());
        assertTrue(says(worse, Reason.Kind.RISK_FACTOR, "+6 for 6 tenths of the group wounded or killed (3 of 5)"),
                worse.reasons()::toString);
    }

    @Test
    void givenNoRiskFactorAndATwoTheUnitContinuesAndTakesNoActionInTheMovementPhase() {
        Suggestion s = suggest(MOVEMENT, "6e-leger", Checklist.NONE.nearest("71st", 12), 2);
        assertEquals(Result.CONTINUE, s.intent());
        assertTrue(s.standsStill());
        assertTrue(says(s, Reason.Kind.ACTION, "Continue asks for no action in the movement phase"), s.reasons()::toString);
    }

    @Test
    void givenAnEnemyInRangeHeavyCavalryThatMustAttackChargesWhenTheEnemyIsWithinItsMove() {
        Checklist answers = Checklist.NONE.with(Observation.ENEMY_IN_RANGE).nearest("71st", 8);
        Suggestion s = suggest(MOVEMENT, "cuirassiers", answers, 4);
        assertEquals(Result.ATTACK, s.intent(), "close-combat table, RF1-2, a 4: Attack");
        assertEquals(1, s.requests().size());
        ActionRequest r = s.requests().get(0);
        assertEquals(OneHour.Action.CHARGE, r.action());
        assertEquals("71st", r.text("target"));
        assertEquals(8.0, r.number("distance", 0));
        assertTrue(says(s, Reason.Kind.RISK_FACTOR, "Actions Table for Troops armed with Close combat weapons only"),
                s.reasons()::toString);
        resolves(MOVEMENT, s);
    }

    @Test
    void givenTheEnemyBeyondItsChargeHeavyCavalryThatMustAttackAdvancesItsWholeMoveInstead() {
        Checklist answers = Checklist.NONE.with(Observation.ENEMY_IN_RANGE).nearest("71st", 14);
        Suggestion s = suggest(MOVEMENT, "cuirassiers", answers, 4);
        assertEquals(Result.ATTACK, s.intent());
        ActionRequest r = s.requests().get(0);
        assertEquals(OneHour.Action.MOVE, r.action(), "the charge is refused, the fallback line moves");
        assertEquals(10.0, r.number("distance", 0), "heavy cavalry moves 10 inches (1H Movement)");
        assertTrue(!s.reasons(Reason.Kind.REFUSED).isEmpty(), "says why it did not charge: " + s.reasons());
        resolves(MOVEMENT, s);
    }

    @Test
    void givenAnEnemyInRangeAndOnItsFlankAndALowDieTheUnitRetreatsItsWholeMove() {
        Checklist answers = Checklist.NONE.with(Observation.ENEMY_IN_RANGE)
                .with(Observation.ENEMY_TO_FLANK_OR_REAR).nearest("71st", 10);
        Suggestion s = suggest(MOVEMENT, "6e-leger", answers, 1);
        assertEquals(Result.RETREAT, s.intent(), "gunpowder table, RF2-5 (1 + 2 = 3), a 1: Retreat");
        assertEquals(6.0, s.requests().get(0).number("distance", 0));
        assertTrue(says(s, Reason.Kind.INTENT, "move away from the nearest known enemy position"), s.reasons()::toString);
        assertTrue(says(s, Reason.Kind.OBSERVATION, "an enemy in sight to its flank or rear"), s.reasons()::toString);
        resolves(MOVEMENT, s);
    }

    @Test
    void givenNoAnswerAboutTheEnemyTheAiCannotChargeAndSaysWhatItNeeds() {
        Suggestion s = suggest(MOVEMENT, "cuirassiers", Checklist.NONE.with(Observation.ENEMY_IN_RANGE), 4);
        assertEquals(Result.ATTACK, s.intent());
        assertEquals(OneHour.Action.MOVE, s.requests().get(0).action());
        assertTrue(says(s, Reason.Kind.REFUSED, "charge needs nearest, which is not known"), s.reasons()::toString);
        List<String> asked = AI.questions(ONE_HOUR, MOVEMENT, "cuirassiers").stream().map(q -> q.id()).toList();
        assertTrue(asked.contains("nearest-enemy") && asked.contains("distance"), asked::toString);
    }

    @Test
    void inTheShootingPhaseAUnitThatHaltsShootsAtTheNearestEnemy() throws IllegalActionException {
        GameState shooting = state(OneHour.RULESET, null, FRENCH, OneHour.Phase.SHOOTING,
                unit("6e-leger", FRENCH, OneHour.Type.INFANTRY), unit("71st", BRITISH, OneHour.Type.INFANTRY));
        Checklist answers = Checklist.NONE.with(Observation.ENEMY_IN_RANGE).nearest("71st", 9);
        Suggestion s = suggest(shooting, "6e-leger", answers, 1);
        assertEquals(Result.HALT, s.intent(), "gunpowder table, RF1, a 1: Halt");
        ActionRequest r = s.requests().get(0);
        assertEquals(OneHour.Action.SHOOT, r.action());
        assertEquals("71st", r.text("target"));
        assertEquals(9.0, r.number("range", 0));
        resolves(shooting, s);
    }

    @Test
    void withPositionsTheAiFindsTheNearestEnemyItselfAndSaysWhyNotTheOthers() {
        GameState s = state(OneHour.RULESET, new Table(72, 48, null, List.of()), FRENCH, OneHour.Phase.MOVEMENT,
                unit("cuirassiers", FRENCH, OneHour.Type.HEAVY_CAVALRY).withPosition(Position.at(20, 10)),
                unit("71st", BRITISH, OneHour.Type.INFANTRY).withPosition(Position.at(20, 20)),
                unit("95th", BRITISH, OneHour.Type.SKIRMISHERS).withPosition(Position.at(35, 30)));
        // The 71st's muskets reach the cuirassiers (RF1, measured), the 95th is before them and out of range.
        Suggestion near = suggest(s, "cuirassiers", Checklist.NONE.with(Observation.ENEMY_IN_RANGE), 4);
        assertEquals(Result.ATTACK, near.intent());
        ActionRequest r = near.requests().get(0);
        assertEquals(OneHour.Action.CHARGE, r.action(), near.reasons()::toString);
        assertEquals("71st", r.text("target"));
        double between = r.number("distance", 0);
        assertTrue(between > 0 && between < 10, "between the bases, less than the 10 inches between centres: " + between);
        assertTrue(says(near, Reason.Kind.TARGET, "computed from positions"), near.reasons()::toString);
        assertTrue(says(near, Reason.Kind.NOT_TARGET, "95th is further"), near.reasons()::toString);
        assertTrue(AI.questions(ONE_HOUR, s, "cuirassiers").stream().noneMatch(q -> q.id().equals("nearest-enemy")),
                "with positions it does not ask which enemy is nearest");
        resolves(s, near);
    }

    @Test
    void handToHandCombatAUnitInContactFightsInItsOwnTurnWhateverItsIntent() {
        // The cuirassiers charged the 71st last movement phase: the bases touch, the marks say who charged whom.
        GameState s = state(OneHour.RULESET, new Table(72, 48, null, List.of()), FRENCH, OneHour.Phase.HAND_TO_HAND,
                unit("cuirassiers", FRENCH, OneHour.Type.HEAVY_CAVALRY).withPosition(new Position(20, 10, 0.0))
                        .withMark(OneHour.Mark.CHARGING, "71st"),
                unit("71st", BRITISH, OneHour.Type.INFANTRY).withPosition(new Position(20, 12, 180.0))
                        .withMark(OneHour.Mark.CHARGED_BY, "cuirassiers"));
        for (int die : new int[] { 1, 6 }) {
            Suggestion fights = suggest(s, "cuirassiers", Checklist.NONE, die);
            assertEquals(1, fights.requests().size(), fights.reasons()::toString);
            ActionRequest r = fights.requests().get(0);
            assertEquals(OneHour.Action.FIGHT, r.action(), fights.reasons()::toString);
            assertEquals("71st", r.text("target"));
            resolves(s, fights);
        }
    }

    /** The 6e Léger at (20, 10) and the 71st {@code apart} inches north of it, on an open table, deciding on a 3. */
    private static Suggestion facingThe71st(double apart, Checklist answers) {
        GameState s = state(OneHour.RULESET, new Table(72, 48, null, List.of()), FRENCH, OneHour.Phase.MOVEMENT,
                unit("6e-leger", FRENCH, OneHour.Type.INFANTRY).withPosition(Position.at(20, 10)),
                unit("71st", BRITISH, OneHour.Type.INFANTRY).withPosition(Position.at(20, 10 + apart)));
        return suggest(s, "6e-leger", answers, 3);
    }

    @Test
    void riskFactorsAnEnemyInClearSightWithinItsRangeIsMeasuredOnTheTable() {
        // 1H Shooting: infantry shoot up to 12"; the 71st 8" away sees the 6e Léger within it: RF +1, computed.
        Suggestion near = facingThe71st(8, Checklist.NONE);
        assertTrue(says(near, Reason.Kind.RISK_FACTOR, "+1 an enemy in clear sight has it within its weapons' range"),
                near.reasons()::toString);
        assertTrue(says(near, Reason.Kind.RISK_FACTOR, "(computed)"), near.reasons()::toString);
        assertTrue(says(near, Reason.Kind.OBSERVATION, "71st sees 6e-leger at"), near.reasons()::toString);
        assertTrue(says(near, Reason.Kind.OBSERVATION, "within his 12.0\" range"), near.reasons()::toString);
        // 30" away he is in sight but out of range: no risk factor for it, and none for "no enemy in sight".
        Suggestion far = facingThe71st(30, Checklist.NONE);
        assertTrue(!says(far, Reason.Kind.RISK_FACTOR, "within its weapons' range"), far.reasons()::toString);
        assertTrue(!says(far, Reason.Kind.RISK_FACTOR, "no enemy or friends retreating in sight"), far.reasons()::toString);
        assertTrue(says(far, Reason.Kind.RISK_FACTOR, "Risk factor 0"), far.reasons()::toString);
    }

    @Test
    void riskFactorsTheTableReplacesTheRefereesAnswerWhereTheFiguresStand() {
        // The referee says an enemy has it in range; the table measures 30": his answer is not counted (RF C18).
        Suggestion s = facingThe71st(30, Checklist.NONE.with(Observation.ENEMY_IN_RANGE));
        assertTrue(says(s, Reason.Kind.OBSERVATION, "is not counted: the figures stand on the table"),
                s.reasons()::toString);
        assertTrue(!says(s, Reason.Kind.RISK_FACTOR, "within its weapons' range"), s.reasons()::toString);
    }

    @Test
    void theSameStateAnswersAndDiceGiveTheSameSuggestionWithItsReasonsOrWithout() {
        Checklist answers = Checklist.NONE.with(Observation.ENEMY_IN_RANGE).nearest("71st", 8);
        for (long seed = 0; seed < 20; seed++) {
            Suggestion a = AI.suggest(ONE_HOUR, MOVEMENT, "cuirassiers", answers, new Dice(new SeededDice(seed)));
            Suggestion b = AI.suggest(ONE_HOUR, MOVEMENT, "cuirassiers", answers, new Dice(new SeededDice(seed)));
            assertEquals(a, b);
            Suggestion quiet = AI.suggest(ONE_HOUR, MOVEMENT, "cuirassiers", answers, new Dice(new SeededDice(seed)),
                    false);
            assertEquals(List.of(), quiet.reasons(), "no reasons composed when none are wanted");
            assertEquals(a.requests(), quiet.requests());
            assertEquals(a.intent(), quiet.intent());
            assertEquals(a.rolls(), quiet.rolls());
        }
    }
}
