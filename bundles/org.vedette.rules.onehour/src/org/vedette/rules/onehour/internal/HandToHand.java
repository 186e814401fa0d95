package org.vedette.rules.onehour.internal;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Arc;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.table.RuleMoves;

/**
 * Hand-to-Hand Combat: one round, thrown by the unit whose player turn it is
 * (One Sided Combat), with its dice by type (Assess Casualties), the heavy
 * cavalry's impetus, doubling for flank, rear and artillery (Flank or Rear
 * Attacks), the defender's saves (Terrain Advantage) and the retreat of a unit
 * that inflicts no hit (Hand to Hand Combat and Movement).
 */
final class HandToHand {
    /** "Each dice which scored a 4 or more indicates a hit on the target unit." */
    static final int HIT = 4;
    /** Terrain Advantage: "On a 4 or more the hit is ignored." */
    static final int SAVE = 4;
    /** "This is improved to 3 or more if more than one condition applies." */
    static final int SAVE_IMPROVED = 3;
    /** "it retreats 3” to its own rear without changing facing". */
    static final String RETREAT = "retreats 3\" to its own rear without changing facing;"
            + " if terrain or other units stop it, it moves back as far as possible";
    /** The retreat's inches. */
    static final double RETREAT_INCHES = 3;
    static final String SQUARE_STANDS = "is in square and cannot move back: it stands";

    static final String DICE = "hand-to-hand dice (hit on 4+)";
    static final String IMPETUS_DICE = "impetus dice (hit on 4+)";
    static final String SAVES = "terrain advantage saves (4+)";
    static final String SAVES_IMPROVED = "terrain advantage saves (3+)";

    private HandToHand() {
    }

