package org.vedette.rules.onehour.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.onehour.OneHour.Cover;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Mark;

/**
 * Shooting: who may fire (Moving and Shooting, Roads, "Cavalry cannot fire"),
 * field of fire and range (Adjudge Field of Fire, Units in Towns), dice and
 * hits (Assess Casualties), cover saves. The hot path of bulk runs: no text is
 * composed unless an explanation is wanted.
 */
final class Shooting {
    /** "Each die which scored 4 or more indicates a hit on the target unit." */
    static final int HIT = 4;
    /** Cover: "On a 4 or more the hit is ignored" — never 3+ in shooting (ruling D6). */
    static final int SAVE = 4;
    /** "Units may only shoot at a single target within 45 degrees of their front facing." */
    static final double FIELD_OF_FIRE = 45;

    static final String TO_HIT = "shooting dice (hit on 4+)";
    static final String COVER_SAVES = "cover saves (4+)";

    private Shooting() {
    }

    static Outcome shoot(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor firer = s.actor(r.text(Input.ACTOR));
        UnitType type = UnitType.of(firer);
        Actor target = Units.enemyTarget(r, s, firer, Book.SHOOTING);
        UnitType targetType = UnitType.of(target);
        checkMayFire(firer, type);
        double range = r.number(Input.RANGE, 0);
        checkFieldOfFire(r, firer, type, target, range);

        boolean square = firer.hasMark(Mark.SQUARE);
        int count = square ? type.fireDiceInSquare : type.fireDice;
        Roll roll = dice.roll(count, 6, TO_HIT);
        int scored = 0;
        for (int i = 0; i < count; i++) {
            if (roll.face(i) >= HIT) scored++;
        }
        // Ruling D2: the "2 Dice*" cap limits what the firer scores; the target then saves what was scored.
        int hits = type.fireCappedAtOneHit && scored > 1 ? 1 : scored;

        String cover = r.text(Input.COVER);
        boolean inCover = Cover.TOWN.equals(cover) || Cover.SCENARIO_COVER.equals(cover);
        boolean hedge = targetType == UnitType.SKIRMISHERS && target.hasMark(Mark.HEDGE);
        int saved = 0;
        Roll saves = null;
        if ((inCover || hedge) && hits > 0) {
            saves = dice.roll(hits, 6, COVER_SAVES);
            for (int i = 0; i < hits; i++) {
                if (saves.face(i) >= SAVE) saved++;
            }
        }
        int standing = hits - saved;

        List<GameEvent> events = new ArrayList<>(2);
        events.add(new GameEvent.MarkChanged(firer.id(), Mark.FIRED, firer.marks().get(Mark.FIRED), Boolean.TRUE));
        if (standing > 0) {
            Status before = target.status();
            events.add(new GameEvent.StatusChanged(target.id(), before, before.withWounds(before.wounds() + standing)));
        }
        if (ex.isWanted()) {
            explain(ex, s, r, firer, type, target, range, square, roll, scored, hits, cover, inCover, hedge, saves,
                    saved, standing);
        }
        int savedHits = saved;
        // Composed only when read: bulk runs never do.
        return new Outcome(() -> firer.name() + " shoots at " + target.name() + " at " + Units.inches(range)
                + (square ? " from its square" : "") + ": " + Headlines.hits(hits, savedHits)
                + Headlines.elimination(s, target, standing), events, dice.rolls(), ex.steps());
    }

