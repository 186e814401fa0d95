package org.vedette.rules.osoth.internal;

import java.util.List;
import java.util.function.Supplier;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Terrain;
import org.vedette.rules.osoth.tables.Tables;

/**
 * Stand/Rally/Load and Move ("Actions", "Movement"): the rate the interface
 * supplies — a base by class plus a D6 read as 1..N, on foot or mounted, the
 * road's bonus, rough ground halved on foot and quartered mounted, a linear
 * obstacle's inch (TABLES.md "Movement") — dismounting and remounting, and
 * limbering and unlimbering a gun instead of moving.
 */
final class Movement {
    static final String TRANSPORT = "transport";
    static final String MOVE_DIE = "D6 movement";

    private Movement() {
    }

    /** The class a figure moves as: "Veteran, Average, Conscript, Civilian, Transport in order of fastest to slowest". */
    static String moveClass(Play p, Actor a) {
        Kind.Role role = Kind.of(a).role;
        // "For movement, artillery is Transport".
        return role == Kind.Role.TRANSPORT || role == Kind.Role.GUN ? TRANSPORT : Figures.quality(p.ch, a);
    }

    private static int speedRank(String moveClass) {
        return TRANSPORT.equals(moveClass) ? Figures.QUALITIES.size() : Figures.rank(moveClass);
    }

    /** The ground a move is generated for: road, open (when none is given) or rough — no other. */
    static String ground(String terrain) throws IllegalActionException {
        String ground = terrain == null ? Terrain.OPEN : terrain;
        if (!Terrain.ROAD.equals(ground) && !Terrain.OPEN.equals(ground) && !Terrain.ROUGH.equals(ground)) {
            throw new IllegalActionException(Book.MOVEMENT, "a move is generated for road, open or rough ground, not " + ground);
        }
        return ground;
    }

    /** The movement rate in the terrain (road, open or rough), one D6 thrown. */
    static double rate(Play p, String moveClass, String terrain, boolean mounted) throws IllegalActionException {
        Tables.Movement m = p.t.movement();
        String ground = ground(terrain);
        int face = p.dice.d6(MOVE_DIE);
        int variable = (face * m.variable() + 5) / 6; // a D6 read as 1..N: D3 = 1,1,2,2,3,3
        double base = (mounted ? m.mounted() : m.foot()).get(moveClass);
        double rate = base + variable;
        double bonus = 0;
        double factor = 1;
        if (Terrain.ROAD.equals(ground)) {
            bonus = mounted ? m.roadMounted() : m.roadFoot();
            rate += bonus;
        } else if (Terrain.ROUGH.equals(ground)) {
            // "for units on foot and for Transport … reduced by half; for mounted units … by three quarters"
            factor = mounted ? m.roughMounted() : m.roughFoot();
            rate = Math.floor(rate * factor * 2) / 2;
        }
        if (p.ex.isWanted()) {
            p.ex.step(Book.T_MOVEMENT, (mounted ? "mounted " : "on foot ") + moveClass + " " + Figures.inches(base) + " + D"
                    + m.variable() + " (D6 " + face + " → " + variable + ")"
                    + (bonus != 0 ? " + road " + Figures.inches(bonus) : "")
                    + (factor != 1 ? " × " + factor + " in rough ground (to the half inch below)" : "")
                    + " = " + Figures.inches(rate));
        }
        return rate;
    }

    static Outcome stand(Play p) throws IllegalActionException {
        Actor actor = p.actor();
        List<Actor> group = Acting.group(p, actor, true, Book.STAND);
        Acting.check(p, group, "stand, rally or load");
        String activity = p.r.text(Input.ACTIVITY);
        Supplier<String> headline;
        if ("rally".equals(activity)) {
            String unit = Figures.unit(p.ch, actor);
            String result = Morale.rally(p, actor);
            headline = () -> actor.name() + "'s " + unit + result;
        } else {
            if (Figures.wavering(p.ch, actor)) {
                throw new IllegalActionException(Book.MORALE, Figures.unit(p.ch, actor)
                        + " is Wavering: \"A Wavering unit is only allowed to … Move, or … Rally\"");
            }
            int more = group.size() - 1;
            if ("load".equals(activity)) {
                String loaded = load(p, actor, group);
                headline = () -> loaded;
            } else {
                headline = () -> more == 0 ? actor.name() + " stands" : actor.name() + " and " + more + " more stand";
            }
        }
        Acting.acted(p, group);
        return p.outcome(headline);
    }

    private static String load(Play p, Actor actor, List<Actor> group) throws IllegalActionException {
        if (Kind.of(actor).isGun()) return Artillery.load(p, actor, group);
        int loaded = 0;
        for (Actor a : group) {
            if (Boolean.TRUE.equals(p.ch.mark(a, Mark.RIFLE_FIRED))) {
                p.ch.mark(a.id(), Mark.RIFLE_FIRED, null);
                loaded++;
            }
        }
        if (loaded == 0) {
            throw new IllegalActionException(Book.STAND, "nothing to load: \"Pistols, carbines, and muskets do not require reloading\","
                    + " and no rifle of the group has fired as a rifle (a gun loads with the gun as Actor)");
        }
        int n = loaded;
        p.step(Book.STAND, () -> n + (n == 1 ? " rifle" : " rifles") + " loaded: the marker is removed");
        return n == 1 ? actor.name() + " loads his rifle" : actor.name() + "'s group loads " + n + " rifles";
    }

