package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.TurnState;
import org.vedette.actions.Result;
import org.vedette.rules.riskfactor.RiskFactor.Cover;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * "Shooting": the weapon's range bands, the D8 to hit by range and cover,
 * the D6 of damage by weapon class, Hero +1 and Raw -1 to both; a Player
 * Character's shot at the figure he chooses, a commanded figure's shot at a
 * target group whose hits are randomised, and an uncommanded group's fire —
 * 1 per 2 figures stationary, 1 per 3 moving, only at the nearest enemy.
 */
final class Shooting {
    private Shooting() {
    }

    private static final String TO_HIT = "D8 to hit";

    /** How a shot is fired. */
    private enum Firer { PLAYER_CHARACTER, COMMANDED, UNCOMMANDED }

    static Outcome shoot(ActionRequest r, GameState s, Dice dice, Explanation ex, Tables tables) throws IllegalActionException {
        return shoot(r, s, dice, ex, tables, false);
    }

    /** Whether the rules accept the shot: every refusal of {@link #shoot}, without the dice (a rehearsal). */
    static void check(ActionRequest r, GameState s, Tables tables) throws IllegalActionException {
        shoot(r, s, null, Explanation.none(), tables, true);
    }

    /** The shot; only its checks when {@code checkOnly} (then null). */
    private static Outcome shoot(ActionRequest r, GameState s, Dice dice, Explanation ex, Tables tables, boolean checkOnly)
            throws IllegalActionException {
        Changes c = new Changes(s);
        Actor a = s.actor(r.text(Input.ACTOR));
        Actor t = s.actor(r.text(Input.TARGET));
        if (a.side().equals(t.side())) {
            throw new IllegalActionException(Book.SHOOTING, t.name() + " is on " + a.name() + "'s own side");
        }
        if (t.status().out()) {
            throw new IllegalActionException(Book.SHOOTING, t.name() + " is out of the game");
        }
        String weaponId = r.text(Input.WEAPON);
        Unready unarmed = armed(a, weaponId);
        if (unarmed != null) throw refusal(unarmed, a, weaponId);
        WeaponTable w = WeaponTable.of(weaponId);
        Firer firer = firer(a);
        if (ex.isWanted() && firer == Firer.UNCOMMANDED && Boolean.TRUE.equals(a.marks().get(Mark.COMMANDED))) {
            ex.step(Book.NO_VOLLEYS, "Troops unable to fire Volleys and Salvoes count uncommanded for shooting");
        }
        Positions table = tables.positions(s);
        if (table != null) {
            List<Actor> shooters = firer == Firer.UNCOMMANDED ? Groups.troops(c, a) : List.of(a);
            if (Boolean.FALSE.equals(table.sees(shooters, t))) {
                throw new IllegalActionException(Book.LINE_OF_SIGHT, (shooters.size() == 1 ? a.name() : "none of " + Groups.name(a))
                        + " can see the whole of " + t.name() + "'s base (from the table): \"Shooting is only possible if figures can see the entire base of a figure without obstruction\"");
            }
        }
        if (firer == Firer.UNCOMMANDED) nearest(r, c, a, t, table, ex);
        if (unloaded(a, w, firer, c.round())) {
            Object loaded = a.marks().get(Mark.LOADED);
            throw new IllegalActionException(Book.LOADING, a.name() + (loaded == null ? " has not loaded" : " loaded this turn")
                    + ": \"Commanded troops must spend a turn halted to load muzzle loaded weapons before a turn in which they fire\"");
        }
        double range = r.number(Input.RANGE, 0);
        int band = w.band(range);
        if (band > 2) {
            throw new IllegalActionException(Book.SHOOTING, t.name() + " is out of range: " + Text.cm(range)
                    + ", and a " + weaponId + " reaches " + Text.cm(w.longRange) + " (\"" + w.line + "\")");
        }
        double moved = a.marks().get(Mark.MOVED) instanceof Number n ? n.doubleValue() : 0;
        boolean moving = moved > 0;
        boolean playerSide = playerSide(s, a);
        if (firer == Firer.UNCOMMANDED && moving && playerSide) {
            double half = Movement.allowance(c, a, false, Explanation.none()) / 2;
            if (moved > half) {
                throw new IllegalActionException(Book.MOVING_FIRE, a.name() + " moved " + Text.cm(moved)
                        + ": \"Uncommanded troops may only move half speed and shoot\" (" + Text.cm(half) + ")");
            }
            String action = String.valueOf(a.marks().get(Mark.ACTION));
            boolean spearsAdvancing = Weapon.SPEAR.equals(weaponId)
                    && (Result.ADVANCE.id().equals(action) || Result.ATTACK.id().equals(action));
            if (!spearsAdvancing) {
                band++;
                ex.step(Book.MOVING_FIRE, "count 1 range band further away if shooting and moving in the same phase");
                if (band > 2) {
                    throw new IllegalActionException(Book.MOVING_FIRE, t.name() + " is at long range, and moving shooters count 1 range band further away: out of range");
                }
            } else {
                ex.step(Book.MOVING_FIRE, "(Unless throwing spears while advancing): no band further");
            }
        } else if (firer == Firer.UNCOMMANDED && moving) {
            ex.step(Book.C8, "Uncommanded figures not under player control may move full speed and still fire");
        }
        if (checkOnly) return null;
        List<Actor> group = firer == Firer.UNCOMMANDED ? Groups.troops(c, a) : List.of(a);
        int shots = 1;
        if (firer == Firer.UNCOMMANDED) {
            int armed = 0;
            for (Actor f : group) {
                if (f.carries(weaponId)) armed++;
            }
            shots = Math.max(1, armed / (moving ? 3 : 2));
            if (ex.isWanted()) ex.step(Book.UNCOMMANDED_FIRE, "Uncommanded troops fire 1 per 2 figures if stationary, or 1 per 3 figures if moving: "
                    + armed + " with a " + weaponId + (moving ? ", moving" : ", stationary") + ": " + shots
                    + (shots == 1 ? " shot" : " shots") + " (rounded down, at least one: ruling C8)");
        }
        String quality = firer == Firer.UNCOMMANDED ? Groups.quality(group) : Groups.quality(a);
        int mod = Quality.HERO.equals(quality) ? 1 : Quality.RAW.equals(quality) ? -1 : 0;
        String cover = r.text(Input.COVER) == null ? Cover.OPEN : r.text(Input.COVER);
        int column = Cover.HARD.equals(cover) ? 2 : Cover.SOFT.equals(cover) ? 1 : 0;
        int need = WeaponTable.TO_HIT[band][column];
        if (ex.isWanted()) {
            ex.step(Book.TO_HIT, WeaponTable.BANDS[band] + ", " + cover + ": a D8 of " + need + " or more hits"
                    + (mod != 0 ? "; " + Text.signed(mod) + " (" + quality + " shooters)" : ""));
        }
        int hits = 0;
        StringBuilder effects = new StringBuilder();
        for (int i = 0; i < shots; i++) {
            int d8 = dice.roll(1, 8, shots == 1 ? TO_HIT : TO_HIT + " (shot " + (i + 1) + ")").face(0);
            boolean hit = d8 + mod >= need;
            if (ex.isWanted()) {
                ex.step(d8 + mod > 8 || d8 + mod < 1 ? Book.C9 : Book.TO_HIT, "D8 " + d8
                        + (mod != 0 ? " " + Text.signed(mod) + " = " + (d8 + mod) : "") + (hit ? ": hit" : ": miss"));
            }
            if (!hit) continue;
            hits++;
            int d6 = dice.d6("D6 damage");
            int read = Math.max(1, Math.min(6, d6 + mod));
            String damage = w.damage.cell(read);
            if (ex.isWanted()) {
                ex.step(Book.DAMAGE, "D6 " + d6 + (mod != 0 ? " " + Text.signed(mod) + ", read as " + read : "") + " on \""
                        + w.damage.line + "\": " + damage);
            }
            Actor victim = victim(c, a, t, firer, table, dice, ex);
            if (victim == null) break;
            effects.append(effects.isEmpty() ? "" : ", ").append(apply(c, victim, damage, ex));
        }
        for (Actor f : group) c.mark(f.id(), Mark.FIRED, true);
        int shotsFired = shots, hit = hits;
        return new Outcome(() -> a.name() + " shoots at " + t.name() + " at " + Text.cm(range) + ": "
                + (shotsFired == 1 ? (hit == 0 ? "miss" : "hit")
                        : shotsFired + " shots, " + (hit == 0 ? "no hits" : hit == 1 ? "1 hit" : hit + " hits"))
                + (effects.isEmpty() ? "" : ": " + effects), c.events(), dice.rolls(), ex.steps());
    }

