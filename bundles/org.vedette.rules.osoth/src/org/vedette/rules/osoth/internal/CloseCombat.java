package org.vedette.rules.osoth.internal;

import java.util.List;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Position;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Quality;
import org.vedette.rules.osoth.Osoth.Terrain;
import org.vedette.rules.osoth.tables.Tables;
import org.vedette.table.RuleMoves;

/**
 * Charges and attacks ("Charges", "Actions — Charge", "— Attack"): the
 * charger moves the distance the interface gives; reaching its target, the
 * target — if it has not yet acted — may react by moving or by firing at a
 * range set by its quality; then the charger attacks, and a surviving target
 * attacks back. Each is its own request, as at the table each is its own
 * press of Take Action; the marks on the two figures carry the charge from one
 * to the next (ruling O5).
 */
final class CloseCombat {
    static final String TO_HIT = "2D6 attack";

    private CloseCombat() {
    }

    static Outcome charge(Play p) throws IllegalActionException {
        Actor charger = p.actor();
        List<Actor> group = Acting.group(p, charger, true, Book.CHARGE);
        Acting.check(p, group, "charge");
        for (Actor member : group) offensive(p, member, Book.CHARGE);
        if (Figures.wavering(p.ch, charger)) {
            throw new IllegalActionException(Book.MORALE, Figures.unit(p.ch, charger)
                    + " is Wavering: \"A Wavering unit is only allowed to … Move, or … Rally\"");
        }
        Actor target = p.target(Book.CHARGE);
        for (Actor member : group) Firing.legitimate(p, member, target);
        if (p.ch.mark(target, Mark.CHARGED_BY) != null) {
            throw new IllegalActionException(Book.CHARGES, target.name() + " is already charged by " + p.ch.mark(target, Mark.CHARGED_BY));
        }
        double distance = p.r.number(Input.DISTANCE, 0);
        boolean mounted = Movement.groupPace(p, charger, group, Book.CHARGES);
        double rate = Movement.rate(p, Movement.moveClass(p, charger), p.r.text(Input.TERRAIN), mounted);
        Acting.acted(p, group);
        if (rate < distance) {
            p.step(Book.CHARGES, () -> Figures.inches(rate) + " does not reach " + target.name() + " " + Figures.inches(distance)
                    + " away: \"only the charging figure's action is used\"");
            // "move the charging figure the distance provided by the game interface": on the table the charger goes
            // that far along its way to the target, by the going (the table's law cuts its path there).
            p.ch.instructMove(charger.id(), "move " + Figures.inches(rate) + " towards " + target.name()
                    + "; the charge falls short", rate);
            return p.outcome(() -> charger.name() + " charges " + target.name() + ": falls short (" + Figures.inches(rate) + " of "
                    + Figures.inches(distance) + ")");
        }
        // "Both Charge actions and subsequent reactions may be made by groups": every figure of the
        // charging group moves at its pace and reaches, so every one is in contact and will attack.
        for (Actor member : group) {
            p.ch.mark(member.id(), Mark.CHARGING, target.id());
            p.ch.mark(member.id(), Mark.CHARGE_LEFT, Double.valueOf(rate - distance));
            p.ch.instruct(member.id(), "move into contact with " + target.name());
        }
        intoContact(p, charger, group, target);
        p.ch.mark(target.id(), Mark.CHARGED_BY, charger.id());
        p.ch.mark(target.id(), Mark.CHARGE_FROM, Double.valueOf(distance));
        if (group.size() > 1) {
            p.step(Book.CHARGES, () -> "the group charges together: " + String.join(", ", group.stream().map(Actor::name).toList())
                    + " in contact with " + target.name() + ", each to make its attack");
        }
        Kind kind = Kind.of(target);
        if (kind == Kind.VILLAGER || kind == Kind.ARISTOCRAT || kind == Kind.MONK && target.weapons().isEmpty()) {
            // "When contacted by enemy troops, they are removed from play."
            p.ch.status(target.id(), p.ch.status(target).withOut(true));
            clearAll(p, target);
            p.ch.instruct(target.id(), target.name() + " is removed from play: \"When contacted by enemy troops, they are removed\"");
            return p.outcome(() -> charger.name() + " charges " + target.name() + ": contact; " + target.name() + " is removed from play");
        }
        boolean mayReact = !Figures.acted(p.ch, target);
        p.step(Book.REACTION, () -> target.name() + (mayReact ? " has not yet acted and may react: move, or fire"
                : " has acted this turn: no reaction; the charger attacks"));
        return p.outcome(() -> charger.name() + " charges " + target.name() + ": contact" + (mayReact ? "; " + target.name() + " may react" : ""));
    }

