package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.actions.Result.*;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.actions.ActionsChart;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Decision;
import org.vedette.actions.Morale;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;
import org.vedette.actions.Situation;

/** RF Actions Table: both tables read against the book, the "Up to RF0" row (ruling C13), the results and their morale effect (C10, C17). */
class ActionsTableTest {
    /** A situation whose risk factor is exactly {@code rf} (0 to 10), from tenths of the group lost. */
    private static Situation rf(ActionsTable table, int rf) {
        return Situation.on(table).casualties(rf, 10, true);
    }

    private static Result read(ActionsTable table, int rf, int die) {
        return ActionsChart.decide(rf(table, rf), die).result();
    }

    @Test
    void everyRowIsTheBooksLineWordForWord() {
        List<String> book = rulebook();
        for (ActionsTable t : ActionsTable.values()) {
            for (ActionsTable.Row row : t.rows().subList(1, t.rows().size())) {
                String line = book.stream().filter(l -> l.startsWith(row.label() + " ")).skip(t == ActionsTable.GUNPOWDER ? 0 : row.label().equals("RF9+") ? 1 : 0)
                        .findFirst().orElseThrow(() -> new AssertionError("no line " + row.label()));
                List<String> words = List.of(line.trim().split("\\s+")).subList(1, 7);
                assertEquals(words, row.cells().stream().map(Result::word).toList(), t + " " + row.label());
            }
        }
    }

    @Test
    void gunpowderWeaponsBowsAndSlings() {
        ActionsTable t = ActionsTable.GUNPOWDER;
        assertEquals(List.of(HALT, ADVANCE, ADVANCE, ADVANCE, ADVANCE, ATTACK), List.of(read(t, 1, 1), read(t, 1, 2),
                read(t, 1, 3), read(t, 1, 4), read(t, 1, 5), read(t, 1, 6)));
        assertEquals(RETREAT, read(t, 2, 1));
        assertEquals(HALT, read(t, 5, 3));
        assertEquals(ADVANCE, read(t, 5, 4));
        assertEquals(ROUT, read(t, 6, 1));
        assertEquals(HALT, read(t, 8, 5));
        assertEquals(ADVANCE, read(t, 8, 6));
        assertEquals(RETREAT, read(t, 9, 5));
        assertEquals(HALT, read(t, 10, 6), "RF9+");
        assertEquals("RF9+", ActionsChart.decide(rf(t, 10), 1).row().label());
    }

    @Test
    void closeCombatWeaponsOnly() {
        ActionsTable t = ActionsTable.CLOSE_COMBAT;
        assertEquals(ATTACK, read(t, 2, 4), "RF1-2");
        assertEquals(ADVANCE, read(t, 1, 3));
        assertEquals(ATTACK, read(t, 3, 5), "RF3-6");
        assertEquals(HALT, read(t, 6, 2));
        assertEquals(RETREAT, read(t, 7, 3), "RF7-8");
        assertEquals(ATTACK, read(t, 8, 6));
        assertEquals(ROUT, read(t, 9, 3));
    }

    @Test
    void upToRf0ContinuesUnlessASix() {
        Situation calm = Situation.on(ActionsTable.GUNPOWDER).given(Observation.NOTHING_IN_SIGHT);
        for (int die = 1; die <= 5; die++) {
            Decision d = ActionsChart.decide(calm, die);
            assertEquals(CONTINUE, d.result());
            assertEquals(-4, d.riskFactor());
            assertEquals(ActionsTable.UP_TO_RF0, d.row().label());
        }
        Decision six = ActionsChart.decide(calm, 6);
        assertEquals(ADVANCE, six.result(), "C13: moves towards the nearest visible enemy");
        assertEquals(Decision.Clause.SIX_MOVES_TOWARDS_ENEMY, six.clause());
        assertEquals("Advance: Move towards the nearest visible enemy.", six.instruction());
        assertEquals("Advance: Move towards the nearest visible enemy, or to where the enemy were last seen.",
                ActionsChart.decide(calm.table(ActionsTable.CLOSE_COMBAT), 6).instruction());
    }

    @Test
    void upToRf0TheyWillNotMoveFromAFortifiedPositionTheyDefend() {
        Decision d = ActionsChart.decide(Situation.on(ActionsTable.GUNPOWDER).given(Observation.DEFENDING_FORTIFIED), 6);
        assertEquals(CONTINUE, d.result());
        assertEquals(Decision.Clause.FORTIFIED_POSITION_HELD, d.clause());
    }

