package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Step;
import org.vedette.actions.ActionsChart;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Decision;
import org.vedette.actions.Lookout;
import org.vedette.actions.Observation;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.actions.Situation;
import org.vedette.rules.riskfactor.internal.Groups.Party;

/**
 * The Actions table in the game: the referee notes what a group sees
 * ({@code observe}), a group dices now ({@code actions-table}), and every
 * uncommanded group of a side dices when its command phase ends (ruling
 * C15). All three read the table through {@link ActionsChart}, and leave the
 * result and its morale effect as marks on every figure of the group.
 */
final class Chart {
    /** The observations a referee gives: the rest the game computes (Groups.computed). */
    static final Observation[] GIVEN = { Observation.NOTHING_IN_SIGHT, Observation.ENTIRELY_IN_COVER,
            Observation.ADVANCING, Observation.ENEMY_IN_RANGE, Observation.ENEMY_TO_FLANK_OR_REAR,
            Observation.FRIENDS_RETREATING_NEAR, Observation.ENEMY_CAVALRY_NEAR, Observation.LOSING_MELEE,
            Observation.DEFENDING_FORTIFIED, Observation.SURROUNDED };

    private Chart() {
    }

    /** The observations a request gives, as the {@link org.vedette.rules.riskfactor.RiskFactor.Mark#OBSERVED} text. */
    static String observed(ActionRequest r) {
        StringBuilder b = new StringBuilder();
        for (Observation o : GIVEN) {
            if (r.flag(o.id())) b.append(b.isEmpty() ? "" : " ").append(o.id());
        }
        return b.toString();
    }

    private static Situation given(Situation s, String observed) {
        if (observed == null || observed.isEmpty()) return s;
        for (String id : observed.split(" ")) {
            Observation o = Observation.byId(id);
            if (o != null) s = s.given(o);
        }
        return s;
    }

    /** {@code observe}: notes what the group sees, on each of its figures, until noted again. */
    static Outcome observe(ActionRequest r, GameState s, Dice dice, Explanation ex) {
        Changes c = new Changes(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        String observed = observed(r);
        for (Actor f : Groups.standing(c, a)) c.mark(f.id(), Mark.OBSERVED, observed.isEmpty() ? null : observed);
        ex.step(Book.RISK_FACTORS, Groups.name(a) + " sees: " + (observed.isEmpty() ? "nothing the risk factors count" : observed)
                + "; its Actions-table roll will count it");
        return new Outcome(() -> Groups.whose(a) + " observed", c.events(), dice.rolls(), ex.steps());
    }

    /** {@code actions-table}: the group dices now, with the observations of the request. */
    static Outcome roll(ActionRequest r, GameState s, Dice dice, Explanation ex, Tables tables) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        String observed = observed(r);
        for (Actor f : Groups.standing(c, a)) c.mark(f.id(), Mark.OBSERVED, observed.isEmpty() ? null : observed);
        int modifier = (int) r.number(Input.DIE_MODIFIER, 0);
        String first = Groups.party(c, a).troops().get(0).id();
        Decision d = roll(c, a, observed, modifier, tables, dice, ex);
        // An Advance the table turns into a Halt or an Attack (ruling C21) is headed by what the group does.
        Result done = Result.of(String.valueOf(c.mark(first, Mark.ACTION)));
        String word = done == null || done == d.result() ? d.result().word() : d.result().word() + " → " + done.word();
        return new Outcome(() -> Groups.whose(a) + ": " + word + " (RF " + d.riskFactor() + ", D6 " + d.die()
                + ")", c.events(), dice.rolls(), ex.steps());
    }

    /**
     * The group of {@code a} dices on its Actions table: the result and its
     * morale effect go on every figure it moves, and its instruction to the
     * table; natives who Attack throw their extra D6 cm.
     */
    static Decision roll(Changes c, Actor a, String observed, int modifier, Tables tables, Dice dice, Explanation ex) {
        return roll(c, Groups.party(c, a), observed, modifier, tables.positions(c.state()), dice, ex);
    }

