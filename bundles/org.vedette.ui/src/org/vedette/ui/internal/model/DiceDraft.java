package org.vedette.ui.internal.model;

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
 * far: the rows are the rolls it asks for until it runs out of faces, and the
 * roll it runs out in is the next row, sized by trying it with stand-in faces
 * — a roll's number of dice is fixed before its faces are read. Typing a row
 * tries again, so later rows appear, change or go as the earlier faces say.
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
            dice.closeRow();
            return new State(dice.rows, !dice.stopping && dice.rows.stream().allMatch(Row::filled), null);
        } catch (Stop stop) {
            return new State(dice.rows, false, null);
        } catch (IllegalActionException | DiceException e) {
            dice.closeRow();
            // Refused on stand-in faces, the refusal says nothing of the real dice: only the rows count.
            if (dice.stopping) return new State(dice.rows, false, null);
            return new State(dice.rows, false, e instanceof IllegalActionException refused ? refused.explain()
                    : e.getMessage());
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

    /** Ends a trial that has run past the faces typed, once the roll it ran out in is sized. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    /**
     * The dice the trial throws: the typed faces of each row in turn; a roll
     * starts a new row when its purpose or die differs from the last one's.
     * Past the faces typed, or at a face the die does not have, it throws
     * stand-ins until the roll ends, so the row is known whole, then stops.
     */
    private static final class Probe implements DiceSource {
        private final List<List<Integer>> typed;
        private final List<Row> rows = new ArrayList<>();
        private String purpose;
        private int sides;
        private int count;
        private String problem;
        /** The typed faces ran out, or one was wrong: the trial stops when this roll ends. */
        private boolean stopping;

        Probe(List<List<Integer>> typed) {
            this.typed = typed;
        }

        @Override
        public int face(int sides, String purpose) {
            if (count > 0 && (sides != this.sides || !purpose.equals(this.purpose))) {
                closeRow();
                if (stopping) throw new Stop();
            }
            this.sides = sides;
            this.purpose = purpose;
            List<Integer> mine = typedFor(rows.size());
            int index = count++;
            if (stopping) return 1;
            if (index >= mine.size()) {
                stopping = true;
                return 1;
            }
            int f = mine.get(index);
            if (f < 1 || f > sides) {
                problem = "a D" + sides + " shows 1 to " + sides + ", not " + f;
                stopping = true;
                return 1;
            }
            return f;
        }

        private List<Integer> typedFor(int row) {
            return row < typed.size() && typed.get(row) != null ? typed.get(row) : List.of();
        }

        /** Ends the roll in hand as a row; more faces typed than it has dice is that row's problem. */
        void closeRow() {
            if (count == 0) return;
            List<Integer> mine = typedFor(rows.size());
            if (problem == null && mine.size() > count) {
                problem = "a " + count + "D" + sides + " roll takes " + count + (count == 1 ? " die" : " dice")
                        + ", and " + mine.size() + " faces are typed";
                stopping = true;
            }
            rows.add(new Row(purpose, sides, count, problem != null ? mine : mine.subList(0, Math.min(mine.size(),
                    count)), problem));
            count = 0;
            purpose = null;
            problem = null;
        }
    }
}
