package org.vedette.rules.sharpe.internal;

import org.vedette.core.dice.Roll;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe.AimAt;
import org.vedette.rules.sharpe.Sharpe.Cover;
import org.vedette.rules.sharpe.Sharpe.CoverHeight;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Weather;

/**
 * §7 Shooting (and §19 Artillery pieces): "add or subtract any modifiers to
 * the firer's skill. Throw 2D6 and if the score is above the firer's modified
 * shooting skill then the shot has missed"; misfires on 2 or 12 and the
 * weather die; each weapon's ranges, cap and loading; then §12 for a hit. The
 * hot path of bulk runs: with no explanation wanted it builds no text.
 */
final class Shooting {
    static final String WEATHER_DIE = "1D6 weather misfire die";
    static final String TO_HIT = "2D6 to hit";
    static final String HORSE_OR_RIDER = "1D6 horse (1-3) or rider (4-6)";
    static final String SOFT_COVER = "1D6 soft cover (1-3 a miss)";
    static final String WOUND_COUNT = "1D6 (+1) for the number of hits";
    /** A D3 is a D6 halved: the roll is the D6's face, and says so. */
    static final String WOUND_COUNT_D3 = "1D6 halved, rounding up, for the D3 of hits";

    /** "A 2 or a 12 rolled when shooting indicates a misfire." */
    static final int MISFIRE_LOW = 2;
    static final int MISFIRE_HIGH = 12;
    /** "Re-prime the weapon, which takes 1 bound." */
    static final int REPRIME_BOUNDS = 1;
    /** Fog: "misfires occur when a 6 is thrown"; rain: "4,5 or 6". */
    static final int FOG_MISFIRE = 6;
    static final int RAIN_MISFIRE = 4;

    static final String MISFIRE = "misfire";
    static final String MISS = "miss";
    static final String HIT_NO_EFFECT = "hit: no effect (suppressed)";
    static final String HIT_LIGHT = "hit: light wound";
    static final String HIT_SERIOUS = "hit: serious wound";
    static final String HIT_KILL = "hit: kill";
    static final String HIT_IN_COVER = "hit, but the cover stops it: a miss";
    static final String HIT_HORSE = "hit the horse";

    private Shooting() {
    }