    /**
     * The party dices on its Actions table, with the observations the referee
     * gave and those the game computes — from the figures' places on the
     * table when they all have one (ruling C18), which then replace the
     * referee's answers to the same questions.
     */
    static Decision roll(Changes c, Party p, String observed, int modifier, Positions table, Dice dice, Explanation ex) {
        List<Actor> troops = p.troops();
        Situation situation = given(Groups.computed(c, p), observed);
        Lookout.Seen seen = table == null ? null : table.look(troops);
        if (seen != null) {
            for (Observation o : Lookout.COMPUTED) {
                if (situation.holds(o) && !seen.holds().contains(o) && ex.isWanted()) {
                    ex.step(Book.C18, "the referee's \"" + o.words() + "\" is not counted: the figures stand on the table, and it does not hold there");
                }
                situation = situation.without(o);
            }
            for (Observation o : seen.holds()) situation = situation.computed(o);
            if (ex.isWanted()) {
                ex.step(Book.C18, p.name() + "'s figures stand on the table: what they see is computed from their places");
                for (String why : seen.why()) ex.step(Book.C18, why);
            }
        }
        situation = situation.dieModifier(modifier);
        String group = p.name();
        int die = dice.d6("D6 on the Actions table for " + group);
        Decision d = ActionsChart.decide(situation, die);
        if (ex.isWanted()) {
            ex.step(Book.CROSS_REFERENCE, group + " dices on the Actions table (" + situation.table().id() + ")");
            for (Step step : d.explain()) ex.step(step.rule(), step.text());
        }
        for (Actor f : troops) {
            c.mark(f.id(), Mark.ACTION, d.result().id());
            c.mark(f.id(), Mark.MORALE, d.morale().id());
        }
        String instruction = d.instruction();
        Result result = d.result();
        if (result == Result.ADVANCE) {
            Advance a = advance(p, situation, table, ex);
            instruction += a.words();
            if (a.becomes() != null) {
                result = a.becomes();
                for (Actor f : troops) c.mark(f.id(), Mark.ACTION, result.id());
            }
        }
        if (result == Result.ATTACK && situation.holds(Observation.NATIVES)) {
            int extra = dice.d6("natives' +D6 cm for " + group);
            instruction += " (+" + extra + " cm to its move)";
            ex.step(Book.ATTACK, "Natives get a +D6 cm to movement: +" + extra + " cm");
        }
        if (d.result() == Result.RETREAT) instruction += retreat(p, situation, ex);
        if (d.result() == Result.ROUT && situation.holds(Observation.SURROUNDED)) {
            for (Actor f : troops) c.status(f.id(), c.status(f).withOut(true));
            ex.step(Book.ROUT, "If surrounded, they surrender: " + group + " is surrounded, and its " + troops.size()
                    + (troops.size() == 1 ? " figure is" : " figures are") + " out of the game");
            instruction += " Surrounded: they surrender.";
        }
        c.instruct(troops.get(0).id(), group + " — " + instruction);
        return d;
    }

    /** What an Advance comes to: words for the table, and the result it turns into, if any. */
    private record Advance(String words, Result becomes) {
    }

    /**
     * "Move towards the nearest enemy and halt at medium range if missile
     * armed, otherwise go to Attack if within 50cms of enemy". Missile armed
     * is the gunpowder, bows and slings table's troops (ruling C17): they halt
     * at the medium range of their weapon — at once when the table shows the
     * nearest enemy they see within it. Others within 50 cm of an enemy they
     * see go to Attack; without positions the 50 cm are the referee's.
     */
    private static Advance advance(Party p, Situation s, Positions table, Explanation ex) {
        Positions.NearestEnemy n = table == null ? null : table.nearestEnemy(p.troops());
        if (s.table() == ActionsTable.GUNPOWDER) {
            WeaponTable best = null;
            for (Actor f : p.troops()) {
                for (String w : f.weapons()) {
                    WeaponTable t = WeaponTable.of(w);
                    if (t != null && Groups.gunpowderOrBows(w) && (best == null || t.mediumRange > best.mediumRange)) best = t;
                }
            }
            if (best == null) return new Advance("", null);
            String medium = Text.cm(best.mediumRange) + " with its " + best.id;
            if (n != null && n.cm() <= best.mediumRange) {
                ex.step(Book.ADVANCE, "halt at medium range if missile armed: " + n.enemy().name() + " is "
                        + Text.cm(Math.round(n.cm() * 10) / 10.0) + " away (from the table), within medium range (" + medium + "): it halts");
                return new Advance(" Already within medium range of " + n.enemy().name() + " (" + medium + "): it halts.", Result.HALT);
            }
            ex.step(Book.ADVANCE, "halt at medium range if missile armed: " + medium);
            return new Advance(" Missile armed: it halts at medium range (" + medium + ").", null);
        }
        if (n != null && n.cm() <= Positions.ADVANCE_TO_ATTACK_CM) {
            ex.step(Book.ADVANCE, "otherwise go to Attack if within 50cms of enemy: " + n.enemy().name() + " is "
                    + Text.cm(Math.round(n.cm() * 10) / 10.0) + " away (from the table): Attack");
            return new Advance(" Within 50 cm of " + n.enemy().name() + ": it goes to Attack. " + Result.ATTACK.meaning(), Result.ATTACK);
        }
        return new Advance("", null);
    }

