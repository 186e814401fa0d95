package org.vedette.rules.sharpe.internal;

import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Ability;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;

/**
 * §5 Actions (excluding fighting): action checks with the modifier table,
 * combined strength tasks, and the actions a figure spends its bound on —
 * aiming, loading (a continuing action), picking up a weapon, rising.
 */
final class Actions {
    static final String CHECK = "1D6 action check";
    static final String TASK_STRENGTH = "D6+6 for the strength the task needs";
    static final String STRENGTH_TEST = "1D6 against strength";
    static final String RISE = "1D6 against initiative to rise";

    /** "rolling a D6 and adding 6 to the figure". */
    static final int TASK_STRENGTH_BASE = 6;

    private Actions() {
    }

    /** One of the book's action checks, with the table's modifier and the referee's own. */
    static Outcome check(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter f = r.fighter(q.text(Input.ACTOR));
        Profiles.check(f.actor);
        f.mustBeAbleToAct("make an action check");
        Checks.Ability ability = Checks.Ability.of(q.text(Input.ABILITY));
        Task task = Task.of(q.text(Input.TASK));
        int feet = (int) q.number(Input.HEIGHT, 0);
        int extra = (int) q.number(Input.MODIFIER, 0);
        int mod = task.modifier(feet) + extra;
        if (r.explaining()) {
            r.ex.step(Book.ACTION_MODIFIERS, task.label + (task == Task.JUMPING_DOWN ? " " + feet + " feet" : "") + ": "
                    + Text.signed(task.modifier(feet)) + (extra != 0 ? ", referee's modifier " + Text.signed(extra) : ""));
        }
        Checks.Result c = Checks.check(f, ability, mod, r.dice, CHECK, Book.CHECKS, r.ex);
        String result;
        if (c.passed()) {
            result = "succeeds";
        } else if (ability == Checks.Ability.DEXTERITY && !f.down()) {
            Movement.fall(r, f, "stumbles and falls");
            result = "fails and falls";
        } else {
            r.ex.step(Book.CHECKS, "The proposed action will not take place, and this will be the end of the matter");
            result = "fails: the action does not take place";
        }
        return r.outcome(() -> f.name() + " checks " + ability.label + " for " + task.label.toLowerCase()
                + (task == Task.JUMPING_DOWN ? " " + feet + " feet" : "") + " and " + c.against(ability) + ": " + result);
    }

    /**
     * §5 combined strength: "the strength factor needed to accomplish the task
     * is allocated either by mutual agreement or rolling a D6 and adding 6 […]
     * two or more figures whose combined strength is equal to or greater than
     * that figure will all roll against their strength. If all succeed then
     * the object falls […] If any one of them fails the task fails." Ruling A7
     * decides whether a roll equal to the strength succeeds.
     */
    static Outcome force(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter lead = r.fighter(q.text(Input.ACTOR));
        Fighter[] team = team(r, q, lead);
        oneActionOnly(r, lead);
        int sum = 0;
        for (Fighter f : team) sum += f.strength();
        Object given = q.input(Input.TASK_STRENGTH);
        int needed;
        if (given instanceof Number n) {
            needed = n.intValue();
            if (sum < needed) {
                throw new IllegalActionException(Book.CHECKS, names(team) + (team.length == 1 ? " has" : " have")
                        + " a combined strength of " + sum + ", less than the task's " + needed + ": they cannot possibly do it");
            }
        } else {
            needed = r.dice.d6(TASK_STRENGTH) + TASK_STRENGTH_BASE;
        }
        r.ch.mark(lead.id, Mark.ACTION, Sharpe.Action.FORCE);
        if (r.explaining()) r.ex.step(Book.CHECKS, "The task needs strength " + needed + (given == null ? " (D6+6)" : "") + "; combined strength " + sum);
        int combined = sum;
        boolean rolled = given == null;
        if (sum < needed) {
            return r.outcome(() -> names(team) + task(needed, rolled) + ": beyond their combined strength of " + combined
                    + " (needs " + needed + ")");
        }
        boolean under = Options.combinedStrengthUnder(r.state);
        if (under) r.ex.step(Book.A7, "Each must roll under his strength (\"Both have to roll under their strength\")");
        boolean all = true;
        for (Fighter f : team) {
            Checks.Result c = Checks.check(f, Checks.Ability.STRENGTH, 0, r.dice, STRENGTH_TEST, Book.CHECKS, r.ex, true, under);
            all &= c.passed();
        }
        boolean done = all;
        return r.outcome(() -> names(team) + task(needed, rolled) + ", combined strength " + combined + ": "
                + (done ? "the task succeeds" : "the task fails"));
    }

    /** " set to a task needing strength 9 (D6+6)". */
    private static String task(int needed, boolean rolled) {
        return " set to a task needing strength " + needed + (rolled ? " (D6+6)" : "");
    }

