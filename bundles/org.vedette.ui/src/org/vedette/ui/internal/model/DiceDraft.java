package org.vedette.ui.internal.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.rules.IllegalActionException;

/**
 * The physical dice of one resolution, as the referee types them in before
 * anything is committed: which dice the rules will ask for, row by row, each
 * with its purpose and how many dice it takes ("2D6 to hit"), and whether the
 * faces typed so far complete the resolution.
 *
 * <p>What the rules ask for can depend on the faces already thrown (a hit
 * asks for a location, a miss does not), so the rows cannot all be known at
 * the start. The resolution is tried, without effect, with the faces typed so
 * far: the rows are the rolls it asks for, each announced with its number of
 * dice before its faces are read ({@link DiceSource#rolling}), up to the
 * first roll whose faces are not all typed, where the trial stops. Typing a
 * row tries again, so later rows appear, change or go as the earlier faces
 * say.
 * A trial must be pure: a game or a rules call that returns a new state.
 */
public final class DiceDraft {
    /** A resolution tried with some dice; it must change nothing. */
    @FunctionalInterface
    public interface Trial {
        void run(DiceSource dice) throws IllegalActionException;
    }

    /**
     * One roll: what it is for, the die's sides, how many dice it takes, and
     * the faces typed for it (fewer until the referee has typed them all).
     */
    public record Row(String purpose, int sides, int count, List<Integer> faces, String problem) {
        public Row {
            faces = List.copyOf(faces);
        }

        /** "shooting dice (hit on 4+) — 2D6" — the roll as a referee reads it. */
        public String label() {
            return purpose + " — " + (count == 1 ? "a D" + sides : count + "D" + sides);
        }

        public boolean filled() {
            return problem == null && faces.size() == count;
        }
    }

    /**
     * Where the draft stands: its rows, and whether the faces complete the
     * resolution (then {@link #faces()} commits it), or the rules refused it
     * (the refusal), or a row is wrong (its problem).
     */
    public record State(List<Row> rows, boolean complete, String refusal) {
        public State {
            rows = List.copyOf(rows);
        }

        /** Every face, row by row, in the order the rules ask for them. */
        public List<Integer> faces() {
            List<Integer> all = new ArrayList<>();
            for (Row r : rows) all.addAll(r.faces());
            return all;
        }

        /** The first row's problem, or null. */
        public String problem() {
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).problem() != null) return "Row " + (i + 1) + ": " + rows.get(i).problem();
            }
            return null;
        }
    }

    private DiceDraft() {
    }

    /**
     * Tries the resolution with the faces typed, row by row ({@code typed.get(i)}
     * for row i; rows beyond the list are empty).
     */
    public static State probe(Trial trial, List<List<Integer>> typed) {
        Probe dice = new Probe(typed);
        try {
            trial.run(dice);
            return new State(dice.rows, true, null);
        } catch (Stop stop) {
            return new State(dice.rows, false, null);
        } catch (IllegalActionException refused) {
            return new State(dice.rows, false, refused.explain());
        } catch (DiceException e) {
            return new State(dice.rows, false, e.getMessage());
        }
    }

    /**
     * Faces thrown in order (as a journal records them) split into the rows
     * the form shows: each row takes as many faces as the roll the trial asks
     * for next has dice. Faces the trial does not ask for are left in a last
     * row of their own, where the form says so.
     */
    public static List<List<Integer>> rows(Trial trial, List<Integer> faces) {
        List<List<Integer>> rows = new ArrayList<>();
        int used = 0;
        while (used < faces.size()) {
            State s = probe(trial, rows);
            if (s.rows().size() <= rows.size()) break;
            int n = s.rows().get(rows.size()).count();
            rows.add(List.copyOf(faces.subList(used, Math.min(faces.size(), used + n))));
            used += n;
        }
        if (used < faces.size()) rows.add(List.copyOf(faces.subList(used, faces.size())));
        return rows;
    }

    /** Parses a row's text: faces separated by spaces or commas ("6 4", "6,4"); null when it is not numbers. */
    public static List<Integer> parse(String text) {
        List<Integer> faces = new ArrayList<>();
        for (String part : text.strip().split("[\\s,;]+")) {
            if (part.isEmpty()) continue;
            try {
                faces.add(Integer.parseInt(part));
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return faces;
    }

    /** Ends a trial at the first roll whose faces are not all typed, or not all on the die. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    /**
     * The dice the trial throws: each roll the rules announce
     * ({@link DiceSource#rolling}) is the next row, served from that row's
     * typed faces when they are all there and all on the die; otherwise the
     * row is noted as it stands and the trial stops there.
     */
    private static final class Probe implements DiceSource {
        private final List<List<Integer>> typed;
        private final List<Row> rows = new ArrayList<>();
        private final ArrayDeque<Integer> serving = new ArrayDeque<>();

        Probe(List<List<Integer>> typed) {
            this.typed = typed;
        }

        @Override
        public void rolling(int count, int sides, String purpose) {
            if (count == 0) return;
            List<Integer> mine = typedFor(rows.size());
            String problem = null;
            for (int f : mine) {
                if (f < 1 || f > sides) {
                    problem = "a D" + sides + " shows 1 to " + sides + ", not " + f;
                    break;
                }
            }
            if (problem == null && mine.size() > count) {
                problem = "a " + count + "D" + sides + " roll takes " + count + (count == 1 ? " die" : " dice")
                        + ", and " + mine.size() + " faces are typed";
            }
            rows.add(new Row(purpose, sides, count, mine, problem));
            if (problem != null || mine.size() < count) throw new Stop();
            serving.addAll(mine);
        }

        @Override
        public int face(int sides, String purpose) {
            // A face asked for outside an announced roll is a roll of one die.
            if (serving.isEmpty()) rolling(1, sides, purpose);
            return serving.poll();
        }

        private List<Integer> typedFor(int row) {
            return row < typed.size() && typed.get(row) != null ? typed.get(row) : List.of();
        }
    }
}