    /**
     * "If in cover already, unit may stay in position if it has at least 50%
     * of its original unit strength": the group entirely in cover with half
     * the figures it began with, or more, standing may stay.
     */
    private static String retreat(Party p, Situation s, Explanation ex) {
        if (!s.holds(Observation.ENTIRELY_IN_COVER)) return "";
        int standing = p.troops().size();
        int strength = Math.max(p.all().size(), standing);
        boolean stays = standing * 2 >= strength;
        ex.step(Book.RETREAT, "If in cover already, unit may stay in position if it has at least 50% of its original unit strength: "
                + p.name() + " is in cover with " + standing + " of " + strength + (stays ? ": it may stay" : ": it must move"));
        return stays ? " In cover with " + standing + " of " + strength + ": it may stay in position."
                : " In cover, but with " + standing + " of " + strength + ", under half its strength: it must move.";
    }

    /**
     * The end of a side's command phase: every group of the side that no
     * one commands and that has not diced this turn dices now, with what the
     * referee last noted it sees, or the table shows ("Determine units under
     * command then dice for all their side's units on the Actions table");
     * the units of a formed platoon dice as one ("Uncommanded Formed troops
     * will count as a single group on the action chart", ruling C12).
     */
    static void rollUncommanded(Changes c, String side, Tables tables, Dice dice, Explanation ex) {
        Set<String> seen = new LinkedHashSet<>();
        List<Actor> firsts = new ArrayList<>();
        List<Actor> ofSide = new ArrayList<>();
        for (Actor f : c.state().actors().values()) {
            if (!side.equals(f.side()) || c.status(f).out()) continue;
            ofSide.add(f);
            if (Groups.playerCharacter(f)) continue;
            if (seen.add(f.unit() == null ? "#" + f.id() : f.unit())) firsts.add(f);
        }
        Positions table = tables.positions(c.state());
        Map<String, List<Party>> platoons = new LinkedHashMap<>();
        List<Object> order = new ArrayList<>();
        for (Actor first : firsts) {
            Party p = Groups.party(c, first);
            boolean commanded = false;
            boolean rolled = false;
            for (Actor f : p.troops()) {
                commanded |= Boolean.TRUE.equals(c.mark(f, Mark.COMMANDED));
                rolled |= c.mark(f, Mark.ACTION) != null;
            }
            if (commanded) {
                ex.step(Book.WHOLE_GROUP, p.name() + " is commanded: it acts as its player wishes");
                continue;
            }
            if (rolled) {
                ex.step(Book.C15, p.name() + " has diced on the Actions table this turn already");
                continue;
            }
            String platoon = first.profile().get(Field.PLATOON) instanceof String id && !id.isBlank() ? id : null;
            if (platoon == null) {
                order.add(p);
            } else {
                if (!platoons.containsKey(platoon)) order.add(platoon);
                platoons.computeIfAbsent(platoon, k -> new ArrayList<>()).add(p);
            }
        }
        for (Object o : order) {
            if (o instanceof Party p) {
                rollObserved(c, p, table, dice, ex);
                continue;
            }
            String platoon = (String) o;
            List<Party> units = platoons.get(platoon);
            if (units.size() > 1 && formed(platoon, units, ofSide, table, ex)) {
                rollObserved(c, Party.of("platoon " + platoon, units), table, dice, ex);
            } else {
                for (Party p : units) rollObserved(c, p, table, dice, ex);
            }
        }
    }

    private static void rollObserved(Changes c, Party p, Positions table, Dice dice, Explanation ex) {
        Object observed = c.mark(p.troops().get(0), Mark.OBSERVED);
        roll(c, p, observed instanceof String o ? o : null, 0, table, dice, ex);
    }

    /**
     * "all units of the platoon are within 5cms of each other and there is at
     * least 1 Officer /NCO within 5 cms of the platoon": from the table when
     * its figures stand on it; without positions, when an officer or NCO of
     * the platoon stands (ruling C12: the distances are then the referee's,
     * who has a unit dice alone with the Actions table action).
     */
    private static boolean formed(String platoon, List<Party> units, List<Actor> ofSide, Positions table, Explanation ex) {
        List<List<Actor>> figures = new ArrayList<>();
        for (Party p : units) figures.add(p.troops());
        Boolean placed = table == null ? null : table.formed(figures, ofSide);
        boolean formed;
        String why;
        if (placed != null) {
            formed = placed;
            why = formed ? "its " + units.size() + " units stand within 5 cm of each other with an officer or NCO within 5 cm"
                    : "its units are not all within 5 cm of each other, or no officer or NCO is within 5 cm of it";
        } else {
            formed = false;
            for (Party p : units) {
                for (Actor f : p.standing()) {
                    String rank = Groups.rank(f);
                    formed |= RiskFactor.Rank.OFFICER.equals(rank) || RiskFactor.Rank.NCO.equals(rank);
                }
            }
            why = formed ? "an officer or NCO of it stands with it (ruling C12: without positions the 5 cm are the referee's)"
                    : "no officer or NCO of it stands";
        }
        ex.step(Book.FORMED_TROOPS, "platoon " + platoon + (formed ? " counts as a single group on the action chart: "
                : " does not count as one group: ") + why);
        return formed;
    }
}
