package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Terrain;
import org.vedette.rules.osoth.tables.Tables;

/**
 * Artillery ("Actions — Fire Light/Field Artillery", "Artillery"): a gun
 * fires with its whole crew, unlimbered and loaded; roundshot is a line to
 * 48" (light) or 72" (field), canister a 60-degree cone to 24" or 36", shell
 * a point where it bursts, 3" of blast around it; light guns need one Load
 * after firing, field guns two, and a gun needs two crewmen to load. The
 * figures in the way test against roundshot, canister or blast (TABLES.md
 * "Artillery").
 */
final class Artillery {
    static final String ROUNDSHOT = "roundshot";
    static final String CANISTER = "canister";
    static final String SHELL = "shell";
    /** "48 inches for light artillery and 72 inches for field artillery". */
    static final double LIGHT_ROUNDSHOT = 48;
    static final double FIELD_ROUNDSHOT = 72;
    /** "extending outward 24 inches for light guns and 36 for field guns". */
    static final double LIGHT_CANISTER = 24;
    static final double FIELD_CANISTER = 36;
    /** "the effective radius of a shell blast (3 inches)". */
    static final double BLAST = 3;
    /** "Light artillery must be reloaded after firing, which takes a single Load action. Field artillery requires two". */
    static final int LIGHT_LOADS = 1;
    static final int FIELD_LOADS = 2;
    /** "A minimum of two crewmen are required to load artillery." */
    static final int LOADING_CREW = 2;
    static final String TEST = "2D6 test";
    static final String BURST = "D6 where the shell bursts";
    static final String BURST_DISTANCE = "D6 inches off";

    private Artillery() {
    }

    static boolean howitzer(Actor gun) {
        return Boolean.TRUE.equals(gun.profile().get(Field.HOWITZER));
    }

    static boolean field(Actor gun) {
        return Kind.of(gun) == Kind.FIELD_GUN;
    }

    /** The crew: the unit's soldiers on the table ("Artillery units are represented by a gun and 4 crewmen"). */
    static List<Actor> crew(Play p, Actor gun) {
        List<Actor> crew = new ArrayList<>();
        for (Actor a : p.present(Figures.unit(p.ch, gun))) {
            if (Kind.of(a).role == Kind.Role.SOLDIER) crew.add(a);
        }
        return crew;
    }

    static String ammunition(Play p, Actor gun) {
        if (p.ch.mark(gun, Mark.AMMUNITION) instanceof String a) return a;
        // "When a gun is loaded, the type of ammunition loaded must be specified, or it is assumed to be roundshot (for howitzers, shell)."
        return howitzer(gun) ? SHELL : ROUNDSHOT;
    }

    /** Load: a gun's Load action, by its crew. */
    static String load(Play p, Actor gun, List<Actor> group) throws IllegalActionException {
        if (Figures.limbered(p.ch, gun)) {
            throw new IllegalActionException(Book.MOUNTING, gun.name() + " is limbered: \"Limbered guns cannot fire or load\"");
        }
        int crew = group.size() - 1;
        if (crew < LOADING_CREW) {
            throw new IllegalActionException(Book.STAND, gun.name() + " has " + crew + " of its crew in the group:"
                    + " \"A minimum of two crewmen are required to load artillery\" (group: unit)");
        }
        String ammunition = p.r.text(Input.AMMUNITION);
        if (ammunition == null) ammunition = howitzer(gun) ? SHELL : ROUNDSHOT;
        if (howitzer(gun) ? ROUNDSHOT.equals(ammunition) : SHELL.equals(ammunition)) {
            throw new IllegalActionException(Book.AMMUNITION, "\"Howitzers fire shell or cannister. Other types of artillery fire either roundshot or cannister\": "
                    + gun.name() + " cannot load " + ammunition);
        }
        int needed = Math.max(0, p.ch.markInt(gun.id(), Mark.LOADS_NEEDED) - 1);
        p.ch.mark(gun.id(), Mark.LOADS_NEEDED, needed == 0 ? null : Integer.valueOf(needed));
        p.ch.mark(gun.id(), Mark.AMMUNITION, ammunition);
        String loaded = ammunition;
        p.step(Book.STAND, () -> gun.name() + " loads " + loaded + (needed == 0 ? ": ready to fire" : ": " + needed + " more Load to go"));
        return gun.name() + (needed == 0 ? " is loaded with " + ammunition : " loads (" + needed + " more Load needed)");
    }