    /** The refusals of a shot that hold whatever the target, in the order {@link #shoot} checks them. */
    private enum Unready { ROUTING, FIRED, NOT_CARRIED, NOT_ON_THE_TABLE, NO_RANGE }

    /**
     * Whether a shot of the figure with the weapon may be accepted at some target ({@link
     * org.vedette.rules.riskfactor.ReadyToFire}): none of the checks {@link #shoot} refuses a shot by whatever
     * the target holds. Asked of every weapon of every figure the AI looks for a shot for: no words made.
     */
    static boolean ready(GameState s, Actor a, String weaponId) {
        if (armed(a, weaponId) != null) return false;
        TurnState turn = s.turn();
        return !unloaded(a, WeaponTable.of(weaponId), firer(a), turn == null ? 1 : turn.round());
    }

    /**
     * The longest range in cm a shot with the weapon may be accepted at: its long range ("band > 2" is out of
     * range, and a moving shooter only counts further away); unbounded for a weapon the table does not know
     * (its refusal is another's).
     */
    static double reach(String weaponId) {
        WeaponTable w = WeaponTable.of(weaponId);
        return w == null ? Double.POSITIVE_INFINITY : w.longRange;
    }

    /** "it may neither fight nor shoot" when routing; once a turn; a weapon he carries, and one with a range. */
    private static Unready armed(Actor a, String weaponId) {
        if (Result.ROUT.id().equals(a.marks().get(Mark.ACTION))) return Unready.ROUTING;
        if (Boolean.TRUE.equals(a.marks().get(Mark.FIRED))) return Unready.FIRED;
        if (!a.carries(weaponId)) return Unready.NOT_CARRIED;
        WeaponTable w = WeaponTable.of(weaponId);
        if (w == null) return Unready.NOT_ON_THE_TABLE;
        return w.shoots() ? null : Unready.NO_RANGE;
    }

