package org.vedette.rules.sharpe.internal;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.model.Status;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Rank;
import org.vedette.rules.sharpe.Sharpe.Troop;

/**
 * One figure as the events so far leave it: its profile, its wounds (the
 * status's wound points: 1 a light wound, 2 a serious one, §13 "2 light wounds
 * = 1 serious wound"), the points it has spent this bound, and its abilities
 * with both taken off (§5: "A character's dexterity, strength and initiative
 * are all permanently affected by wounds", "Each action check […] losses 1
 * dexterity or strength points for that bound only").
 */
final class Fighter {
    /** "2 serious wounds = Dead": four wound points. */
    static final int DEAD_AT = 4;

    final Changes ch;
    final String id;
    final Actor actor;

    Fighter(Changes ch, String id) {
        this.ch = ch;
        this.id = id;
        this.actor = ch.original(id);
    }

    String name() {
        return actor.name();
    }

    int base(String field) {
        return actor.profileInt(field, 0);
    }

    Status status() {
        return ch.status(actor);
    }

    /** Wound points: each light wound 1, each serious wound 2. */
    int wounds() {
        return status().wounds();
    }

    int spent(String mark) {
        return count(mark);
    }

    int initiative() {
        return base(Field.INITIATIVE) - wounds() - spent(Mark.SPENT_I);
    }

    int dexterity() {
        return base(Field.DEXTERITY) - wounds() - spent(Mark.SPENT_D);
    }

    int strength() {
        return base(Field.STRENGTH) - wounds() - spent(Mark.SPENT_S);
    }

    /** Close combat skill less the points spent this bound; wounds count as combat modifiers (§9). */
    int closeCombat() {
        return base(Field.CLOSE_COMBAT) - spent(Mark.SPENT_C);
    }

    int firing() {
        return base(Field.FIRING);
    }

    String troop() {
        String t = actor.profileText(Field.TROOP);
        return t == null ? Troop.LINE : t;
    }

    boolean officer() {
        return Rank.OFFICER.equals(actor.profileText(Field.RANK));
    }

    boolean out() {
        return status().out();
    }

    boolean down() {
        return status().down();
    }

    boolean unconscious() {
        return flag(Mark.UNCONSCIOUS);
    }

    boolean flag(String mark) {
        return Boolean.TRUE.equals(ch.mark(actor, mark));
    }

    int count(String mark) {
        return ch.mark(actor, mark) instanceof Number n ? n.intValue() : 0;
    }

    String text(String mark) {
        return ch.mark(actor, mark) instanceof String s ? s : null;
    }

    /** On a horse: mounted in the scenario, and neither thrown nor unhorsed since. */
    boolean mounted() {
        return actor.mounted() && !flag(Mark.DISMOUNTED);
    }

    int locationPoints(Location where) {
        return count(where.mark);
    }

    /** "Cannot use that arm again": a serious wound (or two light ones) in it. */
    boolean armLost(Location arm) {
        return locationPoints(arm) >= 2;
    }

    /** A long arm needs both arms: "A serious wound in either arm will prevent him using a musket at all." */
    boolean canUseLongArm() {
        return !armLost(Location.LEFT_ARM) && !armLost(Location.RIGHT_ARM);
    }

    /** "A light wound in both arms will stop a person using a musket as a close combat weapon." */
    boolean canClubWithLongArm() {
        return canUseLongArm() && !(locationPoints(Location.LEFT_ARM) > 0 && locationPoints(Location.RIGHT_ARM) > 0);
    }

    /** Carries the weapon: in the roster and not dropped, or picked up since. */
    boolean carries(Weapon w) {
        return (actor.carries(w.id) && !flag(w.droppedMark)) || flag(w.heldMark);
    }

    /** Close combat weapons in the order a man reaches for them: a blade, a bayonet, a club, then a long arm's butt. */
    private static final Weapon[] MELEE_PREFERENCE = { Weapon.SWORD, Weapon.BAYONET, Weapon.CLUB, Weapon.MUSKET,
            Weapon.CARBINE, Weapon.BAKER_RIFLE };

    /** The close-combat weapon it fights with when none is named: the first it carries and can use. */
    Weapon bestMeleeWeapon() {
        for (Weapon w : MELEE_PREFERENCE) {
            if (!carries(w)) continue;
            if (w.firearm && !canClubWithLongArm()) continue;
            if (!w.firearm && armLost(Location.LEFT_ARM) && armLost(Location.RIGHT_ARM)) continue;
            return w;
        }
        return null;
    }

    /** The first firearm it carries, for a shot that names none. */
    Weapon firstFirearm() {
        for (String id : actor.weapons()) {
            Weapon w = Weapon.of(id);
            if (w != null && w.firearm && carries(w)) return w;
        }
        for (Weapon w : Weapon.ALL) {
            if (w.firearm && ch.markFlag(id, w.heldMark)) return w;
        }
        return null;
    }

    /**
     * Refuses an action by a figure that cannot act at all: out of the game,
     * unconscious, or on the ground (it must rise first).
     */
    void mustBeAbleToAct(String doing) throws IllegalActionException {
        if (out()) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, name() + " is out of action and cannot " + doing);
        }
        if (unconscious()) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, name() + " is unconscious and cannot " + doing);
        }
    }

    /**
     * Refuses a move or an action by a figure that may not take one this bound:
     * wounded ("no further action or movement this bound"), on the ground,
     * suppressed (for movement and attacks, shots included).
     */
    void mustBeFreeToAct(String doing, boolean movementOrAttack) throws IllegalActionException {
        mustBeAbleToAct(doing);
        if (flag(Mark.WOUNDED)) {
            throw new IllegalActionException(Book.WOUND_EFFECTS, name() + " was wounded this bound and cannot "
                    + doing + ": \"Any wound will result in no further action or movement this bound\"");
        }
        if (down()) {
            throw new IllegalActionException(flag(Mark.FALLEN) ? Book.FALLING_DOWN : Book.WOUND_EFFECTS,
                    name() + " is on the ground and cannot " + doing + " until he rises");
        }
        if (movementOrAttack && flag(Mark.SUPPRESSED)) {
            throw new IllegalActionException(Book.SUPPRESSION, name() + " is suppressed this bound and cannot "
                    + doing + ": \"They may make no movement or attacks that bound\"");
        }
    }

    /** §11: a distracted opponent's "attack automatically fails and the opponent does not move for the rest of that bound". */
    void mustNotBeDistracted(String doing) throws IllegalActionException {
        if (flag(Mark.DISTRACTED)) {
            throw new IllegalActionException(Book.DISTRACTION, name() + " was distracted this bound and cannot " + doing
                    + ": \"the attack automatically fails and the opponent does not move for the rest of that bound\"");
        }
    }
}
