package org.vedette.balance.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.Sweep;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;

/** A scenario that cannot be balanced is refused before any game, saying where and why. */
class MalformedScenarioTest {
    private static String refusal(Scenario s) {
        return assertThrows(IllegalArgumentException.class,
                () -> Fields.SIMULATOR.run(s, Fields.ONE_HOUR, BalanceSpec.of(10, 1), BalanceMonitor.NONE)).getMessage();
    }

    @Test
    void oneSideIsNoBattle() {
        Scenario m = Fields.mirrored("blue", 4);
        Scenario alone = new Scenario("alone", null, m.ruleset(), null, Map.of(), m.table(), m.sides().subList(0, 1),
                List.of(), 4);
        String why = refusal(alone);
        assertTrue(why.startsWith("alone: ") && why.contains("two sides"), why);
    }

    @Test
    void aSideWithNobodyInItIsNamed() {
        Scenario m = Fields.mirrored("blue", 4);
        Side red = m.sides().get(1);
        Scenario empty = new Scenario("empty", null, m.ruleset(), null, Map.of(), m.table(),
                List.of(m.sides().get(0), new Side(red.id(), red.name(), red.control(), red.edge(), List.of())),
                List.of(), 4);
        String why = refusal(empty);
        assertTrue(why.contains("side 'red' has nobody in it"), why);
    }

    @Test
    void aScenarioForAnotherRulesetIsRefused() {
        Scenario sharpe = Fields.example("the-monastery-door.json");
        String why = assertThrows(IllegalArgumentException.class,
                () -> Fields.SIMULATOR.run(sharpe, Fields.ONE_HOUR, BalanceSpec.of(10, 1), BalanceMonitor.NONE))
                .getMessage();
        assertTrue(why.contains("is for 'sharpe', not 'onehour'"), why);
    }

    @Test
    void aSweepOfSomethingTheScenarioLacksIsRefusedBeforeAnyGame() {
        Scenario m = Fields.mirrored("blue", 4);
        BalanceMonitor never = new BalanceMonitor() {
            @Override
            public boolean cancelled() {
                throw new AssertionError("no game should begin");
            }

            @Override
            public void played(int games, int of) {
                throw new AssertionError("no game should be played");
            }
        };
        String noUnit = assertThrows(IllegalArgumentException.class, () -> Fields.SIMULATOR.sweep(m, Fields.ONE_HOUR,
                BalanceSpec.of(10, 1), Sweep.parse("quality:blue-9=trained"), never)).getMessage();
        assertTrue(noUnit.contains("no unit 'blue-9'"), noUnit);
        String tooBig = assertThrows(IllegalArgumentException.class, () -> Fields.SIMULATOR.sweep(m, Fields.ONE_HOUR,
                BalanceSpec.of(10, 1), Sweep.parse("size:red=2,5"), never)).getMessage();
        assertTrue(tooBig.contains("side 'red' has 3 units"), tooBig);
        String badWord = assertThrows(IllegalArgumentException.class, () -> Sweep.parse("morale=3")).getMessage();
        assertTrue(badWord.contains("unknown parameter 'morale'"), badWord);
        assertThrows(IllegalArgumentException.class, () -> Sweep.parse("turns=4,x"));
        assertThrows(IllegalArgumentException.class, () -> Sweep.parse("size=2"));
    }
}
