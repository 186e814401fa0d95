package org.vedette.rules.sharpe.internal;

import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Pace;

/**
 * §4 Movement: the paces on foot and mounted, a horse's turning angle and its
 * one-stage pace changes, the loss for wounds, bad going, and collisions and
 * pushing.
 */
final class Movement {
    static final String PUSH = "1D6 against the pusher's strength";
    static final String PUSHED = "1D6 against the pushed man's dexterity: does he fall?";
    static final String COLLISION = "1D6 against dexterity: does he fall in the collision?";

    /** The movement table (§4), to read against the book. */
    enum Gait {
        CRAWL(Pace.CRAWL, false, 3, 0, "Crawl/Sneak"),
        WALK(Pace.WALK, false, 6, 0, "Walk"),
        RUN(Pace.RUN, false, 9, 0, "Run"),
        HALT(Pace.HALT, true, 0, 180, "Halt"),
        HORSE_WALK(Pace.WALK, true, 6, 180, "Walk"),
        TROT(Pace.TROT, true, 9, 180, "Trot"),
        CANTER(Pace.CANTER, true, 12, 90, "Canter"),
        GALLOP(Pace.GALLOP, true, 15, 45, "Gallop");

        final String id;
        final boolean mounted;
        final double inches;
        /** "the angle of turn that can be made by a horse travelling at that speed". */
        final double turn;
        final String label;

        Gait(String id, boolean mounted, double inches, double turn, String label) {
            this.id = id;
            this.mounted = mounted;
            this.inches = inches;
            this.turn = turn;
            this.label = label;
        }

        static Gait of(String id, boolean mounted) {
            for (Gait g : values()) {
                if (g.mounted == mounted && g.id.equals(id)) return g;
            }
            return null;
        }

        /** A horse's stage: halt 0, walk 1, trot 2, canter 3, gallop 4. */
        int stage() {
            return mounted ? ordinal() - HALT.ordinal() : -1;
        }
    }

    private Movement() {
    }

