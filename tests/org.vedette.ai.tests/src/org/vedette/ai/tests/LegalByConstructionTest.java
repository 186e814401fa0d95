package org.vedette.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.vedette.ai.tests.Games.AI;
import static org.vedette.ai.tests.Games.BRITISH;
import static org.vedette.ai.tests.Games.FRENCH;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;

import org.junit.jupiter.api.Test;
import org.vedette.ai.Checklist;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Status;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.rules.onehour.OneHour;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.sharpe.Sharpe;

/**
 * Legal by construction: over 10,000 generated game states per ruleset —
 * random forces, wounds, marks, phases, whose turn, the referee's answers,
 * with positions on a table and without — every request the AI suggests
 * resolves through the game ({@link Game#act}: the inputs, the turn, then the
 * rules) with the game's own dice, without an {@link IllegalActionException}.
 * The dice differ from the ones the AI tried the request with, so this also
 * shows that the rules' refusals do not depend on the faces.
 */
class LegalByConstructionTest {
    private static final int STATES = 10_000;
    private static final Table TABLE = new Table(72, 48, null, List.of());

    private static final String[] ONE_HOUR_TYPES = { OneHour.Type.INFANTRY, OneHour.Type.LIGHT_INFANTRY,
            OneHour.Type.SKIRMISHERS, OneHour.Type.HEAVY_CAVALRY, OneHour.Type.LIGHT_CAVALRY,
            OneHour.Type.FOOT_ARTILLERY, OneHour.Type.HORSE_ARTILLERY };
    private static final String[] ONE_HOUR_PHASES = { OneHour.Phase.MOVEMENT, OneHour.Phase.SHOOTING,
            OneHour.Phase.HAND_TO_HAND, OneHour.Phase.ELIMINATION };
    private static final String[] RF_PHASES = { RiskFactor.Phase.COMMAND, RiskFactor.Phase.MOVEMENT,
            RiskFactor.Phase.SHOOTING, RiskFactor.Phase.MELEE };
    private static final String[] RF_WEAPONS = { RiskFactor.Weapon.MUSKET, RiskFactor.Weapon.RIFLE,
            RiskFactor.Weapon.SWORD, RiskFactor.Weapon.BOW };
    private static final String[] SHARPE_WEAPONS = { Sharpe.Weapon.MUSKET, Sharpe.Weapon.PISTOL,
            Sharpe.Weapon.SWORD };

    @Test
    void everyOneHourSuggestionResolvesInTenThousandGeneratedStates() {
        check(Games.ONE_HOUR, (random, positions) -> {
            List<Actor> units = new ArrayList<>();
            int n = 2 + random.nextInt(5);
            for (int i = 0; i < n; i++) {
                String side = i % 2 == 0 ? FRENCH : BRITISH;
                Actor u = Games.unit("u" + i, side, ONE_HOUR_TYPES[random.nextInt(ONE_HOUR_TYPES.length)]);
                if (random.nextInt(3) == 0) u = u.withStatus(Status.FRESH.withWounds(random.nextInt(15)));
                if (random.nextInt(4) == 0) u = u.withMark(OneHour.Mark.MOVED, true);
                if (random.nextInt(6) == 0) u = u.withMark(OneHour.Mark.FIRED, true);
                units.add(placed(u, random, positions));
            }
            return Games.state(OneHour.RULESET, positions ? TABLE : null, random.nextBoolean() ? FRENCH : BRITISH,
                    ONE_HOUR_PHASES[random.nextInt(ONE_HOUR_PHASES.length)], units.toArray(Actor[]::new));
        });
    }

