package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.actions.ActionsChart;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Decision;
import org.vedette.actions.Factor;
import org.vedette.actions.Observation;
import org.vedette.actions.Readings;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;
import org.vedette.actions.Situation;

/** RF Risk Factors: every line of the list, with its value, and how they add up (rulings C3, C4, C5, C12). */
class RiskFactorsTest {
    private static Situation with(Factor f) {
        Situation s = Situation.on(ActionsTable.GUNPOWDER);
        for (Observation o : f.needs()) s = s.given(o);
        return s;
    }

    @ParameterizedTest
    @EnumSource(value = Factor.class, names = "CASUALTIES", mode = EnumSource.Mode.EXCLUDE)
    void eachLineOfTheListWithItsValue(Factor f) {
        Decision d = ActionsChart.decide(with(f), 3);
        // A raw unit in range is also in range: line 12 comes with line 13 (C3).
        Factor with = f == Factor.RAW_IN_RANGE ? Factor.ENEMY_IN_RANGE : null;
        assertEquals(f.value() + (with == null ? 0 : with.value()), d.riskFactor(), f.name());
        assertEquals(with == null ? List.of(f) : List.of(with, f), d.factors().stream().map(Decision.Applied::factor).toList());
        // The factor's line is the book's, word for word.
        String line = rulebook().get(f.line() - 1).strip();
        assertTrue(line.startsWith(f.text().strip()) || line.equals(f.text().strip()),
                "line " + f.line() + " is «" + line + "», not «" + f.text() + "»");
    }

    @Test
    void theBooksValuesLineByLine() {
        assertEquals(-4, Factor.NOTHING_IN_SIGHT.value());
        assertEquals(-1, Factor.HERO_WITH_UNIT.value());
        assertEquals(-1, Factor.ADVANCING.value());
        assertEquals(1, Factor.ENEMY_IN_RANGE.value());
        assertEquals(1, Factor.CASUALTIES.value());
        assertEquals(2, Factor.NATIVES_NEAR_CAVALRY.value());
        assertEquals(3, Factor.LOSING_MELEE.value());
        // Natives count near cavalry only when they are natives; cavalry alone is nothing.
        assertEquals(0, ActionsChart.decide(Situation.on(ActionsTable.CLOSE_COMBAT).given(Observation.ENEMY_CAVALRY_NEAR), 3)
                .riskFactor());
    }

    @Test
    void aRawUnitInRangeCountsBothLines() {
        Situation s = Situation.on(ActionsTable.GUNPOWDER).given(Observation.ENEMY_IN_RANGE).computed(Observation.RAW);
        Decision d = ActionsChart.decide(s, 3);
        assertEquals(2, d.riskFactor(), "C3: line 12 and line 13 both count");
        assertEquals(List.of(Factor.ENEMY_IN_RANGE, Factor.RAW_IN_RANGE), d.factors().stream().map(Decision.Applied::factor).toList());
        // Raw, but no enemy has it in range: line 13 does not apply.
        assertEquals(0, ActionsChart.decide(Situation.on(ActionsTable.GUNPOWDER).computed(Observation.RAW), 3).riskFactor());
    }

    @Test
    void anOrLineCountsOnce() {
        Situation s = Situation.on(ActionsTable.GUNPOWDER).computed(Observation.HERO_WITH_UNIT)
                .computed(Observation.SUPERIOR_QUALITY).given(Observation.ENEMY_TO_FLANK_OR_REAR)
                .given(Observation.FRIENDS_RETREATING_NEAR);
        Decision d = ActionsChart.decide(s, 3);
        assertEquals(-1 + 2, d.riskFactor(), "C4: line 9 once, line 17 once");
        List<Decision.Applied> f = d.factors();
        assertEquals(4, f.size(), "all four held");
        assertTrue(f.get(0).counted());
        assertFalse(f.get(1).counted(), "superior quality shares line 9 with the hero");
        assertEquals(0, f.get(1).value());
        assertTrue(d.explain().stream().anyMatch(st -> st.text().startsWith("not counted: -1 of superior quality — line 9")
                && st.rule().section().startsWith("C4")), d.explain().toString());
    }