    static Outcome shoot(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter firer = r.fighter(q.text(Input.ACTOR));
        Weapon w = weapon(r, q, firer);
        Fighter target = r.fighter(q.text(Input.TARGET));
        Profiles.check(target.actor);
        if (target.id.equals(firer.id)) {
            throw new IllegalActionException(Book.SHOOTING, firer.name() + " cannot shoot himself");
        }
        if (target.out()) {
            throw new IllegalActionException(Book.SHOOTING, target.name() + " is already out of action");
        }
        double range = q.number(Input.RANGE, 0);
        if (!w.inRange(range)) {
            throw new IllegalActionException(w.rule, target.name() + " is " + Text.inches(range) + " away, beyond the "
                    + w.label + "'s range of " + Text.inches(w.maxRange()) + ": the ball is spent");
        }
        boolean aimed = q.flag(Input.AIMED);
        boolean moved = firer.flag(Mark.MOVED) || q.flag(Input.FIRER_MOVING);
        if (aimed) checkAim(r, firer, target, moved);

        // The firer's skill, capped, and its modifiers (§7, §19).
        boolean tapLoaded = w == Weapon.BAKER_RIFLE && firer.flag(Mark.TAP_LOADED);
        int skill = w == Weapon.CANNON ? firer.actor.profileInt(Field.GUN_SKILL, Weapon.GUN_SKILL) : firer.firing();
        int rolledSkill = skill;
        int cap = tapLoaded ? Weapon.MUSKET_CAP : w.skillCap;
        if (cap > 0 && skill > cap) skill = cap;
        boolean automatic = w.automaticHit(range);
        boolean leftHand = w == Weapon.PISTOL && firer.armLost(Location.RIGHT_ARM);
        Mods m = new Mods(r.explaining());
        m.add(-firer.wounds(), "wounds");
        m.add(target.flag(Mark.MOVED) || q.flag(Input.TARGET_MOVING), -1, "target moving");
        m.add(moved, -1, "firer moving");
        m.add(Options.night(r.state), -1, "shooting at night");
        if (!automatic) m.add(w.rangeModifier(range), "range");
        m.add(target.mounted(), 1, "mounted target");
        m.add(q.flag(Input.RESTING), 1, "firer resting gun");
        m.add(aimed, 1, "aimed shot");
        m.add(leftHand, -1, "pistol in the left hand");
        int modified = skill + m.total();
        if (r.explaining()) explainSkill(r, firer, w, range, rolledSkill, skill, tapLoaded, automatic, m, modified);

        // The firer has shot: his action, and the loading to come.
        r.ch.mark(firer.id, Mark.ACTION, Sharpe_SHOOT);
        r.ch.mark(firer.id, Mark.AIMING, null);
        r.ch.mark(firer.id, Mark.AIM_BOUND, null);
        if (tapLoaded) r.ch.mark(firer.id, Mark.TAP_LOADED, null);

        if (weatherMisfire(r)) return misfire(r, firer, w, target, range);
        boolean hit;
        if (automatic) {
            if (Options.automaticHitMisfires(r.state)) {
                int total = r.dice.roll(2, 6, TO_HIT).total();
                if (total == MISFIRE_LOW || total == MISFIRE_HIGH) return misfire(r, firer, w, target, range, total);
                if (r.explaining()) r.ex.step(Book.A10, "Automatic hit at " + Text.inches(range) + "; the 2D6 (" + total + ") are thrown only for a misfire");
            } else {
                r.ex.step(Book.A10, "Automatic hit: no dice, so no misfire");
            }
            hit = true;
        } else {
            int total = r.dice.roll(2, 6, TO_HIT).total();
            if (total == MISFIRE_LOW || total == MISFIRE_HIGH) return misfire(r, firer, w, target, range, total);
            hit = total <= modified;
            if (r.explaining()) r.ex.step(Book.SHOOTING, "2D6: " + total + (hit ? " is not above " : " is above ") + modified + (hit ? " — a hit" : " — a miss"));
        }
        r.ch.mark(firer.id, w.reloadMark, w.reloadBounds);
        if (!hit) {
            return shot(r, firer, w, target, range, MISS);
        }
        String from = sideOf(q);
        String cover = q.text(Input.COVER);
        String coverHeight = q.text(Input.COVER_HEIGHT);
        int height = (int) q.number(Input.TARGET_HEIGHT, 0);
        boolean choosesTarget = aimed || w == Weapon.BAKER_RIFLE;
        String aimAt = q.text(Input.AIM_AT);
        if (w.manyWounds()) {
            return manyWounds(r, q, firer, w, target, range, from, cover, coverHeight, choosesTarget, aimAt, height);
        }
        return shot(r, firer, w, target, range, hitMan(r, firer, target, from, cover, coverHeight, choosesTarget, aimAt, height));
    }

    /** "Sgt Harper shoots at Voltigeur Dubois with his musket at 12": hit: serious wound", composed when read. */
    private static Outcome shot(Resolution r, Fighter firer, Weapon w, Fighter target, double range, String result) {
        return r.outcome(() -> shooting(firer, w, target, range) + ": " + result);
    }

    private static String shooting(Fighter firer, Weapon w, Fighter target, double range) {
        return firer.name() + (w == Weapon.CANNON ? " fires the " + w.label + " at " : " shoots at ") + target.name()
                + (w == Weapon.CANNON ? "" : " with his " + w.label) + " at " + Text.inches(range);
    }

    /** The action id, spelled once. */
    private static final String Sharpe_SHOOT = org.vedette.rules.sharpe.Sharpe.Action.SHOOT;

