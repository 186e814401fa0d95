package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.DetailException;
import org.vedette.core.turn.DetailValues;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnDetail;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Hidden;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.rules.osoth.tables.TableReader;
import org.vedette.rules.osoth.tables.Tables;

/**
 * The sequence of play as presses of the Initiative/Event button ("Sequence
 * of Play"): each press throws the initiative die (TABLES.md
 * "Initiative/Event") for the Players, the Non-Players or an event. "If the
 * initiative is given to Non-Players and there are none currently on the
 * table, ignore the result and click the button again. If initiative goes to
 * Players, but all have acted while Non-Player units have yet to act, ignore
 * and click again" — so a press throws again, in the same press, until the
 * die gives a side with a unit to act, or an event (ruling O2). "When the
 * figures in all units have taken actions … the turn is over. Remove the
 * markers for having acted". Figures of a unit that held the initiative and
 * did not act are taken to have stood (ruling O3).
 */
final class InitiativeDraws implements TurnStructure {
    static final String DRAW = "Initiative/Event";
    /** The tables in force for a game: the book's, or the referee's override carried in the game's options. */
    @FunctionalInterface
    interface TableSource {
        Tables tables(GameState s) throws IllegalActionException;
    }

    private final TableSource tables;
    /**
     * The figures' standings in the last states pressed or resolved against, shared with the ruleset's
     * resolutions ({@link OsothRuleset}): a whole game presses about once for every ten actions.
     */
    private final Standings standing = new Standings();

    InitiativeDraws(TableSource tables) {
        this.tables = tables;
    }

    /** The standing kept for the ruleset's own resolutions too. */
    Standings standing() {
        return standing;
    }

    @Override
    public TurnKind kind() {
        return TurnKind.INITIATIVE_EVENT_DRAWS;
    }

    @Override
    public RuleRef rule() {
        return Book.SEQUENCE;
    }

    @Override
    public List<PhaseSpec> phases() {
        return List.of();
    }

    /** Hides the scenario's hidden forces, then presses the button for the first time. */
    @Override
    public Outcome begin(GameState state, Dice dice, Explanation ex) {
        Changes ch = new Changes(state);
        for (Actor a : state.actors().values()) {
            String until = a.profileText(Field.HIDDEN_UNTIL);
            if (until != null && !Hidden.NONE.equals(until)) ch.mark(a.id(), Mark.HIDDEN, Boolean.TRUE);
        }
        return press(state, ch, 1, new Draft(TurnLedger.EMPTY), dice, ex);
    }

    @Override
    public Outcome advance(GameState state, Dice dice, Explanation ex) {
        if (state.turn() == null || !(state.turn().detail() instanceof TurnLedger l)) return begin(state, dice, ex);
        Changes ch = new Changes(state);
        Draft d = new Draft(l);
        if (d.unit != null) {
            // Ruling O3: the unit's figures that did not act stood.
            for (Actor a : Initiatives.members(ch, d.unit, standing)) {
                if (Figures.out(ch, a)) continue;
                if (Initiatives.acts(ch, a) && !Figures.acted(ch, a)) {
                    ch.mark(a.id(), Mark.ACTED, Boolean.TRUE);
                    if (ex.isWanted()) ex.step(Book.O3, a.name() + " did not act this initiative: he stood");
                }
            }
        }
        return press(state, ch, state.turn().round(), d, dice, ex);
    }

    private Outcome press(GameState state, Changes ch, int round, Draft d, Dice dice, Explanation ex) {
        d.unit = null;
        TurnLedger now = d.build();
        Initiatives.Waiting waiting = Initiatives.waiting(ch, now, standing);
        if (waiting.players().isEmpty() && !waiting.nonPlayersOnTable()
                && (round > 1 || !d.acted.isEmpty() || anyActed(ch))) {
            // "When the figures in all units have taken actions … the turn is over. Remove the markers for having acted".
            // A hidden unit is not on the table yet (ruling O9): the turn does not wait for it.
            round++;
            d.acted.clear();
            clearActed(state, ch);
            int r = round;
            if (ex.isWanted()) ex.step(Book.SEQUENCE, "Every unit has acted: turn " + r + " begins, the markers for having acted removed");
            now = d.build();
            waiting = Initiatives.waiting(ch, now, standing);
        }
        List<String> players = waiting.players();
        List<String> others = waiting.nonPlayers();
        Tables.Ranged table;
        try {
            table = tables.tables(state).initiative();
        } catch (IllegalActionException e) {
            // A press cannot be refused: it goes on with the book's tables, and says why every time.
            table = TableReader.book().initiative();
            ch.instruct(null, "The book's tables are used: " + e.getMessage());
        }
        if (players.isEmpty() && others.isEmpty()) {
            d.drawn = "";
            if (ex.isWanted()) ex.step(Book.SEQUENCE, "No unit on the table can act");
        } else {
            while (true) {
                int face = dice.roll(1, table.die(), DRAW).face(0);
                String result = table.at(face).result();
                boolean again = Initiatives.PLAYERS.equals(result) && players.isEmpty()
                        || Initiatives.NON_PLAYERS.equals(result) && others.isEmpty();
                if (ex.isWanted()) {
                    ex.step(Book.T_INITIATIVE, "D" + table.die() + " " + face + ": " + result
                            + (again ? " — none of them has a unit left to act: ignored, and the button pressed again" : ""));
                }
                if (!again) {
                    d.drawn = result;
                    break;
                }
            }
        }
        TurnLedger built = d.build();
        if (Initiatives.EVENT.equals(built.drawn())) {
            // The scenario generator's events come later (its own issue); until then the referee places one.
            ch.instruct(null, "Event: the referee places it (and records it with the event action)");
        }
        TurnState next = new TurnState(round, null, Initiatives.activation(ch, built, standing), built);
        ch.turn(next);
        // The headline composed only when read: bulk runs pay for no text.
        return new Outcome(next::describe, ch.events(), dice.rolls(), ex.steps());
    }

