package org.vedette.inventory.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.vedette.core.model.Scenario;
import org.vedette.inventory.Coverage;
import org.vedette.inventory.EncounterNeeds;
import org.vedette.inventory.EncounterSource;
import org.vedette.inventory.FigureKind;
import org.vedette.inventory.Need;

/**
 * A stand-in for the scenario generator's event tables (issue #14), as the
 * planner will meet them: games already drawn, each a script of encounters
 * coming on and going off the table, and from them what one kind of figure
 * needs on the table <em>at the same time</em> — each game's peak, not the
 * total that ever appeared (OSOTH ch. XII: a casualty comes back as the next
 * encounter) — at the worst case (the highest peak) or a percentile of the
 * games (nearest rank).
 */
final class DrawnEncounters implements EncounterSource {
    private final String ruleset;
    private final String label;
    private final FigureKind kind;
    /** Per game, the figures of the kind coming on (+) and going off (−) the table, in order. */
    private final List<int[]> games;

    DrawnEncounters(String ruleset, String label, FigureKind kind, List<int[]> games) {
        this.ruleset = ruleset;
        this.label = label;
        this.kind = kind;
        this.games = List.copyOf(games);
    }

    @Override
    public String name() {
        return "drawn test tables";
    }

    @Override
    public boolean serves(Scenario scenario) {
        return scenario.ruleset().equals(ruleset);
    }

    /** The most figures one game had on the table at once. */
    static int peak(int[] game) {
        int on = 0;
        int most = 0;
        for (int change : game) {
            on += change;
            most = Math.max(most, on);
        }
        return most;
    }

    /** Every figure that ever came on in one game. */
    static int total(int[] game) {
        return Arrays.stream(game).filter(c -> c > 0).sum();
    }

    @Override
    public EncounterNeeds needs(Scenario scenario, Coverage coverage) {
        List<Integer> peaks = new ArrayList<>();
        for (int[] g : games) peaks.add(peak(g));
        peaks.sort(null);
        // Nearest rank: the smallest peak that at least the share asked for of the games stay within.
        int rank = (int) Math.ceil(coverage.percentile() * peaks.size());
        int count = peaks.get(Math.max(1, rank) - 1);
        String basis = coverage.worstCase() ? "the highest peak of " + games.size() + " drawn games"
                : "peak at rank " + rank + " of " + games.size() + " drawn games";
        return new EncounterNeeds(List.of(new Need(label.toLowerCase(Locale.ROOT), label, kind, count, 0,
                List.of("drawn test tables"))), basis);
    }
}
