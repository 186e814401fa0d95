package org.vedette.table.victory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where a game stands by its victory conditions: each side's points from the
 * conditions scored so far, whether a decisive condition has decided it and
 * for whom (null: two sides met theirs at the same moment — a draw), and which
 * conditions counted. Immutable: {@link VictoryJudge#look} gives the next one.
 *
 * @param points    victory points by side id (every side of the scenario, from 0)
 * @param decided   whether a decisive condition was met
 * @param winner    the side it decided for, or null (undecided, or decided drawn)
 * @param decidedBy the ids of the decisive conditions met at the deciding moment (empty while undecided)
 * @param scored    the ids of the points conditions scored so far, in the order they were
 */
public record Standing(Map<String, Integer> points, boolean decided, String winner, List<String> decidedBy,
        List<String> scored) {
    public Standing {
        points = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(points, "points")));
        decidedBy = List.copyOf(decidedBy);
        scored = List.copyOf(scored);
        if (!decided && (winner != null || !decidedBy.isEmpty())) {
            throw new IllegalArgumentException("only a decided game has a winner and what decided it");
        }
    }

    /** Nothing scored yet: every side at 0. */
    static Standing start(List<String> sides) {
        Map<String, Integer> p = new LinkedHashMap<>();
        for (String s : sides) p.put(s, 0);
        return new Standing(p, false, null, List.of(), List.of());
    }

    /** A side's points. */
    public int pointsOf(String side) {
        return points.getOrDefault(side, 0);
    }

    /** The side with the one highest number of points, or null when none scored or two or more share it. */
    public String leader() {
        String best = null;
        int top = 0;
        boolean tie = false;
        for (Map.Entry<String, Integer> e : points.entrySet()) {
            if (e.getValue() > top) {
                best = e.getKey();
                top = e.getValue();
                tie = false;
            } else if (e.getValue() == top && top > 0) {
                tie = true;
            }
        }
        return tie ? null : best;
    }

    Standing scoring(String condition, String side, int add) {
        Map<String, Integer> p = new LinkedHashMap<>(points);
        p.merge(side, add, Integer::sum);
        List<String> s = new ArrayList<>(scored);
        s.add(condition);
        return new Standing(p, decided, winner, decidedBy, s);
    }

    Standing deciding(String side, List<String> by) {
        return new Standing(points, true, side, by, scored);
    }
}
