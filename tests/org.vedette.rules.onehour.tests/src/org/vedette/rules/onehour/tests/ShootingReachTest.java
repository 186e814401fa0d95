package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/**
 * 1H Shooting, as far as a unit's fire reaches ({@code Ruleset.reach}), which the NPC AI reads for the risk
 * factors' "Enemy in clear sight and within their weapons range": the book's range of each type — "Inf 12”",
 * "L/Inf 12”", "Skirmisher 14”", "F/Artillery 36”", "H/Artillery 24”" — and none for cavalry, which cannot shoot.
 */
class ShootingReachTest {
    @ParameterizedTest(name = "{0}: {1} inches")
    @CsvSource({ "infantry, 12", "light-infantry, 12", "skirmishers, 14", "foot-artillery, 36",
            "horse-artillery, 24", "heavy-cavalry, 0", "light-cavalry, 0" })
    void eachTypeReachesItsGreatestRange(String type, double inches) {
        GameState s = state(BRITISH, Phase.SHOOTING, british("b", type), french("f", Type.INFANTRY));
        assertEquals(inches, RULES.reach(s, s.actor("b")).getAsDouble());
    }

    @Test
    void aUnitOfNoTypeTheBookKnowsHasNoReachToSay() {
        Actor odd = new Actor("o", "o", BRITISH, "o", null, false, List.of(), Map.of(), null, null, null);
        GameState s = state(BRITISH, Phase.SHOOTING, odd, french("f", Type.INFANTRY));
        assertTrue(RULES.reach(s, s.actor("o")).isEmpty());
    }
}
