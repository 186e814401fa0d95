package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.ohfa.tests.Table.BRITISH;
import static org.vedette.rules.ohfa.tests.Table.FRENCH;
import static org.vedette.rules.ohfa.tests.Table.RULES;
import static org.vedette.rules.ohfa.tests.Table.character;
import static org.vedette.rules.ohfa.tests.Table.request;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * OHFA "Actions — Charge" and "Fighting" on a table with positions (ruling B13): "A charge that ends in base contact
 * with an opponent initiates melee … Dice must be rolled to charge" — the charger goes into base contact when the
 * dice reach, or the inches they gave when they fall short; "When two opposing characters physically come into
 * contact, they will fight" — a fight needs the two in contact. Characters on 1" bases.
 */
class OhfaChargeOnTheTableTest {
    private static final org.vedette.core.model.Table TABLE = new org.vedette.core.model.Table(48, 48, null, List.of());

    /** Sharpe (British, facing north at y 10) and Dubois 10" north of him, base to base, on the table or not. */
    private static GameState state(boolean positions, double duboisY) {
        Actor sharpe = character("sharpe", BRITISH, Quality.REGULAR, Ohfa.Weapon.MUSKET);
        Actor dubois = character("dubois", FRENCH, Quality.REGULAR, Ohfa.Weapon.MUSKET);
        if (positions) {
            sharpe = sharpe.withPosition(new Position(10, 10, 0.0));
            dubois = dubois.withPosition(new Position(10, duboisY, 180.0));
        }
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put(sharpe.id(), sharpe);
        actors.put(dubois.id(), dubois);
        return new GameState(Ohfa.RULESET, Map.of(), positions ? TABLE : null, List.of(new Side(BRITISH, BRITISH,
                null, null, List.of()), new Side(FRENCH, FRENCH, null, null, List.of())), actors,
                new TurnState(1, null, new Activation(BRITISH, new ArrayList<>(List.of("sharpe")), "Sharpe acts"), null));
    }

    private static Game.Played charge(GameState s, int... faces) throws IllegalActionException {
        List<Object> in = new ArrayList<>(List.of(Input.ACTOR, "sharpe", Input.TARGET, "dubois"));
        if (s.table() == null) in.addAll(List.of(Input.DISTANCE, 10.0));
        return Game.unbegun(RULES, s).act(request(Action.CHARGE, in.toArray()), new ScriptedDice(faces), true);
    }

    private static double apart(GameState s) {
        TableGeometry g = TableGeometry.of(TABLE, TableRules.forRuleset(Ohfa.RULESET));
        return g.distance(g.stand(s.actor("sharpe")), g.stand(s.actor("dubois")));
    }

    /** Where the table's law's search for first contact puts him: to a hundred-thousandth of an inch. */
    private static void assertNear(double x, double y, Position p) {
        assertEquals(x, p.x(), 1e-4, p.toString());
        assertEquals(y, p.y(), 1e-4, p.toString());
        assertEquals(0, p.facing(), 1e-9, "facing his target: " + p);
    }

    @Test
    void actionsCharge_aChargeTheDiceReachEndsInBaseContact() throws Exception {
        // Regular on foot: 2D6, 6 + 6 = 12 reaches Dubois 10" away.
        GameState s = charge(state(true, 21), 6, 6).game().state();
        assertNear(10, 20, s.actor("sharpe").position());
        assertTrue(apart(s) <= TableAuthority.CONTACT);
    }

    @Test
    void actionsCharge_aChargeTheDiceFallShortGoesTheirInchesTowardsTheTarget() throws Exception {
        // 2 + 3 = 5, short of 10": Sharpe goes 5" of the way.
        Game.Played p = charge(state(true, 21), 2, 3);
        Position to = p.game().state().actor("sharpe").position();
        assertEquals(10, to.x(), 1e-6);
        assertEquals(15, to.y(), 0.01, "5\" north: " + to);
        assertTrue(p.outcome().events().stream().anyMatch(e -> e instanceof GameEvent.TableInstruction i
                && i.text().equals("move 5\" towards dubois: short of contact")), "the instruction stays");
    }

    @Test
    void actionsCharge_withoutPositionsTheSameGameAsBefore() throws Exception {
        for (int[] faces : new int[][] { { 6, 6 }, { 2, 3 } }) {
            Game.Played p = charge(state(false, 0), faces);
            assertTrue(p.outcome().events().stream().noneMatch(GameEvent.Moved.class::isInstance));
        }
    }

    @Test
    void fighting_aFightNeedsTheTwoInContact() {
        GameState s = state(true, 21);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> Game.unbegun(RULES, s).act(
                request(Action.FIGHT, Input.ACTOR, "sharpe", Input.TARGET, "dubois"), new ScriptedDice(), true));
        assertTrue(e.getMessage().contains("10.0\" from dubois") && e.getMessage().contains("in contact"),
                e.getMessage());
        assertEquals("Fighting", e.rule().section());
    }
}