    /** "Artillery may choose to limber or unlimber instead of using their movement for the turn." */
    static String limber(Play p, Actor gun, List<Actor> group, boolean limber) throws IllegalActionException {
        if (!Kind.of(gun).isGun()) {
            throw new IllegalActionException(Book.MOUNTING, gun.name() + " is not a gun: only artillery limbers or unlimbers (the gun is the Actor)");
        }
        if (Figures.limbered(p.ch, gun) == limber) {
            throw new IllegalActionException(Book.MOUNTING, gun.name() + " is already " + (limber ? "limbered" : "unlimbered"));
        }
        p.ch.mark(gun.id(), Mark.LIMBERED, limber);
        p.step(Book.MOUNTING, () -> "\"To move or limber/unlimber with a gun is a group action … and requires a full Move action\"");
        return gun.name() + (limber ? " limbers up" : " unlimbers");
    }

    /**
     * The Actor of an artillery piece's fire is the piece of that kind: asked before anything else, and by a
     * rehearsal before a resolution is set up — the AI tries the two artillery lines for every figure.
     */
    static void gunFires(String action, Actor gun) throws IllegalActionException {
        boolean field = Action.FIRE_FIELD_ARTILLERY.equals(action);
        Kind kind = Kind.of(gun);
        if (kind != (field ? Kind.FIELD_GUN : Kind.LIGHT_GUN)) {
            throw new IllegalActionException(field ? Book.FIRE_FIELD : Book.FIRE_LIGHT, gun.name() + " is "
                    + kind.label + ": the Actor is the " + (field ? "field" : "light")
                    + " artillery piece, fired by its crew");
        }
    }

    static Outcome fire(Play p) throws IllegalActionException {
        boolean field = Action.FIRE_FIELD_ARTILLERY.equals(p.r.action());
        RuleRef rule = field ? Book.FIRE_FIELD : Book.FIRE_LIGHT;
        Actor gun = p.actor();
        gunFires(p.r.action(), gun);
        List<Actor> group = new ArrayList<>();
        group.add(gun);
        group.addAll(crew(p, gun));
        Acting.check(p, group, "fire");
        if (group.size() == 1) throw new IllegalActionException(rule, gun.name() + " has no crew left to fire it");
        if (Figures.limbered(p.ch, gun)) {
            throw new IllegalActionException(Book.ARTILLERY, gun.name() + " is limbered: \"Artillery fire requires that the unit has unlimbered the gun\"");
        }
        int loads = p.ch.markInt(gun.id(), Mark.LOADS_NEEDED);
        if (loads > 0) {
            throw new IllegalActionException(Book.STAND, gun.name() + " needs " + loads + " more Load action" + (loads == 1 ? "" : "s") + " before it fires");
        }
        String ammunition = ammunition(p, gun);
        String quality = Figures.best(p.ch, group.subList(1, group.size()));
        String headline = switch (ammunition) {
            case CANISTER -> {
                double reach = field ? FIELD_CANISTER : LIGHT_CANISTER;
                p.ch.instruct(gun.id(), "canister: a 60-degree cone from the barrel, out to " + Figures.inches(reach)
                        + " — every figure in it, friend or foe, tests vs. canister with its range from the gun");
                yield gun.name() + " fires canister";
            }
            case SHELL -> shell(p, gun, field, quality);
            default -> {
                double reach = field ? FIELD_ROUNDSHOT : LIGHT_ROUNDSHOT;
                p.ch.instruct(gun.id(), "roundshot: a line from the barrel out to " + Figures.inches(reach)
                        + " — every base it crosses, friend or foe, tests vs. roundshot with its range from the gun");
                yield gun.name() + " fires roundshot";
            }
        };
        p.ch.mark(gun.id(), Mark.LOADS_NEEDED, field ? FIELD_LOADS : LIGHT_LOADS);
        p.ch.mark(gun.id(), Mark.AMMUNITION, null);
        p.step(rule, () -> gun.name() + " must be reloaded: " + (field ? "two markers (two Load actions)" : "one marker (one Load action)"));
        Acting.acted(p, group);
        return p.outcome(headline);
    }

