package org.vedette.rules.riskfactor.internal;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.actions.Morale;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Rank;

/**
 * Figure activation and the chain of command ("Figure Activation", the
 * worked example): a Player Character throws his command dice; each point
 * activates a loyal figure, two a disloyal one or a router; a group is
 * commanded whole or not at all; an activated NCO, drummer or bugler commands
 * on the officer's behalf, an NCO adding his own dice and a drummer or bugler
 * the extra D6, all from one pool of points (ruling C14).
 */
final class Command {
    /** "Command distance is 50cms in the open, 25cms in enclosed terrain." */
    static final double OPEN_DISTANCE = 50;
    static final double ENCLOSED_DISTANCE = 25;

    private Command() {
    }

    /** "Heroes throw 4D6 a turn. Veterans throw 3D6 a turn. Raw figures throw 2D6." Regulars: ruling C6. */
    static int dice(GameState s, Actor a) {
        return switch (Groups.quality(a)) {
            case Quality.HERO -> 4;
            case Quality.VETERAN -> 3;
            case Quality.RAW -> 2;
            default -> "3".equals(String.valueOf(s.option(RiskFactor.Option.REGULAR_COMMAND_DICE))) ? 3 : 2;
        };
    }

    /**
     * A figure's worth for balancing forces (ruling C22): the command dice of his quality, a Regular between
     * the Raw figure's 2 and the Veteran's 3 that option {@code regular-command-dice} chooses from (C6).
     */
    static double worth(Actor a) {
        return switch (Groups.quality(a)) {
            case Quality.HERO -> 4;
            case Quality.VETERAN -> 3;
            case Quality.RAW -> 2;
            default -> REGULAR_WORTH;
        };
    }

    /** Ruling C22: the middle of the 2D6 and 3D6 between which C6 lets a game choose. */
    static final double REGULAR_WORTH = 2.5;

    /** {@code dice-for-command}: a Player Character throws his command dice for the turn. */
    static Outcome diceForCommand(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor pc = s.actor(r.text(Input.ACTOR));
        if (!Groups.playerCharacter(pc)) {
            throw new IllegalActionException(Book.COMMAND_PHASE, pc.name()
                    + " is not a player character: \"Player Characters dice for Command points\"");
        }
        if (pc.marks().get(Mark.COMMAND_POINTS) != null) {
            throw new IllegalActionException(Book.COMMAND_DICE, pc.name() + " has diced for command points this turn already");
        }
        int n = dice(s, pc);
        boolean busy = r.flag(Input.BUSY);
        if (busy) n--;
        Roll roll = dice.roll(n, 6, n + "D6 command dice for " + pc.name());
        int points = roll.total();
        c.mark(pc.id(), Mark.COMMAND_POINTS, points);
        if (ex.isWanted()) {
            ex.step(Book.COMMAND_DICE, pc.name() + " (" + Groups.quality(pc) + ") throws " + dice(s, pc) + "D6"
                    + (Quality.REGULAR.equals(Groups.quality(pc)) ? " (a Regular: ruling C6)" : ""));
            if (busy) ex.step(Book.C6, "- 1 Dice if Officer loading/Firing or in Melee: " + n + "D6");
            ex.step(Book.COMMAND_DICE, roll + " = " + points + " command points");
        }
        return new Outcome(pc.name() + " has " + points + " command points", c.events(), dice.rolls(), ex.steps());
    }

    /** The Player Character whose points a commander spends: himself, or the one an activated NCO, drummer or bugler commands for. */
    private static Actor holder(GameState s, Actor commander) throws IllegalActionException {
        Actor holder;
        if (Groups.playerCharacter(commander)) {
            holder = commander;
        } else if (commander.marks().get(Mark.CHAIN) instanceof String chain && s.actor(chain) != null) {
            holder = s.actor(chain);
        } else {
            throw new IllegalActionException(Book.ON_BEHALF, commander.name() + " cannot command: only Player Characters, and an NCO, drummer or bugler activated this turn, command");
        }
        if (!(holder.marks().get(Mark.COMMAND_POINTS) instanceof Integer)) {
            throw new IllegalActionException(Book.COMMAND_PHASE, holder.name() + " has not diced for command points this turn");
        }
        return holder;
    }

    private static void checkDistance(ActionRequest r, Actor commander, String what) throws IllegalActionException {
        boolean enclosed = r.flag(Input.ENCLOSED);
        double limit = enclosed ? ENCLOSED_DISTANCE : OPEN_DISTANCE;
        double distance = r.number(Input.DISTANCE, 0);
        if (distance > limit) {
            throw new IllegalActionException(Book.COMMAND_DISTANCE, what + " is " + Text.cm(distance) + " from "
                    + commander.name() + ", beyond the command distance of " + Text.cm(limit)
                    + (enclosed ? " in enclosed terrain" : " in the open") + ": \"Only figures within that distance may be commanded by a command figure\"");
        }
    }

    /** "Loyal figures require 1 pt to activate them. Disloyal figures and Routers require 2 pts." */
    static int cost(Changes c, Actor f) {
        return Groups.flag(f, Field.DISLOYAL) || Groups.morale(c, f) == Morale.ROUTING ? 2 : 1;
    }

    private static boolean commanded(Changes c, Actor f) {
        return Boolean.TRUE.equals(c.mark(f, Mark.COMMANDED));
    }

