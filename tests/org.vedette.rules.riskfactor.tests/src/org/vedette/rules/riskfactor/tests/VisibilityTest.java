package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Ground;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/** RF Visibility: D6 × 10 cm into terrain, 15 cm within woods, looking out within 5 cm of the edge. */
class VisibilityTest {
    private static final GameState S = state(BRITISH, Phase.MOVEMENT, figure("b", BRITISH, "b", null, List.of(Weapon.MUSKET)),
            figure("f", FRENCH, "f", null, List.of(Weapon.MUSKET)));

    private static Outcome spot(double range, Object[] more, int... faces) {
        return resolve(S, request(Action.SPOT, inputs(more, Input.ACTOR, "b", Input.TARGET, "f", Input.RANGE, range)), faces);
    }

    @Test
    void figuresInTerrainAreSeenAtD6TimesTenWithinFiveOfTheEdge() {
        assertEquals("b looks for f: seen (30 cm)", spot(25, new Object[] { Input.TARGET_IN, Ground.TERRAIN_EDGE }, 3).headline());
        assertEquals("b looks for f: not seen (30 cm)", spot(35, new Object[] { Input.TARGET_IN, Ground.TERRAIN_EDGE }, 3).headline());
        assertTrue(spot(35, new Object[] { Input.TARGET_IN, Ground.TERRAIN_EDGE }, 3).events().isEmpty(), "spotting changes nothing");
    }

    @Test
    void orIfTheyFireOrAreInPlainSight() {
        assertEquals("b looks for f: seen (60 cm)", spot(60, new Object[] { Input.TARGET_IN, Ground.TERRAIN_INSIDE, Input.FIRED, true }, 6).headline());
        assertEquals("b looks for f: not seen (10 cm)", spot(11, new Object[] { Input.TARGET_IN, Ground.TERRAIN_INSIDE, Input.PLAIN_SIGHT, true }, 1).headline());
        assertEquals("b looks for f: not seen", spot(5, new Object[] { Input.TARGET_IN, Ground.TERRAIN_INSIDE }).headline(), "deeper in, no die");
    }

    @Test
    void inTheOpenAFigureIsSeen() {
        assertEquals("b looks for f: seen", spot(200, new Object[0]).headline());
    }

    @Test
    void visibilityIsFifteenWithinWoodsAndTroopsLookOutOnlyFromTheEdge() {
        assertEquals("b looks for f: seen", spot(15, new Object[] { Input.BOTH_IN_WOODS, true }).headline());
        assertEquals("b looks for f: not seen", spot(16, new Object[] { Input.BOTH_IN_WOODS, true }).headline());
        assertEquals("b looks for f: not seen: b cannot look out of the woods", spot(5, new Object[] { Input.OBSERVER_DEEP, true }).headline());
    }
}
