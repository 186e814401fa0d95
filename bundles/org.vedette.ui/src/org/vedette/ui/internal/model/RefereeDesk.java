package org.vedette.ui.internal.model;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;

/**
 * The referee's table for the Action Resolver: for each scenario, the
 * situation as the actions resolved so far have left it (a unit that took
 * two hits has them when it is shot at again). Actions are resolved outside
 * the turn sequence — the referee resolves what happens at the table; a game
 * with turns is the command line's {@code vedette game}.
 */
public final class RefereeDesk {
    private final Map<String, GameState> states = new HashMap<>();

    /** The situation for a scenario: as left by the last action, or its starting state. */
    public synchronized GameState state(Path scenarioFile, Scenario scenario, Ruleset rules) {
        return states.computeIfAbsent(key(scenarioFile, rules), k -> GameState.of(scenario, rules));
    }

    /** A situation with no actors, for a ruleset resolved without a scenario. */
    public static GameState empty(Ruleset rules) {
        return new GameState(rules.info().id(), Map.of(), null, List.of(), Map.of(), null);
    }

    /**
     * Resolves an action with the explanation wanted, and keeps the situation
     * it leaves when it has a scenario. A refusal changes nothing.
     */
    public synchronized Outcome resolve(Path scenarioFile, GameState state, Ruleset rules, ActionRequest request,
            DiceSource dice) throws IllegalActionException {
        Outcome o = rules.resolve(request, state, new Dice(dice), Explanation.wanted());
        if (scenarioFile != null) {
            states.put(key(scenarioFile, rules), state.apply(o.events()));
        }
        return o;
    }

    /** Back to the scenario's starting state. */
    public synchronized void reset(Path scenarioFile) {
        String prefix = scenarioFile.toAbsolutePath().normalize() + "|";
        states.keySet().removeIf(k -> k.startsWith(prefix));
    }

    private static String key(Path scenarioFile, Ruleset rules) {
        return scenarioFile.toAbsolutePath().normalize() + "|" + rules.info().id();
    }
}
