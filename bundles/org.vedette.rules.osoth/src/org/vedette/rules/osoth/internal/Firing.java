package org.vedette.rules.osoth.internal;

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
import org.vedette.rules.osoth.Osoth.Weapon;
import org.vedette.rules.osoth.tables.Tables;

/**
 * Fire Pistol, Carbine, Musket and Rifle ("Firing"): who may fire what at
 * whom, the range band, 2D6 against the band's score with the quality, the
 * boxes and the cover, then D6 for whether the hit is a casualty (TABLES.md
 * "Fire"). "If a figure fires and gets an 'out of range' result, the action
 * has still been taken."
 */
final class Firing {
    static final String TO_HIT = "2D6 to hit";
    static final String DAMAGE = "D6 casualty";

    private Firing() {
    }

    static Outcome fire(Play p) throws IllegalActionException {
        String action = p.r.action();
        RuleRef rule = rule(action);
        Actor firer = p.actor();
        List<Actor> group = Acting.group(p, firer, false, rule);
        Acting.check(p, group, "fire");
        if (Figures.wavering(p.ch, firer)) {
            throw new IllegalActionException(Book.MORALE, Figures.unit(p.ch, firer) + " is Wavering: \"A Wavering unit is only allowed to … Move, or … Rally\"");
        }
        String weapon = weapon(action);
        mayFire(p, firer, action, weapon, rule);
        Actor target = p.target(rule);
        Aim aim = aim(p, firer, target, weapon, p.r.number(Input.RANGE, 0), p.r.text(Input.TERRAIN),
                p.box(Input.MARKSMAN, Boolean.TRUE.equals(firer.profile().get(Field.MARKSMAN))),
                p.box(Input.ACTOR_MOUNTED, Figures.mounted(p.ch, firer)),
                p.box(Input.TARGET_MOUNTED, Figures.mounted(p.ch, target)), rule);
        // The aim is the last check: the dice, a casualty and the marks refuse nothing, so a rehearsal stops here,
        // and the resolution resumed from it throws the dice (Play.then).
        return p.then(q -> fired(q, action, group, firer, target, weapon, aim));
    }

    /** The shot past its checks: its dice, a rifle marked as fired, the figure as having acted. */
    private static Outcome fired(Play p, String action, List<Actor> group, Actor firer, Actor target, String weapon,
            Aim aim) {
        String result = aim.shoot(p);
        if (Action.FIRE_RIFLE.equals(action)) {
            // "When a Rifle has fired, mark it so that you know it needs to be reloaded"
            p.ch.mark(firer.id(), Mark.RIFLE_FIRED, Boolean.TRUE);
        }
        Acting.acted(p, group);
        double range = p.r.number(Input.RANGE, 0);
        return p.outcome(() -> firer.name() + " fires his " + weapon + " at " + target.name() + " at " + Figures.inches(range)
                + ": " + result(result, target));
    }

    private static RuleRef rule(String action) {
        return switch (action) {
            case Action.FIRE_PISTOL -> Book.FIRE_PISTOL;
            case Action.FIRE_CARBINE -> Book.FIRE_CARBINE;
            case Action.FIRE_RIFLE -> Book.FIRE_RIFLE;
            default -> Book.FIRE_MUSKET;
        };
    }

    /** The table's weapon for an action. */
    static String weapon(String action) {
        return switch (action) {
            case Action.FIRE_PISTOL -> Weapon.PISTOL;
            case Action.FIRE_CARBINE -> Weapon.CARBINE;
            case Action.FIRE_RIFLE -> Weapon.RIFLE;
            default -> Weapon.MUSKET;
        };
    }

    /** Whether the figure carries a weapon that fires so: a blunderbuss as a carbine, a rifle as a musket. */
    static boolean carries(Actor a, String weapon) {
        return switch (weapon) {
            case Weapon.CARBINE -> a.carries(Weapon.CARBINE) || a.carries(Weapon.BLUNDERBUSS);
            case Weapon.MUSKET -> a.carries(Weapon.MUSKET) || a.carries(Weapon.RIFLE);
            default -> a.carries(weapon);
        };
    }

    static void mayFire(Play p, Actor firer, String action, String weapon, RuleRef rule) throws IllegalActionException {
        Kind kind = Kind.of(firer);
        if (kind.role == Kind.Role.TRANSPORT || kind.role == Kind.Role.GUN || kind.role == Kind.Role.MASSED) {
            throw new IllegalActionException(Book.TRANSPORT, firer.name() + " (" + kind.label
                    + ") may not fire: \"Transport are not allowed to perform offensive actions\"");
        }
        if (kind == Kind.VILLAGER || kind == Kind.ARISTOCRAT) {
            throw new IllegalActionException(Book.VILLAGERS, firer.name() + " (" + kind.label
                    + ") may not perform offensive combat actions");
        }
        if (!carries(firer, weapon)) {
            throw new IllegalActionException(rule, firer.name() + " carries no " + weapon
                    + (Weapon.MUSKET.equals(weapon) ? " or rifle" : "") + " (weapons: " + firer.weapons() + ")");
        }
        if (Action.FIRE_RIFLE.equals(action) && Boolean.TRUE.equals(p.ch.mark(firer, Mark.RIFLE_FIRED))) {
            throw new IllegalActionException(Book.RIFLES, firer.name() + "'s rifle has fired and is not loaded:"
                    + " \"To fire a rifle as a rifle … it must be loaded. This requires a separate action\" (or fire it as a musket)");
        }
    }

    /** A hit that disables: {@link #result} words it with the target's name when the headline is read. */
    static final String CASUALTY = "casualty";