    static Outcome fight(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor attacker = s.actor(r.text(Input.ACTOR));
        UnitType type = UnitType.of(attacker);
        Actor target = Units.enemyTarget(r, s, attacker, Book.MELEE_CASUALTIES);
        UnitType targetType = UnitType.of(target);
        if (!Units.inContact(attacker, target)) {
            throw new IllegalActionException(Book.CHARGE_MOVES, attacker.name() + " is not in contact with "
                    + target.name() + ": hand-to-hand combat follows a charge into contact");
        }
        if (attacker.hasMark(Mark.FOUGHT)) {
            throw new IllegalActionException(Book.MELEE_CASUALTIES, attacker.name()
                    + " has already fought its round of hand-to-hand combat this turn");
        }

        // Which face is attacked: as the referee says, or as the charge left it.
        String arc = r.text(Input.ARC);
        if (arc == null) {
            arc = attacker.id().equals(Units.chargedBy(target)) ? Units.attackedFrom(target) : Arc.FRONT;
        }
        boolean square = target.hasMark(Mark.SQUARE);
        if (square && !Arc.FRONT.equals(arc)) {
            ex.step(Book.FLANK_OR_REAR, "\"No rear or flank attacks on Infantry in Square\": " + target.name()
                    + " is attacked on a face of its square");
            arc = Arc.FRONT;
        }
        boolean flankOrRear = !Arc.FRONT.equals(arc);
        boolean doubled = flankOrRear || targetType.artillery;

        int normal = type.meleeDice;
        boolean hasImpetus = type.impetusDice > 0 && !attacker.hasMark(Mark.IMPETUS_LOST);
        int impetus = hasImpetus ? type.impetusDice : 0;
        boolean doubleImpetus = Options.flag(s, Option.DOUBLE_IMPETUS, true);
        if (doubled) {
            normal *= 2;
            if (doubleImpetus) impetus *= 2;
        }
        Roll normalRoll = dice.roll(normal, 6, DICE);
        int scored = 0;
        boolean rolledOne = false;
        for (int i = 0; i < normal; i++) {
            int f = normalRoll.face(i);
            if (f >= HIT) scored++;
            if (f == 1) rolledOne = true;
        }
        // "Heavy Cavalry who roll a '1' on either of their normal dice lose the Impetus dice ... for the rest of the game".
        boolean losesImpetus = hasImpetus && rolledOne;
        boolean atOnce = Options.flag(s, Option.IMPETUS_LOST_AT_ONCE, false);
        if (losesImpetus && atOnce) impetus = 0;
        Roll impetusRoll = null;
        int impetusScored = 0;
        if (impetus > 0) {
            impetusRoll = dice.roll(impetus, 6, IMPETUS_DICE);
            for (int i = 0; i < impetus; i++) {
                if (impetusRoll.face(i) >= HIT) impetusScored++;
            }
        }
        int allScored = scored + impetusScored;
        boolean capped = type.meleeStarred && allScored > 1 && Options.flag(s, Option.LIGHT_INFANTRY_MELEE_CAP, true);
        int hits = capped ? 1 : allScored;

        // Terrain Advantage: each condition the target meets.
        boolean uphill = r.flag(Input.UPHILL);
        boolean woodsOrTown = r.flag(Input.WOODS_OR_TOWN);
        boolean crossing = r.flag(Input.DEFENDING_CROSSING);
        boolean hedge = targetType == UnitType.SKIRMISHERS && target.hasMark(Mark.HEDGE) && type.cavalry
                && Arc.FRONT.equals(arc);
        int conditions = (uphill ? 1 : 0) + (woodsOrTown ? 1 : 0) + (crossing ? 1 : 0) + (hedge ? 1 : 0)
                + (square ? 1 : 0);
        int need = conditions > 1 ? SAVE_IMPROVED : SAVE;
        int saved = 0;
        Roll saves = null;
        if (conditions > 0 && hits > 0) {
            saves = dice.roll(hits, 6, conditions > 1 ? SAVES_IMPROVED : SAVES);
            for (int i = 0; i < hits; i++) {
                if (saves.face(i) >= need) saved++;
            }
        }
        int standing = hits - saved;
        boolean savedCount = Options.flag(s, Option.SAVED_HITS_COUNT, false);
        int inflicted = savedCount ? hits : standing;
        boolean retreats = inflicted == 0;

        Changes c = new Changes(s);
        c.mark(attacker.id(), Mark.FOUGHT, Boolean.TRUE);
        if (losesImpetus) c.mark(attacker.id(), Mark.IMPETUS_LOST, Boolean.TRUE);
        if (standing > 0) {
            Status st = target.status();
            c.status(target.id(), st.withWounds(st.wounds() + standing));
        }
        boolean inSquare = attacker.hasMark(Mark.SQUARE);
        if (retreats) {
            if (inSquare) {
                c.instruct(attacker.id(), SQUARE_STANDS);
            } else {
                c.instruct(attacker.id(), RETREAT);
                breakContact(c, attacker, target);
                retreat(c, attacker, ex);
            }
        }
        if (ex.isWanted()) {
            explainDice(ex, attacker, type, target, targetType, arc, flankOrRear, doubled, doubleImpetus, normalRoll,
                    impetusRoll, hasImpetus, losesImpetus, atOnce, scored, impetusScored, capped);
            explainSaves(ex, target, uphill, woodsOrTown, crossing, hedge, square, conditions, need, saves, saved,
                    hits);
            explainResult(ex, s, attacker, target, hits, standing, savedCount, retreats, inSquare);
        }
        String facing = arc;
        int savedHits = saved;
        boolean back = retreats && !inSquare;
        // Composed only when read: bulk runs never do.
        return new Outcome(() -> attacker.name() + " fights " + target.name() + (Arc.FRONT.equals(facing) ? ""
                : " in the " + facing) + ": " + (back ? Headlines.hitsAndRetreat(hits, savedHits) : Headlines.hits(hits, savedHits))
                + Headlines.elimination(s, target, standing), c.events(), dice.rolls(), ex.steps());
    }

    /**
     * Retreat: "it retreats 3” to its own rear without changing facing. If it cannot complete this move because of
     * the presence of terrain or other units then it is moved back as far as possible." On a table with positions
     * the unit is moved so, straight back from its centre; the table's edge stops it as terrain does (RULINGS.md
     * D9). Without positions the instruction says it to the referee.
     */
    static void retreat(Changes c, Actor unit, Explanation ex) {
        if (c.now(unit.id()).position() == null) return;
        RuleMoves table = RuleMoves.of(OneHour.RULESET, c);
        RuleMoves.Went went = table == null ? null : table.back(unit.id(), RETREAT_INCHES);
        if (went == null) return;
        if (went.inches() > 0) c.move(unit.id(), went.to());
        if (ex.isWanted()) {
            ex.step(Book.RETREAT, unit.name() + " retreats " + Units.inches(went.inches()) + " to its rear"
                    + (went.whole() ? "" : ", as far as possible: " + went.stopped() + " stops it"));
        }
    }

    /** The two units are no longer in contact: the retreating unit has stepped back. */
    static void breakContact(Changes c, Actor a, Actor b) {
        if (b.id().equals(Units.charging(c.now(a.id())))) {
            endCharge(c, a.id(), b.id());
        }
        if (b.id().equals(Units.chargedBy(c.now(a.id())))) {
            endCharge(c, b.id(), a.id());
        }
    }

