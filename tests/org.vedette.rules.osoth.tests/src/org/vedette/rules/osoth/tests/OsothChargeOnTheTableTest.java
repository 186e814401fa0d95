package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.BRITISH;
import static org.vedette.rules.osoth.tests.Table.FRENCH;
import static org.vedette.rules.osoth.tests.Table.RULES;
import static org.vedette.rules.osoth.tests.Table.act;
import static org.vedette.rules.osoth.tests.Table.figure;
import static org.vedette.rules.osoth.tests.Table.mounted;
import static org.vedette.rules.osoth.tests.Table.request;
import static org.vedette.rules.osoth.tests.Table.sides;

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
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * OSOTH "Charges" on a table with positions (ruling O12): "The first thing is to move the charging figure the
 * distance provided by the game interface … If the charging figure contacts its target" — the charger goes into
 * contact, or as far as its rate when it falls short; "Both Charge actions and subsequent reactions may be made by
 * groups" — every figure of the group is brought into contact, none on another's base. Figures on 1" bases, the
 * hussars' 1" by 2".
 */
class OsothChargeOnTheTableTest {
    private static final org.vedette.core.model.Table TABLE = new org.vedette.core.model.Table(72, 48, null, List.of());

    private static Actor at(Actor a, double x, double y, double facing) {
        return a.withPosition(new Position(x, y, facing));
    }

    /** The hussars (facing north, their fronts at y 11) and Harris 10" north of them, all on the table or none. */
    private static GameState state(boolean positions) {
        Actor hussar = mounted(figure("hussar", FRENCH, "hussars", "cavalry", "average", "carbine"));
        Actor second = mounted(figure("hussar2", FRENCH, "hussars", "cavalry", "average", "carbine"));
        Actor harris = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
        List<Actor> all = positions
                ? List.of(at(hussar, 10, 10, 0), at(second, 12, 10, 0), at(harris, 10, 21.5, 180))
                : List.of(hussar, second, harris);
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : all) {
            actors.put(a.id(), a);
            if (a.side().equals(FRENCH)) ids.add(a.id());
        }
        return new GameState(Osoth.RULESET, Map.of(), positions ? TABLE : null, sides(), actors,
                new TurnState(1, null, new Activation(FRENCH, ids, "the French act"), null));
    }

    private static ActionRequest charge(boolean positions, boolean group) {
        List<Object> in = new ArrayList<>(List.of(Input.ACTOR, "hussar", Input.TARGET, "harris"));
        if (group) in.addAll(List.of(Input.GROUP, "hussar2"));
        // Without positions the referee says how far; with them the table measures it.
        if (!positions) in.addAll(List.of(Input.DISTANCE, 10.0));
        return request(Action.CHARGE, in.toArray());
    }

    private static Stands stands(GameState s) {
        return TableGeometry.of(TABLE, TableRules.forRuleset(Osoth.RULESET)).stands(s.actors().values());
    }

    private static double apart(GameState s, String a, String b) {
        TableGeometry g = TableGeometry.of(TABLE, TableRules.forRuleset(Osoth.RULESET));
        return g.distance(g.stand(s.actor(a)), g.stand(s.actor(b)));
    }

    private static void noOverlap(GameState s) {
        Stands stands = stands(s);
        for (Stand st : stands.all()) {
            assertNull(stands.standsOn(st, TableAuthority.OVERLAP), st.actor().name() + " stands on another's base");
        }
    }

    /** Where the table's law's search for first contact puts him: to a hundred-thousandth of an inch. */
    private static void assertNear(double x, double y, Position p) {
        assertEquals(x, p.x(), 1e-4, p.toString());
        assertEquals(y, p.y(), 1e-4, p.toString());
        assertEquals(0, p.facing(), 1e-9, "facing his target: " + p);
    }

    @Test
    void charges_aChargeThatReachesEndsInContact() {
        // Average mounted 8 + D3 (D6 6 → 3) = 11: reaches Harris 10" away.
        GameState s = act(Game.unbegun(RULES, state(true)), charge(true, false), 6).state();
        assertNear(10, 20, s.actor("hussar").position());
        assertTrue(apart(s, "hussar", "harris") <= TableAuthority.CONTACT);
        assertEquals("harris", s.actor("hussar").marks().get(Mark.CHARGING));
        noOverlap(s);
    }

    @Test
    void charges_aChargeThatFallsShortGoesTheRateTowardsItsTarget() {
        // 8 + D3 (D6 1 → 1) = 9, short of 10": the hussar goes 9" of the way.
        GameState s = act(Game.unbegun(RULES, state(true)), charge(true, false), 1).state();
        Position to = s.actor("hussar").position();
        assertEquals(10, to.x(), 1e-6);
        assertEquals(19, to.y(), 0.01, "9\" north of where it stood: " + to);
        assertNull(s.actor("harris").marks().get(Mark.CHARGED_BY));
    }

    @Test
    void charges_everyFigureOfAChargingGroupIsBroughtIntoContactOnNobodysBase() {
        Game g = act(Game.unbegun(RULES, state(true)), charge(true, true), 6);
        GameState s = g.state();
        assertNear(10, 20, s.actor("hussar").position());
        assertTrue(apart(s, "hussar", "harris") <= TableAuthority.CONTACT, "the charger in contact");
        assertTrue(apart(s, "hussar2", "harris") <= TableAuthority.CONTACT,
                "the group's other figure in contact too: " + s.actor("hussar2").position());
        noOverlap(s);
        assertEquals("harris", s.actor("hussar2").marks().get(Mark.CHARGING));
        // In contact, the group's other figure makes its attack: the table lets it (7 needed at best; 1 + 1 misses).
        act(g, request(Action.ATTACK, Input.ACTOR, "hussar2", Input.TARGET, "harris"), 1, 1);
    }

    @Test
    void actionsAttack_anAttackNeedsTheTwoInContact() {
        Game g = Game.unbegun(RULES, state(true));
        IllegalActionException e = Table.actRefused(g, request(Action.ATTACK, Input.ACTOR, "hussar", Input.TARGET,
                "harris"));
        assertTrue(e.getMessage().contains("10.0\" from harris") && e.getMessage().contains("in contact"),
                e.getMessage());
        assertEquals("Actions — Attack:", e.rule().section());
    }

    @Test
    void charges_withoutPositionsTheSameGameAsBefore() throws Exception {
        Game.Played p = Game.unbegun(RULES, state(false)).act(charge(false, true), new ScriptedDice(6), true);
        assertTrue(p.outcome().events().stream().noneMatch(GameEvent.Moved.class::isInstance));
        assertEquals(List.of("move into contact with harris", "move into contact with harris"),
                p.outcome().events().stream().filter(GameEvent.TableInstruction.class::isInstance)
                        .map(e -> ((GameEvent.TableInstruction) e).text()).toList());
        Game.Played shortOf = Game.unbegun(RULES, state(false)).act(charge(false, false), new ScriptedDice(1), true);
        assertTrue(shortOf.outcome().events().stream().noneMatch(GameEvent.Moved.class::isInstance));
    }
}
