package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.*;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Location;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * A whole bound of a four-against-four skirmish played through core's Game —
 * begin (dicing for order), act for each figure in initiative order, advance —
 * with scripted dice; undo and replay give equal states. And a seeded game of
 * several bounds that replays exactly.
 */
class SkirmishGameTest {
    private static Figure figure(String id, int i, int d, int s, int c, int f, String... weapons) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put(Field.INITIATIVE, i);
        p.put(Field.DEXTERITY, d);
        p.put(Field.STRENGTH, s);
        p.put(Field.CLOSE_COMBAT, c);
        p.put(Field.FIRING, f);
        return new Figure(id, id, null, false, List.of(weapons), p, null);
    }

    static GameState start() {
        Unit rifles = new Unit("chosen-men", "Sharpe's Chosen Men", null, false, Map.of(), List.of(
                figure("sharpe", 6, 5, 5, 6, 7, Weapon.BAKER_RIFLE, Weapon.SWORD),
                figure("harper", 5, 4, 6, 5, 8, Weapon.VOLLEY_GUN, Weapon.BAKER_RIFLE),
                figure("hagman", 4, 4, 3, 3, 12, Weapon.BAKER_RIFLE),
                figure("harris", 4, 4, 4, 3, 10, Weapon.BAKER_RIFLE)), null);
        Unit french = new Unit("voltigeurs", "Voltigeurs", null, false, Map.of(), List.of(
                figure("capitaine", 5, 5, 4, 5, 7, Weapon.SWORD, Weapon.PISTOL),
                figure("sergent", 4, 4, 5, 4, 6, Weapon.MUSKET, Weapon.BAYONET),
                figure("volt1", 3, 3, 3, 3, 6, Weapon.MUSKET, Weapon.BAYONET),
                figure("volt2", 3, 4, 3, 3, 6, Weapon.MUSKET, Weapon.BAYONET)), null);
        Scenario s = new Scenario("bridge", "The Bridge at Valdelacasa", Sharpe.RULESET, null, Map.of(), new Table(48, 48, null, null),
                List.of(new Side(BRITISH, "British", null, null, List.of(rifles)), new Side(FRENCH, "French", null, null, List.of(french))),
                List.of(), 0);
        return GameState.of(s, RULES);
    }

    private static Game act(Game g, int[] faces, String action, Object... inputs) throws IllegalActionException {
        return g.act(request(action, inputs), new ScriptedDice(faces), true).game();
    }

    private static Game next(Game g, int... faces) {
        try {
            return g.advance(new ScriptedDice(faces), true).game();
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
    }

    private static List<String> order(Game g) {
        return ((BoundOrder) g.state().turn().detail()).order();
    }

    private static String mover(Game g) {
        return g.state().turn().activation().actors().get(0);
    }

    @Test
    void aWholeBoundOfFourAgainstFour() throws Exception {
        GameState start = start();
        assertEquals(Sharpe.OrderMode.KEPT, start.option(Sharpe.Option.ORDER), "option defaults filled in");
        // Initiative + D6: sharpe 12, harper 10, hagman 8, harris 6, capitaine 11, sergent 9, volt1 7, volt2 5.
        Game g = Game.begin(RULES, start, new ScriptedDice(6, 5, 4, 2, 6, 5, 4, 2), true).game();
        assertEquals(List.of("sharpe", "capitaine", "harper", "sergent", "hagman", "volt1", "harris", "volt2"), order(g));
        assertEquals("sharpe", mover(g));

        // Sharpe shoots the capitaine at 30": 3+3 hits his 7; legs, 2+3: a light wound. Down the order one place.
        g = act(g, new int[] { 3, 3, 1, 2, 3 }, Action.SHOOT, Input.ACTOR, "sharpe", Input.TARGET, "capitaine", Input.RANGE, 30);
        assertEquals(1, woundsAt(g.state(), "capitaine", Location.LEGS));
        assertEquals(List.of("sharpe", "harper", "capitaine", "sergent", "hagman", "volt1", "harris", "volt2"), order(g));
        g = next(g);
        assertEquals("harper", mover(g));
        g = act(g, new int[0], Action.MOVE, Input.ACTOR, "harper", Input.PACE, Pace.WALK, Input.DISTANCE, 6);
        g = next(g);

        // The capitaine, wounded this bound, may do nothing: refused, and nothing changes.
        assertEquals("capitaine", mover(g));
        Game before = g;
        assertThrows(IllegalActionException.class, () -> before.act(request(Action.SHOOT, Input.ACTOR, "capitaine",
                Input.TARGET, "harper", Input.RANGE, 5), new ScriptedDice(1, 1), true));
        assertSame(before.state(), g.state());
        // And a figure out of his turn is refused by the game.
        assertThrows(IllegalActionException.class, () -> before.act(request(Action.MOVE, Input.ACTOR, "volt1",
                Input.PACE, Pace.WALK, Input.DISTANCE, 1), new ScriptedDice(), true));
        g = next(g);

        // The sergent shoots Harper at 20": 4+5 misses.
        g = act(g, new int[] { 4, 5 }, Action.SHOOT, Input.ACTOR, "sergent", Input.TARGET, "harper", Input.RANGE, 20);
        assertEquals(1, count(g.state(), "sergent", Mark.RELOAD_PREFIX + Weapon.MUSKET));
        g = next(g);
        // Hagman aims at the sergent for next bound.
        g = act(g, new int[0], Action.AIM, Input.ACTOR, "hagman", Input.TARGET, "sergent");
        g = next(g);
        // Volt1 runs into contact with Harris and attacks: 3+4 = 7 against a parry of 3+2 = 5; left arm, 2+2: light.
        assertEquals("volt1", mover(g));
        g = act(g, new int[0], Action.MOVE, Input.ACTOR, "volt1", Input.PACE, Pace.RUN, Input.DISTANCE, 9, Input.CONTACT, true);
        g = act(g, new int[] { 4, 2, 3, 2 }, Action.ATTACK, Input.ACTOR, "volt1", Input.TARGET, "harris");
        assertEquals(1, woundsAt(g.state(), "harris", Location.LEFT_ARM));
        assertEquals(List.of("sharpe", "harper", "capitaine", "sergent", "hagman", "volt1", "volt2", "harris"), order(g));
        g = next(g);
        // Volt2's musket misfires on a 12.
        assertEquals("volt2", mover(g));
        g = act(g, new int[] { 6, 6 }, Action.SHOOT, Input.ACTOR, "volt2", Input.TARGET, "hagman", Input.RANGE, 15);
        g = next(g);
        // Harris, wounded this bound, has his move but can do nothing with it.
        assertEquals("harris", mover(g));
        g = next(g);

        // Bound 2: the order is kept, points spent are restored, wounds stay.
        GameState b2 = g.state();
        assertEquals(2, b2.turn().round());
        assertEquals("sharpe", mover(g));
        assertEquals(null, mark(b2, "volt1", Mark.SPENT_C));
        assertEquals(null, mark(b2, "harris", Mark.WOUNDED));
        assertEquals(1, woundPoints(b2, "harris"));
        assertEquals(2, count(b2, "sharpe", Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE), "loading carries over");
        g = act(g, new int[0], Action.RELOAD, Input.ACTOR, "sharpe");
        assertEquals(1, count(g.state(), "sharpe", Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE));

        // Replay and undo.
        Game replayed = Game.replay(RULES, start, g.journal());
        assertEquals(g.state(), replayed.state());
        Game undone = g.undo();
        assertEquals(2, count(undone.state(), "sharpe", Mark.RELOAD_PREFIX + Weapon.BAKER_RIFLE));
        assertEquals(b2, undone.state());
        Game again = act(undone, new int[0], Action.RELOAD, Input.ACTOR, "sharpe");
        assertEquals(g.state(), again.state());
    }

    /** Every figure shoots the first enemy standing when it can, loads when it must; refused requests are skipped. */
    @Test
    void aSeededSkirmishOfSeveralBoundsReplaysExactly() throws Exception {
        GameState start = start();
        Game g = Game.begin(RULES, start, new SeededDice(1809), false).game();
        SeededDice dice = new SeededDice(1812);
        int acted = 0;
        for (int step = 0; step < 120 && g.state().turn().round() <= 8; step++) {
            List<String> movers = g.state().turn().activation().actors();
            if (!movers.isEmpty()) {
                String me = movers.get(0);
                Actor a = g.state().actor(me);
                String enemy = null;
                for (Actor e : g.state().actors().values()) {
                    if (!e.side().equals(a.side()) && !e.status().out()) {
                        enemy = e.id();
                        break;
                    }
                }
                if (enemy != null) {
                    for (ActionRequest r : List.of(
                            request(Action.SHOOT, Input.ACTOR, me, Input.TARGET, enemy, Input.RANGE, 10),
                            request(Action.RELOAD, Input.ACTOR, me),
                            request(Action.RISE, Input.ACTOR, me))) {
                        try {
                            g = g.act(r, dice, false).game();
                            acted++;
                            break;
                        } catch (IllegalActionException refused) {
                            // the rules forbid it: try the next
                        }
                    }
                }
            }
            g = g.advance(dice, false).game();
        }
        assertTrue(acted > 20, "figures acted " + acted + " times");
        assertTrue(g.journal().size() > 40);
        assertEquals(g.state(), Game.replay(RULES, start, g.journal()).state());
    }
}
