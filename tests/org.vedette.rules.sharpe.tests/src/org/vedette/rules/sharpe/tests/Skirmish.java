package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Mark;

/**
 * A skirmish for tests: British and French figures with their profiles, a
 * bound, options, and requests resolved with scripted dice. The ruleset is the
 * bundle's own component class, loaded through its bundle (its package is not
 * exported).
 */
final class Skirmish {
    static final String BRITISH = "british";
    static final String FRENCH = "french";
    static final Ruleset RULES = load();

    private Skirmish() {
    }

    private static Ruleset load() {
        Bundle bundle = FrameworkUtil.getBundle(Sharpe.class);
        try {
            return (Ruleset) bundle.loadClass("org.vedette.rules.sharpe.internal.SharpeRuleset").getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the component class is missing or has no public constructor", e);
        }
    }

    /** A figure on foot: I, D, S, C, F and its weapons. */
    static Actor man(String id, String side, int i, int d, int s, int c, int f, String... weapons) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put(Field.INITIATIVE, i);
        p.put(Field.DEXTERITY, d);
        p.put(Field.STRENGTH, s);
        p.put(Field.CLOSE_COMBAT, c);
        p.put(Field.FIRING, f);
        return new Actor(id, id, side, side, null, false, List.of(weapons), p, null, null, null);
    }

    static Actor british(String id, int i, int d, int s, int c, int f, String... weapons) {
        return man(id, BRITISH, i, d, s, c, f, weapons);
    }

    static Actor french(String id, int i, int d, int s, int c, int f, String... weapons) {
        return man(id, FRENCH, i, d, s, c, f, weapons);
    }

    static Actor profile(Actor a, String field, Object value) {
        Map<String, Object> p = new LinkedHashMap<>(a.profile());
        p.put(field, value);
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), p, a.status(),
                a.marks(), a.position());
    }

    static Actor mounted(Actor a) {
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), true, a.weapons(), a.profile(), a.status(),
                a.marks(), a.position());
    }

    /** With wound points (1 light, 2 serious) and the marks of where they are. */
    static Actor wounded(Actor a, int points) {
        return a.withStatus(Status.FRESH.withWounds(points));
    }

    static Actor down(Actor a) {
        return a.withStatus(a.status().withDown(true));
    }

    static Map<String, Object> options(Object... pairs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) m.put((String) pairs[i], pairs[i + 1]);
        return m;
    }

    /** A state in bound {@code round} in which {@code mover} has the move, with the given options. */
    static GameState state(int round, Map<String, Object> options, String mover, Actor... figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        String side = null;
        for (Actor a : figures) {
            actors.put(a.id(), a);
            if (a.id().equals(mover)) side = a.side();
        }
        TurnState turn = new TurnState(round, null, new Activation(side, mover == null ? List.of() : List.of(mover),
                mover + "'s move"), null);
        return new GameState(Sharpe.RULESET, options, null,
                List.of(new Side(BRITISH, "British", null, null, List.of()), new Side(FRENCH, "French", null, null, List.of())),
                actors, turn);
    }

    static GameState state(String mover, Actor... figures) {
        return state(1, Map.of(), mover, figures);
    }

    static GameState state(Map<String, Object> options, String mover, Actor... figures) {
        return state(1, options, mover, figures);
    }

    /** The same state with {@code mover} to move. */
    static GameState mover(GameState s, String mover) {
        TurnState t = s.turn();
        return s.withTurn(new TurnState(t.round(), null, new Activation(s.actor(mover).side(), List.of(mover), mover + "'s move"), t.detail()));
    }

    /** A request: the action and its inputs as key, value pairs. */
    static ActionRequest request(String action, Object... inputs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) map.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(Sharpe.RULESET, action, map);
    }

    /**
     * Resolves with exactly these die faces (all must be used), explanation
     * wanted; and again without one, which must give the same events and rolls.
     */
    static Outcome resolve(GameState s, ActionRequest r, int... faces) {
        ScriptedDice script = new ScriptedDice(faces);
        try {
            Outcome o = RULES.resolve(r, s, new Dice(script), Explanation.wanted());
            assertEquals(0, script.remaining(), "every scripted die is used: " + o.rolls() + "\n" + explain(o));
            assertFalse(o.explanation().isEmpty(), "an explanation was asked for");
            Outcome quiet = RULES.resolve(r, s, new Dice(new ScriptedDice(faces)), Explanation.none());
            assertEquals(o.events(), quiet.events());
            assertEquals(o.rolls(), quiet.rolls());
            assertTrue(quiet.explanation().isEmpty());
            return o;
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
    }

    static String explain(Outcome o) {
        StringBuilder b = new StringBuilder(o.headline());
        o.explanation().forEach(st -> b.append("\n  ").append(st));
        o.events().forEach(e -> b.append("\n  * ").append(e.describe()));
        return b.toString();
    }

    /** The request is refused, throws no die, and says why; returns the refusal. */
    static IllegalActionException refused(GameState s, ActionRequest r) {
        ScriptedDice script = new ScriptedDice(6, 6, 6, 6, 6, 6, 6, 6);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> RULES.resolve(r, s, new Dice(script), Explanation.wanted()));
        assertEquals(0, script.used(), "a refused request throws no die");
        assertTrue(e.getMessage() != null && !e.getMessage().isBlank());
        return e;
    }

    /** Refused by the rule whose section contains {@code section}, saying {@code words}. */
    static void refusedBy(GameState s, ActionRequest r, String section, String words) {
        IllegalActionException e = refused(s, r);
        assertTrue(e.rule() != null && e.rule().section().contains(section),
                "refused by " + e.rule() + ", expected " + section + ": " + e.getMessage());
        assertTrue(e.getMessage().contains(words), e.getMessage());
    }

    static GameState after(GameState s, Outcome o) {
        return s.apply(o.events());
    }

    static Object mark(GameState s, String id, String mark) {
        return s.actor(id).marks().get(mark);
    }

    static int count(GameState s, String id, String mark) {
        return s.actor(id).marks().get(mark) instanceof Number n ? n.intValue() : 0;
    }

    static boolean flag(GameState s, String id, String mark) {
        return Boolean.TRUE.equals(s.actor(id).marks().get(mark));
    }

    static int woundPoints(GameState s, String id) {
        return s.actor(id).status().wounds();
    }

    static int woundsAt(GameState s, String id, String location) {
        return count(s, id, Mark.WOUND_PREFIX + location);
    }

    static boolean instructed(Outcome o, String words) {
        for (GameEvent e : o.events()) {
            if (e instanceof GameEvent.TableInstruction t && t.text().contains(words)) return true;
        }
        return false;
    }

    static boolean cites(Outcome o, String section) {
        return o.explanation().stream().anyMatch(st -> st.rule().section().contains(section));
    }

    static boolean says(Outcome o, String words) {
        return o.explanation().stream().anyMatch(st -> st.text().contains(words));
    }

    /** Resolves a sequence of requests, each with its faces, applying each outcome in turn. */
    static GameState play(GameState s, List<Object[]> steps) {
        List<Outcome> outs = new ArrayList<>();
        for (Object[] step : steps) {
            Outcome o = resolve(s, (ActionRequest) step[0], (int[]) step[1]);
            outs.add(o);
            s = after(s, o);
        }
        return s;
    }
}