    /** Removes the marks of a charge by {@code charger} on {@code charged}. */
    static void endCharge(Changes c, String charger, String charged) {
        if (c.now(charger) != null) {
            c.mark(charger, Mark.CHARGING, null);
        }
        if (c.now(charged) != null) {
            c.mark(charged, Mark.CHARGED_BY, null);
            c.mark(charged, Mark.ATTACKED_FROM, null);
            c.mark(charged, Mark.SQUARE_TESTED, null);
        }
    }

    private static void explainDice(Explanation ex, Actor attacker, UnitType type, Actor target, UnitType targetType,
            String arc, boolean flankOrRear, boolean doubled, boolean doubleImpetus, Roll normalRoll, Roll impetusRoll,
            boolean hasImpetus, boolean losesImpetus, boolean atOnce, int scored, int impetusScored, boolean capped) {
        ex.step(Book.ONE_SIDED, attacker.name() + " inflicts casualties in its own player turn; "
                + target.name() + " does not strike back now");
        ex.step(Book.MELEE_CASUALTIES, type.label + " roll " + type.meleeDice + (type.meleeStarred ? "*" : "")
                + (type.impetusDice > 0 ? " plus " + type.impetusDice + " impetus" : "") + " dice"
                + (type.impetusDice > 0 && !hasImpetus ? " (impetus lost earlier in the game)" : ""));
        if (doubled) {
            ex.step(Book.FLANK_OR_REAR, (flankOrRear ? "Attack on the " + arc : "Attack on artillery")
                    + ": the number of dice is doubled" + (hasImpetus
                            ? (doubleImpetus ? ", impetus included (ruling D3)" : "; the impetus die is not doubled (option)")
                            : ""));
        }
        ex.step(Book.MELEE_CASUALTIES, "Dice " + Units.faces(normalRoll.faces()) + ", hits on 4+: " + Units.hits(scored));
        if (losesImpetus) {
            ex.step(Book.IMPETUS, "A 1 on a normal die: " + attacker.name()
                    + " loses the impetus dice in all combats for the rest of the game"
                    + (atOnce ? ", this one included (option)" : "; the impetus die of this combat still counts (ruling D3)"));
        }
        if (impetusRoll != null) {
            ex.step(Book.IMPETUS, "Impetus " + Units.faces(impetusRoll.faces()) + ": " + Units.hits(impetusScored));
        }
        if (capped) {
            ex.step(Book.D1, type.label + " are 2* in hand-to-hand as in shooting: no more than 1 hit (ruling D1)");
        }
    }

    private static void explainSaves(Explanation ex, Actor target, boolean uphill, boolean woodsOrTown,
            boolean crossing, boolean hedge, boolean square, int conditions, int need, Roll saves, int saved, int hits) {
        if (conditions == 0) {
            return;
        }
        StringBuilder why = new StringBuilder();
        if (uphill) why.append(", uphill of its attacker");
        if (woodsOrTown) why.append(", in woods or a town");
        if (crossing) why.append(", defending a bridge or ford");
        if (hedge) why.append(", skirmishers with a hedge marker attacked to the front by cavalry (ruling D7)");
        if (square) why.append(", infantry in square");
        ex.step(Book.TERRAIN_ADVANTAGE, target.name() + why + ": " + conditions
                + (conditions == 1 ? " condition, hits saved on 4+" : " conditions, hits saved on 3+"));
        if (saves != null) {
            ex.step(Book.TERRAIN_ADVANTAGE, "Saves " + Units.faces(saves.faces()) + " against " + need + "+: " + saved
                    + " of " + Units.hits(hits) + " ignored");
        }
    }

    private static void explainResult(Explanation ex, GameState s, Actor attacker, Actor target, int hits,
            int standing, boolean savedCount, boolean retreats, boolean inSquare) {
        ex.step(Book.ELIMINATION, Headlines.standing(s, target, standing));
        if (hits > 0 && standing == 0) {
            ex.step(Book.D4, savedCount ? "Every hit was saved, but hits scored count as inflicted (option): no retreat"
                    : "Every hit was saved, so none was inflicted (ruling D4)");
        }
        if (retreats) {
            ex.step(Book.RETREAT, attacker.name() + " failed to inflict any hits and "
                    + (inSquare ? SQUARE_STANDS : RETREAT + "; contact with " + target.name() + " is broken"));
        }
    }
}
