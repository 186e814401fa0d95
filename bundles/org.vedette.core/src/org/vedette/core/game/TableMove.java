package org.vedette.core.game;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.model.Position;
import org.vedette.core.model.TablePath;
import org.vedette.core.model.Values;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;

/**
 * Where a move went on the table, for games with positions. The rulesets'
 * move actions take a distance and check it against the allowance, as they
 * do when the referee measures by hand; they know nothing of positions. So
 * the Turn view sends the same move request with the distance it measured,
 * plus one input of the program's own, {@value #PATH}: the path as text
 * ("6,3; 8,5; 9,8,90" — x,y in inches, a facing after the last point where
 * the figure ends turned), or — from the NPC AI — as the {@link TablePath}
 * that text reads as, journalled as its text. {@link Game#act} takes the input off, lets the
 * ruleset resolve the move, and — only when the ruleset allows it — adds a
 * {@link GameEvent.Moved} to the outcome. The request is journalled whole,
 * so replay moves the figure again, and undo (a replay without the last
 * entry) moves it back.
 */
public final class TableMove {
    /** The request's input that carries the path; no ruleset may declare an input of this name. */
    public static final String PATH = "table.path";

    private TableMove() {
    }

    /** The path as the input's text ({@link TablePath#write}). */
    public static String write(List<Position> path) {
        return TablePath.write(path);
    }

    /** The path a request carries, or null when it carries none. */
    public static List<Position> pathOf(ActionRequest request) throws IllegalActionException {
        Object v = request.input(PATH);
        if (v == null) return null;
        // The NPC AI's move carries its points: they are what its text reads back as (TablePath).
        if (v instanceof TablePath p) return p.points();
        String text = v.toString();
        List<Position> read = plain(text);
        if (read != null) return read;
        List<Position> path = new ArrayList<>();
        String[] points = text.split(";");
        for (int i = 0; i < points.length; i++) {
            String[] xy = points[i].trim().split(",");
            boolean last = i == points.length - 1;
            if (xy.length != 2 && !(last && xy.length == 3)) {
                throw bad(text, "point " + (i + 1) + " '" + points[i].trim() + "' is not x,y"
                        + (last ? " or x,y,facing" : ""));
            }
            try {
                path.add(new Position(Double.parseDouble(xy[0].trim()), Double.parseDouble(xy[1].trim()),
                        xy.length == 3 ? Double.valueOf(xy[2].trim()) : null));
            } catch (IllegalArgumentException ex) {
                throw bad(text, "point " + (i + 1) + " '" + points[i].trim() + "' is not a pair of numbers");
            }
        }
        if (path.size() < 2) throw bad(text, "a path needs at least two points, where the move starts and ends");
        return path;
    }

    /**
     * A well-formed path read point by point without splitting it into arrays (the AI writes one for every move
     * it weighs, and the game reads it again); null for any other text, which the full reading above then reads
     * or explains.
     */
    private static List<Position> plain(String text) {
        List<Position> path = new ArrayList<>(4);
        int start = 0;
        while (true) {
            int end = text.indexOf(';', start);
            boolean last = end < 0;
            if (last) end = text.length();
            int comma = text.indexOf(',', start);
            if (comma < 0 || comma >= end) return null;
            int second = text.indexOf(',', comma + 1);
            boolean facing = second >= 0 && second < end;
            if (facing && !last) return null;
            int third = facing ? text.indexOf(',', second + 1) : -1;
            if (third >= 0) return null;
            try {
                path.add(new Position(decimal(text, start, comma), decimal(text, comma + 1, facing ? second : end),
                        facing ? Double.valueOf(decimal(text, second + 1, end)) : null));
            } catch (IllegalArgumentException ex) {
                return null;
            }
            if (last) break;
            start = end + 1;
        }
        return path.size() < 2 ? null : path;
    }

    /**
     * The number written between {@code from} and {@code to}, as {@link Double#parseDouble} reads it from the
     * trimmed text. A plain decimal of up to 15 digits (what {@link #number} writes) is read here without making
     * a string: its digits make an integer held exactly by a double, and one division by an exact power of ten
     * is rounded as the reading rounds the decimal itself — so the same double. Any other text is read by
     * {@code parseDouble}.
     */
    static double decimal(String text, int from, int to) {
        int i = from;
        int end = to;
        while (i < end && text.charAt(i) <= ' ') i++;
        while (end > i && text.charAt(end - 1) <= ' ') end--;
        int start = i;
        boolean negative = i < end && text.charAt(i) == '-';
        if (negative) i++;
        long digits = 0;
        int count = 0;
        int fraction = -1;
        for (; i < end; i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                digits = digits * 10 + (c - '0');
                count++;
                if (fraction >= 0) fraction++;
            } else if (c == '.' && fraction < 0) {
                fraction = 0;
            } else {
                break;
            }
        }
        if (i < end || count == 0 || count > 15) return Double.parseDouble(text.substring(start, end));
        double v = fraction > 0 ? digits / TENS[fraction] : digits;
        return negative ? -v : v;
    }

    /** The powers of ten a double holds exactly, 10^0 to 10^15 (a plain decimal's at most 15 digits). */
    private static final double[] TENS = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
            1e13, 1e14, 1e15 };

    private static IllegalActionException bad(String text, String why) {
        return new IllegalActionException(null, "the path on the table '" + text + "' cannot be read: " + why);
    }

    /** The request without the path: what the ruleset resolves. */
    public static ActionRequest without(ActionRequest request) {
        // The inputs are checked already: the copy without one of them is made from their arrays (Values.with).
        return new ActionRequest(request.ruleset(), request.action(), Values.with(request.inputs(), PATH, null));
    }

    /** The ruleset's outcome with the move on the table added at its end. */
    static Outcome moved(Outcome o, ActionRequest ruled, GameState state, List<Position> path, ActionSpec spec)
            throws IllegalActionException {
        String id = ruled.text(Requests.ACTOR);
        Actor a = id == null ? null : state.actor(id);
        if (a == null) {
            throw new IllegalActionException(spec.rule(), "a path on the table needs the figure or unit that moves"
                    + " ('" + Requests.ACTOR + "')");
        }
        double length = TablePath.length(path);
        Position end = path.get(path.size() - 1);
        // Without a facing given, the figure keeps the one it had.
        Position to = end.facing() != null || a.position() == null ? end
                : new Position(end.x(), end.y(), a.position().facing());
        List<GameEvent> events = new ArrayList<>(o.events());
        events.add(new GameEvent.Moved(a.id(), a.position(), to, path, length));
        // The ruleset's headline as it gives it: composed only if someone reads it.
        return new Outcome(o::headline, events, o.rolls(), o.explanation());
    }

    /** A number as the path writes it: without a trailing ".0", to a hundredth ({@link TablePath#number}). */
    static String number(double v) {
        return TablePath.number(new StringBuilder(8), v).toString();
    }

    /**
     * The request as a journal or a request file holds it: a path carried as points ({@link TablePath}) written
     * as its text, so a journal reads back equal, and a request shown or written as JSON holds text only.
     */
    public static ActionRequest asText(ActionRequest request) {
        return request.input(PATH) instanceof TablePath p
                ? new ActionRequest(request.ruleset(), request.action(), Values.with(request.inputs(), PATH, p.toString()))
                : request;
    }
}
