package org.vedette.rules.sharpe.internal;

import org.vedette.core.dice.Roll;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Pace;

/**
 * The optional rules that are actions of their own: §14 Morale, §15 riding a
 * man down, §16 Killing unconscious men. Each is refused unless the game uses
 * its option.
 */
final class OptionalRules {
    static final String MORALE = "1D6 morale test against the senior soldier's initiative";
    static final String DODGE_HORSE = Horsemen.DODGE_HORSE;

    private OptionalRules() {
    }

    private static void need(boolean on, RuleRef rule, String option) throws IllegalActionException {
        if (!on) {
            throw new IllegalActionException(rule, "this is an optional rule, and this game does not use it (option '" + option + "')");
        }
    }

    /**
     * §14: "When an officer is killed or passes out with a serious wound if
     * there is no other officer as second in command then the group must take
     * a morale test. […] assume that the character […] who had the highest
     * initiative at the start of the game is the senior soldier. Simply test
     * against his initiative as it is at this stage of the game." The book
     * gives no consequence of failure (ruling B): the outcome says so.
     */
    static Outcome morale(Resolution r, ActionRequest q) throws IllegalActionException {
        need(Options.morale(r.state), Book.MORALE, Sharpe.Option.MORALE);
        Fighter senior = r.fighter(q.text(Input.ACTOR));
        Profiles.check(senior.actor);
        senior.mustBeAbleToAct("take the morale test");
        Checks.Result c = Checks.check(senior, Checks.Ability.INITIATIVE, 0, r.dice, MORALE, Book.MORALE, r.ex);
        r.ch.mark(senior.id, Mark.MORALE, c.passed() ? "passed" : "failed");
        if (!c.passed()) {
            r.ch.instruct(senior.id, "the group fails its morale test: it retires from the fight (the book sets no penalty; see RULINGS.md)");
        }
        return r.outcome(() -> senior.name() + ", the senior soldier, tests the group's morale and "
                + c.against(Checks.Ability.INITIATIVE) + ": " + (c.passed() ? "morale test passed" : "morale test failed"));
    }

    /**
     * §16: "an enemy that has been in base contact with the unconscious
     * character since the last bound may use his move and attack to kill the
     * unconscious character without any combat testing."
     */
    static Outcome killUnconscious(Resolution r, ActionRequest q) throws IllegalActionException {
        need(Options.killingUnconscious(r.state), Book.KILLING_UNCONSCIOUS, Sharpe.Option.KILLING_UNCONSCIOUS);
        Fighter killer = r.fighter(q.text(Input.ACTOR));
        Fighter victim = r.fighter(q.text(Input.TARGET));
        Profiles.check(killer.actor);
        killer.mustBeFreeToAct("kill", true);
        if (!victim.unconscious() || victim.out()) {
            throw new IllegalActionException(Book.KILLING_UNCONSCIOUS, victim.name() + " is not unconscious");
        }
        if (!q.flag(Input.IN_CONTACT)) {
            throw new IllegalActionException(Book.KILLING_UNCONSCIOUS, killer.name() + " must have been \"in base contact with the unconscious character since the last bound\"");
        }
        if (killer.flag(Mark.ATTACKED) || killer.flag(Mark.MOVED) || r.ch.markText(killer.id, Mark.ACTION) != null) {
            throw new IllegalActionException(Book.KILLING_UNCONSCIOUS, killer.name() + " must \"use his move and attack\" for the killing stroke, and has used them this bound");
        }
        r.ch.status(victim.id, victim.status().withOut(true).withDown(true));
        r.ch.mark(killer.id, Mark.ATTACKED, Boolean.TRUE);
        r.ch.mark(killer.id, Mark.MOVED, Boolean.TRUE);
        r.ch.mark(killer.id, Mark.ACTION, Sharpe.Action.KILL_UNCONSCIOUS);
        r.ch.mark(killer.id, Mark.KILLED_UNCONSCIOUS, Boolean.TRUE);
        r.ex.step(Book.KILLING_UNCONSCIOUS, "The dirty deed: no combat test. If attacked after it, the murderer may not turn to face any new attacker");
        return r.outcome(() -> killer.name() + " kills the unconscious " + victim.name() + ": killed");
    }