    private static IllegalActionException refusal(Unready why, Actor a, String weaponId) {
        return switch (why) {
            case ROUTING -> new IllegalActionException(Book.ROUT, a.name() + "'s group is routing: \"it may neither fight nor shoot\"");
            case FIRED -> new IllegalActionException(Book.SHOOTING_PHASE, a.name() + " has shot this turn");
            case NOT_CARRIED -> new IllegalActionException(Book.SHOOTING, a.name() + " does not carry a " + weaponId
                    + "; he carries " + a.weapons());
            case NOT_ON_THE_TABLE -> new IllegalActionException(Book.SHOOTING, "a " + weaponId + " is not on the weapon table");
            case NO_RANGE -> new IllegalActionException(Book.SHOOTING, "a " + weaponId + " has no range: \""
                    + WeaponTable.of(weaponId).line + "\"");
        };
    }

    private static Firer firer(Actor a) {
        return Groups.playerCharacter(a) ? Firer.PLAYER_CHARACTER
                : Boolean.TRUE.equals(a.marks().get(Mark.COMMANDED)) && !Groups.flag(a, Field.NO_VOLLEYS) ? Firer.COMMANDED
                : Firer.UNCOMMANDED;
    }

    /** "Commanded troops must spend a turn halted to load muzzle loaded weapons before a turn in which they fire". */
    private static boolean unloaded(Actor a, WeaponTable w, Firer firer, int round) {
        Object loaded = a.marks().get(Mark.LOADED);
        return firer != Firer.UNCOMMANDED && w.muzzleLoaded() && (!(loaded instanceof Integer r) || r >= round);
    }

    private static boolean playerSide(GameState s, Actor a) {
        for (Side side : s.sides()) {
            if (side.id().equals(a.side())) return side.control() == Side.Control.PLAYER;
        }
        return true;
    }

    /**
     * "Hits are randomised among a target group, except for player
     * characters, who may shoot at any figure they wish in clear sight": one
     * die with a face for each standing figure of the group, in the game's order.
     */
    private static Actor victim(Changes c, Actor shooter, Actor target, Firer firer, Positions table, Dice dice, Explanation ex) {
        if (firer == Firer.PLAYER_CHARACTER) {
            if (c.status(target).out()) return null;
            if (ex.isWanted()) ex.step(Book.ALLOCATION, "a player character shoots the figure he wishes: " + target.name());
            return target;
        }
        List<Actor> group = pool(c, target, table, ex);
        if (group.isEmpty()) return null;
        if (group.size() == 1) return group.get(0);
        int face = dice.roll(1, group.size(), "which figure of " + Groups.name(target) + " is hit").face(0);
        Actor v = group.get(face - 1);
        if (ex.isWanted()) ex.step(Book.ALLOCATION, "Hits are randomised among a target group: D" + group.size() + " " + face + ": " + v.name());
        return v;
    }