    /**
     * "Both Charge actions and subsequent reactions may be made by groups": on a table with positions every other
     * figure of the charging group is moved into contact with the target, placed around its base where there is
     * room — none on another's base, none where the charger will stand, whom the table's law brings straight at
     * the target (RULINGS.md O12). One with no room left around the target stays where it is, the instruction
     * for the referee. Without positions the instructions alone say it.
     */
    private static void intoContact(Play p, Actor charger, List<Actor> group, Actor target) {
        if (group.size() < 2 || target.position() == null || charger.position() == null) return;
        RuleMoves table = RuleMoves.of(Osoth.RULESET, p.ch);
        if (table == null) return;
        Position chargerAt = table.straightAt(charger.id(), target.id());
        List<Position> keepClear = chargerAt == null ? List.of() : List.of(chargerAt);
        for (Actor member : group) {
            if (member.id().equals(charger.id()) || member.position() == null) continue;
            Position at = table.intoContact(member.id(), target.id(), keepClear);
            if (at == null) {
                p.step(Book.CHARGES, () -> "no room is left around " + target.name() + " for " + member.name()
                        + ": the referee places him");
                continue;
            }
            p.ch.move(member.id(), at);
        }
    }

    /** The charged figure's reaction: a move, a shot at the quality's range bracket, or none. */
    static Outcome react(Play p) throws IllegalActionException {
        Actor target = p.actor();
        String chargerId = p.ch.mark(target, Mark.CHARGED_BY) instanceof String s ? s : null;
        if (chargerId == null) {
            throw new IllegalActionException(Book.REACTION, target.name() + " is not the target of a charge in contact");
        }
        if (Figures.acted(p.ch, target)) {
            throw new IllegalActionException(Book.REACTION, target.name() + " has acted this turn: a reaction \"requires that it has not yet acted during the turn\"");
        }
        Actor charger = p.s.actor(chargerId);
        String reaction = p.r.text(Input.REACTION) == null ? "none" : p.r.text(Input.REACTION);
        p.ch.mark(target.id(), Mark.ACTED, Boolean.TRUE);
        double from = p.ch.mark(target, Mark.CHARGE_FROM) instanceof Number n ? n.doubleValue() : 0;
        switch (reaction) {
            case "move" -> {
                double gap = p.r.number(Input.GAP, 0);
                double left = p.ch.mark(charger, Mark.CHARGE_LEFT) instanceof Number n ? n.doubleValue() : 0;
                if (gap > left) {
                    clearAll(p, target);
                    p.step(Book.REACTION, () -> target.name() + " moves " + Figures.inches(gap) + " away; " + charger.name()
                            + " has " + Figures.inches(left) + " of its charge left and cannot re-establish contact");
                    p.ch.instruct(charger.id(), "follow up " + Figures.inches(left) + "; contact is not regained");
                    return p.outcome(() -> target.name() + " moves away: the charge of " + charger.name() + " fails");
                }
                p.ch.instruct(charger.id(), "follow up " + Figures.inches(gap) + " and regain contact with " + target.name());
                return p.outcome(() -> target.name() + " moves; " + charger.name() + " follows up and regains contact");
            }
            case "none" -> {
                return p.outcome(() -> target.name() + " awaits the charge of " + charger.name());
            }
            default -> {
                String weapon = Firing.weapon("fire-" + reaction);
                Firing.mayFire(p, target, "fire-" + reaction, weapon, Book.REACTION);
                Tables.Weapon w = p.t.fire().weapons().get(weapon);
                String quality = Figures.quality(p.ch, target);
                // "for Veterans, use the shortest range bracket; for Average … half the distance from where the
                // charging figure starts their move; for Conscripts and Civilians, … the distance to where [it] started"
                double range = Quality.VETERAN.equals(quality) ? w.bands().get(0).upTo()
                        : Quality.AVERAGE.equals(quality) ? from / 2 : from;
                p.step(Book.REACTION, () -> Figures.label(quality) + " reaction fire at " + Figures.inches(range)
                        + " (the charge began " + Figures.inches(from) + " away)");
                String result = Firing.shot(p, target, charger, weapon, range, p.r.text(Input.TERRAIN),
                        p.box(Input.MARKSMAN, Boolean.TRUE.equals(target.profile().get(Field.MARKSMAN))),
                        p.box(Input.ACTOR_MOUNTED, Figures.mounted(p.ch, target)),
                        p.box(Input.TARGET_MOUNTED, Figures.mounted(p.ch, charger)), Book.REACTION);
                if ("rifle".equals(reaction)) p.ch.mark(target.id(), Mark.RIFLE_FIRED, Boolean.TRUE);
                if (Figures.out(p.ch, charger)) clear(p, charger, target);
                return p.outcome(() -> target.name() + " fires his " + weapon + " at the charging " + charger.name() + " at "
                        + Figures.inches(range) + ": " + Firing.result(result, charger));
            }
        }
    }