    @Test
    void upToRf0UnitsFallingBackHaltInCoverOnAFiveOrSix() {
        Situation back = Situation.on(ActionsTable.CLOSE_COMBAT).computed(Observation.FALLING_BACK);
        assertEquals(CONTINUE, ActionsChart.decide(back, 4).result());
        assertEquals(Morale.FALLING_BACK, ActionsChart.decide(back, 4).morale(), "it continues falling back");
        for (int die = 5; die <= 6; die++) {
            Decision d = ActionsChart.decide(back, die);
            assertEquals(HALT, d.result());
            assertEquals(Decision.Clause.FALLING_BACK_HALTS_IN_COVER, d.clause());
            assertEquals(Morale.HALTED, d.morale());
            assertEquals("Halt: halt in the nearest cover facing the last known enemy position.", d.instruction());
        }
    }

    @Test
    void theMoraleEffectIsTheResult() {
        assertEquals(Morale.STEADY, ActionsChart.decide(rf(ActionsTable.GUNPOWDER, 1), 6).morale(), "Attack");
        assertEquals(Morale.HALTED, ActionsChart.decide(rf(ActionsTable.GUNPOWDER, 1), 1).morale(), "Halt");
        assertEquals(Morale.FALLING_BACK, ActionsChart.decide(rf(ActionsTable.GUNPOWDER, 2), 1).morale(), "Retreat");
        assertEquals(Morale.ROUTING, ActionsChart.decide(rf(ActionsTable.GUNPOWDER, 9), 1).morale(), "Rout");
        assertEquals(Morale.ROUTING, ActionsChart.decide(Situation.on(ActionsTable.GUNPOWDER).given(Observation.NOTHING_IN_SIGHT)
                .computed(Observation.ROUTING), 2).morale(), "RF -1: a router that continues keeps routing");
        assertTrue(ROUT.meaning().contains("If surrounded, they surrender"));
        assertTrue(ATTACK.meaning().contains("Natives get a +D6 cm to movement"));
        assertTrue(RETREAT.meaning().contains("at least 50% of its original unit strength"));
    }

