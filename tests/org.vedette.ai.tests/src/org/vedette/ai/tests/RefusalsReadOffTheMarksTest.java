package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.ai.tests.Games.AI;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.rules.osoth.Osoth;

/**
 * The Other Side of the Hill's refusals the AI reads off the marks instead
 * of rehearsing the line — a Solid unit's rally ("Morale": "A Wavering unit
 * is only allowed to … Move, or … Rally"), a load with no rifle of the unit
 * fired as a rifle ("Actions — Stand/Rally/Load": "Pistols, carbines, and
 * muskets do not require reloading"), a shot at a carriage or a gun ("Firing":
 * "the crew/drivers are the only legitimate targets"), a fired rifle fired
 * again unloaded ("Rifles are a special category") — change no decision: in
 * generated states of both OSOTH examples, with units Wavering, rifles fired
 * and French figures made transport or guns at random, the AI suggests the
 * same when the reasons are asked for (every line rehearsed, the rules' own
 * words quoted) as when they are not (those lines passed over), on the same
 * dice. And the states do reach each of these refusals.
 */
class RefusalsReadOffTheMarksTest {
    private static final int STATES = 1_500;
    private static final String[] REFUSALS = { "is Solid: only a Wavering unit rallies", "nothing to load",
            "the crew/drivers are the only legitimate targets", "has fired and is not loaded" };

    @Test
    void theSameSuggestionWithTheRulesWordsAsWithout_MoraleStandRallyLoadFiring() {
        String[] types = { Osoth.Type.TRANSPORT, Osoth.Type.LIGHT_GUN, Osoth.Type.INFANTRY, Osoth.Type.CAVALRY };
        BiFunction<Random, Actor, Actor> change = (random, a) -> {
            if (random.nextInt(4) == 0 && a.side().equals("french")) {
                Map<String, Object> profile = new LinkedHashMap<>(a.profile());
                profile.put(Osoth.Field.TYPE, types[random.nextInt(types.length)]);
                profile.remove(Osoth.Field.HIDDEN_UNTIL);
                a = new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), profile,
                        a.status(), a.marks(), a.position(), a.base());
            }
            if (random.nextInt(4) == 0) a = a.withMark(Osoth.Mark.MORALE, "wavering");
            if (random.nextInt(3) == 0) a = a.withMark(Osoth.Mark.RIFLE_FIRED, Boolean.TRUE);
            return a;
        };
        Scenario[] scenarios = { WholeGameTest.example("osoth-the-marquise-of-alorna.json"),
                WholeGameTest.example("osoth-the-spy-in-the-village.json") };
        List<BiFunction<Random, Boolean, GameState>> generators = List.of(
                LegalByConstructionTest.played(scenarios[0], Games.OSOTH, change),
                LegalByConstructionTest.played(scenarios[1], Games.OSOTH, change));
        Random random = new Random(29);
        int[] quoted = new int[REFUSALS.length];
        for (int i = 0; i < STATES; i++) {
            GameState state = generators.get(i % 2).apply(random, true);
            // The players' archetype goes after convoys only with no enemy soldiers, gunners or guns in play.
            if (i % 3 == 0) state = carriagesOnly(state);
            for (String id : state.turn().activation().actors()) {
                long seed = random.nextLong();
                Suggestion quick = AI.suggest(Games.OSOTH, state, id, Checklist.NONE, new Dice(new SeededDice(seed)), false);
                Suggestion told = AI.suggest(Games.OSOTH, state, id, Checklist.NONE, new Dice(new SeededDice(seed)), true);
                assertEquals(told.intent(), quick.intent(), () -> "state of " + id + ": " + told.reasons());
                assertEquals(told.requests(), quick.requests(), () -> "state of " + id + ": " + told.reasons());
                for (Reason r : told.reasons(Reason.Kind.REFUSED)) {
                    for (int k = 0; k < REFUSALS.length; k++) {
                        if (r.text().contains(REFUSALS[k])) quoted[k]++;
                    }
                }
            }
        }
        for (int k = 0; k < REFUSALS.length; k++) {
            assertTrue(quoted[k] > 0, "no state reached the refusal \"" + REFUSALS[k] + "\"");
        }
    }

    /** The state with every French figure a carriage: "Transport are not allowed to perform offensive actions". */
    private static GameState carriagesOnly(GameState s) {
        Map<String, Actor> actors = new LinkedHashMap<>();
        for (Actor a : s.actors().values()) {
            if (a.side().equals("french")) {
                Map<String, Object> profile = new LinkedHashMap<>(a.profile());
                profile.put(Osoth.Field.TYPE, Osoth.Type.TRANSPORT);
                a = new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), profile,
                        a.status(), a.marks(), a.position(), a.base());
            }
            actors.put(a.id(), a);
        }
        return new GameState(s.ruleset(), s.options(), s.table(), s.sides(), actors, s.turn());
    }
}
