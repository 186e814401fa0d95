package org.vedette.table.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.table.tests.Fixtures.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/** The risk-factor rules' "Shooting" (RULINGS.md T10), in centimetres on an inch table. */
class RiskFactorSightTest {

    private static boolean sees(org.vedette.core.model.Table t, Actor... actors) {
        Stands s = TableGeometry.of(t, TableRules.forRuleset("riskfactor")).stands(List.of(actors));
        return s.canSee(s.get(actors[0].id()), s.get(actors[actors.length - 1].id()));
    }

    @Test
    void figuresMayBeShotAtInOrFromWoodsUpTo10cmsInside() {
        // A wood from x = 20: 10 cm is 3.94".
        var t = table(woods("wood", rect(20, 0, 40, 48)));
        assertTrue(sees(t, figure("a", "british", 5, 20), figure("b", "french", 23, 20)), "7.6 cm inside");
        assertFalse(sees(t, figure("a", "british", 5, 20), figure("b", "french", 25, 20)), "12.7 cm inside");
        assertTrue(sees(t, figure("a", "british", 23, 20), figure("b", "french", 5, 20)), "from the wood");
        assertFalse(sees(table(woods("copse", rect(20, 0, 21, 48))), figure("a", "british", 5, 20),
                figure("b", "french", 35, 20)), "never through a wood neither stands in");
    }

    @Test
    void shootingIsOnlyPossibleIfFiguresCanSeeTheEntireBaseOfAFigure() {
        // A figure beside the line hides one side of the target's base: partly seen is not enough here.
        assertFalse(sees(table(), figure("a", "british", 5, 20), figure("c", "british", 20, 20.7),
                figure("b", "french", 35, 20)));
        assertTrue(sees(table(), figure("a", "british", 5, 20), figure("c", "british", 20, 22),
                figure("b", "french", 35, 20)));
    }

    @Test
    void unlessShootingOverAnObjectOrPersonWithin2cms() {
        // A comrade whose base is 0.5 cm from the firer's does not block; 5 cm away he does.
        assertTrue(sees(table(), figure("a", "british", 5, 20), figure("c", "british", 6.2, 20),
                figure("b", "french", 35, 20)));
        assertFalse(sees(table(), figure("a", "british", 5, 20), figure("c", "british", 8, 20),
                figure("b", "french", 35, 20)));
    }
}
