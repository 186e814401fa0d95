package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.DetailException;
import org.vedette.core.turn.DetailValues;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnDetail;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;
import org.vedette.rules.sharpe.BoundOrder;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Mark;

/**
 * The bound (§1 Sequence of events, §3 Dicing for order of movement): "No.1 in
 * the list Dicing for order of movement is completed for all characters in the
 * game and numbers allotted indicating the order of play for each character.
 * The rest of the sequence is completed for each character in the game in
 * order of initiative." {@link #begin} dices the order; each {@link #advance}
 * gives the move to the next figure in it; after the last, the bound ends —
 * step 8, the pass-out and recovery rolls, and the knocked-out count — and the
 * next begins with the points spent in checks restored ("fully restored to all
 * characters at the beginning of the next bound") and, with the Alternative,
 * the order diced again with initiative less the wounds.
 */
final class Bound implements TurnStructure {
    static final String ORDER_DIE = "1D6 + initiative for order of movement";
    static final String TIE_DIE = "1D6 (unmodified) to break a tie for order of movement";
    static final String PASS_OUT = "1D6 at the end of the bound: 5 or 6 passes out";
    static final String RECOVER = "1D6 at the end of the bound: a 6 regains consciousness";

    /** "They will pass out on a roll of 5 or 6." */
    static final int PASSES_OUT = 5;
    /** "A 6 means that they have recovered". */
    static final int RECOVERS = 6;

    @Override
    public TurnKind kind() {
        return TurnKind.INITIATIVE_ORDER;
    }

    @Override
    public RuleRef rule() {
        return Book.SEQUENCE;
    }

    @Override
    public List<PhaseSpec> phases() {
        return List.of();
    }

    @Override
    public Outcome begin(GameState state, Dice dice, Explanation ex) {
        Resolution r = new Resolution(state, dice, ex);
        r.ex.step(Book.SEQUENCE, "Bound 1: 1. dice for order of movement; then each character in order of initiative: "
                + "2. movement, 3. shooting (check for misfires), 4. melee, 5. wounds, 6. weapon jamming (no rules: ruling A17), 7. wound effects; "
                + "8. at the end of the bound, pass-outs and recoveries");
        BoundOrder order = diceOrder(r, false);
        TurnState next = turnAt(r, 1, order);
        r.ch.turn(next);
        return r.outcome(next::describe);
    }

    @Override
    public Outcome advance(GameState state, Dice dice, Explanation ex) {
        TurnState now = state.turn();
        if (now == null) return begin(state, dice, ex);
        Resolution r = new Resolution(state, dice, ex);
        BoundOrder order = now.detail() instanceof BoundOrder o ? o : null;
        if (order == null) {
            // A situation without an order (a request file): dice one for this bound.
            order = diceOrder(r, false);
        }
        List<String> done = new ArrayList<>(order.done());
        for (String id : now.activation().actors()) {
            if (!done.contains(id)) done.add(id);
        }
        BoundOrder moved = new BoundOrder(order.order(), order.scores(), done);
        String next = nextToMove(r, moved);
        if (next != null) {
            TurnState t = new TurnState(now.round(), null, activation(state, next, moved), moved);
            r.ch.turn(t);
            if (r.explaining()) r.ex.step(Book.ORDER, state.actor(next).name() + " moves next");
            return r.outcome(t::describe);
        }
        endOfBound(r);
        int round = now.round() + 1;
        restore(r);
        BoundOrder nextOrder;
        if (Options.perBoundOrder(state)) {
            r.ex.step(Book.ORDER_ALTERNATIVE, "The Alternative: the order is diced again at the start of the bound, initiative less 1 a light and 2 a serious wound");
            nextOrder = diceOrder(r, true);
        } else {
            nextOrder = new BoundOrder(order.order(), order.scores(), List.of());
        }
        TurnState t = turnAt(r, round, nextOrder);
        r.ch.turn(t);
        return r.outcome(t::describe);
    }