    static Outcome attack(Play p) throws IllegalActionException {
        Actor attacker = p.actor();
        Actor target = p.target(Book.ATTACK);
        boolean charger = target.id().equals(p.ch.mark(attacker, Mark.CHARGING));
        // The charged figure answers a charger once that charger has attacked, which takes its charge's
        // leftover off it — each of a charging group in turn.
        boolean answering = attacker.id().equals(p.ch.mark(target, Mark.CHARGING)) && p.ch.mark(target, Mark.CHARGE_LEFT) == null;
        if (charger && p.ch.mark(attacker, Mark.CHARGE_LEFT) == null) {
            throw new IllegalActionException(Book.ATTACK_PAIR, attacker.name() + " has made its attack: now "
                    + target.name() + " attacks back");
        }
        if (!charger && !answering) {
            // An attack outside a charge is the figure's action for the turn.
            List<Actor> group = Acting.group(p, attacker, false, Book.ATTACK);
            Acting.check(p, group, "attack");
            Acting.acted(p, group);
        }
        // "Aristocrats may not perform offensive combat actions unless attacked, in which case they will defend themselves."
        if (!answering) offensive(p, attacker, Book.ATTACK);
        Firing.legitimate(p, attacker, target);
        if (charger) {
            // The reaction's chance is gone: the charged figure's action is used ("will consume the actions of both").
            p.ch.mark(target.id(), Mark.ACTED, Boolean.TRUE);
            p.ch.mark(target.id(), Mark.CHARGE_FROM, null);
            p.ch.mark(attacker.id(), Mark.CHARGE_LEFT, null);
        }
        Tables.Attack t = p.t.attack();
        String ground = p.r.text(Input.TERRAIN) == null ? Terrain.OPEN : p.r.text(Input.TERRAIN);
        String cover = Terrain.ROAD.equals(ground) ? Terrain.OPEN : ground;
        if (!t.cover().containsKey(cover)) throw new IllegalActionException(Book.ATTACK, "unknown terrain/cover " + ground);
        boolean open = Terrain.OPEN.equals(cover);
        boolean mounted = p.box(Input.ACTOR_MOUNTED, Figures.mounted(p.ch, attacker));
        boolean targetMounted = p.box(Input.TARGET_MOUNTED, Figures.mounted(p.ch, target));
        boolean charging = p.box(Input.CHARGING, charger);
        boolean unarmed = attacker.weapons().isEmpty();
        String q = Figures.quality(p.ch, attacker);
        String dq = Figures.quality(p.ch, target);
        int needed = t.hit() + t.attacker().get(q) + t.defender().get(dq) + (charging ? t.charging() : 0)
                + (mounted && open ? t.mountedInOpen() : 0) + (targetMounted && !mounted && open ? t.targetMountedInOpen() : 0)
                + (unarmed ? t.unarmed() : 0) + t.cover().get(cover);
        Roll roll = p.dice.roll(2, 6, TO_HIT + " (" + needed + "+)");
        boolean hit = roll.total() >= needed;
        p.step(Book.T_ATTACK, () -> t.hit() + "+; " + Figures.label(q) + " attacker " + Firing.signed(t.attacker().get(q))
                + ", " + Figures.label(dq) + " defender " + Firing.signed(t.defender().get(dq))
                + (charging ? ", charging " + Firing.signed(t.charging()) : "")
                + (mounted && open ? ", mounted in the open " + Firing.signed(t.mountedInOpen()) : "")
                + (targetMounted && !mounted && open ? ", a rider in the open " + Firing.signed(t.targetMountedInOpen()) : "")
                + (unarmed ? ", unarmed " + Firing.signed(t.unarmed()) : "") + ", " + cover + " "
                + Firing.signed(t.cover().get(cover)) + ": needs " + needed + "; rolled " + roll.total() + ": " + (hit ? "hit" : "miss"));
        String result = hit ? Firing.damage(p, attacker, target, t.damage(), Book.T_ATTACK) : "miss";
        if (p.ledger != null && Figures.player(p.ch, attacker) != Figures.player(p.ch, target)) p.ledger.engaged = true;
        boolean back = charger && !Figures.out(p.ch, target);
        if (back) {
            p.step(Book.ATTACK_PAIR, () -> "\"If the target figure survives, it will make an Attack action on the charging figure\"");
        } else if (charger) {
            clearAll(p, target); // the charged figure is out: every charger's part is over
        } else if (answering) {
            clear(p, target, attacker); // this pair's attacks are made; the group's next charger stays in contact
        }
        return p.outcome(() -> attacker.name() + " attacks " + target.name() + ": " + Firing.result(result, target)
                + (back ? "; " + target.name() + " attacks back" : ""));
    }