    private static void checkMayFire(Actor firer, UnitType type) throws IllegalActionException {
        if (!type.canFire()) {
            throw new IllegalActionException(Book.SHOOTING, firer.name() + " (" + type.label + ") cannot shoot: \"Cavalry cannot fire\"");
        }
        if (firer.hasMark(Mark.FIRED)) {
            throw new IllegalActionException(Book.FIELD_OF_FIRE, firer.name()
                    + " has already shot this turn: \"Units may only shoot at a single target\"");
        }
        if (firer.hasMark(Mark.USED_ROAD)) {
            throw new IllegalActionException(Book.ROADS, firer.name()
                    + " used the road bonus this turn: \"the unit may not fire if it uses this bonus\"");
        }
        if (type.artillery && Units.movedOrPivoted(firer)) {
            throw new IllegalActionException(Book.MOVING_AND_SHOOTING, firer.name() + " (" + type.label
                    + ") moved or pivoted this turn: \"Artillery cannot shoot if it moves and/or pivots\"");
        }
    }

    private static void checkFieldOfFire(ActionRequest r, Actor firer, UnitType type, Actor target, double range)
            throws IllegalActionException {
        // Ruling D6: the listed range is the greatest range, so a target at exactly 12" is in range.
        if (range > type.range) {
            throw new IllegalActionException(Book.SHOOTING_CASUALTIES, target.name() + " is out of range: "
                    + Units.inches(range) + " away, and " + type.label + " shoot up to " + type.range + "\"");
        }
        if (!r.flag(Input.FIRER_IN_TOWN) && r.number(Input.ANGLE, 0) > FIELD_OF_FIRE) {
            throw new IllegalActionException(Book.FIELD_OF_FIRE, target.name() + " is out of " + Units.possessive(firer.name())
                    + " field of fire: " + Units.plain(r.number(Input.ANGLE, 0))
                    + "° off its front, and units shoot within 45 degrees of their front facing (360 only from a town)");
        }
        if (r.flag(Input.LINE_BLOCKED)) {
            throw new IllegalActionException(Book.FIELD_OF_FIRE, firer.name() + " has no line of fire to "
                    + target.name() + ": units cannot fire through a gap of less than half an infantry base,"
                    + " through units, through woods or a town, or over a hill");
        }
        if (Units.engaged(target)) {
            throw new IllegalActionException(Book.FIELD_OF_FIRE, target.name()
                    + " is in hand-to-hand combat: \"Units cannot fire into combat\"");
        }
    }

    private static void explain(Explanation ex, GameState s, ActionRequest r, Actor firer, UnitType type, Actor target,
            double range, boolean square, Roll roll, int scored, int hits, String cover, boolean inCover,
            boolean hedge, Roll saves, int saved, int standing) {
        ex.step(r.flag(Input.FIRER_IN_TOWN) ? Book.UNITS_IN_TOWNS : Book.FIELD_OF_FIRE, r.flag(Input.FIRER_IN_TOWN)
                ? firer.name() + " is in a town: field of fire 360 degrees"
                : target.name() + " is within 45 degrees of " + Units.possessive(firer.name()) + " front");
        ex.step(Book.SHOOTING_CASUALTIES, type.label + " range " + type.range + "\": target at " + Units.inches(range)
                + " is in range");
        ex.step(Book.SHOOTING_CASUALTIES, type.label + (square ? " in square" : "") + " roll " + roll.count()
                + (roll.count() == 1 ? " die" : " dice") + ": " + Units.faces(roll.faces()) + ", hits on 4+: "
                + Units.hits(scored));
        if (hits != scored) {
            ex.step(Book.D2, "\"Units which fire '2 Dice*' cannot score more than 1 hit\": 1 hit, before any save");
        }
        if (saves != null) {
            String why = hedge ? "skirmishers with a hedge marker"
                    : Cover.TOWN.equals(cover) ? "a unit in a town" : "terrain the scenario designates as cover";
            ex.step(Book.COVER, target.name() + " is " + why + ": 1D6 per hit, ignored on 4+ (" + Units.faces(saves.faces())
                    + "): " + saved + " saved");
        } else if ((inCover || hedge) && hits == 0) {
            ex.step(Book.COVER, "No hits, so no cover saves");
        }
        ex.step(Book.ELIMINATION, Headlines.standing(s, target, standing));
    }
}
