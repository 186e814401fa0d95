package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.Activation;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.rules.osoth.internal.Initiatives;
import org.vedette.rules.osoth.internal.Standings;

/**
 * Sequence of Play: who may act after each action. The ruleset reads the
 * figures a resolution did not change from the state's standing, kept across
 * resolutions; on every resolution of random games it must give the activation
 * (and each unit's figures) that reading every figure anew gives.
 */
class InitiativeStandingTest {
    private static final Actor[] FIGURES = {
            figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle"),
            figure("cooper", BRITISH, "95th", "rifleman", "veteran", "rifle"),
            figure("tom", BRITISH, "52nd", "light-infantry", "veteran", "musket"),
            figure("dan", BRITISH, "52nd", "light-infantry", "raw", "musket"),
            figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket"),
            figure("v2", FRENCH, "voltigeurs", "infantry", "average", "musket"),
            figure("d1", FRENCH, "dragoons", "cavalry", "average", "carbine"),
            figure("b1", FRENCH, "bandits", "bandit", "raw", "pistol") };

    /**
     * Standings kept across every game and step of the test, as the ruleset keeps them: carried from state to
     * state, and from one game to the next.
     */
    private final Standings kept = new Standings();

    @Test
    void theActivationFromTheKeptStandingIsTheActivationReadAnew() throws Exception {
        SplittableRandom random = new SplittableRandom(1812);
        int compared = 0;
        int joined = 0;
        int pressedCompared = 0;
        for (int game = 0; game < 40; game++) {
            Game g = begin(state(FIGURES), 1 + random.nextInt(6));
            for (int step = 0; step < 40; step++) {
                GameState s = g.state();
                List<String> acting = s.turn().activation().actors();
                if (acting.isEmpty() || random.nextInt(5) == 0) {
                    // A press of the Initiative/Event button: its activation too, against every figure read anew.
                    Game.Played pressed = g.advance(new RandomFaces(random), false);
                    compare(s, pressed.outcome());
                    pressedCompared++;
                    g = pressed.game();
                    continue;
                }
                ActionRequest r = request(acting.get(random.nextInt(acting.size())), random);
                Outcome o;
                try {
                    o = RULES.resolve(r, s, new Dice(new RandomFaces(random)), Explanation.none());
                } catch (IllegalActionException refused) {
                    continue;
                }
                compare(s, o);
                compared++;
                if (Action.JOIN.equals(r.action())) joined++;
                try {
                    g = g.act(r, new ScriptedDice(faces(o)), false).game();
                } catch (IllegalActionException e) {
                    throw new AssertionError("the same request with the same dice was refused: " + e.explain(), e);
                }
            }
        }
        assertTrue(compared > 200, "enough resolutions compared: " + compared);
        assertTrue(pressedCompared > 100, "enough presses compared: " + pressedCompared);
        assertTrue(joined > 5, "units joined, moving figures between units: " + joined);
    }

    /** The outcome's activation against one read anew from the outcome's own events. */
    private void compare(GameState s, Outcome o) {
        GameEvent.TurnChanged turn = null;
        Changes anew = new Changes(s);
        for (GameEvent e : o.events()) {
            if (e instanceof GameEvent.MarkChanged m) anew.mark(m.actor(), m.mark(), m.after());
            else if (e instanceof GameEvent.StatusChanged c) anew.status(c.actor(), c.after());
            else if (e instanceof GameEvent.TurnChanged t) turn = t;
        }
        if (turn == null || !(turn.after().detail() instanceof TurnLedger ledger)) return;
        Activation read = Initiatives.activation(anew, ledger);
        Activation carried = Initiatives.activation(anew, ledger, kept);
        assertEquals(read, turn.after().activation(), "the ruleset's activation against every figure read anew");
        assertEquals(read, carried);
        // A press's question, the units yet to act on both sides: the same from the kept standing.
        assertEquals(Initiatives.waiting(anew, ledger, null), Initiatives.waiting(anew, ledger, kept));
        // A press's activation, no unit holding the initiative, with the units that took theirs as the ledger lists
        // them, and listing more units than are searched one by one (with names of no unit among them).
        for (List<String> taken : List.of(ledger.acted(), List.of("95th", "x1", "x2", "x3", "x4"),
                List.of("x1", "x2", "voltigeurs", "x3", "bandits", "x4"))) {
            for (String drawn : List.of("players", "non-players")) {
                TurnLedger press = new TurnLedger(drawn, null, taken, ledger.moraleDue(), ledger.done(),
                        ledger.scores(), ledger.pending(), ledger.engaged(), ledger.lost());
                assertEquals(Initiatives.activation(anew, press), Initiatives.activation(anew, press, kept), drawn);
                assertEquals(Initiatives.waiting(anew, press, null), Initiatives.waiting(anew, press, kept), drawn);
            }
        }
        // Each unit holding the initiative, not only the one that acted: a resolution's events touching that unit's
        // figures (a shot's casualty, a morale test) or not, few events (a step) or many (the turn's end), and a
        // unit of no figure.
        for (String unit : List.of("95th", "52nd", "voltigeurs", "dragoons", "bandits", "x1")) {
            for (String drawn : List.of("players", "non-players")) {
                TurnLedger held = new TurnLedger(drawn, unit, ledger.acted(), ledger.moraleDue(), ledger.done(),
                        ledger.scores(), ledger.pending(), ledger.engaged(), ledger.lost());
                assertEquals(Initiatives.activation(anew, held), Initiatives.activation(anew, held, kept),
                        drawn + " " + unit);
            }
        }
        // A unit's figures (a hidden unit revealed when one of them acts), the same way.
        for (String unit : List.of("95th", "52nd", "voltigeurs", "dragoons", "bandits")) {
            assertEquals(Initiatives.members(anew, unit, null), Initiatives.members(anew, unit, kept), unit);
        }
    }

    private static ActionRequest request(String actor, SplittableRandom random) {
        String[] enemies = actor.startsWith("v") || actor.startsWith("d") || actor.startsWith("b")
                ? new String[] { "harris", "cooper", "tom", "dan" } : new String[] { "v1", "v2", "d1", "b1" };
        String target = enemies[random.nextInt(enemies.length)];
        String friend = actor.startsWith("v") || actor.startsWith("d") || actor.startsWith("b")
                ? new String[] { "v1", "v2", "d1", "b1" }[random.nextInt(4)]
                : new String[] { "harris", "cooper", "tom", "dan" }[random.nextInt(4)];
        return switch (random.nextInt(5)) {
            // "Units of a similar type … may also join": figures change units, and the units' places with them.
            case 4 -> Table.request(Action.JOIN, Input.ACTOR, actor, Input.TARGET, friend, Input.DISTANCE, 2.0);
            case 0 -> Table.request(Action.MOVE, Input.ACTOR, actor);
            case 1 -> Table.request(Action.STAND, Input.ACTOR, actor);
            case 2 -> Table.request(Action.FIRE_MUSKET, Input.ACTOR, actor, Input.TARGET, target, Input.RANGE,
                    (double) (2 + random.nextInt(20)));
            default -> Table.request(Action.ATTACK, Input.ACTOR, actor, Input.TARGET, target);
        };
    }
}