    @Test
    void everyRiskFactorSuggestionResolvesInTenThousandGeneratedStates() {
        Result[] results = Result.values();
        check(Games.RISK_FACTOR, (random, positions) -> {
            List<Actor> figures = new ArrayList<>();
            int n = 2 + random.nextInt(7);
            for (int i = 0; i < n; i++) {
                String side = i % 2 == 0 ? FRENCH : BRITISH;
                Actor f = Games.figure("f" + i, side, side + (i % 3),
                        List.of(RF_WEAPONS[random.nextInt(RF_WEAPONS.length)]));
                if (random.nextInt(4) == 0) f = f.withStatus(Status.FRESH.withWounds(1));
                if (random.nextInt(2) == 0) f = f.withMark(RiskFactor.Mark.ACTION, results[random.nextInt(results.length)].id());
                if (random.nextInt(5) == 0) f = f.withMark(RiskFactor.Mark.MOVED, 10.0);
                figures.add(placed(f, random, positions));
            }
            return Games.state(RiskFactor.RULESET, positions ? TABLE : null, random.nextBoolean() ? FRENCH : BRITISH,
                    RF_PHASES[random.nextInt(RF_PHASES.length)], figures.toArray(Actor[]::new));
        });
    }

    @Test
    void everySharpeSuggestionResolvesInTenThousandGeneratedStates() {
        check(Games.SHARPE, (random, positions) -> {
            List<Actor> figures = new ArrayList<>();
            int n = 2 + random.nextInt(5);
            for (int i = 0; i < n; i++) {
                String side = i % 2 == 0 ? FRENCH : BRITISH;
                Actor f = Games.man("m" + i, side, 1 + random.nextInt(6), 1 + random.nextInt(6), 1 + random.nextInt(6),
                        1 + random.nextInt(6), 1 + random.nextInt(6), SHARPE_WEAPONS[random.nextInt(SHARPE_WEAPONS.length)]);
                if (random.nextInt(4) == 0) {
                    f = new Actor(f.id(), f.name(), f.side(), f.unit(), null, true, f.weapons(), f.profile(), null, null, null);
                }
                if (random.nextInt(4) == 0) f = f.withStatus(Status.FRESH.withWounds(1 + random.nextInt(3)));
                figures.add(placed(f, random, positions));
            }
            String mover = figures.get(random.nextInt(figures.size())).id();
            GameState s = Games.sharpe(mover, figures.toArray(Actor[]::new));
            return positions ? new GameState(s.ruleset(), s.options(), TABLE, s.sides(), s.actors(), s.turn()) : s;
        });
    }

    @Test
    void everyOhfaSuggestionResolvesInTenThousandGeneratedStates() {
        // A card is often turned between characters' turns, or gives the turn to a character who is out: fewer
        // states have someone to act than in the other rulesets.
        check(Games.OHFA, STATES / 5, played(WholeGameTest.example("ohfa-ambush-at-the-ford.json"), Games.OHFA, (random, a) -> {
            if (random.nextInt(4) == 0) a = a.withStatus(a.status().withShock(1 + random.nextInt(2)));
            if (random.nextInt(5) == 0) a = a.withStatus(a.status().withWounds(1));
            return a;
        }));
    }

