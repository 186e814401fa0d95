package org.vedette.rules.onehour.internal;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Timing;

/**
 * The referee's hit (Shooting — Assess Casualties): fire the engine did not
 * resolve — a battery off the table, a scenario's event — rolled as the book
 * rolls any shooting: a number of dice, "Each die which scored 4 or more
 * indicates a hit on the target unit", and in cover "On a 4 or more the hit
 * is ignored"; or hits the referee awards outright. Hits are counted on the
 * unit and eliminate it in the elimination phase (Eliminating Units).
 */
final class RefereeHit {
    static final String DICE = "dice";
    static final String HITS = "hits";
    static final String COVER = "cover";
    /** More dice than any unit rolls (Headlines.MOST_HITS): what a referee may ask for at once. */
    private static final int MOST_DICE = Headlines.MOST_HITS;

    private RefereeHit() {
    }

    static ActionSpec spec() {
        return new ActionSpec(Referee.HIT, "Hits (shooting dice)", Book.SHOOTING_CASUALTIES, Timing.ANY_TIME, List.of(),
                List.of(FieldSpec.actor(Referee.TARGET, "Unit hit", true),
                        FieldSpec.builder(DICE, FieldType.INTEGER).label("Dice").range(0, MOST_DICE).defaultValue(0)
                                .help("Dice to roll: each 4 or more is a hit (1H Shooting — Assess Casualties)").build(),
                        FieldSpec.builder(HITS, FieldType.INTEGER).label("Hits awarded").range(0, 15).defaultValue(0)
                                .help("Hits the referee awards without a roll").build(),
                        FieldSpec.flag(COVER, "In cover", "Each hit is ignored on a 4 or more (1H Shooting — Assess Casualties)")));
    }

    static Outcome resolve(ActionRequest q, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor target = s.actor(q.text(Referee.TARGET));
        if (target.status().out()) {
            throw new IllegalActionException(Book.ELIMINATION, target.name() + " has been eliminated");
        }
        int count = (int) q.number(DICE, 0);
        int awarded = (int) q.number(HITS, 0);
        if (count == 0 && awarded == 0) {
            throw new IllegalActionException(Book.SHOOTING_CASUALTIES, "say how many dice to roll, or how many hits to award");
        }
        int scored = awarded;
        if (count > 0) {
            Roll roll = dice.roll(count, 6, Shooting.TO_HIT);
            int hit = 0;
            for (int i = 0; i < count; i++) {
                if (roll.face(i) >= Shooting.HIT) hit++;
            }
            scored += hit;
            if (ex.isWanted()) ex.step(Book.SHOOTING_CASUALTIES, count + (count == 1 ? " die" : " dice") + ": "
                    + Units.faces(roll.faces()) + ", hits on 4+: " + Units.hits(hit));
        }
        if (awarded > 0) ex.step(Referee.RULE, "The referee awards " + Units.hits(awarded));
        int saved = 0;
        if (q.flag(COVER) && scored > 0) {
            Roll saves = dice.roll(scored, 6, Shooting.COVER_SAVES);
            for (int i = 0; i < scored; i++) {
                if (saves.face(i) >= Shooting.SAVE) saved++;
            }
            if (ex.isWanted()) ex.step(Book.COVER, target.name() + " is in cover: 1D6 per hit, ignored on 4+ ("
                    + Units.faces(saves.faces()) + "): " + saved + " saved");
        }
        int standing = scored - saved;
        Changes c = new Changes(s);
        if (standing > 0) c.status(target.id(), target.status().withWounds(target.status().wounds() + standing));
        int after = target.status().wounds() + standing;
        int limit = TurnEvents.eliminatedAt(s, target);
        if (ex.isWanted()) ex.step(Book.ELIMINATION, target.name() + " has " + Units.hits(after) + (after >= limit
                ? ": eliminated in the elimination phase (eliminated at " + limit + ")" : " (eliminated at " + limit + ")"));
        String headline = target.name() + " takes " + (standing == 0 ? "no hits" : Units.hits(standing))
                + (saved == 0 ? "" : " (" + saved + " saved)")
                + (after >= limit ? " and will be eliminated in the elimination phase" : "");
        return new Outcome(headline, c.events(), dice.rolls(), ex.steps());
    }
}
