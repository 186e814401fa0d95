package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.TurnLedger;

/**
 * The Other Side of the Hill's charges as the AI plays them once one has gone home ("Charges"): "If the figures
 * are in combat at this point, the charging figure will make an Attack action on the target figure. If the target
 * figure survives, it will make an Attack action on the charging figure" — out of turn, whatever either's
 * intent, as the marks carry the charge from one request to the next (ruling O5).
 */
class OsothChargesTest {
    private static final Table TABLE = new Table(48, 48, Edge.SOUTH, List.of());

    /** The voltigeur has charged the rifleman and reached him; the initiative is the Players'. */
    private static GameState charged() {
        Actor voltigeur = new Actor("voltigeur", "Voltigeur Roux", FRENCH, "voltigeurs", Osoth.Quality.AVERAGE, false,
                List.of("musket"), Map.of(Osoth.Field.TYPE, Osoth.Type.INFANTRY), null, null, Position.at(24, 20))
                .withMark(Osoth.Mark.CHARGING, "rifleman").withMark(Osoth.Mark.CHARGE_LEFT, 2.0)
                .withMark(Osoth.Mark.ACTED, Boolean.TRUE);
        Actor rifleman = new Actor("rifleman", "Rifleman Harris", BRITISH, "95th", Osoth.Quality.VETERAN, false,
                List.of("rifle"), Map.of(Osoth.Field.TYPE, Osoth.Type.RIFLEMAN), null, null, Position.at(24, 21))
                .withMark(Osoth.Mark.CHARGED_BY, "voltigeur").withMark(Osoth.Mark.CHARGE_FROM, 6.0);
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put(voltigeur.id(), voltigeur);
        actors.put(rifleman.id(), rifleman);
        TurnLedger ledger = new TurnLedger("players", null, List.of(), List.of(), List.of(), List.of(), List.of(),
                false, false);
        return new GameState(Osoth.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, Edge.SOUTH, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, Edge.NORTH, List.of())), actors,
                new TurnState(1, null, new Activation(BRITISH, List.of(), "players"), ledger));
    }

    private static Suggestion suggest(GameState s, String actor) {
        return AI.suggest(Games.OSOTH, s, actor, Checklist.NONE.lastTurn(12), new Dice(new ScriptedDice(1)), true);
    }

    @Test
    void chargesTheChargerInContactAttacksItsTargetOutOfTurn() {
        GameState s = charged();
        assertEquals(List.of("voltigeur"), Games.OSOTH.outOfTurn(s), "only the charger owes an attack yet");
        Suggestion attack = suggest(s, "voltigeur");
        assertEquals(1, attack.requests().size(), attack.reasons()::toString);
        ActionRequest r = attack.requests().get(0);
        assertEquals(Osoth.Action.ATTACK, r.action());
        assertEquals("rifleman", r.text(Osoth.Input.TARGET));
        assertTrue(attack.reasons().stream().anyMatch(x -> x.text().contains("the charge went home")),
                attack.reasons()::toString);
    }

    /** A sheet whose French must Attack, with the book's guard on the charge and a stand to fall back on. */
    private static final String ATTACKING = """
            archetype chargers osoth non-player | OSOTH | Charge
            attitude chargers intent=attack | OSOTH | Charge
            do osoth * attack charge actor=@self target=@nearest distance=@nearest-distance ?within=allowance+2 | OSOTH | Charge
            do osoth * attack stand actor=@self | OSOTH | Stand/Rally/Load
            allowance osoth * 4 | OSOTH | Movement
            """;

    /** A French voltigeur to act on the Non-Players' initiative, a British rifleman {@code apart} inches north. */
    private static GameState apart(double apart) {
        Actor voltigeur = new Actor("voltigeur", "Voltigeur Roux", FRENCH, "voltigeurs", Osoth.Quality.AVERAGE, false,
                List.of("musket"), Map.of(Osoth.Field.TYPE, Osoth.Type.INFANTRY), null, null, Position.at(24, 20));
        Actor rifleman = new Actor("rifleman", "Rifleman Harris", BRITISH, "95th", Osoth.Quality.VETERAN, false,
                List.of("rifle"), Map.of(Osoth.Field.TYPE, Osoth.Type.RIFLEMAN), null, null,
                Position.at(24, 21 + apart));
        Map<String, Actor> actors = new LinkedHashMap<>();
        actors.put(voltigeur.id(), voltigeur);
        actors.put(rifleman.id(), rifleman);
        TurnLedger ledger = new TurnLedger("non-players", null, List.of(), List.of(), List.of(), List.of(),
                List.of(), false, false);
        return new GameState(Osoth.RULESET, Map.of(), TABLE, List.of(
                new Side(BRITISH, "British", Side.Control.PLAYER, Edge.SOUTH, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, Edge.NORTH, List.of())), actors,
                new TurnState(1, null, new Activation(FRENCH, List.of("voltigeur"), "non-players"), ledger));
    }

    @Test
    void chargesAFigureChargesOnlyAnEnemyItsMoveMayReachElseItStands() {
        var ai = org.vedette.ai.internal.Npc.withSheet(ATTACKING, "attacking.txt");
        // An Average man on foot moves 4 + D3 (TABLES.md "Movement"): 6" at the most.
        Suggestion near = ai.suggest(Games.OSOTH, apart(5), "voltigeur", Checklist.NONE.lastTurn(12),
                new Dice(new ScriptedDice(3)), true);
        assertEquals(Osoth.Action.CHARGE, near.requests().get(0).action(), near.reasons()::toString);
        Suggestion far = ai.suggest(Games.OSOTH, apart(10), "voltigeur", Checklist.NONE.lastTurn(12),
                new Dice(new ScriptedDice(3)), true);
        assertEquals(Osoth.Action.STAND, far.requests().get(0).action(), far.reasons()::toString);
        assertTrue(far.reasons().stream().anyMatch(x -> x.text().contains("within its move and 2.0 more, 6.0")),
                far.reasons()::toString);
    }

    @Test
    void chargesASurvivingTargetAttacksTheChargerBack() throws IllegalActionException {
        GameState s = charged();
        ActionRequest first = suggest(s, "voltigeur").requests().get(0);
        // A miss (2D6 of 2): the rifleman survives and owes his answer.
        Outcome missed = Games.OSOTH.resolve(first, s, new Dice(new ScriptedDice(1, 1)), Explanation.none());
        GameState after = s.apply(missed.events());
        assertEquals(List.of("rifleman"), Games.OSOTH.outOfTurn(after), "now the target owes his attack");
        Suggestion back = suggest(after, "rifleman");
        assertEquals(1, back.requests().size(), back.reasons()::toString);
        assertEquals(Osoth.Action.ATTACK, back.requests().get(0).action());
        assertEquals("voltigeur", back.requests().get(0).text(Osoth.Input.TARGET));
        GameState done = after.apply(Games.OSOTH.resolve(back.requests().get(0), after,
                new Dice(new SeededDice(3)), Explanation.none()).events());
        assertEquals(List.of(), Games.OSOTH.outOfTurn(done), "the pair's attacks are made: the charge is over");
    }

    /**
     * "The figure must be within range to charge" is asked of the figure it charges: the first of its archetype's
     * priorities, 10" off, is beyond its move and 2 more, and a nearer enemy who is no priority is charged instead.
     */
    @Test
    void chargesTheGuardMeasuresThePriorityTargetNotTheNearestEnemy() {
        var ai = org.vedette.ai.internal.Npc.withSheet("""
                archetype chargers osoth non-player | OSOTH | Charge
                archetype riflemen osoth type=rifleman | OSOTH | Charge
                targets chargers riflemen | OSOTH | Charge
                attitude chargers intent=attack | OSOTH | Charge
                do osoth * attack charge actor=@self target=@priority distance=@priority-distance ?within=allowance+2 | OSOTH | Charge
                do osoth * attack charge actor=@self target=@nearest distance=@nearest-distance ?within=allowance+2 | OSOTH | Charge
                do osoth * attack stand actor=@self | OSOTH | Stand/Rally/Load
                allowance osoth * 4 | OSOTH | Movement
                """, "priorities.txt");
        GameState s = apart(10);
        Actor light = new Actor("light", "Private Tod", BRITISH, "43rd", Osoth.Quality.VETERAN, false,
                List.of("musket"), Map.of(Osoth.Field.TYPE, Osoth.Type.LIGHT_INFANTRY), null, null, Position.at(27, 20));
        s = s.withActor(light);
        Suggestion charge = ai.suggest(Games.OSOTH, s, "voltigeur", Checklist.NONE.lastTurn(12),
                new Dice(new ScriptedDice(3)), true);
        ActionRequest r = charge.requests().get(0);
        assertEquals(Osoth.Action.CHARGE, r.action(), charge.reasons()::toString);
        assertEquals("light", r.text(Osoth.Input.TARGET), charge.reasons()::toString);
        assertTrue(charge.reasons().stream().anyMatch(x -> x.text().contains("only with its priority target within")),
                charge.reasons()::toString);
    }
}