    /** "The point of detonation may be adjusted by the game interface": short, on the point, or long. */
    private static String shell(Play p, Actor gun, boolean field, String quality) throws IllegalActionException {
        if (!(p.r.input(Input.RANGE) instanceof Number n)) {
            throw new IllegalActionException(Book.SHELL, "\"When firing shell, the range must be specified accurately\"");
        }
        double range = n.doubleValue();
        double reach = field ? FIELD_ROUNDSHOT : LIGHT_ROUNDSHOT;
        if (range > reach) {
            p.step(Book.OUT_OF_RANGE, () -> Figures.inches(range) + " is beyond the gun's " + Figures.inches(reach));
            return gun.name() + " fires shell: out of range";
        }
        Tables.Shell s = p.t.artillery().shell().get(Figures.QUALITIES.indexOf(quality) > 2 ? "conscript" : quality);
        int face = p.dice.d6(BURST);
        String where;
        double burst = range;
        if (face <= s.shortUpTo() || face >= s.longFrom()) {
            int off = p.dice.d6(BURST_DISTANCE);
            boolean isShort = face <= s.shortUpTo();
            burst = Math.max(0, isShort ? range - off : range + off);
            where = (isShort ? off + "\" short" : off + "\" long") + ", at " + Figures.inches(burst);
        } else {
            where = "on the point, at " + Figures.inches(range);
        }
        String text = where;
        p.step(Book.T_ARTILLERY, () -> Figures.label(quality) + " crew: D6 " + face + " (short on " + s.shortUpTo()
                + " or less, long on " + s.longFrom() + " or more): bursts " + text);
        p.ch.instruct(gun.id(), "shell bursts " + where + " along the line of fire — every figure within "
                + Figures.inches(BLAST) + ", friend or foe, tests vs. blast");
        return gun.name() + " fires shell: it bursts " + where;
    }

    /** Test vs. Blast, Roundshot or Cannister: "It does not use the figure's action". */
    static Outcome test(Play p) throws IllegalActionException {
        Actor a = p.actor();
        Tables.Artillery t = p.t.artillery();
        String action = p.r.action();
        RuleRef rule = Action.TEST_BLAST.equals(action) ? Book.TEST_BLAST
                : Action.TEST_ROUNDSHOT.equals(action) ? Book.TEST_ROUNDSHOT : Book.TEST_CANISTER;
        int base;
        String what;
        if (Action.TEST_BLAST.equals(action)) {
            base = t.blast();
            what = "blast";
        } else {
            if (!(p.r.input(Input.RANGE) instanceof Number n)) {
                throw new IllegalActionException(rule, "give the Range from the firing gun");
            }
            double range = n.doubleValue();
            List<Tables.Band> bands = Action.TEST_ROUNDSHOT.equals(action) ? t.roundshot() : t.canister();
            Tables.Band band = null;
            for (Tables.Band b : bands) {
                if (range <= b.upTo()) {
                    band = b;
                    break;
                }
            }
            what = Action.TEST_ROUNDSHOT.equals(action) ? "roundshot" : "canister";
            if (band == null) {
                p.step(Book.T_ARTILLERY, () -> Figures.inches(range) + " is beyond the " + what + "'s reach: unharmed");
                return p.outcome(() -> a.name() + " is beyond the " + what + "'s reach");
            }
            base = band.hit();
        }
        String cover = p.r.text(Input.TERRAIN) == null ? Terrain.OPEN : p.r.text(Input.TERRAIN);
        if (!t.cover().containsKey(cover)) {
            throw new IllegalActionException(rule, "the figure's cover is open, soft, hard or fortification, not " + cover);
        }
        Kind.Role role = Kind.of(a).role;
        // "the attendants testing as Soldiers of the appropriate quality, and the animals/equipment as Transport"
        boolean transport = role == Kind.Role.TRANSPORT || role == Kind.Role.GUN;
        boolean mounted = p.box(Input.ACTOR_MOUNTED, Figures.mounted(p.ch, a));
        int needed = base + t.cover().get(cover) + (mounted ? t.mounted() : 0) + (transport ? t.transport() : 0);
        Roll roll = p.dice.roll(2, 6, TEST + " vs. " + what + " (" + needed + "+ is a casualty)");
        boolean casualty = roll.total() >= needed;
        p.step(Book.T_ARTILLERY, () -> what + " " + base + "+, " + cover + " " + Firing.signed(t.cover().get(cover))
                + (mounted ? ", mounted " + Firing.signed(t.mounted()) : "")
                + (transport ? ", transport " + Firing.signed(t.transport()) : "") + ": " + needed + "+ is a casualty; rolled "
                + roll.total() + ": " + (casualty ? "casualty" : "unharmed"));
        if (!casualty) return p.outcome(() -> a.name() + " is unharmed by the " + what);
        if (transport) {
            p.ch.status(a.id(), p.ch.status(a).withOut(true));
            p.ch.instruct(a.id(), a.name() + " is wrecked by the " + what);
            return p.outcome(() -> a.name() + " is wrecked by the " + what);
        }
        Casualties.fall(p, a, null);
        return p.outcome(() -> a.name() + " is a casualty of the " + what);
    }
}