    /**
     * The figures a hit is randomised among: the target's group, and — when
     * the figures stand on the table — "Officers / NCOs / Leaders are
     * considered part of the nearest group within 5 cms of them for casualty
     * allocation, otherwise they are separate units".
     */
    private static List<Actor> pool(Changes c, Actor target, Positions table, Explanation ex) {
        List<Actor> unit = Groups.standing(c, target);
        if (table == null) return unit;
        List<Actor> ofSide = new ArrayList<>();
        for (Actor f : c.state().actors().values()) {
            if (target.side().equals(f.side()) && !c.status(f).out()) ofSide.add(f);
        }
        List<Actor> pool = table.casualtyPool(ofSide, target);
        if (pool == null) return unit;
        if (ex.isWanted() && !pool.equals(unit)) {
            StringBuilder joined = new StringBuilder();
            for (Actor f : pool) {
                if (!unit.contains(f)) joined.append(joined.isEmpty() ? "" : ", ").append(f.name());
            }
            StringBuilder apart = new StringBuilder();
            for (Actor f : unit) {
                if (!pool.contains(f)) apart.append(apart.isEmpty() ? "" : ", ").append(f.name());
            }
            ex.step(Book.OFFICERS_JOIN, "Officers / NCOs / Leaders are considered part of the nearest group within 5 cms of them for casualty allocation, otherwise they are separate units:"
                    + (joined.isEmpty() ? "" : " " + joined + " counted with the target's group;")
                    + (apart.isEmpty() ? "" : " " + apart + " apart from it;")
                    + " hits fall among " + pool.size() + (pool.size() == 1 ? " figure" : " figures"));
        }
        return pool;
    }

    /**
     * "uncommanded units will always shoot only at the nearest enemy to them
     * (Measured from the nearest figure)": from the table when the group's
     * figures stand on it and see an enemy — the target must be of the
     * nearest one's group — else the referee's tick of 'nearest'.
     */
    private static void nearest(ActionRequest r, Changes c, Actor a, Actor t, Positions table, Explanation ex)
            throws IllegalActionException {
        Positions.NearestEnemy n = table == null ? null : table.nearestEnemy(Groups.troops(c, a));
        if (n == null) {
            if (!r.flag(Input.NEAREST)) {
                throw new IllegalActionException(Book.NEAREST_ENEMY, a.name() + "'s group is uncommanded: \"uncommanded units will always shoot only at the nearest enemy to them (Measured from the nearest figure)\"; check 'nearest' when " + t.name() + "'s group is the nearest");
            }
            return;
        }
        String at = Text.cm(Math.round(n.cm() * 10) / 10.0);
        if (!Groups.sameGroup(n.enemy(), t)) {
            throw new IllegalActionException(Book.NEAREST_ENEMY, a.name() + "'s group is uncommanded and shoots only at the nearest enemy to them: "
                    + n.enemy().name() + " of " + Groups.name(n.enemy()) + ", " + at + " from its nearest figure (from the table), not "
                    + t.name() + " of " + Groups.name(t));
        }
        if (ex.isWanted()) {
            ex.step(Book.NEAREST_ENEMY, "uncommanded units will always shoot only at the nearest enemy to them: " + n.enemy().name()
                    + " of " + Groups.name(t) + ", " + at + " from the nearest figure (from the table)");
        }
    }

    /** Graze, wound or kill on the figure; a second wound puts him out (ruling C16). */
    static String apply(Changes c, Actor v, String damage, Explanation ex) {
        Status st = c.status(v);
        switch (damage) {
            case "Graze" -> {
                c.add(v.id(), Mark.GRAZES, 1);
                return v.name() + " grazed";
            }
            case "Wound" -> {
                Status after = st.withWounds(st.wounds() + 1);
                if (after.wounds() >= 2) {
                    c.status(v.id(), after.withOut(true));
                    ex.step(Book.C16, v.name() + " is wounded a second time and is out of the fight");
                    return v.name() + " wounded again, out";
                }
                c.status(v.id(), after);
                return v.name() + " wounded";
            }
            default -> {
                c.status(v.id(), st.withOut(true));
                return v.name() + " killed";
            }
        }
    }
}