    /** The order of movement in a file: {"order": [ids], "scores": [numbers], "done": [ids]}. */
    @Override
    public Map<String, Object> writeDetail(TurnDetail detail) {
        if (!(detail instanceof BoundOrder o)) return null;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("order", o.order());
        m.put("scores", o.scores());
        m.put("done", o.done());
        return m;
    }

    /** Every figure in the order is one of the situation's, once, with its score; those done are in the order. */
    @Override
    public TurnDetail readDetail(DetailValues v, GameState state) throws DetailException {
        v.known("order", "scores", "done");
        List<String> order = v.texts("order");
        List<Integer> scores = v.wholes("scores");
        List<String> done = v.texts("done");
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < order.size(); i++) {
            if (state.actor(order.get(i)) == null) {
                throw v.problem("order", i, "'" + order.get(i) + "' is not among the situation's actors");
            }
            if (!seen.add(order.get(i))) throw v.problem("order", i, "'" + order.get(i) + "' is in the order twice");
        }
        if (scores.size() != order.size()) {
            throw v.problem("scores", "the order of movement has " + order.size() + " figures and " + scores.size()
                    + " scores: each figure has the score he diced (§3 Dicing for order of movement)");
        }
        for (int i = 0; i < done.size(); i++) {
            if (!order.contains(done.get(i))) {
                throw v.problem("done", i, "'" + done.get(i) + "' has moved but is not in the order");
            }
        }
        return new BoundOrder(order, scores, done);
    }

    private static TurnState turnAt(Resolution r, int round, BoundOrder order) {
        String first = nextToMove(r, order);
        return new TurnState(round, null, activation(r.state, first, order), order);
    }

    private static Activation activation(GameState state, String id, BoundOrder order) {
        if (id == null) return new Activation(null, List.of(), "no figure can move");
        Actor a = state.actor(id);
        return new Activation(a.side(), List.of(id), a.name() + "'s move (" + order.placeText(id) + " in the order)");
    }

    /** The first in the order who has not moved and can: not out of action, not unconscious. */
    private static String nextToMove(Resolution r, BoundOrder order) {
        for (String id : order.order()) {
            if (order.hasMoved(id)) continue;
            if (r.state.actor(id) == null) continue;
            Fighter f = r.fighter(id);
            if (f.out() || f.unconscious()) continue;
            return id;
        }
        return null;
    }

    /**
     * §3: "each player rolls 1D6 for each of his characters. Add the die score
     * to the initiative factor and the character with the highest score […]
     * first. […] In the event of a tie, roll an unmodified D6 to determine
     * which of the tied figures goes first." Figures out of action take no
     * part. Dice are thrown in the actors' order; ties are broken highest
     * score first, and a tie on the tie-breaker is thrown again.
     */
    static BoundOrder diceOrder(Resolution r, boolean lessWounds) {
        List<String> ids = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (Map.Entry<String, Actor> e : r.state.actors().entrySet()) {
            Actor a = e.getValue();
            if (a.status().out()) continue;
            int initiative = a.profileInt(Field.INITIATIVE, 0) - a.status().wounds();
            // Each figure's die names him: a referee typing physical dice must know whose die it is (§3).
            int die = r.dice.d6(a.name() + ": " + ORDER_DIE);
            ids.add(a.id());
            scores.add(initiative + die);
            if (r.explaining()) {
                r.ex.step(lessWounds ? Book.ORDER_ALTERNATIVE : Book.ORDER, a.name() + ": initiative " + initiative
                        + (a.status().wounds() > 0 ? " (less " + a.status().wounds() + " for wounds)" : "") + " + " + die + " = " + (initiative + die));
            }
        }
        List<String> order = new ArrayList<>();
        List<Integer> orderScores = new ArrayList<>();
        // Highest first; each group of equal scores is sorted by tie-breakers.
        List<Integer> distinct = new ArrayList<>();
        for (int s : scores) if (!distinct.contains(s)) distinct.add(s);
        distinct.sort((x, y) -> Integer.compare(y, x));
        for (int s : distinct) {
            List<String> tied = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) if (scores.get(i) == s) tied.add(ids.get(i));
            for (String id : breakTies(r, tied)) {
                order.add(id);
                orderScores.add(s);
            }
        }
        return new BoundOrder(order, orderScores, List.of());
    }

    private static List<String> breakTies(Resolution r, List<String> tied) {
        if (tied.size() < 2) return tied;
        int[] rolls = new int[tied.size()];
        for (int i = 0; i < tied.size(); i++) rolls[i] = r.dice.d6(r.state.actor(tied.get(i)).name() + ": " + TIE_DIE);
        if (r.explaining()) {
            StringBuilder b = new StringBuilder("Tie: ");
            for (int i = 0; i < tied.size(); i++) b.append(i > 0 ? ", " : "").append(r.state.actor(tied.get(i)).name()).append(' ').append(rolls[i]);
            r.ex.step(Book.ORDER, b.toString());
        }
        List<String> out = new ArrayList<>();
        for (int face = 6; face >= 1; face--) {
            List<String> same = new ArrayList<>();
            for (int i = 0; i < tied.size(); i++) if (rolls[i] == face) same.add(tied.get(i));
            out.addAll(breakTies(r, same));
        }
        return out;
    }

    /**
     * §1 step 8 and §13: "Any character suffering a serious wound to the chest
     * or abdomen rolls 1D6 at the end of every bound including the one in which
     * they sustained the wound. They will pass out on a roll of 5 or 6. They
     * may roll 1D6 at the end of every subsequent bound to see if they regain
     * consciousness. A 6 means that they have recovered […] even after they
     * have recovered they keep rolling". A man knocked out "for D6 bounds"
     * counts them off from the next bound.
     */
    private static void endOfBound(Resolution r) {
        for (Actor a : r.state.actors().values()) {
            Fighter f = r.fighter(a.id());
            if (f.out()) continue;
            int cold = f.count(Mark.OUT_COLD);
            if (cold > 0) {
                if (f.flag(Mark.WOUNDED)) continue; // the bound of the blow does not count
                r.ch.mark(f.id, Mark.OUT_COLD, cold - 1);
                if (cold == 1) {
                    r.ch.mark(f.id, Mark.UNCONSCIOUS, null);
                    if (r.explaining()) r.ex.step(Book.WOUND_EFFECTS, f.name() + " comes round; next bound he may try to rise");
                }
                continue;
            }
            if (!f.flag(Mark.BLEEDING)) continue;
            if (f.unconscious()) {
                int die = r.dice.d6(RECOVER);
                if (die >= RECOVERS) r.ch.mark(f.id, Mark.UNCONSCIOUS, null);
                if (r.explaining()) r.ex.step(Book.PASSING_OUT, f.name() + " rolls " + die + (die >= RECOVERS ? ": regains consciousness, and next bound may roll to get to his feet" : ": still unconscious"));
            } else {
                int die = r.dice.d6(PASS_OUT);
                if (die >= PASSES_OUT) {
                    r.ch.mark(f.id, Mark.UNCONSCIOUS, Boolean.TRUE);
                    if (!f.down()) r.ch.status(f.id, f.status().withDown(true));
                }
                if (r.explaining()) r.ex.step(Book.PASSING_OUT, f.name() + " rolls " + die + (die >= PASSES_OUT ? ": passes out" : ": stays conscious"));
            }
        }
    }

    /** §5: points spent in checks "are fully restored to all characters at the beginning of the next bound"; every mark of the bound is cleared. */
    private static void restore(Resolution r) {
        boolean any = false;
        for (Actor a : r.state.actors().values()) {
            // The end of the bound (endOfBound, before this) changes none of these marks, so the actor's own marks
            // are what the changes so far leave: a man with none has nothing to restore, without asking the
            // changes for each of the bound's marks (which cost most of a simulated game's turn).
            if (a.marks().isEmpty()) continue;
            for (String mark : Mark.PER_BOUND) {
                if (a.marks().get(mark) != null) {
                    r.ch.mark(a.id(), mark, null);
                    any = true;
                }
            }
        }
        if (any) r.ex.step(Book.ACTIONS, "A new bound: initiative, dexterity, strength and close combat points spent in the last are restored");
    }
}
