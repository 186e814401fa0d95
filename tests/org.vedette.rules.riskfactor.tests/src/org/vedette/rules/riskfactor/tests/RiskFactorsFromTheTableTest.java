package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * RF Risk Factors computed from the figures' places on the table (ruling
 * C18): an enemy in clear sight within its weapons' range, nothing in sight,
 * an enemy to the flank or rear, friends retreating within 25 cm, natives
 * within 50 cm of enemy cavalry, entirely in cover — the explanation says
 * which were computed and which given, and the referee's answers to the same
 * questions no longer count. Without positions his answers count, as in
 * {@link RiskFactorsTest}.
 */
class RiskFactorsFromTheTableTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET);

    /** Two British regulars at (10, 10) and (11.5, 10) facing north, and the French given. */
    private static GameState picket(Actor... french) {
        List<Actor> all = new java.util.ArrayList<>(List.of(
                at(figure("p-1", BRITISH, "picket", Quality.REGULAR, MUSKET), 10, 10),
                at(figure("p-2", BRITISH, "picket", Quality.REGULAR, MUSKET), 11.5, 10)));
        all.addAll(List.of(french));
        return state(BRITISH, Phase.COMMAND, all);
    }

    private static Outcome dice(GameState s, int die, Object... given) {
        return resolve(s, request(Action.ACTIONS_TABLE, inputs(given, Input.ACTOR, "p-1")), die);
    }

    @Test
    void enemyInClearSightAndWithinTheirWeaponsRangeOfTheUnit() {
        // 30" north: 76.2 cm between centres, 73.7 cm between bases; a musket reaches 120 cm.
        GameState s = picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 40));
        Outcome onTable = dice(onTable(s), 1, "nothing-in-sight", true);
        GameState t = after(onTable(s), onTable);
        assertEquals("halt", mark(t, "p-1", Mark.ACTION), "RF1, D6 1: Halt");
        String why = explained(onTable);
        assertTrue(why.contains("+1 an enemy in clear sight has it within its weapons' range — line 12"), why);
        assertTrue(why.contains("(computed)"), why);
        assertTrue(why.contains("f-1 sees p-1 at 73.7 cm, within his 120 cm range"), why);
        assertTrue(why.contains("the referee's \"no enemy or friends retreating in sight\" is not counted"), why);
        // Without positions the referee's answer counts: -4, Up to RF0, a 1 continues.
        assertEquals("continue", mark(after(s, dice(s, 1, "nothing-in-sight", true)), "p-1", Mark.ACTION));

        // 60" away (149.9 cm between bases): in sight but beyond a musket's 120 cm; a rifle's 180 cm reaches.
        GameState far = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 70)));
        assertTrue(explained(dice(far, 1)).contains("Risk factor 0: no risk factor applies"));
        GameState rifle = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, List.of(Weapon.RIFLE)), 10, 70)));
        assertTrue(explained(dice(rifle, 1)).contains("Risk factor 1"));
    }

    @Test
    void noEnemyOrFriendsRetreatingInSight() {
        // A wood between them: a line may not pass through a wood neither stands in.
        GameState s = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 40)),
                wood("copse", 0, 20, 30, 25));
        Outcome o = dice(s, 6, "enemy-in-range", true);
        String why = explained(o);
        assertTrue(why.contains("-4 no enemy or friends retreating in sight — line 7"), why);
        assertTrue(why.contains("the referee's \"an enemy in clear sight has it within its weapons' range\" is not counted"), why);
        assertEquals("advance", mark(after(s, o), "p-1", Mark.ACTION), "Up to RF0: a 6 moves towards the nearest visible enemy");
    }

    @Test
    void enemyToFlankOrRearAndInSight() {
        // 8" behind the picket, which faces north (17.8 cm between bases): in its rear, and within a musket's range.
        GameState s = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 2)));
        Outcome o = dice(s, 1);
        String why = explained(o);
        assertTrue(why.contains("+2 an enemy in sight to its flank or rear — line 17"), why);
        assertTrue(why.contains("Risk factor 1 + 2 = 3"), why);
        assertEquals("retreat", mark(after(s, o), "p-1", Mark.ACTION), "RF2-5, D6 1: Retreat");
        // The same enemy to its front is no flank.
        GameState front = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 18)));
        assertFalse(explained(dice(front, 1)).contains("flank or rear — line 17"));
    }

    @Test
    void friendsRetreatingOrRoutingWithin25cms() {
        // No enemy on the table; the grenadiers, falling back, stand 9" (22.9 cm between centres) away: in sight, within 25 cm.
        Actor g = at(figure("g-1", BRITISH, "grenadiers", Quality.REGULAR, MUSKET).withMark(Mark.MORALE, "falling-back"), 10, 19);
        GameState s = onTable(picket(g));
        Outcome o = dice(s, 1);
        String why = explained(o);
        assertTrue(why.contains("+2 friends retreating or routing within 25 cm — line 17"), why);
        assertFalse(why.contains("no enemy or friends retreating in sight — line 7"), "friends retreating are in sight (ruling C11): " + why);
        assertEquals("retreat", mark(after(s, o), "p-1", Mark.ACTION));
        // 12" away (29 cm between bases) they are still in sight but not within 25 cm.
        GameState apart = onTable(picket(at(g, 10, 22.5)));
        String farWhy = explained(dice(apart, 1));
        assertTrue(farWhy.contains("Risk factor 0"), farWhy);
    }

    @Test
    void nativesWithin50cmsOfEnemyCavalry() {
        Actor warrior = figure("n-1", BRITISH, "war-band", Quality.REGULAR, List.of(Weapon.SPEAR), Field.NATIVE, true);
        Actor hussar = mounted(figure("h-1", FRENCH, "hussars", Quality.REGULAR, List.of(Weapon.SWORD)));
        // 15" apart: 38.1 cm between the centres, the hussar's base reaching 1" towards the warrior.
        GameState s = onTable(state(BRITISH, Phase.COMMAND, at(warrior, 10, 10), at(hussar, 10, 25)));
        Outcome o = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "n-1"), 4, 3);
        String why = explained(o);
        assertTrue(why.contains("+2 natives and enemy cavalry within 50 cm — line 18"), why);
        assertTrue(why.contains("enemy cavalry h-1 is"), why);
        assertEquals("attack", mark(after(s, o), "n-1", Mark.ACTION), "close combat RF1-2, D6 4: Attack");
        assertTrue(instructions(o).get(0).contains("(+3 cm to its move)"), instructions(o).toString());
        // 30" away the cavalry is beyond 50 cm.
        GameState far = onTable(state(BRITISH, Phase.COMMAND, at(warrior, 10, 10), at(hussar, 10, 40)));
        assertTrue(explained(resolve(far, request(Action.ACTIONS_TABLE, Input.ACTOR, "n-1"), 4)).contains("Risk factor 0"));
    }

    @Test
    void unitEntirelyInCover() {
        // Both of the picket inside a wood, 1" from its north edge; the enemy 60" north in the open, out of musket range.
        GameState s = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 70)),
                wood("wood", 0, 0, 30, 11));
        Outcome o = dice(s, 1);
        String why = explained(o);
        assertTrue(why.contains("-1 entirely in cover — line 10"), why);
        assertTrue(why.contains("each figure stands in terrain that gives cover"), why);
        // One of them stepping out of the wood leaves the unit not entirely in cover.
        GameState half = onTable(state(BRITISH, Phase.COMMAND, at(figure("p-1", BRITISH, "picket", Quality.REGULAR, MUSKET), 10, 10),
                at(figure("p-2", BRITISH, "picket", Quality.REGULAR, MUSKET), 11.5, 13),
                at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 70)), wood("wood", 0, 0, 30, 11));
        assertFalse(explained(dice(half, 1)).contains("entirely in cover — line 10"));
    }

    @Test
    void aFigureWithoutAPositionLeavesItToTheReferee() {
        GameState s = onTable(state(BRITISH, Phase.COMMAND, figure("p-1", BRITISH, "picket", Quality.REGULAR, MUSKET),
                at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 40)));
        Outcome o = dice(s, 1, "enemy-to-flank-or-rear", true);
        String why = explained(o);
        assertTrue(why.contains("+2 an enemy in sight to its flank or rear — line 17: \"2: Enemy to flank or rear and in sight, or friends retreating/routing within 25cms.\" (given)"), why);
        assertFalse(why.contains("computed from their places"), why);
    }

    @Test
    void surroundedRoutersSurrender() {
        // Enemies within 30 cm (a rout's run) north, south, west and east of the picket: no way out.
        GameState s = onTable(picket(at(figure("f-1", FRENCH, "a", Quality.REGULAR, MUSKET), 10.75, 18),
                at(figure("f-2", FRENCH, "a", Quality.REGULAR, MUSKET), 10.75, 2),
                at(figure("f-3", FRENCH, "a", Quality.REGULAR, MUSKET), 2, 10),
                at(figure("f-4", FRENCH, "a", Quality.REGULAR, MUSKET), 19.5, 10)));
        // Losing the melee (+3, given), in range (+1) and to the rear (+2): RF 6; D6 1: Rout.
        Outcome o = dice(s, 1, "losing-melee", true);
        GameState t = after(s, o);
        assertTrue(t.actor("p-1").status().out() && t.actor("p-2").status().out(), explained(o));
        assertTrue(explained(o).contains("no way out"), explained(o));
        // With the east open they run.
        GameState open = onTable(picket(at(figure("f-1", FRENCH, "a", Quality.REGULAR, MUSKET), 10.75, 18),
                at(figure("f-2", FRENCH, "a", Quality.REGULAR, MUSKET), 10.75, 2),
                at(figure("f-3", FRENCH, "a", Quality.REGULAR, MUSKET), 2, 10)));
        assertFalse(after(open, dice(open, 1, "losing-melee", true)).actor("p-1").status().out());
    }

    @Test
    void advanceHaltsAtMediumRangeIfMissileArmedOtherwiseGoesToAttackWithin50cms() {
        // The voltigeur 12" north: 27.9 cm between bases, within a musket's range (+1) and its medium range (40 cm).
        GameState s = onTable(picket(at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 22)));
        Outcome o = dice(s, 2);
        assertEquals("halt", mark(after(s, o), "p-1", Mark.ACTION), "RF1, D6 2: Advance, and already within medium range");
        assertTrue(instructions(o).get(0).endsWith("Already within medium range of f-1 (40 cm with its musket): it halts."),
                instructions(o).toString());
        // Swordsmen 15" from the voltigeur (35.6 cm): close combat RF1-2, D6 2: Advance — within 50 cm, Attack.
        Actor sword = figure("s-1", BRITISH, "highlanders", Quality.REGULAR, List.of(Weapon.SWORD));
        GameState near = onTable(state(BRITISH, Phase.COMMAND, at(sword, 10, 10),
                at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 25)));
        Outcome charge = resolve(near, request(Action.ACTIONS_TABLE, Input.ACTOR, "s-1"), 2);
        assertEquals("attack", mark(after(near, charge), "s-1", Mark.ACTION));
        assertEquals("s-1's highlanders: Advance → Attack (RF 1, D6 2)", charge.headline());
        assertTrue(instructions(charge).get(0).contains("Within 50 cm of f-1: it goes to Attack."), instructions(charge).toString());
        // 30" away (73.7 cm) they advance.
        GameState far = onTable(state(BRITISH, Phase.COMMAND, at(sword, 10, 10),
                at(figure("f-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 10, 40)));
        Outcome on = resolve(far, request(Action.ACTIONS_TABLE, Input.ACTOR, "s-1"), 2);
        assertEquals("advance", mark(after(far, on), "s-1", Mark.ACTION));
    }
}
