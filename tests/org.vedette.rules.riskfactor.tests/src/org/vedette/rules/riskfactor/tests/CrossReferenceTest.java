package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Step;
import org.vedette.actions.ActionsChart;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Decision;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;
import org.vedette.actions.Situation;

/**
 * RF "Cross reference the Risk Factor with the modified D6 roll": the die and
 * its modifier (ruling C1), and a decision that explains itself — each factor
 * with its line, given or computed, the sum, the die, the table and the cell.
 */
class CrossReferenceTest {
    @Test
    void aModifiedDieIsReadWithinTheTable() {
        Situation rf3 = Situation.on(ActionsTable.GUNPOWDER).casualties(3, 10, true);
        Decision up = ActionsChart.decide(rf3.dieModifier(2), 6);
        assertEquals(8, up.modifiedDie());
        assertEquals(6, up.column());
        assertEquals(Result.ADVANCE, up.result());
        Decision down = ActionsChart.decide(rf3.dieModifier(-2), 1);
        assertEquals(1, down.column());
        assertEquals(Result.RETREAT, down.result());
        assertEquals(Result.HALT, ActionsChart.decide(rf3.dieModifier(-1), 4).result(), "4 - 1 reads column 3");
        assertTrue(down.explain().stream().anyMatch(st -> st.text().equals("D6: 1, -2 = -1, read in column 1")
                && st.rule().section().startsWith("C1")), down.explain().toString());
    }

    @Test
    void aFaceOfSevenIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ActionsChart.decide(Situation.on(ActionsTable.GUNPOWDER), 7));
        assertTrue(e.getMessage().startsWith("the Actions table is read with a D6, which cannot show 7"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ActionsChart.decide(Situation.on(ActionsTable.GUNPOWDER), 0));
    }

    @Test
    void theDecisionExplainsEachFactorTheSumTheDieTheTableAndTheCell() {
        Situation s = Situation.on(ActionsTable.CLOSE_COMBAT).computed(Observation.RAW).given(Observation.ENEMY_IN_RANGE)
                .given(Observation.ENEMY_TO_FLANK_OR_REAR);
        Decision d = ActionsChart.decide(s, 4);
        assertEquals(4, d.riskFactor());
        assertEquals(Result.ADVANCE, d.result());
        List<String> lines = d.explain().stream().map(Step::text).toList();
        assertEquals(List.of(
                "+1 an enemy in clear sight has it within its weapons' range — line 12: \"1: Enemy in clear sight and within their weapons range of the unit\" (given)",
                "+1 a raw unit and an enemy in clear sight has it within its weapons' range — line 13: \": Raw unit in range of any enemy unit in sight.\" (a raw unit: computed, an enemy in clear sight has it within its weapons' range: given)",
                "+2 an enemy in sight to its flank or rear — line 17: \"2: Enemy to flank or rear and in sight, or friends retreating/routing within 25cms.\" (given)",
                "Risk factor 1 + 1 + 2 = 4",
                "D6: 4",
                "Actions Table for Troops armed with Close combat weapons only: row RF3-6, column 4: Advance",
                "Morale effect: steady (Advance)"), lines);
        assertEquals("Risk Factors", d.explain().get(0).rule().section());
        assertEquals("RF", d.explain().get(0).rule().book());
        assertEquals("Advance: Move towards the nearest enemy and halt at medium range if missile armed, otherwise go to Attack if within 50cms of enemy.",
                d.instruction());
    }

    @Test
    void noFactorIsRiskFactorZero() {
        Decision d = ActionsChart.decide(Situation.on(ActionsTable.GUNPOWDER), 2);
        assertEquals(0, d.riskFactor());
        assertEquals(Result.CONTINUE, d.result());
        assertEquals("Risk factor 0: no risk factor applies", d.explain().get(0).text());
    }

    /** The ruleset's action reads the die with the referee's modifier; a modifier beyond ±3 is refused. */
    @Test
    void theActionsTableActionTakesTheRefereesModifier() {
        var line = privates("m", 4, BRITISH, "line", Quality.REGULAR, List.of(Weapon.MUSKET));
        GameState s = state(BRITISH, RiskFactor.Phase.MOVEMENT, line);
        // RF 2 (an enemy on the flank), D6 3 + 1 = 4: the RF2-5 row's fourth cell, Advance (it would be Halt unmodified).
        var o = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "m-1", Input.DIE_MODIFIER, 1,
                Observation.ENEMY_TO_FLANK_OR_REAR.id(), true), 3);
        assertEquals("m-1's line: Advance (RF 2, D6 3)", o.headline());
        assertTrue(cites(o, "C1"), explained(o));
        refusedBy(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "m-1", Input.DIE_MODIFIER, 7), "Actions Table",
                "'die-modifier' is 7 but must be from -3 to 3");
    }
}