    @Test
    void everyOsothSuggestionResolvesInTenThousandGeneratedStates() {
        String[] types = { Osoth.Type.INFANTRY, Osoth.Type.CAVALRY, Osoth.Type.BANDIT, Osoth.Type.DESERTER,
                Osoth.Type.VILLAGER, Osoth.Type.MONK, Osoth.Type.ARISTOCRAT, Osoth.Type.MESSENGER, Osoth.Type.GUERRILLA,
                Osoth.Type.HEADQUARTERS };
        Scenario[] scenarios = { WholeGameTest.example("osoth-the-marquise-of-alorna.json"),
                WholeGameTest.example("osoth-the-spy-in-the-village.json") };
        BiFunction<Random, Actor, Actor> change = (random, a) -> {
            if (random.nextInt(3) == 0 && a.side().equals("french")) {
                Map<String, Object> profile = new java.util.LinkedHashMap<>(a.profile());
                profile.put(Osoth.Field.TYPE, types[random.nextInt(types.length)]);
                profile.remove(Osoth.Field.HIDDEN_UNTIL);
                a = new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), profile,
                        a.status(), a.marks(), a.position(), a.base());
            }
            if (random.nextInt(6) == 0) a = a.withMark(Osoth.Mark.MORALE, "wavering");
            return a;
        };
        BiFunction<Random, Boolean, GameState> first = played(scenarios[0], Games.OSOTH, change);
        BiFunction<Random, Boolean, GameState> second = played(scenarios[1], Games.OSOTH, change);
        check(Games.OSOTH, (random, positions) -> (random.nextBoolean() ? first : second).apply(random, positions));
    }

    /**
     * States of a real game of the scenario: begun and moved on a few times on random dice (so the turn's
     * bookkeeping is the ruleset's own: the fate deck, the initiative draws), every actor changed by
     * {@code change}, some out, and with positions placed at random on the table.
     */
    static BiFunction<Random, Boolean, GameState> played(Scenario scenario, Ruleset rules,
            BiFunction<Random, Actor, Actor> change) {
        GameState start = GameState.of(scenario, rules);
        return (random, positions) -> {
            SeededDice dice = new SeededDice(random.nextLong());
            Game g = Game.begin(rules, start, dice, false).game();
            try {
                for (int k = random.nextInt(4); k > 0; k--) g = g.advance(dice, false).game();
            } catch (IllegalActionException e) {
                throw new AssertionError("the example ended: " + e.explain(), e);
            }
            GameState s = g.state();
            Map<String, Actor> actors = new java.util.LinkedHashMap<>();
            for (Actor a : s.actors().values()) {
                a = change.apply(random, a);
                if (random.nextInt(10) == 0) a = a.withStatus(a.status().withOut(true));
                actors.put(a.id(), placed(a, random, positions));
            }
            return new GameState(s.ruleset(), s.options(), positions ? TABLE : null, s.sides(), actors, s.turn());
        };
    }

    private static Actor placed(Actor a, Random random, boolean positions) {
        return positions ? a.withPosition(Position.at(2 + random.nextDouble() * 68, 2 + random.nextDouble() * 44)) : a;
    }

    /** Generates the states, asks the AI for each actor whose turn it is, and plays every suggestion. */
    private static void check(Ruleset rules, BiFunction<Random, Boolean, GameState> generate) {
        check(rules, STATES / 4, generate);
    }

    /** @param least how many suggested requests must be played at least, so that the AI is shown to do things */
    private static void check(Ruleset rules, int least, BiFunction<Random, Boolean, GameState> generate) {
        Random random = new Random(13);
        Map<Result, Integer> intents = new EnumMap<>(Result.class);
        int played = 0;
        for (int i = 0; i < STATES; i++) {
            boolean positions = i % 3 == 0;
            GameState state = generate.apply(random, positions);
            for (String id : state.turn().activation().actors()) {
                Checklist answers = answers(random, state, state.actor(id), positions);
                Suggestion s = AI.suggest(rules, state, id, answers, new Dice(new SeededDice(random.nextLong())));
                intents.merge(s.intent(), 1, Integer::sum);
                Game game = Game.unbegun(rules, state);
                for (ActionRequest r : s.requests()) {
                    try {
                        game = game.act(r, new SeededDice(random.nextLong()), false).game();
                        played++;
                    } catch (IllegalActionException e) {
                        fail("state " + i + ": the AI suggested " + r + " and the game refused it: " + e.explain()
                                + "\n" + state + "\nreasons: " + s.reasons());
                    }
                }
            }
        }
        // The generator reaches every intent and the AI plays moves, not only stands still.
        assertEquals(Result.values().length, intents.size(), intents::toString);
        assertTrue(played > least, "played " + played + " suggested requests");
    }

    private static Checklist answers(Random random, GameState state, Actor a, boolean positions) {
        Checklist c = Checklist.NONE;
        for (Observation o : Observation.values()) {
            if (random.nextInt(6) == 0) c = c.with(o);
        }
        if (positions || random.nextInt(5) == 0) return c;
        List<String> enemies = new ArrayList<>();
        for (Actor other : state.actors().values()) {
            if (!other.side().equals(a.side())) enemies.add(other.id());
        }
        return enemies.isEmpty() ? c : c.nearest(enemies.get(random.nextInt(enemies.size())), random.nextInt(30));
    }
}
