package org.vedette.ai.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.TableNeed;
import org.vedette.table.MoveMeasure;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * What the table's geometry says of an action the game took, measured with the table bundle's public API
 * ({@link TableGeometry}, {@link Stands}) and never with the law that judged it: a shot at a target the stands
 * say cannot be seen, a blow or a charge's end with the bases more than a quarter of an inch apart, a move whose
 * path costs more than the distance the rules were given (or rolled: an instruction's inches), that starts away from
 * the figure or ends on another's base, an actor or a target off the table. The tolerances are RULINGS.md T15's,
 * stated here again so that a change to the law's constants shows up as a failure.
 */
public final class TableCheck {
    /** T15: "a quarter of an inch" between bases in contact. */
    static final double CONTACT = 0.25;
    /** T15: a base may end "a tenth of an inch" over another's. */
    static final double OVERLAP = 0.1;
    /** A distance the table's law resolves is its path's cost to a tenth: half a tenth either way. */
    static final double ROUNDING = 0.05;
    /** A path's first point is where the figure stands, to the hundredth of an inch a path is written in. */
    static final double START = 0.01;

    /** A measured value with its unit, as a refusal by the table must name it: 6.0", 14 cm. */
    private static final Pattern MEASURE = Pattern.compile("\\d+(\\.\\d+)?(\"| ?cm\\b| in\\b)");
    /** A typed word the table disagrees with, and the table's word. */
    private static final Pattern TYPED_WORD = Pattern.compile(" typed, \\S+ on the table");

    private final Ruleset rules;
    private Table table;
    private TableGeometry geometry;

    public TableCheck(Ruleset rules) {
        this.rules = rules;
    }

    /** Whether the table's refusal names what it measured (a number with its unit) or what blocks the line. */
    public static boolean namesWhatWasMeasured(String refusal) {
        if (MEASURE.matcher(refusal).find()) return true;
        // A value the table reads as a word (cover, the ground, an arc): both named, "cover soft typed, none on the table".
        if (TYPED_WORD.matcher(refusal).find()) return true;
        int blocked = refusal.indexOf("cannot see ");
        return blocked >= 0 && refusal.indexOf(": ", blocked) > 0;
    }

    /**
     * Everything the table forbids in an action taken.
     *
     * @param before   the state it was taken in
     * @param asked    the request as asked (with its path)
     * @param resolved the request the rules resolved (after the table's law), or null when not known
     * @param outcome  its outcome
     * @param after    the state after it
     * @return the violations in words, empty when the action is consistent with the table
     */
    public List<String> violations(GameState before, ActionRequest asked, ActionRequest resolved, Outcome outcome,
            GameState after) {
        List<String> found = new ArrayList<>();
        if (before.table() == null || asked.input(TableLaw.OVERRIDE) != null) return found;
        ActionSpec spec = rules.action(asked.action()).orElse(null);
        Actor actor = before.actor(asked.text("actor"));
        if (spec == null || actor == null || actor.position() == null) return found;
        TableNeed need = rules.onTable(spec);
        List<GameEvent.Moved> moves = new ArrayList<>();
        for (GameEvent e : outcome.events()) {
            if (e instanceof GameEvent.Moved m && m.actor().equals(actor.id())) moves.add(m);
        }
        Table t = before.table();
        if (!t.contains(actor.position())) {
            found.add(actor.name() + " acted (" + spec.id() + ") off the table at " + point(actor.position()));
            return found;
        }
        if (need.kind() == TableNeed.Kind.NONE && moves.isEmpty()) return found;
        TableGeometry g = geometry(t);
        Stands stands = g.stands(seenBy(before, actor.side()));
        Stand mine = stands.get(actor.id());
        if (mine == null) return found;
        Stand target = null;
        if (need.target() != null && asked.input(need.target()) instanceof String id && before.actor(id) != null) {
            Actor aimed = before.actor(id);
            if (aimed.position() == null || !t.contains(aimed.position())) {
                found.add(actor.name() + "'s " + spec.id() + " at " + aimed.name() + ", who is off the table");
                return found;
            }
            if (hidden(aimed) && !aimed.side().equals(actor.side())) {
                found.add(actor.name() + "'s " + spec.id() + " at " + aimed.name() + ", hidden from his side");
                return found;
            }
            target = stands.get(id);
        }
        if (target != null) {
            switch (need.kind()) {
                case SIGHT -> {
                    if (!stands.canSee(mine, target)) {
                        found.add(actor.name() + " " + spec.id() + " at " + aimed(target) + ", whom he cannot see: "
                                + stands.sight(mine, target).reasons());
                    }
                }
                case CONTACT -> {
                    double apart = g.distance(mine, target);
                    if (apart > CONTACT + 1e-9) {
                        found.add(actor.name() + " " + spec.id() + " at " + aimed(target) + " " + inches(apart)
                                + " away: not in contact");
                    }
                }
                case CHARGE -> {
                    Actor moved = after.actor(actor.id());
                    double apart = moved == null || moved.position() == null ? Double.NaN
                            : g.distance(g.stand(moved), target);
                    if (!(apart <= CONTACT + 1e-9)) {
                        found.add(actor.name() + "'s charge at " + aimed(target) + " ends " + inches(apart)
                                + " from it: not in contact");
                    }
                }
                case APART -> {
                    // The rules judge "within 6 inches" on the distance they were given: the table's, between the bases.
                    double apart = g.distance(mine, target) / rules.info().units().toInches(1);
                    Object given = resolved == null ? null : resolved.input(need.distance());
                    if (!(given instanceof Number n) || Math.abs(n.doubleValue() - apart) > ROUNDING) {
                        found.add(actor.name() + " " + spec.id() + " at " + aimed(target) + " " + inches(g.distance(mine,
                                target)) + " away, and the rules were given " + given);
                    }
                }
                default -> {
                }
            }
        }
        for (GameEvent.Moved m : moves) moved(found, g, stands, mine, spec, need, resolved, outcome, m);
        return found;
    }

    private void moved(List<String> found, TableGeometry g, Stands stands, Stand mine, ActionSpec spec,
            TableNeed need, ActionRequest resolved, Outcome outcome, GameEvent.Moved m) {
        String who = mine.actor().name() + " (" + spec.id() + ")";
        Position start = m.path().get(0);
        double away = Math.hypot(start.x() - mine.position().x(), start.y() - mine.position().y());
        if (away > START) {
            found.add(who + "'s path starts " + inches(away) + " from where he stands, at " + point(start));
        }
        MoveMeasure measured = stands.measureMove(mine, m.path());
        if (measured.forbidden() != null) {
            found.add(who + " moved where the going forbids: " + measured.inWords());
        }
        double cost = measured.cost() / rules.info().units().toInches(1);
        Double given = null;
        String what = null;
        if (need.distance() != null && resolved != null && resolved.input(need.distance()) instanceof Number n) {
            given = n.doubleValue();
            what = "the rules were given ";
        } else {
            // A distance the rules rolled, in inches of the going: the instruction that says how far the figure goes.
            for (GameEvent e : outcome.events()) {
                if (e instanceof GameEvent.TableInstruction i && mine.id().equals(i.actor()) && !Double.isNaN(i.inches())) {
                    given = i.inches() / rules.info().units().toInches(1);
                    what = "the rules rolled ";
                }
            }
        }
        if (given != null && cost > given + ROUNDING) {
            found.add(who + "'s path costs " + number(cost) + " and " + what + number(given) + ": "
                    + measured.inWords());
        }
        if (!g.table().contains(m.to())) return; // leaving by an edge is a move's one way off the table (T15)
        Stand at = g.stand(mine.actor().withPosition(m.to()));
        Stand on = stands.standsOn(at, OVERLAP);
        if (on != null) found.add(who + " ended on " + on.actor().name() + "'s base at " + point(m.to()));
    }

    private TableGeometry geometry(Table t) {
        if (t != table) {
            geometry = TableGeometry.of(t, TableRules.forRuleset(rules.info().id()));
            table = t;
        }
        return geometry;
    }

    /** The actors on the table for a side: its own, and the others' not hidden from it. */
    public static List<Actor> seenBy(GameState state, String side) {
        List<Actor> on = new ArrayList<>();
        for (Actor a : state.actors().values()) {
            if (a.side().equals(side) || !hidden(a)) on.add(a);
        }
        return on;
    }

    public static boolean hidden(Actor a) {
        return Boolean.TRUE.equals(a.marks().get("hidden"));
    }

    private static String aimed(Stand s) {
        return s.actor().name();
    }

    private static String inches(double d) {
        return String.format(Locale.ROOT, "%.2f\"", d);
    }

    private static String number(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }

    private static String point(Position p) {
        return String.format(Locale.ROOT, "(%.2f, %.2f)", p.x(), p.y());
    }
}
