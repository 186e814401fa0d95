package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
import org.vedette.rules.riskfactor.ActionsChart;
import org.vedette.rules.riskfactor.Decision;
import org.vedette.rules.riskfactor.Observation;
import org.vedette.rules.riskfactor.Result;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.Situation;

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
            Observation.DEFENDING_FORTIFIED };

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
    static Outcome roll(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        String observed = observed(r);
        for (Actor f : Groups.standing(c, a)) c.mark(f.id(), Mark.OBSERVED, observed.isEmpty() ? null : observed);
        int modifier = (int) r.number(Input.DIE_MODIFIER, 0);
        Decision d = roll(c, a, observed, modifier, dice, ex);
        return new Outcome(() -> Groups.whose(a) + ": " + d.result().word() + " (RF " + d.riskFactor() + ", D6 " + d.die()
                + ")", c.events(), dice.rolls(), ex.steps());
    }

    /**
     * The group of {@code a} dices on its Actions table: the result and its
     * morale effect go on every figure it moves, and its instruction to the
     * table; natives who Attack throw their extra D6 cm.
     */
    static Decision roll(Changes c, Actor a, String observed, int modifier, Dice dice, Explanation ex) {
        List<Actor> troops = Groups.troops(c, a);
        if (troops.isEmpty()) troops = Groups.standing(c, a); // a player character alone is shot at "using the same system"
        Situation situation = given(Groups.computed(c, a, troops), observed).dieModifier(modifier);
        String group = Groups.name(a);
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
        if (d.result() == Result.ATTACK && situation.holds(Observation.NATIVES)) {
            int extra = dice.d6("natives' +D6 cm for " + group);
            instruction += " (+" + extra + " cm to its move)";
            ex.step(Book.ATTACK, "Natives get a +D6 cm to movement: +" + extra + " cm");
        }
        c.instruct(troops.get(0).id(), group + " — " + instruction);
        return d;
    }

    /**
     * The end of a side's command phase: every group of the side that no
     * one commands and that has not diced this turn dices now, with what the
     * referee last noted it sees ("Determine units under command then dice
     * for all their side's units on the Actions table").
     */
    static void rollUncommanded(Changes c, String side, Dice dice, Explanation ex) {
        Set<String> seen = new LinkedHashSet<>();
        List<Actor> firsts = new ArrayList<>();
        for (Actor f : c.state().actors().values()) {
            if (!side.equals(f.side()) || c.status(f).out() || Groups.playerCharacter(f)) continue;
            if (seen.add(f.unit() == null ? "#" + f.id() : f.unit())) firsts.add(f);
        }
        for (Actor first : firsts) {
            List<Actor> troops = Groups.troops(c, first);
            boolean commanded = false;
            boolean rolled = false;
            for (Actor f : troops) {
                commanded |= Boolean.TRUE.equals(c.mark(f, Mark.COMMANDED));
                rolled |= c.mark(f, Mark.ACTION) != null;
            }
            if (commanded) {
                ex.step(Book.WHOLE_GROUP, Groups.name(first) + " is commanded: it acts as its player wishes");
                continue;
            }
            if (rolled) {
                ex.step(Book.C15, Groups.name(first) + " has diced on the Actions table this turn already");
                continue;
            }
            Object observed = c.mark(troops.get(0), Mark.OBSERVED);
            roll(c, first, observed instanceof String o ? o : null, 0, dice, ex);
        }
    }
}