    /** The extra D6 once a drummer or bugler is commanded: "Throw an extra D6 if at least 1 Drummer and/or Bugler is commanded" (ruling C6). */
    private static int drum(Changes c, Actor holder, Actor drummer, Dice dice, Explanation ex) {
        if (Boolean.TRUE.equals(c.mark(holder, Mark.DRUM))) return 0;
        int extra = dice.d6("extra D6: " + drummer.name() + " is commanded");
        c.mark(holder.id(), Mark.DRUM, true);
        ex.step(Book.COMMAND_DICE, "Throw an extra D6 if at least 1 Drummer and/or Bugler is commanded: " + drummer.name()
                + " is; +" + extra + " points");
        return extra;
    }

    private static boolean drummer(Actor f) {
        String rank = Groups.rank(f);
        return Rank.DRUMMER.equals(rank) || Rank.BUGLER.equals(rank);
    }

    /** {@code activate}: a commander activates an NCO, drummer or bugler, who may then command on his behalf. */
    static Outcome activate(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor commander = s.actor(r.text(Input.ACTOR));
        Actor holder = holder(s, commander);
        Actor f = s.actor(r.text(Input.FIGURE));
        String rank = Groups.rank(f);
        if (!commander.side().equals(f.side())) {
            throw new IllegalActionException(Book.ACTIVATION, f.name() + " is on the other side");
        }
        if (!(Rank.NCO.equals(rank) || drummer(f)) || Groups.playerCharacter(f)) {
            throw new IllegalActionException(Book.ON_BEHALF, f.name() + " is not an NCO, drummer or bugler: only they command on an officer's behalf; command his group instead");
        }
        if (commanded(c, f)) {
            throw new IllegalActionException(Book.ON_BEHALF, f.name() + " has been activated this turn already");
        }
        checkDistance(r, commander, f.name());
        int pool = c.markInt(holder.id(), Mark.COMMAND_POINTS);
        int cost = cost(c, f);
        if (pool < cost) {
            ex.step(Book.ACTIVATION_COST, f.name() + " needs " + cost + (cost == 1 ? " point" : " points") + "; " + pool + " left");
            return new Outcome(commander.name() + " cannot activate " + f.name() + ": " + pool + " points left, " + cost
                    + " needed", c.events(), dice.rolls(), ex.steps());
        }
        pool -= cost;
        ex.step(Book.ACTIVATION_COST, "Activating " + f.name() + " costs " + cost + ": " + pool + " points left");
        c.mark(f.id(), Mark.COMMANDED, true);
        c.mark(f.id(), Mark.CHAIN, holder.id());
        if (Rank.NCO.equals(rank)) {
            int n = dice(s, f);
            Roll roll = dice.roll(n, 6, n + "D6 command dice for " + f.name());
            pool += roll.total();
            ex.step(Book.CHAIN_OF_COMMAND, f.name() + " (" + Groups.quality(f) + ") adds his " + n + "D6: " + roll + " = "
                    + roll.total() + "; " + pool + " points");
        } else {
            pool += drum(c, holder, f, dice, ex);
        }
        ex.step(Book.ON_BEHALF, "If an NCO/ Drummer or bugler is activated, he may command on behalf of an officer: "
                + f.name() + " commands with " + holder.name() + "'s points");
        c.mark(holder.id(), Mark.COMMAND_POINTS, pool);
        int points = pool;
        return new Outcome(() -> commander.name() + " activates " + f.name() + "; " + points + " command points", c.events(), dice.rolls(), ex.steps());
    }

    /** {@code command}: a commander commands a group, whole or not at all. */
    static Outcome command(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Changes c = new Changes(s);
        Actor commander = s.actor(r.text(Input.ACTOR));
        Actor holder = holder(s, commander);
        Actor member = s.actor(r.text(Input.GROUP));
        if (!commander.side().equals(member.side())) {
            throw new IllegalActionException(Book.ACTIVATION, member.name() + "'s group is on the other side");
        }
        String group = Groups.name(member);
        checkDistance(r, commander, "The farthest figure of " + group);
        List<Actor> figures = Groups.standing(c, member);
        int cost = 0;
        int loyal = 0;
        int dear = 0;
        Actor drummer = null;
        for (Actor f : figures) {
            if (Groups.playerCharacter(f) || commanded(c, f)) continue;
            int each = cost(c, f);
            cost += each;
            if (each == 1) loyal++; else dear++;
            if (drummer == null && drummer(f)) drummer = f;
        }
        if (cost == 0) {
            throw new IllegalActionException(Book.WHOLE_GROUP, group + " is commanded already");
        }
        int pool = c.markInt(holder.id(), Mark.COMMAND_POINTS);
        ex.step(Book.ACTIVATION_COST, group + ": " + loyal + " loyal × 1" + (dear > 0 ? " + " + dear + " disloyal or routing × 2" : "")
                + " = " + cost + " points; " + holder.name() + "'s command has " + pool);
        if (pool < cost) {
            ex.step(Book.WHOLE_GROUP, "If all the members of a group are not commanded, then none of them are: " + group
                    + " is not commanded and will dice on the Actions table");
            return new Outcome(commander.name() + " fails to command " + group + ": " + pool
                    + (pool == 1 ? " point, " : " points, ") + cost + " needed", c.events(), dice.rolls(), ex.steps());
        }
        pool -= cost;
        for (Actor f : figures) {
            if (!Groups.playerCharacter(f)) c.mark(f.id(), Mark.COMMANDED, true);
        }
        if (drummer != null) pool += drum(c, holder, drummer, dice, ex);
        c.mark(holder.id(), Mark.COMMAND_POINTS, pool);
        ex.step(Book.WHOLE_GROUP, group + " is commanded and acts as its player wishes this turn; " + pool + " points left");
        return new Outcome(commander.name() + " commands " + group + " (" + cost + " points; " + pool + " left)",
                c.events(), dice.rolls(), ex.steps());
    }
}