    /**
     * "Remove the markers for having acted", in the game's order: only a figure that bears one makes an event,
     * so only those the state marked, or the changes so far marked (ruling O3's stood figures), are written —
     * marking every figure of a hundred would search the growing list of changes a hundred times.
     */
    private static void clearActed(GameState state, Changes ch) {
        Set<String> touched = null;
        for (GameEvent e : ch.events()) {
            if (e instanceof GameEvent.MarkChanged m && Mark.ACTED.equals(m.mark())) {
                if (touched == null) touched = new HashSet<>();
                touched.add(m.actor());
            }
        }
        for (Actor a : state.actors().values()) {
            if (a.marks().get(Mark.ACTED) == null && (touched == null || !touched.contains(a.id()))) continue;
            ch.mark(a.id(), Mark.ACTED, null);
        }
    }

    private static boolean anyActed(Changes ch) {
        for (Actor a : ch.state().actors().values()) {
            if (Figures.acted(ch, a)) return true;
        }
        return false;
    }

    /**
     * The ledger in a file, for {@code vedette game export} and a request's
     * situation: {"drawn", "unit", "acted", "moraleDue", "done", "scores":
     * [{"item", "label", "points", "note"}], "pending", "engaged", "lost"}.
     */
    @Override
    public Map<String, Object> writeDetail(TurnDetail detail) {
        if (!(detail instanceof TurnLedger l)) return null;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("drawn", l.drawn());
        if (l.unit() != null) m.put("unit", l.unit());
        m.put("acted", l.acted());
        m.put("moraleDue", l.moraleDue());
        m.put("done", l.done());
        List<Map<String, Object>> scores = new ArrayList<>();
        for (TurnLedger.Score sc : l.scores()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("item", sc.item());
            if (sc.label() != null) o.put("label", sc.label());
            o.put("points", sc.points());
            o.put("note", sc.note());
            scores.add(o);
        }
        m.put("scores", scores);
        m.put("pending", l.pending());
        m.put("engaged", l.engaged());
        m.put("lost", l.lost());
        return m;
    }

    /** The ledger {@link #writeDetail} wrote; the units it names acting or owing a check are the situation's. */
    @Override
    public TurnDetail readDetail(DetailValues v, GameState state) throws DetailException {
        v.known("drawn", "unit", "acted", "moraleDue", "done", "scores", "pending", "engaged", "lost");
        String drawn = v.has("drawn") ? v.text("drawn") : "";
        String unit = v.optionalText("unit");
        List<String> acted = units(v, "acted", state);
        List<String> moraleDue = units(v, "moraleDue", state);
        List<TurnLedger.Score> scores = new ArrayList<>();
        for (DetailValues sc : v.objects("scores")) {
            sc.known("item", "label", "points", "note");
            scores.add(new TurnLedger.Score(sc.text("item"), sc.optionalText("label"), sc.whole("points"),
                    sc.optionalText("note")));
        }
        return new TurnLedger(drawn, unit, acted, moraleDue, v.texts("done"), scores, v.texts("pending"),
                v.flag("engaged"), v.flag("lost"));
    }

    /** A list of ids, each a unit or figure of the situation. */
    private static List<String> units(DetailValues v, String key, GameState state) throws DetailException {
        List<String> ids = v.texts(key);
        for (int i = 0; i < ids.size(); i++) {
            if (!unitOrActor(state, ids.get(i))) {
                throw v.problem(key, i, "'" + ids.get(i) + "' is not a unit or figure of the situation");
            }
        }
        return ids;
    }

    private static boolean unitOrActor(GameState state, String id) {
        if (state.actor(id) != null) return true;
        for (Actor a : state.actors().values()) {
            if (id.equals(a.unit())) return true;
        }
        return false;
    }
}
