package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.actions.Lookout;
import org.vedette.actions.Morale;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Rank;
import org.vedette.table.SightRules;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableAuthority;
import org.vedette.table.TableGeometry;

/**
 * What the risk-factor rules ask of the figures' places on the table, built on
 * the table bundle's public geometry ({@link TableGeometry}, {@link Stands}):
 * the observations of "Risk Factors" (an enemy in sight, in range, to the
 * flank or rear, friends retreating within 25 cm, enemy cavalry within 50 cm,
 * entirely in cover, surrounded), the nearest enemy an uncommanded group must
 * shoot at, the group an officer joins for casualties, and whether a platoon
 * is formed. Made for one state of the game; when a figure the question needs
 * has no position the answer is null and the referee's answers count, as
 * without a table. The table measures in inches, these rules in centimetres.
 */
final class Positions {
    /** Inches in a centimetre. */
    private static final double CM = SightRules.CM;
    /** "otherwise go to Attack if within 50cms of enemy" */
    static final double ADVANCE_TO_ATTACK_CM = 50;
    /** "within 5 cms": an officer joins a group, a platoon keeps together. */
    static final double CLOSE_CM = 5;

    /** The nearest enemy figure one of the group sees, and the distance between their bases. */
    record NearestEnemy(Actor enemy, double cm) {
    }

    private final TableGeometry table;
    private final Stands stands;

    /**
     * The figures of the state standing on its table, made ready by {@link Tables}: those of {@code before}
     * (another state's, or null) kept for the actors the state shares with it.
     */
    Positions(TableGeometry table, GameState state, Positions before) {
        this.table = table;
        this.stands = table.stands(state.actors().values(), before == null ? null : before.stands);
    }

    /**
     * Where a figure falls back to after a melee: "the loser ... is moved back 5cms" straight away from the one
     * he fought — or why he cannot ("Figures unable to fall back take a wound instead"): the table's edge, ground
     * he may not cross, another's base where he would stand.
     *
     * @param to      where he stands after it, or null when he cannot fall back
     * @param blocked why he cannot, or null
     */
    record FallBack(Position to, String blocked) {
    }

    /** The fall-back of {@code f} from {@code from}, or null when either has no position (the referee moves him). */
    FallBack fallBack(Actor f, Actor from) {
        Stand mine = stands.get(f.id());
        Stand them = stands.get(from.id());
        if (mine == null || them == null) return null;
        Position p = mine.position();
        double dx = p.x() - them.position().x();
        double dy = p.y() - them.position().y();
        double length = Math.hypot(dx, dy);
        if (length < 1e-9) {
            // Standing on the same spot: back, away from his own front.
            dx = -Math.sin(Math.toRadians(mine.facing()));
            dy = -Math.cos(Math.toRadians(mine.facing()));
            length = 1;
        }
        double back = CLOSE_CM * CM;
        Position to = new Position(Math.round((p.x() + dx / length * back) * 100) / 100.0,
                Math.round((p.y() + dy / length * back) * 100) / 100.0, p.facing());
        if (to.x() < 0 || to.y() < 0 || to.x() > table.table().width() || to.y() > table.table().depth()) {
            return new FallBack(null, "the table's edge is behind him");
        }
        var m = stands.measureMove(mine, List.of(p, to));
        if (m.forbidden() != null) return new FallBack(null, m.forbidden());
        Stand in = stands.standsOn(table.stand(f.withPosition(to)), TableAuthority.OVERLAP);
        if (in != null) return new FallBack(null, in.actor().name() + " stands behind him");
        return new FallBack(to, null);
    }

    /** The figures' stands, or null when one of them has no position. */
    List<Stand> of(List<Actor> figures) {
        if (figures.isEmpty()) return null;
        List<Stand> list = new ArrayList<>(figures.size());
        for (Actor f : figures) {
            Stand s = stands.get(f.id());
            if (s == null) return null;
            list.add(s);
        }
        return list;
    }

    /** The distance between two bases, in centimetres. */
    double cm(Stand a, Stand b) {
        return table.distance(a, b) / CM;
    }

    /**
     * "Risk Factors", from the table: what the group's figures see, computed
     * for the observations of {@link Lookout#COMPUTED}; null when one of its
     * figures has no position. Friends retreating are those whose morale was
     * falling back or routing before this roll: "The effect is immediate and
     * simultaneous for all uncommanded units", so one group's result this
     * turn does not frighten another's (ruling C18).
     */
    Lookout.Seen look(List<Actor> troops) {
        List<Stand> mine = of(troops);
        if (mine == null) return null;
        return new Lookout(table, stands, a -> reach(a),
                a -> retreating(a) ? Groups.name(a) + ", " + morale(a).id() : null).look(mine);
    }

    /** The longest range of the weapons he carries ("within their weapons range", ruling C2), in cm. */
    static double reach(Actor a) {
        double r = 0;
        for (String w : a.weapons()) {
            WeaponTable t = WeaponTable.of(w);
            if (t != null) r = Math.max(r, t.longRange);
        }
        return r;
    }

    private static Morale morale(Actor a) {
        Object m = a.marks().get(Mark.MORALE);
        Morale morale = m instanceof String s ? Morale.byId(s) : null;
        return morale == null ? Morale.STEADY : morale;
    }

