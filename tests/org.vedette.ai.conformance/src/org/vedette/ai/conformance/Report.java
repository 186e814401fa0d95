package org.vedette.ai.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What AI-played games of a scenario (or of several, {@link #plus}) did, as the conformance kit counts it.
 *
 * @param name        what was played: a scenario's file, or "generated onehour scenarios"
 * @param games       the games played
 * @param unended     games that did not end (by a decision, the turn limit or nobody able to act) in the steps allowed
 * @param checked     the actions the game took, each measured against the table
 * @param forbidden   actions the table forbids ({@link TableCheck})
 * @param compared    suggestions decided again with their reasons and without, on the same dice
 * @param differing   of those, how many were not the same action, intent and dice
 * @param coverage    how often each of the catalog's actions was played
 * @param unengaged   games in which no side shot, charged or fought
 * @param problems    the first problems found, in words (enough to see what they are)
 * @param seconds     how long the games took
 */
public record Report(String name, int games, int unended, long checked, long forbidden, long compared, long differing,
        Map<String, Long> coverage, int unengaged, List<String> problems, double seconds) {
    /** The problems kept in words: enough to see what they are. */
    static final int SHOWN = 12;

    public Report {
        coverage = Map.copyOf(new TreeMap<>(coverage));
        problems = List.copyOf(problems);
    }

    /** The share of games in which nobody shot, charged or fought. */
    public double unengagedShare() {
        return games == 0 ? 0 : (double) unengaged / games;
    }

    /** The two reports as one: the games of both, under {@code name}. */
    public Report plus(Report other, String name) {
        Map<String, Long> all = new TreeMap<>(coverage);
        other.coverage.forEach((k, v) -> all.merge(k, v, Long::sum));
        List<String> found = new ArrayList<>(problems);
        for (String p : other.problems) if (found.size() < SHOWN) found.add(p);
        return new Report(name, games + other.games, unended + other.unended, checked + other.checked,
                forbidden + other.forbidden, compared + other.compared, differing + other.differing, all,
                unengaged + other.unengaged, found, seconds + other.seconds);
    }

    /** What the games did, in three lines: the checks, the actions played, the engagement. */
    public String summary() {
        return String.format("%s: %d games (%d did not end), %d actions checked, %d the table forbids, %.1f s%n"
                + "%s: suggestions decided with reasons and without on the same dice: %d, %d not the same%n"
                + "%s: actions played %s; games with no shot, charge or fight: %d of %d (%.1f%%)", name, games,
                unended, checked, forbidden, seconds, name, compared, differing, name, new TreeMap<>(coverage),
                unengaged, games, 100 * unengagedShare());
    }

    /**
     * Asserts the kit's conditions: every game ended; the AI acted; no action the table forbids; every
     * suggestion the same with its reasons and without; each of {@code mustPlay} played at least once; and, when
     * {@code engagedUnder} is above 0, games with no shot, charge or fight fewer than that share.
     */
    public void assertConforms(Set<String> mustPlay, double engagedUnder) {
        assertEquals(0, unended, name + ": games that did not end\n" + String.join("\n", problems));
        assertTrue(checked > 0, name + ": the AI never acted");
        assertEquals(0, forbidden, name + ": actions the table forbids in " + games + " games:\n"
                + String.join("\n", problems));
        assertTrue(compared > 0, name + ": no suggestion was compared");
        assertEquals(0, differing, name + ": suggestions that differ with reasons and without:\n"
                + String.join("\n", problems));
        List<String> never = new ArrayList<>();
        for (String action : mustPlay) {
            if (!coverage.containsKey(action)) never.add(action);
        }
        assertEquals(List.of(), never.stream().sorted().toList(), name + ": actions the AI never played in " + games
                + " games; it played " + new TreeMap<>(coverage));
        if (engagedUnder > 0) {
            assertTrue(unengagedShare() < engagedUnder, name + ": " + unengaged + " of " + games
                    + " games in which no side shot, charged or fought");
        }
    }
}
