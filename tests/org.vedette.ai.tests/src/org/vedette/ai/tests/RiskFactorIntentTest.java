package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;
import static org.vedette.ai.tests.Games.RISK_FACTOR;
import static org.vedette.ai.tests.Games.figure;
import static org.vedette.ai.tests.Games.state;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Explanation;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;

/**
 * In the risk-factor rules the AI's intent is the rule itself: the group's
 * own roll on the Actions table, which the command phase leaves on each
 * uncommanded figure as its {@code action} mark (RF "Actions Table"); the AI
 * throws no die of its own and moves the figure as the result says (RF
 * "Movement": 25 cm, 20 for the wounded; a rout runs at move +5 cm).
 */
class RiskFactorIntentTest {
    private static final List<String> MUSKET = List.of(RiskFactor.Weapon.MUSKET);

    private static GameState movement(Actor... french) {
        Actor[] all = new Actor[french.length + 1];
        System.arraycopy(french, 0, all, 0, french.length);
        all[french.length] = figure("rifleman", BRITISH, "95th", List.of(RiskFactor.Weapon.RIFLE));
        return state(RiskFactor.RULESET, null, FRENCH, RiskFactor.Phase.MOVEMENT, all);
    }

    /** A voltigeur whose group rolled this result in the command phase, in the movement phase. */
    private static GameState rolled(Result r, Status status) {
        return movement(figure("voltigeur", FRENCH, "voltigeurs", MUSKET).withStatus(status)
                .withMark(RiskFactor.Mark.ACTION, r.id()));
    }

    private static Suggestion suggest(GameState s, String actor) {
        ScriptedDice none = new ScriptedDice();
        Suggestion suggestion = AI.suggest(RISK_FACTOR, s, actor, Checklist.NONE, new Dice(none));
        assertTrue(suggestion.rolls().isEmpty(), "the group has diced already: the AI throws nothing");
        for (var r : suggestion.requests()) {
            assertDoesNotThrow(() -> RISK_FACTOR.resolve(r, s, new Dice(new SeededDice(3)), Explanation.none()),
                    () -> "the rules accept " + r);
        }
        return suggestion;
    }

    @Test
    void givenItsGroupRolledAdvanceAnUncommandedFigureMovesItsWhole25Centimetres() {
        GameState s = rolled(Result.ADVANCE, Status.FRESH);
        Suggestion suggestion = suggest(s, "voltigeur");
        assertEquals(Result.ADVANCE, suggestion.intent());
        assertEquals(25.0, suggestion.requests().get(0).number("distance", 0));
        assertTrue(suggestion.reasons(Reason.Kind.RISK_FACTOR).get(0).text().contains("diced on the Actions table this turn: Advance"));
    }

    @Test
    void givenItsGroupRoutsAFigureRunsAtMovePlusFive() {
        GameState s = rolled(Result.ROUT, Status.FRESH);
        Suggestion suggestion = suggest(s, "voltigeur");
        assertEquals(Result.ROUT, suggestion.intent());
        assertEquals(30.0, suggestion.requests().get(0).number("distance", 0), "25 cm + 5 (RF Rout)");
    }

    @Test
    void givenAWoundedFigureThatMustRetreatItMovesTheWoundedMansTwentyCentimetres() {
        GameState s = rolled(Result.RETREAT, Status.FRESH.withWounds(1));
        Suggestion suggestion = suggest(s, "voltigeur");
        assertEquals(20.0, suggestion.requests().get(0).number("distance", 0), "wounded men move 20 cm (RF Movement)");
    }

    @Test
    void givenItsGroupHaltedTheFigureTakesNoActionAndTheRulesWouldRefuseAMove() {
        GameState s = rolled(Result.HALT, Status.FRESH);
        Suggestion suggestion = suggest(s, "voltigeur");
        assertEquals(Result.HALT, suggestion.intent());
        assertTrue(suggestion.standsStill());
    }

    @Test
    void withoutItsGroupsRollTheAiDicesOnTheTableItselfCountingCasualtiesFromTheFigures() {
        Actor hurt = figure("v2", FRENCH, "voltigeurs", MUSKET).withStatus(Status.FRESH.withWounds(1));
        GameState s = movement(figure("v1", FRENCH, "voltigeurs", MUSKET), hurt);
        Suggestion suggestion = AI.suggest(RISK_FACTOR, s, "v1", Checklist.NONE, new Dice(new ScriptedDice(1)));
        assertEquals(1, suggestion.rolls().size());
        // 1 of 2 wounded: five tenths, +5: RF2-5, a 1: Retreat.
        assertEquals(Result.RETREAT, suggestion.intent());
        assertTrue(suggestion.reasons(Reason.Kind.RISK_FACTOR).stream()
                .anyMatch(r -> r.text().contains("(1 of 2)") && r.text().contains("counted from the figures")),
                suggestion.reasons()::toString);
    }

    @Test
    void shootingUncommandedTroopsFireAtTheNearestEnemyWithTheWeaponTheyCarry() {
        // #30: the sheet had no shooting lines, so groups nobody commands never fired in AI-played games.
        Actor voltigeur = figure("voltigeur", FRENCH, "voltigeurs", MUSKET).withMark(RiskFactor.Mark.ACTION,
                Result.CONTINUE.id());
        Actor rifleman = figure("rifleman", BRITISH, "95th", List.of(RiskFactor.Weapon.RIFLE));
        GameState s = state(RiskFactor.RULESET, null, FRENCH, RiskFactor.Phase.SHOOTING, voltigeur, rifleman);
        Checklist told = new Checklist(java.util.Set.of(), "rifleman", 30.0);
        Suggestion fire = AI.suggest(RISK_FACTOR, s, "voltigeur", told, new Dice(new ScriptedDice()));
        assertEquals(1, fire.requests().size(), fire.reasons()::toString);
        var shot = fire.requests().get(0);
        assertEquals(RiskFactor.Action.SHOOT, shot.action());
        assertEquals("rifleman", shot.text(RiskFactor.Input.TARGET));
        assertEquals(RiskFactor.Weapon.MUSKET, shot.text(RiskFactor.Input.WEAPON), "the weapon he carries");
        assertEquals(Boolean.TRUE, shot.inputs().get(RiskFactor.Input.NEAREST), "\"only at the nearest enemy\"");
        assertDoesNotThrow(() -> RISK_FACTOR.resolve(shot, s, new Dice(new SeededDice(3)), Explanation.none()));

        // A routing group "may neither fight nor shoot".
        GameState routing = state(RiskFactor.RULESET, null, FRENCH, RiskFactor.Phase.SHOOTING,
                voltigeur.withMark(RiskFactor.Mark.ACTION, Result.ROUT.id()), rifleman);
        Suggestion runs = AI.suggest(RISK_FACTOR, routing, "voltigeur", told, new Dice(new ScriptedDice()));
        assertTrue(runs.requests().stream().noneMatch(r -> r.action().equals(RiskFactor.Action.SHOOT)),
                runs.requests()::toString);
    }
}
