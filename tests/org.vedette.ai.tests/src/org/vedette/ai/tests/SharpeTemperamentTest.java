package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;
import static org.vedette.ai.tests.Games.SHARPE;
import static org.vedette.ai.tests.Games.man;
import static org.vedette.ai.tests.Games.sharpe;

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
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;
import org.vedette.rules.sharpe.Sharpe;

/**
 * The AI's default temperament in Sharpe's Skirmish: a figure that must
 * Retreat or Rout moves away at a run (Sharpe §4 Movement: run 9"), a
 * rider at the fastest pace his horse may take; one that must Attack fights
 * the enemy in contact (§9 Close combat), else closes at a run.
 */
class SharpeTemperamentTest {
    private static final Actor VOLTIGEUR = man("voltigeur", FRENCH, 3, 3, 3, 3, 3, Sharpe.Weapon.MUSKET);
    private static final Actor RIFLEMAN = man("rifleman", BRITISH, 4, 4, 4, 4, 4, Sharpe.Weapon.MUSKET);
    /** Enemy in range and to his flank: 1 + 2 = 3, RF2-5 on the gunpowder table. */
    private static final Checklist PRESSED = Checklist.NONE.with(Observation.ENEMY_IN_RANGE)
            .with(Observation.ENEMY_TO_FLANK_OR_REAR);

    private static Suggestion suggest(GameState s, String actor, Checklist answers, int die) {
        Suggestion suggestion = AI.suggest(SHARPE, s, actor, answers, new Dice(new ScriptedDice(die)));
        for (ActionRequest r : suggestion.requests()) {
            assertDoesNotThrow(() -> SHARPE.resolve(r, s, new Dice(new SeededDice(5)), Explanation.none()),
                    () -> "the rules accept " + r);
        }
        return suggestion;
    }

    @Test
    void aFigureOnFootThatMustRetreatMovesAwayAtARun() {
        GameState s = sharpe("voltigeur", VOLTIGEUR, RIFLEMAN);
        Suggestion suggestion = suggest(s, "voltigeur", PRESSED.nearest("rifleman", 12), 1);
        assertEquals(Result.RETREAT, suggestion.intent());
        ActionRequest r = suggestion.requests().get(0);
        assertEquals(Sharpe.Action.MOVE, r.action());
        assertEquals(Sharpe.Pace.RUN, r.text("pace"));
        assertEquals(9.0, r.number("distance", 0));
        assertTrue(suggestion.reasons(Reason.Kind.INTENT).get(0).text().contains("away from the nearest known enemy"));
    }

    @Test
    void aRiderThatMustRetreatDoesNotRunButTakesAPaceHisHorseMay() {
        Actor hussar = new Actor("hussar", "hussar", FRENCH, FRENCH, null, true, VOLTIGEUR.weapons(),
                VOLTIGEUR.profile(), null, null, null);
        GameState s = sharpe("hussar", hussar, RIFLEMAN);
        Suggestion suggestion = suggest(s, "hussar", PRESSED.nearest("rifleman", 12), 1);
        ActionRequest r = suggestion.requests().get(0);
        assertEquals(Sharpe.Action.MOVE, r.action());
        assertNotEquals(Sharpe.Pace.RUN, r.text("pace"), "run is a pace on foot (Sharpe §4)");
        assertTrue(!suggestion.reasons(Reason.Kind.REFUSED).isEmpty(), "says why not at a run: " + suggestion.reasons());
    }

    @Test
    void withPositionsAFigureThatHaltsShootsTheHorsemanBeforeTheNearerManOnFootAsSection7Says() {
        Actor hussar = new Actor("hussar", "hussar", BRITISH, BRITISH, null, true, RIFLEMAN.weapons(),
                RIFLEMAN.profile(), null, null, null);
        GameState placed = sharpe("voltigeur", VOLTIGEUR.withPosition(Position.at(10, 10)),
                RIFLEMAN.withPosition(Position.at(10, 25)), hussar.withPosition(Position.at(26, 10)));
        GameState s = new GameState(placed.ruleset(), placed.options(), new Table(48, 48, null, List.of()),
                placed.sides(), placed.actors(), placed.turn());
        // Measured on the table: the rifleman's Baker rifle reaches him (+1) and the hussar is on his flank (+2):
        // RF3, a 2: Halt — and a halted figure shoots.
        Suggestion suggestion = suggest(s, "voltigeur", Checklist.NONE.with(Observation.ENEMY_IN_RANGE), 2);
        assertEquals(Result.HALT, suggestion.intent(), suggestion.reasons()::toString);
        assertTrue(suggestion.reasons(Reason.Kind.RISK_FACTOR).stream().anyMatch(x -> x.text().startsWith("Risk factor 1 + 2 = 3")),
                suggestion.reasons()::toString);
        ActionRequest r = suggestion.requests().get(0);
        assertEquals(Sharpe.Action.SHOOT, r.action(), suggestion.reasons()::toString);
        assertEquals("hussar", r.text("target"), suggestion.reasons()::toString);
        assertTrue(suggestion.reasons(Reason.Kind.TARGET).stream()
                .anyMatch(x -> x.text().contains("A horseman is more dangerous") && x.rule().section().contains("Target Priorities")),
                suggestion.reasons()::toString);
        assertTrue(suggestion.reasons(Reason.Kind.NOT_TARGET).stream().anyMatch(x -> x.text().startsWith("rifleman")),
                suggestion.reasons()::toString);
    }

    @Test
    void aFigureThatMustAttackFightsTheEnemyInContact() {
        GameState s = sharpe("voltigeur", VOLTIGEUR, RIFLEMAN);
        // Close combat only? No: a musket — gunpowder table; RF1 (enemy in range), a 6: Attack.
        Suggestion suggestion = suggest(s, "voltigeur",
                Checklist.NONE.with(Observation.ENEMY_IN_RANGE).nearest("rifleman", 0), 6);
        assertEquals(Result.ATTACK, suggestion.intent());
        ActionRequest r = suggestion.requests().get(0);
        assertEquals(Sharpe.Action.ATTACK, r.action());
        assertEquals("rifleman", r.text("target"));
    }

    @Test
    void aFigureThatMustAttackAnEnemyOutOfReachClosesAtARun() {
        GameState s = sharpe("voltigeur", VOLTIGEUR, RIFLEMAN);
        Suggestion suggestion = suggest(s, "voltigeur",
                Checklist.NONE.with(Observation.ENEMY_IN_RANGE).nearest("rifleman", 20), 6);
        ActionRequest r = suggestion.requests().get(0);
        assertEquals(Sharpe.Action.MOVE, r.action());
        assertEquals(Sharpe.Pace.RUN, r.text("pace"));
        assertTrue(suggestion.reasons(Reason.Kind.REFUSED).get(0).text().contains("within 1.0, and it is 20.0"),
                suggestion.reasons()::toString);
    }
}
