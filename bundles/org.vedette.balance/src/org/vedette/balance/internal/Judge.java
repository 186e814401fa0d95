package org.vedette.balance.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.balance.Muster;
import org.vedette.balance.Scoring;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.table.victory.Standing;

/**
 * Who won a game that has ended, by the rulings of the bundle's README ("Who
 * won"): the scenario's decisive victory condition when one was met; else
 * the most points — the ruleset's victory points where it keeps them in the
 * game's state, with those the scenario's conditions scored — or, without
 * points, the larger share of the enemy put out. Stateless.
 */
public final class Judge {
    /**
     * A game's judgement: each side's score in the muster's order, the winner's id (null for a draw), and the
     * victory conditions that counted (those that decided it, then those that scored).
     */
    public record Judgement(List<Double> scores, String winner, List<String> conditions) {
        public Judgement {
            conditions = conditions == null ? List.of() : List.copyOf(conditions);
        }

        public Judgement(List<Double> scores, String winner) {
            this(scores, winner, List.of());
        }
    }

    private Judge() {
    }

    /**
     * How a scenario's games are judged: by the ruleset's own victory points where it keeps them
     * ({@link Ruleset#victoryPoints}), else by its conditions' points when any scores, else by casualties.
     */
    static Scoring scoring(Scenario scenario, Ruleset rules, GameState start) {
        Scoring s = rules.victoryPoints(start).isPresent() ? Scoring.VICTORY_POINTS : Scoring.CASUALTIES;
        if (s == Scoring.CASUALTIES && scenario.victoryConditions().stream().anyMatch(c -> c.points() > 0)) {
            return Scoring.CONDITIONS;
        }
        return s;
    }

    public static Judgement judge(Ruleset rules, Muster muster, GameState end) {
        return judge(rules, muster, end, null);
    }

    /**
     * README "Who won", victory conditions: a decisive condition met names the winner (two sides meeting theirs
     * at once: a draw); the points the conditions scored are added to the ruleset's victory points, or are the
     * scores themselves when the ruleset keeps none; without conditions' points, casualties as before.
     *
     * @param standing the game's standing by the scenario's victory conditions, or null when it has none
     */
    public static Judgement judge(Ruleset rules, Muster muster, GameState end, Standing standing) {
        Judgement base = switch (muster.scoring()) {
            case VICTORY_POINTS -> victoryPoints(muster, rules.victoryPoints(end).orElse(Map.of()));
            case CASUALTIES -> casualties(muster, end);
            case CONDITIONS -> null;
        };
        if (standing == null) return base == null ? conditionPoints(muster, null, null) : base;
        List<String> counted = new ArrayList<>(standing.decidedBy());
        counted.addAll(standing.scored());
        Judgement scored = base;
        boolean anyPoints = standing.points().values().stream().anyMatch(p -> p != 0);
        if (base == null || (muster.scoring() == Scoring.VICTORY_POINTS && anyPoints)) {
            scored = conditionPoints(muster, base == null ? null : base.scores(), standing);
        }
        String winner = standing.decided() ? standing.winner() : scored.winner();
        return new Judgement(scored.scores(), winner, counted);
    }

    /**
     * README "Who won", victory points: each side scores the points the ruleset keeps for it (none listed: 0); the
     * one highest score wins, equal highest is a draw — so in The Other Side of the Hill, whose rules score the
     * Player force alone, the players win with more than 0 points and lose with less.
     */
    static Judgement victoryPoints(Muster muster, Map<String, Integer> points) {
        List<Double> scores = new ArrayList<>();
        for (Muster.Side s : muster.sides()) scores.add((double) points.getOrDefault(s.id(), 0));
        return new Judgement(scores, best(muster, scores));
    }

    /** Each side's conditions' points, on top of {@code plus} (the ruleset's points) when given; the most wins. */
    private static Judgement conditionPoints(Muster muster, List<Double> plus, Standing standing) {
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < muster.sides().size(); i++) {
            double p = standing == null ? 0 : standing.pointsOf(muster.sides().get(i).id());
            scores.add(p + (plus == null ? 0 : plus.get(i)));
        }
        return new Judgement(scores, best(muster, scores));
    }


    /**
     * README "Who won", casualties: each side scores the share of the actors of the other sides (all of them in
     * the game at its end, those who came on during it included) that are out — dead, routed, eliminated or off
     * the table; the one highest score wins, equal highest is a draw.
     */
    static Judgement casualties(Muster muster, GameState end) {
        int n = muster.sides().size();
        int[] all = new int[n];
        int[] out = new int[n];
        for (Actor a : end.actors().values()) {
            int s = muster.sideIndex(a.side());
            if (s < 0) continue;
            all[s]++;
            if (a.status().out()) out[s]++;
        }
        List<Double> scores = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int enemies = 0;
            int enemiesOut = 0;
            for (int j = 0; j < n; j++) {
                if (j == i) continue;
                enemies += all[j];
                enemiesOut += out[j];
            }
            scores.add(enemies == 0 ? 0.0 : (double) enemiesOut / enemies);
        }
        return new Judgement(scores, best(muster, scores));
    }

    /** The side with the one highest score, or null when two or more share it. */
    static String best(Muster muster, List<Double> scores) {
        int top = -1;
        boolean tie = false;
        for (int i = 0; i < scores.size(); i++) {
            if (top < 0 || scores.get(i) > scores.get(top)) {
                top = i;
                tie = false;
            } else if (scores.get(i).equals(scores.get(top))) {
                tie = true;
            }
        }
        return top < 0 || tie ? null : muster.sides().get(top).id();
    }
}