    private static Fighter[] team(Resolution r, ActionRequest q, Fighter lead) throws IllegalActionException {
        String[] ids = { lead.id, q.text(Input.HELPER_1), q.text(Input.HELPER_2), q.text(Input.HELPER_3) };
        int n = 0;
        Fighter[] team = new Fighter[ids.length];
        for (String id : ids) {
            if (id == null) continue;
            for (int i = 0; i < n; i++) {
                if (team[i].id.equals(id)) throw new IllegalActionException(Book.CHECKS, r.fighter(id).name() + " is named twice");
            }
            Fighter f = r.fighter(id);
            Profiles.check(f.actor);
            f.mustBeFreeToAct("help with the task", true);
            team[n++] = f;
        }
        return java.util.Arrays.copyOf(team, n);
    }

    private static String names(Fighter[] team) {
        String[] names = new String[team.length];
        for (int i = 0; i < team.length; i++) names[i] = team[i].name();
        return Text.list(names, names.length);
    }

    static void oneActionOnly(Resolution r, Fighter f) throws IllegalActionException {
        String action = r.ch.markText(f.id, Mark.ACTION);
        if (action != null) {
            throw new IllegalActionException(Book.ACTIONS, f.name() + " has already taken his action this bound ("
                    + action + "): \"Each character is allowed one move or one action per bound\"");
        }
    }

    /** §7 note 2: the firer stands for a move with the target in sight, for an aimed shot next bound. */
    static Outcome aim(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter f = r.fighter(q.text(Input.ACTOR));
        Profiles.check(f.actor);
        f.mustBeFreeToAct("aim", false);
        oneActionOnly(r, f);
        if (f.flag(Mark.MOVED)) {
            throw new IllegalActionException(Book.SHOOTING_MODIFIERS, f.name() + " has moved this bound: \"Firer must be stationary for 1 move\"");
        }
        Fighter t = r.fighter(q.text(Input.TARGET));
        r.ch.mark(f.id, Mark.ACTION, Sharpe.Action.AIM);
        r.ch.mark(f.id, Mark.AIMING, t.id);
        r.ch.mark(f.id, Mark.AIM_BOUND, r.ch.round());
        r.ex.step(Book.SHOOTING_MODIFIERS, "Stationary for this move with the target in sight: next bound, staying still, he may take an aimed shot (+1)");
        return r.outcome(() -> f.name() + " aims at " + t.name() + ": aiming, for an aimed shot (+1) next bound");
    }

