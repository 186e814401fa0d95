package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.rules.osoth.internal.OsothRuleset;

/**
 * A table for tests: British Player figures and French Non-Player figures,
 * requests resolved with scripted dice — on their own (no turn) or in a game
 * begun through core's {@link Game} with the Initiative/Event button.
 */
final class Table {
    static final String BRITISH = "british";
    static final String FRENCH = "french";
    static final Ruleset RULES = new OsothRuleset();

    private Table() {
    }

    /** A figure: id, side, unit, type, quality, then weapons. */
    static Actor figure(String id, String side, String unit, String type, String quality, String... weapons) {
        return new Actor(id, id, side, unit, quality, false, List.of(weapons), Map.of(Field.TYPE, type), null, null, null);
    }

    static Actor mounted(Actor a) {
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), true, a.weapons(), a.profile(), a.status(),
                a.marks(), a.position());
    }

    static Actor with(Actor a, String field, Object value) {
        Map<String, Object> p = new LinkedHashMap<>(a.profile());
        p.put(field, value);
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), p, a.status(),
                a.marks(), a.position());
    }

    static Actor officer(Actor a) {
        return with(a, Field.RANK, Osoth.Rank.OFFICER);
    }

    static List<Side> sides() {
        return List.of(new Side(BRITISH, "Light Division", Side.Control.PLAYER, null, List.of()),
                new Side(FRENCH, "French", Side.Control.NON_PLAYER, null, List.of()));
    }

    /** A state with no turn: a request on its own, as a request file resolves it. */
    static GameState state(Map<String, Object> options, Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor a : figures) actors.put(a.id(), a);
        return new GameState(Osoth.RULESET, options, null, sides(), actors, null);
    }

    static GameState state(Actor... figures) {
        return state(Map.of(), figures);
    }

    static ActionRequest request(String action, Object... inputs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) map.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(Osoth.RULESET, action, map);
    }

    /** Resolves with exactly these faces (all used), explained; the same events without the explanation. */
    static Outcome resolve(GameState s, ActionRequest r, int... faces) {
        ScriptedDice script = new ScriptedDice(faces);
        try {
            Outcome o = RULES.resolve(r, s, new Dice(script), Explanation.wanted());
            assertEquals(0, script.remaining(), "every scripted die is used: " + o.rolls());
            Outcome quiet = RULES.resolve(r, s, new Dice(new ScriptedDice(faces)), Explanation.none());
            assertEquals(o.events(), quiet.events());
            assertEquals(o.rolls(), quiet.rolls());
            return o;
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
    }

    /** The request is refused without a die thrown; the refusal. */
    static IllegalActionException refused(GameState s, ActionRequest r) {
        ScriptedDice script = new ScriptedDice(6, 6, 6, 6, 6, 6, 6, 6);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> RULES.resolve(r, s, new Dice(script), Explanation.wanted()));
        assertEquals(0, script.used(), "a refused request throws no die");
        return e;
    }

    static String text(Outcome o) {
        List<String> lines = new ArrayList<>();
        lines.add(o.headline());
        for (GameEvent e : o.events()) lines.add(e.describe());
        o.explanation().forEach(s -> lines.add(s.toString()));
        return String.join("\n", lines);
    }

    static boolean out(GameState s, String id) {
        return s.actor(id).status().out();
    }

    /** A game begun with these faces for the first press. */
    static Game begin(GameState start, int... faces) {
        Game.Played p = Game.begin(RULES, start, new ScriptedDice(faces), true);
        return p.game();
    }

    static Game act(Game g, ActionRequest r, int... faces) {
        try {
            ScriptedDice script = new ScriptedDice(faces);
            Game.Played p = g.act(r, script, true);
            assertEquals(0, script.remaining(), "every scripted die is used: " + p.outcome().rolls());
            return p.game();
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
    }

    static IllegalActionException actRefused(Game g, ActionRequest r) {
        return assertThrows(IllegalActionException.class, () -> g.act(r, new ScriptedDice(6, 6, 6, 6, 6), true));
    }

    static Game next(Game g, int... faces) {
        ScriptedDice script = new ScriptedDice(faces);
        Game.Played p;
        try {
            p = g.advance(script, true);
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
        assertEquals(0, script.remaining(), "every scripted die is used: " + p.outcome().rolls());
        return p.game();
    }

    static TurnLedger ledger(Game g) {
        return (TurnLedger) g.state().turn().detail();
    }

    static void contains(String text, String part) {
        assertTrue(text.contains(part), "expected «" + part + "» in:\n" + text);
    }

    static void lacks(String text, String part) {
        assertFalse(text.contains(part), "did not expect «" + part + "» in:\n" + text);
    }

    /** Every face an outcome threw, in order: the script that throws them again. */
    static int[] faces(Outcome o) {
        List<Integer> all = new ArrayList<>();
        o.rolls().forEach(roll -> {
            for (int f : roll.faces()) all.add(f);
        });
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Fair faces from a test's own random numbers, whatever the die: random games played again by their faces. */
    static final class RandomFaces implements org.vedette.core.dice.DiceSource {
        private final java.util.SplittableRandom random;

        RandomFaces(java.util.SplittableRandom random) {
            this.random = random;
        }

        @Override
        public int face(int sides, String purpose) {
            return 1 + random.nextInt(sides);
        }
    }
}
