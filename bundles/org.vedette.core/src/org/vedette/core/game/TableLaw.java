package org.vedette.core.game;

import java.util.List;

import org.vedette.core.model.Position;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.TableNeed;
import org.vedette.core.model.Values;

/**
 * The table's law: where a game has positions, what the table shows is what
 * the rules are told. Before a ruleset resolves a request, the law measures it
 * against the positions as its {@link TableNeed} asks — the target seen, the
 * bases touching, the path costed by the going, nobody off the table — fills
 * in the inputs the table answers and the referee left out, and refuses a
 * request the table forbids with what it measured ("range 18.0" typed, 23.4"
 * measured base to base"). A ruleset gives its law ({@link Ruleset#tableLaw});
 * {@code org.vedette.table} makes it, so core needs no geometry. A game
 * without positions is judged by nobody: the referee types what his tape
 * says, as before.
 * <p>
 * The table on a computer is never the whole table, so the referee has the
 * last word: a request carrying {@value #OVERRIDE} (his reason, in words) is
 * taken as typed, and its outcome says that he overrode the table, why, and
 * what the table had said.
 */
@FunctionalInterface
public interface TableLaw {
    /** The request's input that overrides the table, with the referee's reason; no ruleset may declare one so named. */
    String OVERRIDE = "override";

    /** The law of a ruleset that asks nothing of the table: every request as it comes. */
    TableLaw NONE = (rules, spec, request, path, state) -> new Judged(request, path);

    /**
     * The request as the table has it.
     *
     * @param rules   the ruleset resolving it
     * @param spec    the action asked for
     * @param request the request without its path ({@link TableMove#PATH}) or override
     * @param path    the path on the table it carries, or null
     * @param state   the game as it stands
     * @return the request with the inputs the table answers filled in, and the path the move takes (a straight
     *         one where a move on a table with positions came without); the same request and path where the
     *         table has nothing to say
     * @throws IllegalActionException the table forbids it, with what was measured and the rule that asks it
     */
    Judged judge(Ruleset rules, ActionSpec spec, ActionRequest request, List<Position> path, GameState state)
            throws IllegalActionException;

    /**
     * The path a move takes once the rules have resolved it. Where they rolled how far it goes (an instruction
     * with its inches, {@link GameEvent.TableInstruction#inches}), the table's law has it go along its path only as
     * far as that buys by the going: the path is judged before the dice, the distance only after. The default
     * takes the path as it is.
     *
     * @param request the request as the rules resolved it
     * @param path    the path it carries, not null
     * @param outcome the rules' outcome
     * @return the path the figure moves along
     */
    default List<Position> rolled(Ruleset rules, ActionSpec spec, ActionRequest request, List<Position> path,
            GameState state, Outcome outcome) {
        return path;
    }

    /** A request as the table has it, and the path its move takes (null for none). */
    record Judged(ActionRequest request, List<Position> path) {
    }

    /**
     * A request as the rules resolve it: judged by the table, with the path it moves along and the referee's
     * reason for overriding the table (null when he did not).
     *
     * @param overruled what the table would have refused, when the referee overrode it; else null
     */
    record Ruled(ActionRequest request, List<Position> path, String override, String overruled) {
        /** The outcome as the journal and the referee read it: the override and what it overrode said. */
        public Outcome said(Outcome o) {
            if (override == null) return o;
            String why = overruled == null ? "" : "; the table said: " + overruled;
            return new Outcome(() -> o.headline() + " (the referee's ruling over the table: " + override + why + ")",
                    o.events(), o.rolls(), o.explanation());
        }
    }

    /** Vedette's own rule for a scenario's hidden forces and later arrivals. */
    RuleRef ARRIVALS = RuleRef.of("Vedette", "Hidden forces and arrivals");

    /**
     * Refuses a request whose actor, or anyone it aims at, is not on the table yet ({@link GameState#waiting}): a
     * side's hidden force before its turn or its reveal, a unit before the turn it arrives — with positions or
     * without (since 0.14).
     *
     * @throws IllegalActionException naming who and when he comes on
     */
    static void onTable(ActionSpec spec, ActionRequest request, GameState state) throws IllegalActionException {
        if (!state.anyWaiting()) return;
        for (FieldSpec f : spec.inputs()) {
            if (f.type() != FieldType.ACTOR || !(request.input(f.id()) instanceof String id)) continue;
            Actor a = state.actor(id);
            String why = a == null ? null : state.waiting(a);
            if (why == null) continue;
            throw new IllegalActionException(ARRIVALS, why + (Requests.ACTOR.equals(f.id())
                    ? "; it cannot act before then" : "; nobody may target it before then"));
        }
    }

    /**
     * Takes the path and the override off a request, and has the ruleset's law judge it — or, overridden, notes
     * what the law would have refused and takes the request as typed. What {@link Game#act} does before the
     * rules, and what the NPC AI asks of every line it tries, so that both see the same request.
     *
     * @throws IllegalActionException the table forbids it, or the path cannot be read
     */
    static Ruled rule(Ruleset rules, ActionRequest request, GameState state) throws IllegalActionException {
        List<Position> path = TableMove.pathOf(request);
        Object reason = request.input(OVERRIDE);
        ActionRequest bare = request;
        if (path != null) bare = TableMove.without(bare);
        String override = null;
        if (reason != null) {
            override = reason.toString().strip();
            if (override.isEmpty()) {
                throw new IllegalActionException(null, "an override of the table needs the referee's reason");
            }
            bare = new ActionRequest(bare.ruleset(), bare.action(), Values.with(bare.inputs(), OVERRIDE, null));
        }
        ActionSpec spec = rules.action(bare.action()).orElse(null);
        // An unknown action is Requests.check's to refuse, in its words.
        if (spec == null) return new Ruled(bare, path, override, null);
        // Who is not on the table yet is no table's to override: the referee reveals him (Referee#REVEAL).
        onTable(spec, bare, state);
        try {
            Judged j = rules.tableLaw().judge(rules, spec, bare, path, state);
            return new Ruled(j.request(), j.path(), override, null);
        } catch (IllegalActionException refused) {
            if (override == null) throw refused;
            return new Ruled(bare, path, override, refused.explain());
        }
    }
}