    @Test
    void anOrLineCountsEachConditionWithTheOption() {
        Situation s = Situation.on(ActionsTable.GUNPOWDER).computed(Observation.HERO_WITH_UNIT)
                .computed(Observation.SUPERIOR_QUALITY).given(Observation.ROUTING).given(Observation.LOSING_MELEE)
                .readings(new Readings(true, false));
        assertEquals(-1 - 1 + 3 + 3, ActionsChart.decide(s, 3).riskFactor());
        assertEquals(-1 + 3, ActionsChart.decide(s.readings(Readings.BOOK), 3).riskFactor());
    }

    @Test
    void casualtiesCountWholeTenths() {
        Situation s = Situation.on(ActionsTable.GUNPOWDER);
        assertEquals(0, ActionsChart.decide(s.casualties(1, 12, true), 3).riskFactor(), "8% is no whole tenth");
        assertEquals(1, ActionsChart.decide(s.casualties(2, 12, true), 3).riskFactor(), "16.7%");
        assertEquals(2, ActionsChart.decide(s.casualties(3, 12, true), 3).riskFactor(), "25%");
        assertEquals(10, ActionsChart.decide(s.casualties(12, 12, true), 3).riskFactor(), "all of them");
        assertThrows(IllegalArgumentException.class, () -> s.casualties(5, 4, false));
    }

    @Test
    void casualtiesCountStartedTenthsWithTheOption() {
        Situation s = Situation.on(ActionsTable.GUNPOWDER).readings(new Readings(false, true));
        assertEquals(1, ActionsChart.decide(s.casualties(1, 12, true), 3).riskFactor());
        assertEquals(2, ActionsChart.decide(s.casualties(2, 12, true), 3).riskFactor());
        assertEquals(3, ActionsChart.decide(s.casualties(3, 12, true), 3).riskFactor(), "exactly 25%: 3 started");
    }

    @Test
    void aGroupInTroubleAddsItAllUp() {
        // An enemy on the flank (+2) has the group in range (+1); 3 of its 10 are down (+3); it is entirely in cover (-1).
        Situation s = Situation.on(ActionsTable.GUNPOWDER).given(Observation.ENEMY_TO_FLANK_OR_REAR)
                .given(Observation.ENEMY_IN_RANGE).given(Observation.ENTIRELY_IN_COVER).casualties(3, 10, true);
        Decision d = ActionsChart.decide(s, 4);
        assertEquals(5, d.riskFactor());
        assertEquals("RF2-5", d.row().label());
        assertEquals(org.vedette.actions.Result.ADVANCE, d.result());
    }

    /** C12: what the game computes of a group from its figures, and the referee's observations on top. */
    @Test
    void whatTheGameComputesOfAGroup() {
        var raw = privates("r", 4, BRITISH, "raw-company", Quality.RAW, List.of(Weapon.MUSKET));
        var vet = figure("v", BRITISH, "raw-company", Quality.VETERAN, List.of(Weapon.MUSKET));
        var hurt = wounds(raw.get(0), 1);
        var dead = out(raw.get(1));
        var f = figure("f", FRENCH, "f", Quality.REGULAR, List.of(Weapon.MUSKET));
        GameState s = state(FRENCH, RiskFactor.Phase.COMMAND, all(List.of(hurt, dead, raw.get(2), raw.get(3), vet), List.of(f)));
        Outcome o = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "r-3", Observation.ENEMY_IN_RANGE.id(), true), 2);
        // Raw (3 of the 4 standing) in range: +1 +1; 2 of 5 down: +4; RF 6 on the gunpowder table, D6 2: Retreat.
        String why = explained(o);
        assertTrue(why.contains("+1 a raw unit and an enemy in clear sight has it within its weapons' range — line 13")
                && why.contains("(a raw unit: computed, an enemy in clear sight has it within its weapons' range: given)"), why);
        assertTrue(why.contains("+4 for 4 tenths of the group wounded or killed (2 of 5) — line 15"), why);
        assertTrue(why.contains("Risk factor 1 + 1 + 4 = 6"), why);
        assertTrue(why.contains("row RF6-8, column 2: Retreat"), why);
        GameState t = after(s, o);
        for (String id : new String[] { "r-1", "r-3", "r-4", "v" }) {
            assertEquals("retreat", mark(t, id, Mark.ACTION), id);
            assertEquals("falling-back", mark(t, id, Mark.MORALE), id);
        }
        assertEquals(null, mark(t, "r-2", Mark.ACTION), "the dead do not retreat");
        assertEquals(null, mark(t, "f", Mark.ACTION));
        assertEquals("enemy-in-range", mark(t, "v", Mark.OBSERVED), "what the referee said is kept for the next roll");
    }
}
