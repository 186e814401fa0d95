package org.vedette.actions;

import java.util.ArrayList;
import java.util.List;

/**
 * The two Actions tables, as data: each row is the book's line, word for word,
 * parsed once ("RF2-5 Retreat Halt Halt Advance Advance Advance"), so the
 * tables read against the book. A risk factor picks the row, the D6 the
 * column. The "Up to RF0" row is prose in the book: Continue, unless a 6,
 * when the group moves towards the nearest visible enemy (an Advance,
 * ruling C13), with its two exceptions, which {@link ActionsChart} applies.
 */
public enum ActionsTable {
    /** "Actions Table: For Troops armed with Gunpowder weapons, Bows, Slings and similar" (lines 65 to 84). */
    GUNPOWDER("gunpowder", "Actions Table for Troops armed with Gunpowder weapons, Bows, Slings and similar",
            "move towards the nearest visible enemy",
            "RF1 Halt Advance  Advance Advance Advance Attack",
            "RF2-5 Retreat Halt Halt Advance Advance Advance",
            "RF6-8 Rout Retreat Halt Halt Halt Advance",
            "RF9+ Rout Rout Rout Retreat Retreat Halt"),
    /** "Actions Table: For Troops armed with Close combat weapons only" (lines 86 to 105). */
    CLOSE_COMBAT("close-combat", "Actions Table for Troops armed with Close combat weapons only",
            "move towards the nearest visible enemy, or to where the enemy were last seen",
            "RF1-2 Halt Advance  Advance Attack Attack Attack",
            "RF3-6 Retreat Halt Halt Advance Attack Attack",
            "RF7-8 Rout Retreat Retreat Halt Halt Attack",
            "RF9+ Rout Rout Rout Retreat Retreat Halt");

    /** The book's first row of both tables: every risk factor of 0 or less. */
    public static final String UP_TO_RF0 = "Up to RF0";

    /** One row: the risk factors it covers, its label and its six cells. */
    public record Row(int from, int to, String label, List<Result> cells) {
        public Row {
            cells = List.copyOf(cells);
        }

        /** The cell for a D6 of 1 to 6. */
        public Result cell(int die) {
            return cells.get(die - 1);
        }
    }

    private final String id;
    private final String title;
    private final String sixMoves;
    private final List<Row> rows;
    /** rowAt[rf - FIRST] for risk factors FIRST..LAST; below and above clamp. */
    private final Row[] rowAt;
    private static final int FIRST = 0;
    private static final int LAST = 9;

    ActionsTable(String id, String title, String sixMoves, String... lines) {
        this.id = id;
        this.title = title;
        this.sixMoves = sixMoves;
        List<Row> all = new ArrayList<>();
        all.add(new Row(Integer.MIN_VALUE, 0, UP_TO_RF0, List.of(Result.CONTINUE, Result.CONTINUE, Result.CONTINUE,
                Result.CONTINUE, Result.CONTINUE, Result.ADVANCE)));
        for (String line : lines) all.add(parse(line));
        this.rows = List.copyOf(all);
        this.rowAt = new Row[LAST - FIRST + 1];
        for (int rf = FIRST; rf <= LAST; rf++) {
            for (Row r : rows) {
                if (rf >= r.from && rf <= r.to) rowAt[rf - FIRST] = r;
            }
        }
    }

    /** "RF2-5 Retreat Halt Halt Advance Advance Advance" → 2..5 and six results. */
    private static Row parse(String line) {
        String[] words = line.trim().split("\\s+");
        if (words.length != 7 || !words[0].startsWith("RF")) {
            throw new IllegalStateException("not a row of an Actions table: " + line);
        }
        String range = words[0].substring(2);
        int from;
        int to;
        if (range.endsWith("+")) {
            from = Integer.parseInt(range.substring(0, range.length() - 1));
            to = Integer.MAX_VALUE;
        } else if (range.contains("-")) {
            from = Integer.parseInt(range.substring(0, range.indexOf('-')));
            to = Integer.parseInt(range.substring(range.indexOf('-') + 1));
        } else {
            from = to = Integer.parseInt(range);
        }
        List<Result> cells = new ArrayList<>(6);
        for (int i = 1; i < 7; i++) {
            Result r = Result.of(words[i]);
            if (r == null) throw new IllegalStateException("no result '" + words[i] + "' in " + line);
            cells.add(r);
        }
        return new Row(from, to, words[0], cells);
    }

    /** "gunpowder" or "close-combat". */
    public String id() {
        return id;
    }

    /** The table's heading, as the book prints it. */
    public String title() {
        return title;
    }

    /** What a 6 in the "Up to RF0" row makes the group do, in this table's words. */
    public String sixMoves() {
        return sixMoves;
    }

    /** The rows, "Up to RF0" first. */
    public List<Row> rows() {
        return rows;
    }

    /** The row a risk factor falls in. */
    public Row row(int riskFactor) {
        if (riskFactor <= FIRST) return rows.get(0);
        return rowAt[Math.min(riskFactor, LAST) - FIRST];
    }

    private static final ActionsTable[] ALL = values();

    /** The table with this id, or null. */
    public static ActionsTable byId(String id) {
        for (ActionsTable t : ALL) {
            if (t.id.equals(id)) return t;
        }
        return null;
    }
}
