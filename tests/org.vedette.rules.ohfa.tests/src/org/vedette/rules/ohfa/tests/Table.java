package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.rules.ohfa.Ohfa;

/**
 * A table for tests: characters of the three players British, French and
 * Spanish, requests resolved with scripted dice, and games begun from a
 * scenario. The ruleset is the bundle's own component class, loaded through
 * its bundle (its package is not exported).
 */
final class Table {
    static final String BRITISH = "british";
    static final String FRENCH = "french";
    static final String SPANISH = "spanish";
    static final Ruleset RULES = load();

    private Table() {
    }

    private static Ruleset load() {
        Bundle bundle = FrameworkUtil.getBundle(Ohfa.class);
        try {
            return (Ruleset) bundle.loadClass("org.vedette.rules.ohfa.internal.OhfaRuleset").getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the component class is missing or has no public constructor", e);
        }
    }

    static Actor character(String id, String side, String quality, String... weapons) {
        return new Actor(id, id, side, id, quality, false, List.of(weapons), Map.of(), null, null, null);
    }

    static Actor mounted(Actor a) {
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), true, a.weapons(), a.profile(), a.status(),
                a.marks(), a.position());
    }

    /** With firing cards in hand for the weapon. */
    static Actor loaded(Actor a, String weapon, int cards) {
        return a.withMark(Ohfa.Mark.firingCards(weapon), cards);
    }

    static Actor loaded(Actor a, String weapon) {
        return loaded(a, weapon, 1);
    }

    static Actor wounds(Actor a, int wounds) {
        return a.withStatus(a.status().withWounds(wounds));
    }

    static Actor shock(Actor a, int shock) {
        return a.withStatus(a.status().withShock(shock));
    }

    /** A situation with no turn (a request resolved on its own), default options plus those given. */
    static GameState state(Map<String, Object> options, Actor... actors) {
        Map<String, Actor> all = new LinkedHashMap<>();
        List<Side> sides = new ArrayList<>();
        for (Actor a : actors) {
            all.put(a.id(), a);
            if (sides.stream().noneMatch(s -> s.id().equals(a.side()))) sides.add(new Side(a.side(), a.side(), null, null, List.of()));
        }
        return new GameState(Ohfa.RULESET, options, null, sides, all, null);
    }

    static GameState state(Actor... actors) {
        return state(Map.of(), actors);
    }

    static ActionRequest request(String action, Object... inputs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < inputs.length; i += 2) m.put((String) inputs[i], inputs[i + 1]);
        return new ActionRequest(Ohfa.RULESET, action, m);
    }

    /** Resolves with exactly these faces: every one must be used. */
    static Outcome resolve(GameState s, ActionRequest r, int... faces) throws IllegalActionException {
        ScriptedDice dice = new ScriptedDice(faces);
        Outcome o = RULES.resolve(r, s, new Dice(dice), Explanation.wanted());
        assertEquals(0, dice.remaining(), "unused scripted dice: " + o.headline());
        return o;
    }

    static IllegalActionException refused(GameState s, ActionRequest r, int... faces) {
        return assertThrows(IllegalActionException.class, () -> RULES.resolve(r, s, new Dice(new ScriptedDice(faces)),
                Explanation.wanted()));
    }

    static Status status(Outcome o, GameState s, String id) {
        return s.apply(o.events()).actor(id).status();
    }

    static Actor after(Outcome o, GameState s, String id) {
        return s.apply(o.events()).actor(id);
    }

    static List<String> events(Outcome o) {
        return o.events().stream().map(GameEvent::describe).toList();
    }

    /** A scenario of one unit per player; the options given plus the deck order. */
    static Scenario scenario(Map<String, Object> options, Map<String, List<Figure>> players) {
        List<Side> sides = new ArrayList<>();
        players.forEach((side, figures) -> sides.add(new Side(side, side, null, null,
                List.of(new Unit(side + "-band", side, null, false, Map.of(), figures, null)))));
        return new Scenario("test", "test", Ohfa.RULESET, null, options, null, sides, List.of(), 0);
    }

    static Figure figure(String id, String quality, String... weapons) {
        return new Figure(id, id, quality, false, List.of(weapons), Map.of(), null);
    }

    static Figure rider(String id, String quality, String... weapons) {
        return new Figure(id, id, quality, true, List.of(weapons), Map.of(), null);
    }

    static Game begin(Scenario scenario) {
        return Game.begin(RULES, GameState.of(scenario, RULES), new ScriptedDice(), true).game();
    }

    static Game.Played act(Game g, ActionRequest r, int... faces) throws IllegalActionException {
        ScriptedDice dice = new ScriptedDice(faces);
        Game.Played p = g.act(r, dice, true);
        assertEquals(0, dice.remaining(), "unused scripted dice: " + p.outcome().headline());
        return p;
    }

    static Game.Played next(Game g, int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        Game.Played p;
        try {
            p = g.advance(dice, true);
        } catch (IllegalActionException e) {
            throw new AssertionError("refused: " + e.explain(), e);
        }
        assertEquals(0, dice.remaining(), "unused scripted dice: " + p.outcome().headline());
        return p;
    }

    static String describe(Game g) {
        return g.state().turn().describe();
    }
}