    /**
     * §7 Reloading and §5 Continuing Actions: a bound spent loading. A musket
     * fires every 2 bounds (1 of loading), a Baker rifle every 3 (2), or every
     * other bound tap loaded (1, and then "only as accurate as a musket"); an
     * artillery piece takes 20 man-bounds, at most four men. "A figure can do
     * very little else while loading […] They can however kneel down or step
     * back into cover."
     */
    static Outcome reload(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter f = r.fighter(q.text(Input.ACTOR));
        Profiles.check(f.actor);
        f.mustBeFreeToAct("load", true);
        oneActionOnly(r, f);
        String named = q.text(Input.WEAPON);
        Weapon w = named != null ? Weapon.of(named) : f.firstFirearm();
        if (w == null || !w.firearm || !f.carries(w)) {
            throw new IllegalActionException(Book.RELOADING, f.name() + " has no " + (w == null ? "firearm" : w.label) + " to load");
        }
        if (w != Weapon.CANNON && w != Weapon.PISTOL && !f.canUseLongArm()) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, "\"A serious wound in either arm will prevent him using a musket at all\"");
        }
        int left = f.count(w.reloadMark);
        if (left <= 0) {
            throw new IllegalActionException(Book.RELOADING, f.name() + "'s " + w.label + " is already loaded");
        }
        if (f.flag(Mark.MOVED) && !q.flag(Input.INTO_COVER)) {
            throw new IllegalActionException(Book.RELOADING, f.name() + " has moved this bound: \"No running, no jumping […] If they do any of these things then that particular bound does not count towards their reload time\"");
        }
        if (f.flag(Mark.ATTACKED)) {
            throw new IllegalActionException(Book.RELOADING, f.name() + " has been in close combat this bound, which does not count towards the reload time");
        }
        int work = 1;
        boolean tap = q.flag(Input.TAP_LOAD);
        if (w == Weapon.CANNON) {
            String[] crew = { q.text(Input.CREW_1), q.text(Input.CREW_2), q.text(Input.CREW_3) };
            for (String c : crew) {
                if (c == null) continue;
                Fighter m = r.fighter(c);
                if (m.id.equals(f.id)) continue;
                m.mustBeFreeToAct("load the gun", true);
                oneActionOnly(r, m);
                r.ch.mark(m.id, Mark.ACTION, Sharpe.Action.RELOAD);
                work++;
            }
            work = Math.min(work, Weapon.MAX_CREW);
        } else if (tap) {
            if (w != Weapon.BAKER_RIFLE) {
                throw new IllegalActionException(Book.BAKER_RIFLE, "only a Baker rifle gains by tap loading (a musket already loads in one bound)");
            }
            work = left;
            r.ch.mark(f.id, Mark.TAP_LOADED, Boolean.TRUE);
        }
        int after = Math.max(0, left - work);
        r.ch.mark(f.id, w.reloadMark, after);
        r.ch.mark(f.id, Mark.ACTION, Sharpe.Action.RELOAD);
        r.ch.mark(f.id, Mark.RELOADED, w.id);
        r.ch.mark(f.id, Mark.RELOAD_WORK, left - after);
        if (r.explaining()) {
            r.ex.step(w.rule, f.name() + (tap ? " tap loads his rifle: it fires every other bound, but at a firing skill of at most 9"
                    : " loads his " + w.label + (w == Weapon.CANNON ? " with " + work + (work == 1 ? " man" : " men") : "")) + ": "
                    + (after == 0 ? "loaded — he can fire next bound" : after + (w == Weapon.CANNON ? " man-bounds" : after == 1 ? " bound" : " bounds") + " still to do"));
            r.ex.step(Book.CONTINUING, "If he is hit or suppressed later this bound, this bound's loading has to be done again");
        }
        int crew = work;
        return r.outcome(() -> f.name() + (tap ? " tap loads his " : " loads his ") + w.label
                + (w == Weapon.CANNON ? " with " + crew + (crew == 1 ? " man" : " men") : "") + ": "
                + (after == 0 ? "loaded" : "loading: " + after + " to go"));
    }

    /**
     * §7 Picking Up Dropped weapons: not checked; a close combat weapon may
     * defend at once but attack only next bound; a firearm cannot be used in
     * the bound it is picked up.
     */
    static Outcome pickUp(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter f = r.fighter(q.text(Input.ACTOR));
        Profiles.check(f.actor);
        f.mustBeFreeToAct("pick up a weapon", false);
        Weapon w = Weapon.of(q.text(Input.WEAPON));
        if (f.carries(w)) {
            throw new IllegalActionException(Book.PICKING_UP, f.name() + " already holds " + Text.a(w.label));
        }
        if (f.actor.carries(w.id)) {
            r.ch.mark(f.id, w.droppedMark, null);
        } else {
            r.ch.mark(f.id, w.heldMark, Boolean.TRUE);
        }
        r.ch.mark(f.id, Mark.PICKED_UP, w.id);
        if (r.explaining()) {
            r.ex.step(Book.PICKING_UP, w.firearm ? "\"Firearms cannot be used in the same bound that they are picked up\": it can fire next bound"
                    : "A close combat weapon picked up can be used for defence this bound, but to attack only next bound");
        }
        return r.outcome(() -> f.name() + " picks up " + Text.a(w.label) + ": picked up" + (w.firearm
                ? " (it fires from next bound)" : " (it defends now, attacks from next bound)"));
    }

    /**
     * Getting up. After a stumble (§5): "The next move he has to get up and
     * still cannot attack or move from the spot." After a knock-down (§13):
     * "roll 1D6 and if the score is equal to or less than his modified
     * initiative score then he does get up".
     */
    static Outcome rise(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter f = r.fighter(q.text(Input.ACTOR));
        Profiles.check(f.actor);
        f.mustBeAbleToAct("rise");
        if (!f.down()) {
            throw new IllegalActionException(Book.FALLING_DOWN, f.name() + " is on his feet");
        }
        if (f.flag(Mark.WOUNDED)) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, f.name() + " was wounded this bound: \"If still conscious, at the beginning of the next bound he may attempt to rise\"");
        }
        oneActionOnly(r, f);
        r.ch.mark(f.id, Mark.ACTION, Sharpe.Action.RISE);
        r.ch.mark(f.id, Mark.MOVED, null);
        if (!f.flag(Mark.KNOCKED_DOWN)) {
            r.ch.status(f.id, f.status().withDown(false));
            r.ch.mark(f.id, Mark.FALLEN, null);
            r.ex.step(Book.FALLING_DOWN, "He gets up, and cannot attack or move from the spot this move");
            return r.outcome(() -> f.name() + " rises after his fall: gets up, but cannot attack or move from the spot this move");
        }
        int value = f.initiative();
        int die = r.dice.d6(RISE);
        boolean up = die <= value;
        if (r.explaining()) r.ex.step(Book.WOUND_EFFECTS, f.name() + " rolls " + die + " against his modified initiative " + value + (up ? ": he gets up" : ": he stays down"));
        if (up) {
            r.ch.status(f.id, f.status().withDown(false));
            r.ch.mark(f.id, Mark.KNOCKED_DOWN, null);
        }
        return r.outcome(() -> f.name() + " tries to rise, rolling " + die + " against his modified initiative " + value
                + ": " + (up ? "gets up" : "stays down"));
    }

    /** The ability ids of the check input. */
    static final String[] ABILITIES = { Ability.DEXTERITY, Ability.STRENGTH, Ability.INITIATIVE };
}
