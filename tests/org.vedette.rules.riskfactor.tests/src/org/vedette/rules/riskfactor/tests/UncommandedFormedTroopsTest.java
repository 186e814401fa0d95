package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Rank;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * RF "Uncommanded Formed troops will count as a single group on the action
 * chart if … all units of the platoon are within 5cms of each other and there
 * is at least 1 Officer /NCO within 5 cms of the platoon" (ruling C12): the
 * units of a platoon dice once, together, when it is formed.
 */
class UncommandedFormedTroopsTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET);

    /** The 1st platoon: section a (Sgt Hale, an NCO unless {@code rank} says otherwise, and a-1), section b (b-1, b-2). */
    private static List<Actor> platoon(String rank) {
        return List.of(figure("hale", BRITISH, "a", Quality.VETERAN, MUSKET, Field.PLATOON, "1st", Field.RANK, rank),
                figure("a-1", BRITISH, "a", Quality.REGULAR, MUSKET, Field.PLATOON, "1st"),
                figure("b-1", BRITISH, "b", Quality.REGULAR, MUSKET, Field.PLATOON, "1st"),
                figure("b-2", BRITISH, "b", Quality.REGULAR, MUSKET, Field.PLATOON, "1st"));
    }

    /** The platoon on the table, section b {@code gap} inches east of section a's last man's base. */
    private static GameState placed(double gap) {
        List<Actor> p = platoon(Rank.NCO);
        double bx = 11.5 + 1 + gap;
        return onTable(state(BRITISH, Phase.COMMAND, at(p.get(0), 10, 10), at(p.get(1), 11.5, 10), at(p.get(2), bx, 10),
                at(p.get(3), bx + 1.5, 10)));
    }

    @Test
    void aFormedPlatoonDicesAsOneGroup() {
        // Without positions the NCO standing with it is enough (the 5 cm are the referee's): one D6, RF 0, a 6: Advance.
        GameState s = state(BRITISH, Phase.COMMAND, platoon(Rank.NCO));
        Outcome o = advance(s, 6);
        GameState t = after(s, o);
        for (String id : new String[] { "hale", "a-1", "b-1", "b-2" }) assertEquals("advance", mark(t, id, Mark.ACTION), id);
        assertEquals(List.of("platoon 1st — Advance: Move towards the nearest visible enemy. Missile armed: it halts at medium range (40 cm with its musket)."), instructions(o));
        assertTrue(explained(o).contains("platoon 1st counts as a single group on the action chart"), explained(o));
        assertEquals(List.of("D6 on the Actions table for platoon 1st"), o.rolls().stream().map(r -> r.purpose()).toList());
    }

    @Test
    void withoutAnOfficerOrNcoEachUnitDicesAlone() {
        GameState s = state(BRITISH, Phase.COMMAND, platoon(Rank.PRIVATE));
        Outcome o = advance(s, 6, 1);
        GameState t = after(s, o);
        assertEquals("advance", mark(t, "a-1", Mark.ACTION));
        assertEquals("continue", mark(t, "b-1", Mark.ACTION));
        assertTrue(explained(o).contains("platoon 1st does not count as one group: no officer or NCO of it stands"), explained(o));
    }

    @Test
    void onTheTableAllUnitsWithin5cmsOfEachOther() {
        // 1" (2.5 cm) between the sections: formed, one die.
        Outcome close = advance(placed(1), 6);
        assertEquals(1, close.rolls().size());
        assertTrue(explained(close).contains("its 2 units stand within 5 cm of each other"), explained(close));
        // 3" (7.6 cm): two groups, two dice.
        Outcome apart = advance(placed(3), 6, 2);
        assertEquals(2, apart.rolls().size());
        GameState t = after(placed(3), apart);
        assertEquals("advance", mark(t, "a-1", Mark.ACTION));
        assertEquals("continue", mark(t, "b-2", Mark.ACTION));
        assertTrue(explained(apart).contains("its units are not all within 5 cm of each other"), explained(apart));
    }
}
