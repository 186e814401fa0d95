package org.vedette.rules.onehour.internal;

import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.turn.AlternateSides;
import org.vedette.rules.onehour.OneHour.Mark;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;

/**
 * What the start of a phase does by itself (Sequence of Play): a side's
 * movement phase wipes its units' marks of the turn before (moved, pivoted,
 * used the road, fired, fought); the elimination phase removes every unit
 * with enough hits (Eliminating Units).
 */
final class TurnEvents implements AlternateSides.PhaseStart {
    /** Marks that last one player turn. */
    private static final String[] TURN_MARKS = { Mark.MOVED, Mark.PIVOTED, Mark.USED_ROAD, Mark.FIRED, Mark.FOUGHT };

    @Override
    public List<GameEvent> apply(GameState s, Explanation ex) {
        String phase = s.turn().phase();
        if (Phase.MOVEMENT.equals(phase)) {
            return newTurn(s, s.turn().activation().side(), ex);
        }
        if (Phase.ELIMINATION.equals(phase)) {
            return eliminate(s, ex);
        }
        return List.of();
    }

    private static List<GameEvent> newTurn(GameState s, String side, Explanation ex) {
        Changes c = new Changes(s);
        for (Actor a : s.actors().values()) {
            if (side.equals(a.side())) {
                // A mark the unit does not have needs no clearing: asked of its marks, not of every change so far.
                for (String m : TURN_MARKS) if (a.marks().get(m) != null) c.mark(a.id(), m, null);
            }
        }
        if (!c.events().isEmpty()) {
            ex.step(Book.SEQUENCE, "A new player turn: last turn's moves, shots and combats no longer count");
        }
        return c.events();
    }

    /** The hits at which a unit is eliminated: 5, or by quality with the option. */
    static int eliminatedAt(GameState s, Actor a) {
        if (!s.optionFlag(Option.TROOP_QUALITY)) return Quality.BOOK_ELIMINATION;
        UnitType type = UnitType.byId(a.profileText(org.vedette.rules.onehour.OneHour.TYPE_FIELD));
        return Quality.of(a, type == null ? UnitType.INFANTRY : type).eliminatedAt;
    }

    private static List<GameEvent> eliminate(GameState s, Explanation ex) {
        Changes c = new Changes(s);
        boolean quality = s.optionFlag(Option.TROOP_QUALITY);
        for (Actor a : s.actors().values()) {
            if (a.status().out()) continue;
            int limit = eliminatedAt(s, a);
            if (a.status().wounds() < limit) continue;
            c.status(a.id(), a.status().withOut(true));
            c.instruct(a.id(), "is eliminated with " + Units.hits(a.status().wounds()) + " (eliminated at " + limit
                    + "): remove it from the table");
            ex.step(quality ? Book.QUALITY : Book.ELIMINATION, a.name() + " is eliminated with "
                    + Units.hits(a.status().wounds()) + " (eliminated at " + limit + ")");
            Actor now = c.now(a.id());
            String charging = Units.charging(now);
            if (charging != null) {
                HandToHand.endCharge(c, a.id(), charging);
                ex.step(Book.ELIMINATION, name(s, charging) + " is no longer in hand-to-hand combat");
            }
            String chargedBy = Units.chargedBy(c.now(a.id()));
            if (chargedBy != null) {
                HandToHand.endCharge(c, chargedBy, a.id());
                ex.step(Book.ELIMINATION, name(s, chargedBy) + " is no longer in hand-to-hand combat");
            }
        }
        return c.events();
    }

    private static String name(GameState s, String id) {
        Actor a = s.actor(id);
        return a == null ? id : a.name();
    }
}