    private static Weapon weapon(Resolution r, ActionRequest q, Fighter firer) throws IllegalActionException {
        Profiles.check(firer.actor);
        firer.mustBeFreeToAct("shoot", true);
        String named = q.text(Input.WEAPON);
        Weapon w = named != null ? Weapon.of(named) : firer.firstFirearm();
        if (w == null) {
            throw new IllegalActionException(Book.SHOOTING, firer.name() + " carries no firearm");
        }
        if (!w.firearm) {
            throw new IllegalActionException(Book.SHOOTING, Text.a(w.label) + " is not a firearm");
        }
        if (!firer.carries(w)) {
            throw new IllegalActionException(Book.SHOOTING, firer.name() + " does not carry " + Text.a(w.label)
                    + (firer.flag(w.droppedMark) ? " (he dropped it)" : "") + "; he carries " + firer.actor.weapons());
        }
        if (w == Weapon.CANNON && !Options.artillery(r.state)) {
            throw new IllegalActionException(Book.ARTILLERY, "artillery pieces are an optional rule, and this game does not use it (option 'artillery')");
        }
        if (w == Weapon.PISTOL ? firer.armLost(Location.LEFT_ARM) && firer.armLost(Location.RIGHT_ARM)
                : w != Weapon.CANNON && !firer.canUseLongArm()) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, firer.name() + " cannot use " + Text.a(w.label)
                    + " with his wounded arm" + (w == Weapon.PISTOL ? "s" : "") + ": \"A serious wound in either arm will prevent him using a musket at all\"");
        }
        if (w.id.equals(firer.text(Mark.PICKED_UP))) {
            throw new IllegalActionException(Book.PICKING_UP, "\"Firearms cannot be used in the same bound that they are picked up\": " + firer.name() + " picked up the " + w.label + " this bound");
        }
        int left = firer.count(w.reloadMark);
        if (left > 0) {
            throw new IllegalActionException(Book.RELOADING, firer.name() + "'s " + w.label + " is not loaded: "
                    + left + (w == Weapon.CANNON ? " man-bounds" : left == 1 ? " bound" : " bounds") + " of loading still to do");
        }
        String action = firer.text(Mark.ACTION);
        if (action != null) {
            throw new IllegalActionException(Book.ACTIONS, firer.name() + " has already taken his action this bound ("
                    + action + "): \"Each character is allowed one move or one action per bound\"");
        }
        if (firer.flag(Mark.ATTACKED)) {
            throw new IllegalActionException(Book.FIGHTING, "\"A figure cannot shoot and attack in melee in the same bound\": " + firer.name() + " has attacked");
        }
        if (firer.flag(Mark.DEFENDED)) {
            throw new IllegalActionException(Book.FIGHTING, firer.name() + " parried or riposted this bound, so \"he cannot shoot that bound\"");
        }
        return w;
    }

    /** §7 note 2: "Firer must be stationary for 1 move and at least part of the target must be visible through that move and this move." */
    private static void checkAim(Resolution r, Fighter firer, Fighter target, boolean moved) throws IllegalActionException {
        String aiming = firer.text(Mark.AIMING);
        int since = firer.count(Mark.AIM_BOUND);
        if (!target.id.equals(aiming) || since >= r.ch.round() || moved) {
            throw new IllegalActionException(Book.SHOOTING_MODIFIERS, "not an aimed shot: \"Firer must be stationary for 1 move and at least part of the target must be visible through that move and this move\" — "
                    + firer.name() + (moved ? " has moved this bound" : !target.id.equals(aiming) ? " did not spend a move aiming at " + target.name() : " aimed only this bound"));
        }
    }

    private static boolean weatherMisfire(Resolution r) {
        String weather = Options.weather(r.state);
        if (Weather.CLEAR.equals(weather)) return false;
        int die = r.dice.d6(WEATHER_DIE);
        boolean misfire = die >= (Weather.RAIN.equals(weather) ? RAIN_MISFIRE : FOG_MISFIRE);
        if (r.explaining()) {
            r.ex.step(Book.MISFIRES, weather + ": the extra D6 shows " + die + (misfire ? " — a misfire" : " — no misfire")
                    + (Weather.RAIN.equals(weather) ? " (rain: 4, 5 or 6 misfire)" : " (fog: a 6 misfires)"));
        }
        return misfire;
    }

    private static Outcome misfire(Resolution r, Fighter firer, Weapon w, Fighter target, double range, int total) {
        if (r.explaining()) r.ex.step(Book.MISFIRES, "2D6: " + total + " — \"A 2 or a 12 rolled when shooting indicates a misfire\"");
        return misfire(r, firer, w, target, range);
    }

    private static Outcome misfire(Resolution r, Fighter firer, Weapon w, Fighter target, double range) {
        r.ch.mark(firer.id, w.reloadMark, REPRIME_BOUNDS);
        r.ex.step(Book.MISFIRES, "Re-prime the weapon, which takes 1 bound, and try again");
        return shot(r, firer, w, target, range, MISFIRE + ": the " + w.label + " must be re-primed (1 bound)");
    }

    /** The side of the target the shot comes from (for the arm swap), front when not given. */
    private static String sideOf(ActionRequest q) {
        String from = q.text(Input.FROM);
        return from == null ? Side.FRONT : from;
    }

    /**
     * §7 volley gun and §19 artillery: "roll 1D6 +1 for the number of wounds
     * […] D3 +1 […] D3", apportioned evenly among the group; extra wounds go to
     * the first men named.
     */
    private static Outcome manyWounds(Resolution r, ActionRequest q, Fighter firer, Weapon w, Fighter target,
            double range, String from, String cover, String coverHeight, boolean choosesTarget, String aimAt,
            int height) {
        int count;
        if (w == Weapon.VOLLEY_GUN ? range < 15 : range < 24) {
            int die = r.dice.d6(WOUND_COUNT);
            count = die + 1;
            if (r.explaining()) r.ex.step(w.rule, "Under " + (w == Weapon.VOLLEY_GUN ? 15 : 24) + "\": 1D6 +1 hits, " + die + " +1 = " + count);
        } else {
            int die = r.dice.d6(WOUND_COUNT_D3);
            int d3 = (die + 1) / 2;
            boolean plusOne = !(w == Weapon.CANNON && range > 48);
            count = plusOne ? d3 + 1 : d3;
            if (r.explaining()) {
                r.ex.step(w.rule, (plusOne ? "D3 +1 hits" : "Beyond 48\": D3 hits") + ": the D6 shows " + die
                        + ", halved (rounding up) a D3 of " + d3 + (plusOne ? ", +1 = " + count : ""));
            }
        }
        String[] group = new String[4];
        int n = 0;
        group[n++] = target.id;
        for (String also : new String[] { Input.ALSO_1, Input.ALSO_2, Input.ALSO_3 }) {
            String id = q.text(also);
            if (id == null) continue;
            boolean dup = false;
            for (int i = 0; i < n; i++) dup |= group[i].equals(id);
            if (!dup && !r.fighter(id).out()) group[n++] = id;
        }
        if (r.explaining()) {
            r.ex.step(w.rule, count + " wounds, apportioned evenly among " + n + (n == 1 ? " man" : " men")
                    + (count > n && n > 1 ? " (the extra wounds to the first named)" : ""));
        }
        String[] who = new String[count];
        String[] what = new String[count];
        int landed = 0;
        for (int i = 0; i < count; i++) {
            Fighter victim = r.fighter(group[i % n]);
            if (victim.out()) continue;
            what[landed] = hitMan(r, firer, victim, from, cover, coverHeight, choosesTarget, aimAt, i % n == 0 ? height : 0);
            who[landed++] = victim.name();
        }
        int hits = landed;
        return r.outcome(() -> shooting(firer, w, target, range) + ": " + hits(who, what, hits));
    }

    /**
     * "3 hits, 1 wound: Voltigeur Dubois light wound; Voltigeur Dubois no
     * effect (suppressed); Voltigeur Leroux stopped by the cover" — the hits
     * thrown and, apart, how many of them wounded (or killed).
     */
    static String hits(String[] who, String[] what, int n) {
        int wounds = 0;
        StringBuilder each = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (HIT_LIGHT.equals(what[i]) || HIT_SERIOUS.equals(what[i]) || HIT_KILL.equals(what[i])) wounds++;
            each.append(i == 0 ? "" : "; ").append(who[i]).append(' ').append(switch (what[i]) {
                case HIT_IN_COVER -> "stopped by the cover";
                case HIT_HORSE -> "the horse hit";
                default -> what[i].substring("hit: ".length());
            });
        }
        return (n == 1 ? "1 hit" : n + " hits") + ", " + (wounds == 0 ? "no wound" : wounds == 1 ? "1 wound"
                : wounds + " wounds") + (n == 0 ? "" : ": " + each);
    }

    /** One ball on one man (or his horse): §15 horse or rider, §12 area, cover and extent, §13 effects. */
    static String hitMan(Resolution r, Fighter firer, Fighter victim, String from, String cover, String coverHeight,
            boolean choosesTarget, String aimAt, int height) {
        boolean horse = false;
        if (Options.horsemen(r.state) && victim.mounted()) {
            if (choosesTarget) {
                horse = AimAt.HORSE.equals(aimAt);
                if (r.explaining()) r.ex.step(Book.SHOOTING_HORSEMAN, "An aimed shot (or a rifleman) chooses: the " + (horse ? "horse" : "rider"));
            } else {
                int die = r.dice.d6(HORSE_OR_RIDER);
                horse = die <= 3;
                if (r.explaining()) r.ex.step(Book.SHOOTING_HORSEMAN, "Un-aimed shot at a horseman: " + die + " — the " + (horse ? "horse" : "rider"));
            }
        }
        Location where = Wounds.location(r, from, 0, null);
        if (Cover.HARD.equals(cover) && obscured(where, coverHeight)) {
            if (r.explaining()) r.ex.step(Book.COVER, "Hard cover hides the " + where.label + ": a miss is registered");
            return HIT_IN_COVER;
        }
        if (Cover.SOFT.equals(cover)) {
            boolean applies = !Options.softCoverObscuredOnly(r.state) || obscured(where, coverHeight);
            if (applies) {
                int die = r.dice.d6(SOFT_COVER);
                if (r.explaining()) r.ex.step(Book.A11, "Soft cover: " + die + (die <= 3 ? " — a miss" : " — a hit"));
                if (die <= 3) return HIT_IN_COVER;
            } else {
                r.ex.step(Book.A11, "Soft cover does not hide the area hit: no soft-cover die");
            }
        }
        Mods m = new Mods(r.explaining());
        if (Options.shooterStrength(r.state)) {
            int s = Options.strengthBandAsRolled(r.state) ? firer.base(Field.STRENGTH) : firer.strength();
            m.add(Wounds.strengthModifier(s), "shooter's strength (ruling A8)");
        }
        if (!horse) m.add(victim.down(), 1, "wounded whilst on the floor");
        Roll roll = r.dice.roll(2, 6, Wounds.EXTENT_SHOT);
        int score = roll.total() + m.total();
        Severity sev = Wounds.extent(r, where, score, r.explaining() ? "2D6 " + roll.total() + " (" + m + ")" : null);
        if (horse) {
            Horsemen.woundHorse(r, victim.id, where, sev);
            return HIT_HORSE;
        }
        Wounds.inflict(r, victim.id, where, sev, Wounds.Hit.shot(height));
        return switch (sev) {
            case NO_EFFECT -> HIT_NO_EFFECT;
            case LIGHT -> HIT_LIGHT;
            case SERIOUS -> HIT_SERIOUS;
            case KILL -> HIT_KILL;
        };
    }

    /** Which areas cover of a height hides (§12 Cover): legs; legs and abdomen (default); all but the head. */
    static boolean obscured(Location where, String coverHeight) {
        String h = coverHeight == null ? CoverHeight.WAIST : coverHeight;
        return switch (h) {
            case CoverHeight.LEGS -> where == Location.LEGS;
            case CoverHeight.ALL_BUT_HEAD -> where != Location.HEAD;
            default -> where == Location.LEGS || where == Location.ABDOMEN;
        };
    }

    private static void explainSkill(Resolution r, Fighter firer, Weapon w, double range, int rolledSkill, int skill,
            boolean tapLoaded, boolean automatic, Mods m, int modified) {
        String base = w == Weapon.CANNON ? "the artillery piece's firing skill " + rolledSkill : firer.name() + "'s firing skill " + rolledSkill;
        if (skill != rolledSkill) {
            base += ", capped at " + skill + (tapLoaded ? " (a tap-loaded rifle is only as accurate as a musket)"
                    : w == Weapon.CANNON ? " (the maximum for an artillery piece is 9)"
                    : " (\"The maximum firing skill that a musket firer can have is 9\")");
        }
        r.ex.step(w.rule, base);
        r.ex.step(Book.SHOOTING_MODIFIERS, w.label + " at " + Text.inches(range)
                + (automatic ? " — an automatic hit" : "") + ": " + m + " — modified skill " + modified);
    }
}