    /**
     * A group moves at its slowest figure's pace: "the slowest figure in the
     * group is selected as the Actor", and Actor Mounted is "checked only if all
     * figures are mounted". The same for a group's charge (Charges: "the
     * charging figure … is governed by all normal movement rules").
     *
     * @return whether the group moves mounted
     */
    static boolean groupPace(Play p, Actor actor, List<Actor> group, RuleRef rule) throws IllegalActionException {
        String moving = moveClass(p, actor);
        boolean allMounted = true;
        for (Actor a : group) {
            String c = moveClass(p, a);
            if (speedRank(c) > speedRank(moving)) {
                throw new IllegalActionException(rule, a.name() + " (" + c + ") is slower than " + actor.name() + " (" + moving
                        + "): \"the slowest figure in the group is selected as the Actor\"");
            }
            allMounted &= Figures.mounted(p.ch, a);
        }
        boolean mounted = p.box(Input.ACTOR_MOUNTED, Figures.mounted(p.ch, actor));
        if (mounted && !allMounted) {
            throw new IllegalActionException(rule, "Actor Mounted is \"checked only if all figures are mounted\", and not all of the group are");
        }
        return mounted;
    }

    static Outcome move(Play p) throws IllegalActionException {
        Actor actor = p.actor();
        List<Actor> group = Acting.group(p, actor, true, Book.MOVE);
        Acting.check(p, group, "move");
        String limber = p.r.text(Input.LIMBER);
        if (limber != null && !"none".equals(limber)) {
            String headline = Artillery.limber(p, actor, group, "limber".equals(limber)); // not a bulk action
            Acting.acted(p, group);
            return p.outcome(headline);
        }
        String moving = moveClass(p, actor);
        boolean mounted = groupPace(p, actor, group, Book.MOVE);
        String mount = p.r.text(Input.MOUNT);
        if ("dismount".equals(mount) || "remount".equals(mount)) mount(p, group, "dismount".equals(mount));
        String ground = ground(p.r.text(Input.TERRAIN));
        // The last check is the ground's: the die, the obstacle's inch and the marks refuse nothing, so a rehearsal
        // stops here, and the resolution resumed from it throws the die (Play.then).
        return p.then(q -> moved(q, actor, group, moving, mounted, ground));
    }

    /** The move past its checks: the rate (one D6), a linear obstacle's inch, the group marked as having acted. */
    private static Outcome moved(Play p, Actor actor, List<Actor> group, String moving, boolean mounted, String ground)
            throws IllegalActionException {
        double rate = rate(p, moving, ground, mounted);
        if (p.r.flag(Input.OBSTACLE)) {
            double o = p.t.movement().linearObstacle();
            rate = Math.max(0, rate - o);
            p.step(Book.OBSTACLES, () -> "A linear obstacle: \"reduce overall movement by 1 inch\" (" + Figures.inches(o) + ")");
        }
        Acting.acted(p, group);
        String up = "move up to " + Figures.inches(rate) + (Terrain.ROUGH.equals(ground)
                ? "; any part of it in the open or on a road counts " + (mounted ? "four times" : "twice")
                : "; any part of it in rough ground counts " + (mounted ? "a quarter" : "half"));
        // A rate for the open or a road is the inches a path on the table may cost by the going (RULINGS.md T15); one
        // for rough ground counts the open dearer than the table's going does, and stays the referee's to measure.
        if (Terrain.ROUGH.equals(ground)) p.ch.instruct(actor.id(), up);
        else p.ch.instructMove(actor.id(), up, rate);
        int size = group.size();
        double may = rate;
        return p.outcome(() -> (size == 1 ? actor.name() : actor.name() + "'s group of " + size) + " may move " + Figures.inches(may));
    }

    /** "Mounted figures may dismount at any point as part of their movement. Dismounted figures may remount". */
    private static void mount(Play p, List<Actor> group, boolean dismount) throws IllegalActionException {
        for (Actor a : group) {
            if (!a.mounted()) throw new IllegalActionException(Book.MOUNTING, a.name() + " has no horse");
            boolean down = Boolean.TRUE.equals(p.ch.mark(a, Mark.DISMOUNTED));
            if (dismount == down) {
                throw new IllegalActionException(Book.MOUNTING, a.name() + " is already " + (down ? "on foot" : "mounted"));
            }
            p.ch.mark(a.id(), Mark.DISMOUNTED, dismount ? Boolean.TRUE : null);
        }
        p.step(Book.MOUNTING, () -> (dismount ? "Dismount" : "Remount") + " as part of the move");
    }
}