    private static boolean retreating(Actor a) {
        Morale m = morale(a);
        return m == Morale.FALLING_BACK || m == Morale.ROUTING;
    }

    /**
     * "uncommanded units will always shoot only at the nearest enemy to them
     * (Measured from the nearest figure)": the nearest enemy any figure of the
     * group can see; null when one of them has no position or none sees an enemy.
     */
    NearestEnemy nearestEnemy(List<Actor> group) {
        List<Stand> mine = of(group);
        if (mine == null) return null;
        Actor best = null;
        double bestCm = Double.MAX_VALUE;
        for (Stand f : mine) {
            var n = stands.nearestEnemy(f, true);
            if (n.isPresent() && n.get().distance() / CM < bestCm) {
                bestCm = n.get().distance() / CM;
                best = n.get().stand().actor();
            }
        }
        return best == null ? null : new NearestEnemy(best, bestCm);
    }

    /**
     * "Shooting is only possible if figures can see the entire base of a
     * figure without obstruction, unless shooting over an object or person
     * within 2 cms": whether one of the shooters sees the target; null when
     * one of them, or the target, has no position.
     */
    Boolean sees(List<Actor> shooters, Actor target) {
        List<Stand> from = of(shooters);
        Stand to = stands.get(target.id());
        if (from == null || to == null) return null;
        for (Stand f : from) {
            if (stands.canSee(f, to)) return true;
        }
        return false;
    }

    /** Officers, NCOs and leaders (the Player Characters, "Officers and Leaders"). */
    static boolean leader(Actor a) {
        String rank = Groups.rank(a);
        return Rank.OFFICER.equals(rank) || Rank.NCO.equals(rank) || Groups.playerCharacter(a);
    }

    /**
     * "Officers / NCOs / Leaders are considered part of the nearest group
     * within 5 cms of them for casualty allocation, otherwise they are
     * separate units": the unit (group) a leader is hit with — the group of
     * the nearest other figure of his side, not a leader, within 5 cm — or
     * null when he stands alone. Without a position, his own unit.
     */
    String casualtyGroup(Actor leader) {
        Stand me = stands.get(leader.id());
        if (me == null) return Groups.name(leader);
        Stand nearest = null;
        double best = CLOSE_CM;
        for (Stand o : stands.all()) {
            Actor other = o.actor();
            if (o == me || leader(other) || !leader.side().equals(other.side())) continue;
            double d = cm(me, o);
            if (d <= best) {
                best = d;
                nearest = o;
            }
        }
        return nearest == null ? null : Groups.name(nearest.actor());
    }

    /**
     * The figures a hit on the target's group is randomised among ("Hits are
     * randomised among a target group"): its figures that are not leaders,
     * and every leader of its side whose nearest group within 5 cm it is; a
     * leader standing alone is his own group. Null when a figure of the
     * target's side has no position (the unit then counts, as without a table).
     */
    List<Actor> casualtyPool(List<Actor> standingOfSide, Actor target) {
        for (Actor f : standingOfSide) {
            if (stands.get(f.id()) == null) return null;
        }
        String group = leader(target) ? casualtyGroup(target) : Groups.name(target);
        if (group == null) return List.of(target);
        List<Actor> pool = new ArrayList<>();
        for (Actor f : standingOfSide) {
            String g = leader(f) ? casualtyGroup(f) : Groups.name(f);
            if (group.equals(g)) pool.add(f);
        }
        return pool;
    }

    /**
     * "all units of the platoon are within 5cms of each other and there is at
     * least 1 Officer /NCO within 5 cms of the platoon": every unit within
     * 5 cm of another (the platoon in one piece), and an officer or NCO of
     * the side within 5 cm of one of its figures. Null when a figure has no position.
     */
    Boolean formed(List<List<Actor>> units, List<Actor> side) {
        List<List<Stand>> placed = new ArrayList<>();
        for (List<Actor> u : units) {
            List<Stand> s = of(u);
            if (s == null) return null;
            placed.add(s);
        }
        // The platoon is in one piece when every unit is reached from the first through units within 5 cm.
        boolean[] joined = new boolean[placed.size()];
        joined[0] = true;
        for (boolean grew = true; grew;) {
            grew = false;
            for (int i = 0; i < placed.size(); i++) {
                if (joined[i]) continue;
                for (int j = 0; j < placed.size() && !joined[i]; j++) {
                    if (joined[j] && within(placed.get(i), placed.get(j), CLOSE_CM)) {
                        joined[i] = true;
                        grew = true;
                    }
                }
            }
        }
        for (boolean j : joined) {
            if (!j) return false;
        }
        for (Actor a : side) {
            String rank = Groups.rank(a);
            if (!Rank.OFFICER.equals(rank) && !Rank.NCO.equals(rank)) continue;
            Stand s = stands.get(a.id());
            if (s == null) continue;
            for (List<Stand> u : placed) {
                if (within(List.of(s), u, CLOSE_CM)) return true;
            }
        }
        return false;
    }

    private boolean within(List<Stand> a, List<Stand> b, double limit) {
        for (Stand x : a) {
            for (Stand y : b) {
                if (x != y && cm(x, y) <= limit) return true;
            }
        }
        return false;
    }
}
