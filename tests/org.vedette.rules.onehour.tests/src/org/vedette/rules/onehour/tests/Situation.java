package org.vedette.rules.onehour.tests;

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
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.onehour.OneHour;

/**
 * A table for tests: British and French units, a turn, options, and requests
 * resolved with scripted dice. The ruleset is the bundle's own component
 * class, loaded through its bundle (its package is not exported).
 */
final class Situation {
    static final String BRITISH = "british";
    static final String FRENCH = "french";
    static final Ruleset RULES = load();

    private Situation() {
    }

    private static Ruleset load() {
        Bundle bundle = FrameworkUtil.getBundle(OneHour.class);
        try {
            return (Ruleset) bundle.loadClass("org.vedette.rules.onehour.internal.OneHourRuleset")
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the component class is missing or has no public constructor", e);
        }
    }

    static Actor unit(String id, String side, String type) {
        return new Actor(id, id, side, id, null, false, List.of(), Map.of(OneHour.TYPE_FIELD, type), null, null, null);
    }

    static Actor british(String id, String type) {
        return unit(id, BRITISH, type);
    }

    static Actor french(String id, String type) {
        return unit(id, FRENCH, type);
    }

    static Actor quality(Actor a, String quality) {
        return new Actor(a.id(), a.name(), a.side(), a.unit(), quality, a.mounted(), a.weapons(), a.profile(),
                a.status(), a.marks(), a.position());
    }

    static Actor hits(Actor a, int hits) {
        return a.withStatus(Status.FRESH.withWounds(hits));
    }

    /** The charger of a charge now in contact. */
    /** The unit standing on the table at (x, y), facing so. */
    static Actor at(Actor a, double x, double y, double facing) {
        return a.withPosition(new Position(x, y, facing));
    }

    static Actor charging(Actor a, String target) {
        return a.withMark(OneHour.Mark.CHARGING, target);
    }

    /** The target of a charge now in contact, hit in the given arc. */
    static Actor chargedBy(Actor t, String charger, String arc) {
        return t.withMark(OneHour.Mark.CHARGED_BY, charger).withMark(OneHour.Mark.ATTACKED_FROM, arc);
    }

    static Map<String, Object> option(String id, boolean value) {
        return Map.of(id, value);
    }

    /** A state in the given side's turn and phase, with the given options. */
    static GameState state(String side, String phase, Map<String, Object> options, Actor... units) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : units) {
            actors.put(a.id(), a);
            if (a.side().equals(side)) ids.add(a.id());
        }
        TurnState turn = new TurnState(1, phase, new Activation(side, ids, side + "'s turn"), null);
        return new GameState(OneHour.RULESET, options, null,
                List.of(new Side(BRITISH, "British", null, null, List.of()), new Side(FRENCH, "French", null, null, List.of())),
                actors, turn);
    }

    static GameState state(String side, String phase, Actor... units) {
        return state(side, phase, Map.of(), units);
    }

    /** A request: the action and its inputs as key, value pairs. */
    static ActionRequest request(String action, Object... inputs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) map.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(OneHour.RULESET, action, map);
    }

    /** Resolves with exactly these die faces (all must be used), explanation wanted. */
    static Outcome resolve(GameState s, ActionRequest r, int... faces) {
        ScriptedDice script = new ScriptedDice(faces);
        try {
            Outcome o = RULES.resolve(r, s, new Dice(script), Explanation.wanted());
            assertEquals(0, script.remaining(), "every scripted die is used: " + o.rolls());
            assertFalse(o.explanation().isEmpty(), "an explanation was asked for");
            // Same dice, no explanation: the same events, the same rolls.
            Outcome quiet = RULES.resolve(r, s, new Dice(new ScriptedDice(faces)), Explanation.none());
            assertEquals(o.events(), quiet.events());
            assertEquals(o.rolls(), quiet.rolls());
            assertTrue(quiet.explanation().isEmpty());
            return o;
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
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

    static void refusedBy(GameState s, ActionRequest r, String section, String words) {
        IllegalActionException e = refused(s, r);
        assertTrue(e.rule() != null && e.rule().section().contains(section),
                "refused by " + e.rule() + ", expected " + section + ": " + e.getMessage());
        assertTrue(e.getMessage().contains(words), e.getMessage());
    }

    static GameState after(GameState s, Outcome o) {
        return s.apply(o.events());
    }

    static int hitsOn(GameState s, String id) {
        return s.actor(id).status().wounds();
    }

    static Object mark(GameState s, String id, String mark) {
        return s.actor(id).marks().get(mark);
    }

    static long count(Outcome o, Class<? extends GameEvent> kind) {
        return o.events().stream().filter(kind::isInstance).count();
    }

    static String instruction(Outcome o) {
        for (GameEvent e : o.events()) {
            if (e instanceof GameEvent.TableInstruction t) return t.text();
        }
        return null;
    }

    static boolean cites(Outcome o, String section) {
        return o.explanation().stream().anyMatch(st -> st.rule().section().contains(section));
    }
}