    static Outcome move(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter f = r.fighter(q.text(Input.ACTOR));
        Profiles.check(f.actor);
        f.mustBeFreeToAct("move", true);
        f.mustNotBeDistracted("move");
        if (f.flag(Mark.MOVED)) {
            throw new IllegalActionException(Book.ACTIONS, f.name() + " has already moved this bound: \"Each character is allowed one move or one action per bound\"");
        }
        String action = r.ch.markText(f.id, Mark.ACTION);
        if (action != null && !Sharpe.Action.SHOOT.equals(action)) {
            throw new IllegalActionException(Sharpe.Action.RELOAD.equals(action) ? Book.RELOADING : Book.ACTIONS,
                    f.name() + " has already taken his action this bound (" + action + ")"
                            + (Sharpe.Action.RELOAD.equals(action) ? ": \"a figure can do very little else while loading\"" : ""));
        }
        if (f.count(Mark.LAME_IN) == r.ch.round()) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, f.name() + " was lightly wounded in the legs last bound: \"No move next bound\"");
        }
        boolean mounted = f.mounted();
        if (mounted && f.flag(Mark.OUT_OF_CONTROL)) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, f.name() + "'s horse is out of control: it carries on at the same speed until he controls it");
        }
        String paceId = q.text(Input.PACE);
        Gait gait = Gait.of(paceId, mounted);
        if (gait == null) {
            throw new IllegalActionException(Book.MOVEMENT, f.name() + " is " + (mounted ? "mounted" : "on foot")
                    + " and cannot move at a " + paceId + (mounted ? "; a horse may halt, walk, trot, canter or gallop" : "; a man on foot may crawl, walk or run"));
        }
        if (!mounted && gait != Gait.CRAWL && f.flag(Mark.CRAWL)) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, f.name() + " has a serious leg wound and must \"Crawl for rest of game\"");
        }
        double turn = q.number(Input.TURN, 0);
        if (mounted) checkHorse(r, f, gait, turn);

        // The allowance: the pace, less 1" a light and 2" a serious wound, halved in bad going (ruling A12 orders them).
        int wounds = mounted ? f.count(Mark.HORSE_WOUNDS) : f.wounds();
        boolean bad = q.flag(Input.BAD_GOING);
        double allowance;
        if (bad && Options.halvingFirst(r.state)) {
            allowance = gait.inches / 2 - wounds;
        } else {
            allowance = bad ? (gait.inches - wounds) / 2 : gait.inches - wounds;
        }
        allowance = Math.max(0, allowance);
        double distance = q.number(Input.DISTANCE, 0);
        if (distance > allowance) {
            throw new IllegalActionException(bad ? Book.BAD_GOING : Book.MOVEMENT, f.name() + " may "
                    + gait.label.toLowerCase() + " at most " + Text.inches(allowance) + " this bound"
                    + (wounds > 0 ? " (" + wounds + "\" off for " + (mounted ? "the horse's " : "") + "wounds)" : "")
                    + (bad ? " in bad going" : "") + ", not " + Text.inches(distance));
        }
        if (distance > 0 || mounted) r.ch.mark(f.id, Mark.MOVED, distance > 0 ? Boolean.TRUE : null);
        if (mounted) r.ch.mark(f.id, Mark.PACE, gait.id);
        r.ch.mark(f.id, Mark.AIMING, null);
        r.ch.mark(f.id, Mark.AIM_BOUND, null);
        if (q.flag(Input.CONTACT)) {
            r.ch.instruct(f.id, "in contact with the enemy: his movement is over, and his attack is resolved before the next figure moves");
        }
        if (r.explaining()) {
            r.ex.step(Book.MOVEMENT, (mounted ? "Mounted " : "On foot, ") + gait.label.toLowerCase() + " " + Text.inches(gait.inches)
                    + (wounds > 0 ? ", less " + wounds + "\" for wounds (1\" a light, 2\" a serious)" : ""));
            if (bad) {
                r.ex.step(Book.BAD_GOING, "Bad going: all movement is reduced by a half");
                if (wounds > 0) r.ex.step(Book.A12, Options.halvingFirst(r.state) ? "Halved first, then the wounds come off" : "The wounds come off first, then the move is halved");
            }
            r.ex.step(Book.MOVEMENT, "Allowance " + Text.inches(allowance) + "; moves " + Text.inches(distance));
        }
        double allowed = allowance;
        return r.outcome(() -> f.name() + " " + gait.label.toLowerCase() + "s " + Text.inches(distance)
                + " (allowance " + Text.inches(allowed) + ")");
    }

    /** "Horseman can only change pace one stage at a time", the turning angle, and a wounded horse's top pace. */
    private static void checkHorse(Resolution r, Fighter f, Gait gait, double turn) throws IllegalActionException {
        Gait was = Gait.of(r.ch.markText(f.id, Mark.PACE), true);
        if (was == null) was = Gait.HALT;
        if (Math.abs(gait.stage() - was.stage()) > 1) {
            throw new IllegalActionException(Book.MOVEMENT, "\"Horseman can only change pace one stage at a time. Walk before you trot\": "
                    + f.name() + "'s horse is at a " + was.label.toLowerCase() + " and cannot go to a " + gait.label.toLowerCase());
        }
        Gait max = Gait.of(r.ch.markText(f.id, Mark.HORSE_MAX_PACE), true);
        if (max != null && gait.stage() > max.stage()) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, f.name() + "'s wounded horse \"will not accelerate again\" beyond a " + max.label.toLowerCase());
        }
        if (f.flag(Mark.HORSE_DOWN)) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, f.name() + "'s horse is down");
        }
        if (turn > gait.turn) {
            throw new IllegalActionException(Book.MOVEMENT, "a horse at a " + gait.label.toLowerCase() + " can turn at most "
                    + (int) gait.turn + "°, not " + (int) turn + "° (if it cannot make the turn and hits something, test for the collision)");
        }
    }

    /**
     * §4 Collisions and §6: "test against the strength of the pusher to see if
     * successful before testing against the dexterity of the pushed"; a man
     * who fails falls "in the direction of its movement".
     */
    static Outcome push(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter pusher = r.fighter(q.text(Input.ACTOR));
        Fighter pushed = r.fighter(q.text(Input.TARGET));
        Profiles.check(pusher.actor);
        Profiles.check(pushed.actor);
        pusher.mustBeFreeToAct("push", true);
        if (pusher.id.equals(pushed.id)) {
            throw new IllegalActionException(Book.COLLISIONS, pusher.name() + " cannot push himself");
        }
        Checks.Result s = Checks.check(pusher, Checks.Ability.STRENGTH, 0, r.dice, PUSH, Book.COLLISIONS, r.ex);
        if (!s.passed()) return r.outcome(() -> pushes(pusher, pushed, s) + ": the push fails");
        r.ch.instruct(pushed.id, "is pushed out of the way");
        if (pushed.out() || pushed.unconscious() || pushed.down()) {
            return r.outcome(() -> pushes(pusher, pushed, s) + ": pushed aside");
        }
        Checks.Result d = Checks.check(pushed, Checks.Ability.DEXTERITY, 0, r.dice, PUSHED, Book.COLLISIONS, r.ex);
        if (!d.passed()) fall(r, pushed, "falls over in the direction he was pushed");
        return r.outcome(() -> pushes(pusher, pushed, s) + "; " + pushed.name() + " "
                + d.against(Checks.Ability.DEXTERITY) + ": " + (d.passed() ? "pushed aside, and keeps his feet"
                        : "pushed aside, and falls over"));
    }

    /** "Harper pushes Dubois aside and rolls 3 against strength 5". */
    private static String pushes(Fighter pusher, Fighter pushed, Checks.Result strength) {
        return pusher.name() + " pushes " + pushed.name() + " aside and " + strength.against(Checks.Ability.STRENGTH);
    }

    /** §4 Collisions: "Each character involved in a collision tests against its dexterity to see if it falls over." */
    static Outcome collide(Resolution r, ActionRequest q) throws IllegalActionException {
        String[] ids = { q.text(Input.ACTOR), q.text(Input.OTHER_1), q.text(Input.OTHER_2) };
        int fell = 0;
        String[] tested = new String[ids.length];
        String[] fallen = new String[ids.length];
        int n = 0;
        for (String id : ids) {
            if (id == null) continue;
            Fighter f = r.fighter(id);
            Profiles.check(f.actor);
            if (f.out() || f.unconscious() || f.down()) continue;
            Checks.Result d = Checks.check(f, Checks.Ability.DEXTERITY, 0, r.dice, COLLISION, Book.COLLISIONS, r.ex);
            tested[n++] = f.name();
            if (!d.passed()) {
                fall(r, f, "falls over in the direction of his movement");
                fallen[fell++] = f.name();
            }
        }
        int tests = n;
        int falls = fell;
        return r.outcome(() -> "Collision of " + Text.list(tested, tests) + ", each testing dexterity: "
                + (falls == 0 ? "nobody falls" : Text.list(fallen, falls) + (falls == 1 ? " falls" : " fall")));
    }

    /** A fall after a failed dexterity test (§5 Falling Down): on the ground until his next move. */
    static void fall(Resolution r, Fighter f, String how) {
        r.ch.status(f.id, f.status().withDown(true));
        r.ch.mark(f.id, Mark.FALLEN, Boolean.TRUE);
        r.ch.instruct(f.id, how);
        r.ex.step(Book.FALLING_DOWN, "He stumbles and falls: for the rest of that move he cannot attack, defends at -1, and must get up next move");
    }
}