    /** C17: muskets pick the gunpowder table, spears and clubs the close-combat one. */
    @Test
    void theTableFollowsTheWeapons() {
        var muskets = privates("m", 3, BRITISH, "line", Quality.REGULAR, List.of(Weapon.MUSKET, Weapon.BAYONET));
        var warriors = privates("w", 3, FRENCH, "warband", Quality.REGULAR, List.of(Weapon.SPEAR, Weapon.HATCHET));
        GameState s = state(BRITISH, RiskFactor.Phase.COMMAND, all(muskets, warriors));
        // RF 1 (in range), D6 4: the gunpowder table's Advance, the close-combat table's Attack.
        Outcome m = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "m-1", "enemy-in-range", true), 4);
        Outcome w = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "w-1", "enemy-in-range", true), 4);
        assertEquals("m-1's line: Advance (RF 1, D6 4)", m.headline());
        assertEquals("w-1's warband: Attack (RF 1, D6 4)", w.headline());
        assertTrue(explained(m).contains("Actions Table for Troops armed with Gunpowder weapons, Bows, Slings and similar: row RF1, column 4: Advance"));
        assertTrue(explained(w).contains("Actions Table for Troops armed with Close combat weapons only: row RF1-2, column 4: Attack"));
        assertEquals("attack", mark(after(s, w), "w-2", Mark.ACTION));
    }

    @Test
    void nativesWhoAttackThrowTheirExtraD6() {
        var natives = privates("n", 2, FRENCH, "war-party", Quality.REGULAR, List.of(Weapon.WAR_CLUB));
        natives = natives.stream().map(a -> figure(a.id(), FRENCH, "war-party", Quality.REGULAR, a.weapons(),
                RiskFactor.Field.NATIVE, true)).toList();
        GameState s = state(FRENCH, RiskFactor.Phase.COMMAND, natives);
        Outcome o = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "n-1", "enemy-in-range", true), 5, 4);
        assertEquals("n-1's war-party: Attack (RF 1, D6 5)", o.headline());
        assertTrue(instructions(o).get(0).endsWith("(+4 cm to its move)"), instructions(o).toString());
        assertTrue(cites(o, "Attack Unit will close"));
    }

    @Test
    void retreatInCoverMayStayWithAtLeastHalfItsOriginalStrength() {
        List<Actor> four = privates("r", 4, BRITISH, "rangers", Quality.REGULAR,
                List.of(Weapon.RIFLE));
        Object[] seen = { Observation.ENTIRELY_IN_COVER.id(), true, Observation.ENEMY_TO_FLANK_OR_REAR.id(), true,
                Observation.ENEMY_IN_RANGE.id(), true };
        // Two of four out: 5 tenths; -1 + 2 + 1 + 5 = RF 7; D6 2: Retreat.
        GameState half = state(BRITISH, Phase.COMMAND, four.get(0), four.get(1), out(four.get(2)), out(four.get(3)));
        Outcome o = resolve(half, request(Action.ACTIONS_TABLE, inputs(seen, Input.ACTOR, "r-1")), 2);
        assertEquals("retreat", mark(after(half, o), "r-1", Mark.ACTION));
        assertTrue(instructions(o).get(0).endsWith("In cover with 2 of 4: it may stay in position."), instructions(o).toString());
        assertTrue(cites(o, "Retreat — If in cover already"));
        // Three of four out: 7 tenths, RF 9; D6 4: Retreat, and one man of four must go.
        GameState quarter = state(BRITISH, Phase.COMMAND, four.get(0), out(four.get(1)), out(four.get(2)), out(four.get(3)));
        o = resolve(quarter, request(Action.ACTIONS_TABLE, inputs(seen, Input.ACTOR, "r-1")), 4);
        assertTrue(instructions(o).get(0).endsWith("In cover, but with 1 of 4, under half its strength: it must move."), instructions(o).toString());
        // Out of cover nothing lets it stay: RF 8, D6 2: Retreat.
        o = resolve(half, request(Action.ACTIONS_TABLE, Input.ACTOR, "r-1", Observation.ENEMY_TO_FLANK_OR_REAR.id(), true,
                Observation.ENEMY_IN_RANGE.id(), true), 2);
        assertTrue(instructions(o).get(0).startsWith("rangers — Retreat: Unit must move away"), instructions(o).toString());
        assertTrue(!instructions(o).get(0).contains("In cover"), instructions(o).toString());
    }

    @Test
    void routAtMovePlusFiveNoFightingOrShootingAndSurrenderIfSurrounded() {
        GameState s = state(BRITISH, Phase.COMMAND, privates("s", 2, BRITISH, "sentries", Quality.REGULAR, List.of(Weapon.MUSKET)));
        Object[] losing = { Observation.LOSING_MELEE.id(), true, Observation.ENEMY_IN_RANGE.id(), true,
                Observation.ENEMY_TO_FLANK_OR_REAR.id(), true };
        // 3 + 1 + 2 = RF 6; D6 1: Rout.
        Outcome routs = resolve(s, request(Action.ACTIONS_TABLE, inputs(losing, Input.ACTOR, "s-1")), 1);
        GameState t = after(s, routs);
        assertEquals("rout", mark(t, "s-1", Mark.ACTION));
        assertEquals("routing", mark(t, "s-2", Mark.MORALE));
        assertTrue(!t.actor("s-1").status().out(), "not surrounded: they run");
        // "If surrounded, they surrender": both are out of the game.
        Outcome surrenders = resolve(s, request(Action.ACTIONS_TABLE, inputs(losing, Input.ACTOR, "s-1",
                Observation.SURROUNDED.id(), true)), 1);
        GameState u = after(s, surrenders);
        assertTrue(u.actor("s-1").status().out() && u.actor("s-2").status().out());
        assertTrue(instructions(surrenders).get(0).endsWith("Surrounded: they surrender."), instructions(surrenders).toString());
        // Surrounded with a result other than Rout, they fight on: RF 3, D6 1 is a Retreat.
        Outcome holds = resolve(s, request(Action.ACTIONS_TABLE, Input.ACTOR, "s-1", Observation.SURROUNDED.id(), true,
                Observation.ENEMY_IN_RANGE.id(), true, Observation.ENEMY_TO_FLANK_OR_REAR.id(), true), 1);
        assertTrue(!after(s, holds).actor("s-1").status().out());
    }
}