    /** Villagers, aristocrats and unarmed monks "may not perform offensive combat actions"; transport neither. */
    private static void offensive(Play p, Actor a, org.vedette.core.rules.RuleRef rule) throws IllegalActionException {
        Kind kind = Kind.of(a);
        if (kind.role == Kind.Role.TRANSPORT || kind.role == Kind.Role.GUN || kind.role == Kind.Role.MASSED
                || kind == Kind.VILLAGER || kind == Kind.ARISTOCRAT || kind == Kind.MONK && a.weapons().isEmpty()) {
            throw new IllegalActionException(kind.role == Kind.Role.CIVILIAN ? Book.VILLAGERS : Book.TRANSPORT,
                    a.name() + " (" + kind.label + ") may not perform offensive actions");
        }
    }

    /**
     * Ends one charger's part in a charge. The target stays charged while
     * another figure of the charging group is still in contact with it (the
     * one it answers becoming its charger); with the last, the charge is over.
     */
    private static void clear(Play p, Actor charger, Actor target) {
        p.ch.mark(charger.id(), Mark.CHARGING, null);
        p.ch.mark(charger.id(), Mark.CHARGE_LEFT, null);
        Actor next = chargers(p, target).stream().findFirst().orElse(null);
        p.ch.mark(target.id(), Mark.CHARGED_BY, next == null ? null : next.id());
        if (next == null) p.ch.mark(target.id(), Mark.CHARGE_FROM, null);
    }

    /** Every figure still charging the target and in contact with it. */
    private static List<Actor> chargers(Play p, Actor target) {
        List<Actor> found = new java.util.ArrayList<>();
        for (Actor a : p.s.actors().values()) {
            if (target.id().equals(p.ch.mark(a, Mark.CHARGING)) && !Figures.out(p.ch, a)) found.add(a);
        }
        return found;
    }

    /** A reaction move away from every charger: each that cannot follow far enough loses contact. */
    private static void clearAll(Play p, Actor target) {
        for (Actor a : chargers(p, target)) clear(p, a, target);
    }
}
