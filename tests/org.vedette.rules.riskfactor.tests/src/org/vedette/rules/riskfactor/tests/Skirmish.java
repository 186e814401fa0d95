package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.riskfactor.RiskFactor;

/**
 * A skirmish for tests: British and French figures in groups, a turn,
 * options, and requests resolved with scripted dice. The ruleset is the
 * bundle's own component class, loaded through its bundle (its package is
 * not exported).
 */
final class Skirmish {
    static final String BRITISH = "british";
    static final String FRENCH = "french";
    static final Ruleset RULES = load();

    private Skirmish() {
    }

    private static Ruleset load() {
        Bundle bundle = FrameworkUtil.getBundle(RiskFactor.class);
        try {
            return (Ruleset) bundle.loadClass("org.vedette.rules.riskfactor.internal.RiskFactorRuleset")
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the component class is missing or has no public constructor", e);
        }
    }

    /** The rulebook the bundle ships, by line (index 0 is line 1). */
    static List<String> rulebook() {
        try (InputStream in = FrameworkUtil.getBundle(RiskFactor.class).getEntry("rulebook.txt").openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A figure of a group: its id, side, group (unit), class, weapons, then
     * profile pairs.
     */
    static Actor figure(String id, String side, String group, String quality, List<String> weapons, Object... profile) {
        Map<String, Object> p = new LinkedHashMap<>();
        for (int i = 0; i < profile.length; i += 2) p.put((String) profile[i], profile[i + 1]);
        return new Actor(id, id, side, group, quality, false, weapons, p, null, null, null);
    }

    static Actor pc(String id, String side, String group, String quality, List<String> weapons) {
        return figure(id, side, group, quality, weapons, RiskFactor.Field.PLAYER_CHARACTER, true,
                RiskFactor.Field.RANK, RiskFactor.Rank.OFFICER);
    }

    /** {@code n} privates of a group, ids prefix-1 … prefix-n. */
    static List<Actor> privates(String prefix, int n, String side, String group, String quality, List<String> weapons) {
        List<Actor> list = new ArrayList<>();
        for (int i = 1; i <= n; i++) list.add(figure(prefix + "-" + i, side, group, quality, weapons));
        return list;
    }

    static Actor wounds(Actor a, int w) {
        return a.withStatus(Status.FRESH.withWounds(w));
    }

    static Actor out(Actor a) {
        return a.withStatus(Status.FRESH.withOut(true));
    }

    static Actor mounted(Actor a) {
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), true, a.weapons(), a.profile(), a.status(),
                a.marks(), a.position());
    }

    /** A state in the given side's turn and phase; the French side is not under player control when asked. */
    static GameState state(String side, String phase, Map<String, Object> options, boolean frenchNonPlayer,
            List<Actor> figures) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (Actor a : figures) {
            actors.put(a.id(), a);
            if (a.side().equals(side)) ids.add(a.id());
        }
        TurnState turn = new TurnState(1, phase, new Activation(side, ids, side + "'s turn"), null);
        return new GameState(RiskFactor.RULESET, options, null,
                List.of(new Side(BRITISH, "British", Side.Control.PLAYER, null, List.of()),
                        new Side(FRENCH, "French", frenchNonPlayer ? Side.Control.NON_PLAYER : Side.Control.PLAYER,
                                null, List.of())),
                actors, turn);
    }

    static GameState state(String side, String phase, Actor... figures) {
        return state(side, phase, Map.of(), false, List.of(figures));
    }

    static GameState state(String side, String phase, List<Actor> figures) {
        return state(side, phase, Map.of(), false, figures);
    }

    @SafeVarargs
    static List<Actor> all(List<Actor>... lists) {
        List<Actor> list = new ArrayList<>();
        for (List<Actor> l : lists) list.addAll(l);
        return list;
    }

    /** Inches for a distance in centimetres: the table measures in inches, these rules in cm. */
    static double inches(double cm) {
        return cm / 2.54;
    }

    /** The figure standing at (x, y) inches, facing north (+y) unless a facing is given. */
    static Actor at(Actor a, double x, double y) {
        return a.withPosition(Position.at(x, y));
    }

    static Actor at(Actor a, double x, double y, double facing) {
        return a.withPosition(new Position(x, y, facing));
    }

    /** The state on a table 200" square (long ranges in cm fit on it) with this terrain. */
    static GameState onTable(GameState s, TerrainFeature... terrain) {
        return new GameState(s.ruleset(), s.options(), new Table(200, 200, null, List.of(terrain)), s.sides(), s.actors(), s.turn());
    }

    /** A wood of soft cover and bad going, the rectangle (x0, y0)–(x1, y1) in inches. */
    static TerrainFeature wood(String id, double x0, double y0, double x1, double y1) {
        return new TerrainFeature(id, TerrainKind.WOODS, id, List.of(Position.at(x0, y0), Position.at(x1, y0),
                Position.at(x1, y1), Position.at(x0, y1)), CoverClass.SOFT, Going.BAD, TerrainFeature.Shape.AREA, 0, 0);
    }

    /** A request: the action and its inputs as key, value pairs. */
    static ActionRequest request(String action, Object... inputs) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) map.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(RiskFactor.RULESET, action, map);
    }

    /** The inputs {@code first} followed by {@code more}: a test's fixed inputs and a case's own. */
    static Object[] inputs(Object[] more, Object... first) {
        Object[] all = new Object[first.length + more.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    /** Resolves with exactly these die faces (all must be used), explanation wanted; the same without one. */
    static Outcome resolve(GameState s, ActionRequest r, int... faces) {
        ScriptedDice script = new ScriptedDice(faces);
        try {
            Outcome o = RULES.resolve(r, s, new Dice(script), Explanation.wanted());
            assertEquals(0, script.remaining(), "every scripted die is used: " + o.rolls());
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

    /** The request is refused, throws no die, and says why. */
    static IllegalActionException refused(GameState s, ActionRequest r) {
        ScriptedDice script = new ScriptedDice(6, 6, 6, 6, 6, 6, 6, 6);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> RULES.resolve(r, s, new Dice(script), Explanation.wanted()));
        assertEquals(0, script.used(), "a refused request throws no die");
        return e;
    }

    static void refusedBy(GameState s, ActionRequest r, String section, String words) {
        IllegalActionException e = refused(s, r);
        assertTrue(e.rule() != null && e.rule().section().contains(section),
                "refused by " + e.rule() + ", expected " + section + ": " + e.getMessage());
        assertTrue(e.getMessage().contains(words), e.getMessage());
    }

    static Outcome advance(GameState s, int... faces) {
        ScriptedDice script = new ScriptedDice(faces);
        Outcome o = RULES.turnStructure().advance(s, new Dice(script), Explanation.wanted());
        assertEquals(0, script.remaining(), "every scripted die is used: " + o.rolls());
        return o;
    }

    static GameState after(GameState s, Outcome o) {
        return s.apply(o.events());
    }

    static Object mark(GameState s, String id, String mark) {
        return s.actor(id).marks().get(mark);
    }

    static List<String> instructions(Outcome o) {
        List<String> list = new ArrayList<>();
        for (GameEvent e : o.events()) {
            if (e instanceof GameEvent.TableInstruction t) list.add(t.text());
        }
        return list;
    }

    static String explained(Outcome o) {
        StringBuilder b = new StringBuilder();
        o.explanation().forEach(st -> b.append(st).append('\n'));
        return b.toString();
    }

    static boolean cites(Outcome o, String section) {
        return o.explanation().stream().anyMatch(st -> st.rule().section().contains(section));
    }
}
