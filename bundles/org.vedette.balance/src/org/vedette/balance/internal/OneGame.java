package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.vedette.ai.Engagement;
import org.vedette.ai.NpcAi;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.GameResult;
import org.vedette.balance.Muster;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.table.victory.Scorekeeper;
import org.vedette.table.victory.VictoryJudge;

/**
 * One whole game with the NPC AI on every side, from its start state and its
 * seed to its end, as {@link Engagement#playOn} plays it — step by step here,
 * so that the damage each actor's own actions do to the enemy is counted as
 * the events go by (the journal keeps the requests, not the events). Nothing
 * is explained and no text is kept.
 */
final class OneGame {
    private OneGame() {
    }

    /**
     * @param start the scenario's start state (not begun), shared by every game; its last turn is the limit
     * @param judge the scenario's victory conditions, or null when it has none
     */
    static GameResult play(NpcAi ai, Ruleset rules, GameState start, Muster muster, int maxSteps, long runSeed,
            int index, VictoryJudge judge) {
        Scorekeeper keeper = judge == null ? null : new Scorekeeper(judge);
        long seed = BalanceSpec.gameSeed(runSeed, index);
        SeededDice dice = new SeededDice(seed);
        int actors = muster.actors().size();
        Map<String, Integer> slot = new HashMap<>(actors * 2);
        for (int i = 0; i < actors; i++) slot.put(muster.actors().get(i).id(), i);
        int[] damage = new int[actors];
        int unattributed = 0;
        String first = null;
        Engagement e;
        try {
            // Played once and never replayed: no journal kept, so no entry's headline composed (memory per game bounded).
            Game begun = Game.begin(rules, start, dice, false).game().unjournaled();
            // The AI heads for the scenario's objectives where it gives no destination of its own.
            e = new Engagement(ai, begun, Set.of(), judge == null ? List.of() : judge.conditions(), dice, false);
        } catch (RuntimeException ex) {
            return fault(muster, index, seed, 0, "the game cannot begin: " + ex.getMessage());
        }
        int idle = 0;
        int steps = 0;
        try {
            while (e.aiToAct()) {
                if (steps++ >= maxSteps) {
                    return finish(rules, muster, index, seed, GameResult.End.UNFINISHED, round(e.game()), e.game().state(),
                            first, damage, unattributed, null);
                }
                Engagement.Step step = e.step();
                String actor = step.advanced() ? null : step.suggestion().actor();
                if (actor != null && first == null) first = sideOf(e.game().state(), actor);
                String actorSide = actor == null ? null : sideOf(e.game().state(), actor);
                for (Game.Played p : step.played()) {
                    for (GameEvent ev : p.outcome().events()) {
                        if (!(ev instanceof GameEvent.StatusChanged sc)) continue;
                        int hurt = hurt(sc.before(), sc.after());
                        if (hurt == 0) continue;
                        Integer at = actor == null ? null : slot.get(actor);
                        String victim = sideOf(p.game().state(), sc.actor());
                        if (at != null && victim != null && !victim.equals(actorSide)) damage[at] += hurt;
                        else unattributed += hurt;
                    }
                }
                if (keeper != null && keeper.after(e.game().state(), round(e.game()))) {
                    // Decided by a turn's end when the turn has just moved on: the new one was not played.
                    int played = step.advanced() ? Math.max(1, round(e.game()) - 1) : round(e.game());
                    return finish(rules, muster, index, seed, GameResult.End.DECIDED, played, e.game().state(), first,
                            damage, unattributed, keeper);
                }
                idle = step.advanced() ? idle + 1 : 0;
                if (idle >= Engagement.STALLED_ADVANCES) {
                    return finish(rules, muster, index, seed, GameResult.End.NOBODY_CAN_ACT, round(e.game()), e.game().state(),
                            first, damage, unattributed, ended(keeper, e.game()));
                }
            }
        } catch (IllegalActionException ex) {
            return fault(muster, index, seed, round(e.game()), "the rules refused the AI's move: " + ex.explain());
        } catch (DiceException | IllegalStateException | IllegalArgumentException ex) {
            return fault(muster, index, seed, round(e.game()), ex.getMessage());
        }
        Optional<Engagement.Ending> end = e.ending();
        GameResult.End how = end.isPresent() && end.get().why() == Engagement.Why.TURN_LIMIT ? GameResult.End.TURN_LIMIT
                : GameResult.End.SIDE_GONE;
        int rounds = end.map(x -> x.why() == Engagement.Why.TURN_LIMIT ? x.round() - 1 : x.round()).orElse(1);
        return finish(rules, muster, index, seed, how, rounds, e.game().state(), first, damage, unattributed,
                ended(keeper, e.game()));
    }

    /** The keeper after looking at the game's end (the turns before its current one played to their end). */
    private static Scorekeeper ended(Scorekeeper keeper, Game g) {
        if (keeper != null) keeper.end(g.state(), Math.max(0, round(g) - 1));
        return keeper;
    }

    /** Wounds or hits given, and one more for the actor put out. */
    static int hurt(Status before, Status after) {
        Status b = before == null ? Status.FRESH : before;
        Status a = after == null ? Status.FRESH : after;
        return Math.max(0, a.wounds() - b.wounds()) + (a.out() && !b.out() ? 1 : 0);
    }

    private static String sideOf(GameState state, String actor) {
        Actor a = state.actor(actor);
        return a == null ? null : a.side();
    }

    private static int round(Game g) {
        return g.state().turn() == null ? 0 : g.state().turn().round();
    }

    private static GameResult finish(Ruleset rules, Muster muster, int index, long seed, GameResult.End how, int rounds,
            GameState end, String first, int[] damage, int unattributed, Scorekeeper keeper) {
        Judge.Judgement j = Judge.judge(rules, muster, end, keeper == null ? null : keeper.standing());
        List<Boolean> survived = new ArrayList<>(damage.length);
        List<Integer> dmg = new ArrayList<>(damage.length);
        for (int i = 0; i < damage.length; i++) {
            survived.add(survived(end.actor(muster.actors().get(i).id())));
            dmg.add(damage[i]);
        }
        boolean counts = how.counts();
        return new GameResult(index, seed, how, rounds, counts ? j.winner() : null, j.scores(), first, survived, dmg,
                unattributed, null, counts ? j.conditions() : List.of());
    }

    /**
     * Still in play at the end, or taken off the table alive behind its own lines: OSOTH, "Winning and Losing",
     * a unit that "exit[s] the table into … their own lines" is put out of the game marked {@value
     * VictoryJudge#HOME} — it came home, it did not fall.
     */
    static boolean survived(Actor a) {
        return a != null && (!a.status().out() || a.hasMark(VictoryJudge.HOME));
    }

    private static GameResult fault(Muster muster, int index, long seed, int rounds, String why) {
        int n = muster.actors().size();
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < muster.sides().size(); i++) scores.add(0.0);
        return new GameResult(index, seed, GameResult.End.FAULT, rounds, null, scores, null,
                java.util.Collections.nCopies(n, false), java.util.Collections.nCopies(n, 0), 0,
                why == null ? "no reason given" : why);
    }
}
