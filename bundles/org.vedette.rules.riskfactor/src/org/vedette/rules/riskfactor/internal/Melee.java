package org.vedette.rules.riskfactor.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Quality;

/**
 * "Charging and Melee": two matched figures each throw a D6 — -1 if Raw, -1
 * per enemy over 1 in contact with him, -1 fighting to cross a defended wall
 * or fence, +1 a Hero or superior melee troops, +1 a better melee factor than
 * his opponent's; the better score wounds on a 5 and kills on a 6 (the
 * natural die, ruling C7); the loser, or both when drawn, is moved back 5 cm,
 * or wounded when he cannot fall back; the winner may follow up.
 */
final class Melee {
    private Melee() {
    }

    /** One fighter's score and how it came. */
    private record Score(int die, int total, String why) {
    }

    static Outcome fight(ActionRequest r, GameState s, Dice dice, Explanation ex, Tables tables)
            throws IllegalActionException {
        Changes c = new Changes(s);
        Positions table = tables.positions(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        Actor t = s.actor(r.text(Input.TARGET));
        if (a.side().equals(t.side())) {
            throw new IllegalActionException(Book.MELEE, t.name() + " is on " + a.name() + "'s own side");
        }
        if (t.status().out()) {
            throw new IllegalActionException(Book.MELEE, t.name() + " is out of the game");
        }
        for (Actor f : new Actor[] { a, t }) {
            if (Result.ROUT.id().equals(f.marks().get(Mark.ACTION))) {
                throw new IllegalActionException(Book.ROUT, f.name() + "'s group is routing: \"it may neither fight nor shoot\"");
            }
        }
        int fa = factor(a, r.text(Input.WEAPON));
        int ft = factor(t, r.text(Input.TARGET_WEAPON));
        Score sa = score(a, dice, (int) r.number(Input.OUTNUMBERED, 0), r.flag(Input.CROSSING), fa, ft, ex);
        Score st = score(t, dice, (int) r.number(Input.TARGET_OUTNUMBERED, 0), r.flag(Input.TARGET_CROSSING), ft, fa, ex);
        c.mark(a.id(), Mark.FOUGHT, true);
        c.mark(t.id(), Mark.FOUGHT, true);
        if (sa.total == st.total) {
            ex.step(Book.MELEE_HITS, "drawn, " + sa.total + " each: both are moved back 5cms");
            fallBack(c, a, t, table, r.flag(Input.CANNOT_FALL_BACK), ex);
            fallBack(c, t, a, table, r.flag(Input.TARGET_CANNOT_FALL_BACK), ex);
            return new Outcome(() -> a.name() + " fights " + t.name() + ": drawn (" + sa.total + " each); both fall back", c.events(), dice.rolls(), ex.steps());
        }
        boolean actorWins = sa.total > st.total;
        Actor winner = actorWins ? a : t;
        Actor loser = actorWins ? t : a;
        Score w = actorWins ? sa : st;
        boolean modified = "modified".equals(s.option(RiskFactor.Option.MELEE_HIT_DIE));
        int hitDie = modified ? Math.min(6, w.total) : w.die;
        String effect = "";
        if (hitDie >= 5) {
            String damage = hitDie == 6 ? "Kill" : "Wound";
            ex.step(modified ? Book.C7 : Book.MELEE_HITS, "The winning figure wounds an opponent if his die rolled a 5, he kills an opponent on a roll of 6: "
                    + (modified ? "score " : "die ") + hitDie);
            effect = "; " + Shooting.apply(c, loser, damage, ex);
        } else {
            ex.step(Book.MELEE_HITS, winner.name() + " wins " + w.total + " to " + (actorWins ? st.total : sa.total)
                    + ", but his die (" + hitDie + ") is neither a 5 nor a 6: no hit");
        }
        boolean blocked = actorWins ? r.flag(Input.TARGET_CANNOT_FALL_BACK) : r.flag(Input.CANNOT_FALL_BACK);
        if (!c.status(loser).out()) fallBack(c, loser, winner, table, blocked, ex);
        c.instruct(winner.id(), winner.name() + " may follow up if he chooses");
        String hitText = effect;
        return new Outcome(() -> a.name() + " fights " + t.name() + ": " + winner.name() + " wins " + w.total + " to "
                + (actorWins ? st.total : sa.total) + hitText,
                c.events(), dice.rolls(), ex.steps());
    }

    /**
     * "+1 If have a better Melee Factor weapon than all your opponents": the
     * factor of the weapon he fights with, from the weapon table ("Shooting"),
     * or without one named the best he carries. A weapon he does not carry,
     * or a bayonet without the musket it is fixed to (ruling C23), is refused
     * rather than scored as nothing.
     */
    private static int factor(Actor f, String weaponId) throws IllegalActionException {
        if (weaponId == null) return WeaponTable.bestMeleeFactor(f.weapons());
        if (!f.carries(weaponId)) {
            throw new IllegalActionException(Book.MELEE, f.name() + " does not carry a " + weaponId
                    + " to fight with; he carries " + f.weapons());
        }
        WeaponTable w = WeaponTable.of(weaponId);
        if (w == null) throw new IllegalActionException(Book.SHOOTING, "a " + weaponId + " is not on the weapon table");
        if (w == WeaponTable.BAYONET && !f.carries(RiskFactor.Weapon.MUSKET)) {
            throw new IllegalActionException(Book.C23, f.name() + " has a bayonet but no musket to fix it to: the"
                    + " book scores it only as \"Muskets … 2 (3 with Bayonet)\"");
        }
        return WeaponTable.meleeFactor(f.weapons(), w);
    }

    private static Score score(Actor f, Dice dice, int extraEnemies, boolean crossing, int factor, int opponents,
            Explanation ex) {
        int die = dice.d6("melee D6 for " + f.name());
        int total = die;
        StringBuilder why = new StringBuilder();
        String q = Groups.quality(f);
        if (Quality.RAW.equals(q)) {
            total--;
            why.append(" -1 raw");
        }
        if (extraEnemies > 0) {
            total -= extraEnemies;
            why.append(" -").append(extraEnemies).append(" enemies over 1 in contact");
        }
        if (crossing) {
            total--;
            why.append(" -1 crossing a defended wall or fence");
        }
        if (Quality.HERO.equals(q) || Groups.flag(f, Field.SUPERIOR_MELEE)) {
            total++;
            why.append(Quality.HERO.equals(q) ? " +1 hero" : " +1 superior melee troops");
        }
        if (factor > opponents) {
            total++;
            why.append(" +1 better melee factor (").append(factor).append(" against ").append(opponents).append(')');
        }
        if (ex.isWanted()) ex.step(Book.MELEE_DICE, f.name() + ": D6 " + die + why + " = " + total);
        return new Score(die, total, why.toString());
    }

    /**
     * "The loser ... is moved back 5cms": on a table with positions straight away from the one he fought, unless
     * the table leaves him no room (its edge, ground he may not cross, another's base) — then, as when the
     * referee says he cannot, "Figures unable to fall back take a wound instead". Without positions the referee
     * moves him, as the instruction says.
     */
    private static void fallBack(Changes c, Actor f, Actor from, Positions table, boolean blocked, Explanation ex) {
        Positions.FallBack back = blocked || table == null ? null : table.fallBack(c.now(f.id()), c.now(from.id()));
        if (blocked || back != null && back.to() == null) {
            ex.step(Book.MELEE_HITS, "Figures unable to fall back take a wound instead: " + f.name()
                    + (back == null ? "" : " (" + back.blocked() + ")"));
            Shooting.apply(c, f, "Wound", ex);
        } else if (back != null) {
            ex.step(Book.MELEE_HITS, f.name() + " is moved back 5 cm, away from " + from.name());
            c.move(f.id(), back.to());
        } else {
            c.instruct(f.id(), f.name() + " is moved back 5 cm");
        }
    }
}