    /**
     * §15 Attacking: "the kamikaze horseman may elect to try and ride over the
     * character with the horse. The target may attempt to dodge. When dodging
     * a horse at the canter 1D6 is rolled against dexterity. If the horse is
     * at the gallop, roll 1D6+1. If the target fails to dodge […] He checks to
     * see if the horse's hoofs have wounded the opponent in exactly the same
     * way as if the rider had shot him. […] If the foot soldier suffers a
     * wound […] then the horse must check to see if it trips on the body and
     * falls […] but will subtract 1 from the wound effect die. If the attacked
     * man successfully dodges then the horseman may slash at him as he goes by."
     */
    static Outcome rideDown(Resolution r, ActionRequest q) throws IllegalActionException {
        need(Options.horsemen(r.state), Book.RIDING_DOWN, Sharpe.Option.HORSEMEN);
        Fighter rider = r.fighter(q.text(Input.ACTOR));
        Fighter man = r.fighter(q.text(Input.TARGET));
        Profiles.check(rider.actor);
        Profiles.check(man.actor);
        rider.mustBeFreeToAct("ride a man down", true);
        if (!rider.mounted()) throw new IllegalActionException(Book.RIDING_DOWN, rider.name() + " is not on a horse");
        if (man.mounted()) throw new IllegalActionException(Book.RIDING_DOWN, man.name() + " is not on foot");
        if (man.out()) throw new IllegalActionException(Book.RIDING_DOWN, man.name() + " is already out of action");
        if (rider.flag(Mark.ATTACKED)) {
            throw new IllegalActionException(Book.MELEE, "\"Each figure may make one attack per bound\": " + rider.name() + " has already attacked");
        }
        String pace = r.ch.markText(rider.id, Mark.PACE);
        boolean gallop = Pace.GALLOP.equals(pace);
        if (!gallop && !Pace.CANTER.equals(pace)) {
            throw new IllegalActionException(Book.RIDING_DOWN, rider.name() + "'s horse is at a " + (pace == null ? "halt" : pace)
                    + ": a man is ridden down at the canter or the gallop");
        }
        boolean dodges = !Defence.NONE.equals(q.text(Input.DEFENCE)) && !man.down() && !man.unconscious();
        if (dodges) {
            Checks.Result c = Checks.check(man, Checks.Ability.DEXTERITY, gallop ? 1 : 0, r.dice, DODGE_HORSE, Book.RIDING_DOWN, r.ex);
            if (c.passed()) {
                r.ch.instruct(rider.id, "the man dodges the horse: the horseman may slash at him as he goes by");
                return r.outcome(() -> rider.name() + " rides at " + man.name() + " at a " + pace + "; he "
                        + c.against(Checks.Ability.DEXTERITY) + ": dodged the horse");
            }
        }
        r.ch.mark(rider.id, Mark.ATTACKED, Boolean.TRUE);
        Location where = Wounds.location(r, Sharpe.Side.FRONT, 0, null);
        Mods m = new Mods(r.explaining());
        m.add(Horsemen.HIT_BY_HORSE, "hit by a horse");
        m.add(man.down(), 1, "wounded whilst on the floor");
        Roll roll = r.dice.roll(2, 6, Horsemen.HOOVES_EXTENT);
        Severity s = Wounds.extent(r, where, roll.total() + m.total(), r.explaining() ? "2D6 " + roll.total() + " (" + m + ")" : null);
        Wounds.inflict(r, man.id, where, s, Wounds.Hit.SHOT);
        if (s != Severity.NO_EFFECT) {
            r.ex.step(Book.RIDING_DOWN, "The man is wounded: the horse checks whether it trips on the body, as if shot, -1");
            Location hurt = Location.ofDie(r.dice.d6(Horsemen.TRIP_LOCATION));
            int trip = r.dice.roll(2, 6, Horsemen.TRIP_EXTENT).total();
            Severity hs = Wounds.extent(r, hurt, trip + Horsemen.HORSE_HIT_BY_MAN, r.explaining() ? "2D6 " + trip + " -1" : null);
            if (hs != Severity.NO_EFFECT) Horsemen.woundHorse(r, rider.id, hurt, hs);
        }
        return r.outcome(() -> rider.name() + " rides " + man.name() + " down at a " + pace + " (" + where.label
                + "): ridden down: " + s.label);
    }
}
