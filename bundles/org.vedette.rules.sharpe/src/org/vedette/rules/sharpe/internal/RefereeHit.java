package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Side;

/**
 * The referee's hit (§12 Wounding, §13 Wound effects): a shot or a blow the
 * engine did not resolve — a stray ball, a falling beam, a wound the referee
 * awards — rolled as the book rolls any hit: 1D6 for the area of the body
 * (unless the referee names it), then "Shooters - Roll 2D6", or for a blow
 * the referee's margin "add 1D6", with whatever modifiers he counts, on the
 * Wound Effect Table; and the wound's effects as for any other.
 * And the order of movement (§3) for a figure the referee adds or removes.
 */
final class RefereeHit {
    static final String BY = "by";
    static final String SHOT = "shot";
    static final String BLOW = "blow";
    static final String LOCATION = "location";

    private RefereeHit() {
    }

    static ActionSpec spec() {
        List<Choice> locations = new ArrayList<>();
        for (Location l : Location.values()) locations.add(Choice.of(l.id, l.label));
        return new ActionSpec(Referee.HIT, "Hit (wound table)", Book.EXTENT, Timing.ANY_TIME, List.of(), List.of(
                FieldSpec.actor(Referee.TARGET, "Who is hit", true),
                FieldSpec.builder(BY, FieldType.CHOICE).label("By").defaultValue(SHOT)
                        .choices(List.of(Choice.of(SHOT, "a shot (2D6)"), Choice.of(BLOW, "a blow (margin + 1D6)")))
                        .help("\"Shooters - Roll 2D6\"; a blow: the attacker's margin (the modifier) + 1D6 (Sharpe §12)").build(),
                FieldSpec.builder(Sharpe.Input.FROM, FieldType.CHOICE).label("From").defaultValue(Side.FRONT)
                        .choices(List.of(Choice.of(Side.FRONT, "front"), Choice.of(Side.RIGHT, "right"),
                                Choice.of(Side.LEFT, "left"), Choice.of(Side.REAR, "rear")))
                        .help("An arm turned away from the hit is swapped for the other (Sharpe §12)").build(),
                FieldSpec.builder(LOCATION, FieldType.CHOICE).label("Area hit").choices(locations)
                        .help("Rolled (1D6) when empty (Sharpe §12)").build(),
                FieldSpec.builder(Sharpe.Input.MODIFIER, FieldType.INTEGER).label("Modifier").range(-6, 12)
                        .defaultValue(0).help("Modifiers to the wound effect, and a blow's margin (Sharpe §12)").build()));
    }

    static Outcome resolve(ActionRequest q, GameState state, org.vedette.core.dice.Dice dice,
            org.vedette.core.rules.Explanation ex) throws IllegalActionException {
        Resolution r = new Resolution(state, dice, ex);
        Fighter victim = r.fighter(q.text(Referee.TARGET));
        if (victim.out()) {
            throw new IllegalActionException(Book.EXTENT, victim.name() + " is out of action for this game: no hit can wound him further");
        }
        String from = q.text(Sharpe.Input.FROM) == null ? Side.FRONT : q.text(Sharpe.Input.FROM);
        boolean shot = !BLOW.equals(q.text(BY));
        Location where;
        if (q.text(LOCATION) != null) {
            where = Location.valueOf(q.text(LOCATION).toUpperCase().replace('-', '_'));
            r.ex.step(Book.AREA_HIT, "The referee names the area hit: the " + where.label);
        } else {
            where = Wounds.location(r, from, 0, null);
        }
        int modifier = (int) q.number(Sharpe.Input.MODIFIER, 0);
        Roll roll = shot ? dice.roll(2, 6, Wounds.EXTENT_SHOT) : dice.roll(1, 6, Wounds.EXTENT_MELEE);
        String how = (shot ? "2D6 " : "1D6 ") + roll.total()
                + (modifier == 0 ? "" : (modifier > 0 ? " +" : " ") + modifier + (shot ? " (the referee's modifiers)"
                        : " (the blow's margin and modifiers)"));
        Severity sev = Wounds.extent(r, where, roll.total() + modifier, how);
        Wounds.inflict(r, victim.id, where, sev, shot ? Wounds.Hit.SHOT : Wounds.Hit.MELEE);
        String result = switch (sev) {
            case NO_EFFECT -> shot ? "no effect, suppressed" : "no effect";
            case KILL -> "killed";
            default -> sev.label + " in the " + where.label;
        };
        return r.outcome(victim.name() + " is hit by " + (shot ? "a shot" : "a blow") + ": " + result);
    }

    /** §3: a figure the referee adds dices for no place: he moves last this bound, and in the order from then on. */
    static TurnState joined(GameState state, Actor a) {
        TurnState t = state.turn();
        if (!(t.detail() instanceof BoundOrder order)) return t;
        List<String> ids = new ArrayList<>(order.order());
        List<Integer> scores = new ArrayList<>(order.scores());
        ids.add(a.id());
        // He diced for no place: he takes the last one, at the last score.
        scores.add(scores.isEmpty() ? 0 : scores.get(scores.size() - 1));
        return new TurnState(t.round(), t.phase(), t.activation(), new BoundOrder(ids, scores, order.done()));
    }

    /** §3: a figure taken off leaves the order of movement. */
    static TurnState left(GameState state, Actor a) {
        TurnState t = state.turn();
        if (!(t.detail() instanceof BoundOrder order) || order.place(a.id()) < 0) return t;
        List<String> ids = new ArrayList<>(order.order());
        List<Integer> scores = new ArrayList<>(order.scores());
        int i = ids.indexOf(a.id());
        ids.remove(i);
        scores.remove(i);
        List<String> done = new ArrayList<>(order.done());
        done.remove(a.id());
        return new TurnState(t.round(), t.phase(), t.activation(), new BoundOrder(ids, scores, done));
    }
}