    /** The headline's words for a shot's or an attack's result. */
    static String result(String result, Actor target) {
        return result == CASUALTY ? "hit, " + target.name() + " is a casualty" : result;
    }

    /** One shot at a figure; the headline's result, a constant ({@link #result} words it). Shared with a reaction's fire. */
    static String shot(Play p, Actor firer, Actor target, String weapon, double range, String cover, boolean marksman,
            boolean actorMounted, boolean targetMounted, RuleRef rule) throws IllegalActionException {
        return aim(p, firer, target, weapon, range, cover, marksman, actorMounted, targetMounted, rule).shoot(p);
    }

    /**
     * A shot checked and its score worked out, not yet thrown: the target legitimate, the range's band (none: out
     * of range, and "the action has still been taken"), the cover one the table knows.
     */
    private record Aim(Actor firer, Actor target, String weapon, double range, Tables.Weapon w, Tables.Band band,
            String quality, String ground, boolean marksman, boolean actorMounted, boolean targetMounted, int needed) {
        /** The shot's dice: 2D6 against the score, then D6 for a casualty; the headline's result. */
        String shoot(Play p) {
            if (band == null) return "out of range";
            Tables.Fire f = p.t.fire();
            Roll roll = p.dice.roll(2, 6, TO_HIT + " (" + needed + "+)");
            int total = roll.total();
            boolean hit = total > f.alwaysMiss() && (total >= f.alwaysHit() || total >= needed);
            p.step(Book.T_FIRE, () -> weapon + " at " + Figures.inches(range) + ": " + band.band() + " range, " + band.hit()
                    + "+ on 2D6; " + Figures.label(quality) + " " + signed(f.quality().get(quality))
                    + (marksman ? ", marksman " + signed(f.marksman()) : "")
                    + (actorMounted ? ", from the saddle " + signed(f.actorMounted()) : "")
                    + (targetMounted ? ", mounted target " + signed(f.targetMounted()) : "")
                    + ", " + ground + " " + signed(f.cover().get(ground)) + ": needs " + needed + "; rolled "
                    + roll.face(0) + "+" + roll.face(1) + " = " + total + (total <= f.alwaysMiss() ? " (always a miss)"
                            : total >= f.alwaysHit() ? " (always a hit)" : "") + ": " + (hit ? "hit" : "miss"));
            if (!hit) return "miss";
            return damage(p, firer, target, w.damage(), Book.T_FIRE);
        }
    }

    private static Aim aim(Play p, Actor firer, Actor target, String weapon, double range, String cover,
            boolean marksman, boolean actorMounted, boolean targetMounted, RuleRef rule) throws IllegalActionException {
        legitimate(p, firer, target);
        Tables.Weapon w = p.t.fire().weapons().get(weapon);
        Tables.Band band = w.band(range);
        if (band == null) {
            p.step(Book.OUT_OF_RANGE, () -> Figures.inches(range) + " is beyond the " + weapon + "'s "
                    + Figures.inches(w.reach()) + ": out of range, and \"the action has still been taken\"");
            return new Aim(firer, target, weapon, range, w, null, null, null, marksman, actorMounted, targetMounted, 0);
        }
        Tables.Fire f = p.t.fire();
        String quality = Figures.quality(p.ch, firer);
        String ground = cover == null ? Terrain.OPEN : cover;
        if (!f.cover().containsKey(ground)) {
            throw new IllegalActionException(rule, "the target's cover is open, soft, hard or fortification, not " + ground);
        }
        int needed = band.hit() + f.quality().get(quality) + (marksman ? f.marksman() : 0)
                + (actorMounted ? f.actorMounted() : 0) + (targetMounted ? f.targetMounted() : 0) + f.cover().get(ground);
        return new Aim(firer, target, weapon, range, w, band, quality, ground, marksman, actorMounted, targetMounted,
                needed);
    }

    /** D6 against the damage score: a casualty ({@link #CASUALTY}), or a hit that does not disable. */
    static String damage(Play p, Actor by, Actor target, int score, org.vedette.core.rules.RuleRef table) {
        int face = p.dice.d6(DAMAGE + " (" + score + "+)");
        boolean casualty = face >= score;
        p.step(table, () -> "D6 " + face + " against " + score + "+: " + (casualty ? target.name() + " is a casualty"
                : "a graze; " + target.name() + " fights on"));
        if (!casualty) return "hit, no casualty";
        Casualties.fall(p, target, by);
        return CASUALTY;
    }

    /** "When firing at artillery and transport, the crew/drivers are the only legitimate targets". */
    static void legitimate(Play p, Actor firer, Actor target) throws IllegalActionException {
        Kind kind = Kind.of(target);
        if (kind.role == Kind.Role.TRANSPORT || kind.role == Kind.Role.GUN) {
            throw new IllegalActionException(Book.TARGETS, target.name() + " is " + kind.label
                    + ": \"the crew/drivers are the only legitimate targets\"");
        }
        if (kind.role == Kind.Role.MASSED) {
            throw new IllegalActionException(Book.MASSED_ENEMY, target.name() + " is Massed Enemy, a piece of terrain, not a target");
        }
        if (Figures.out(p.ch, target)) {
            throw new IllegalActionException(Book.FIRING, target.name() + " is out of the game");
        }
        if (firer.id().equals(target.id())) throw new IllegalActionException(Book.FIRING, "a figure cannot fire at itself");
    }

    static String signed(int n) {
        return n >= 0 ? "+" + n : Integer.toString(n);
    }
}
