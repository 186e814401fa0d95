package org.vedette.core.game;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.Unit;
import org.vedette.core.model.Values;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Scale;
import org.vedette.core.turn.TurnState;

/**
 * A game as it stands: the ruleset and its options, the table, the sides, the
 * actors in their order, the turn, and the last turn the scenario gives the
 * game. Immutable; it is what replaying a journal's events produces.
 *
 * @param lastTurn the scenario's last turn ({@link Scenario#turns()}), 0 for a game without a limit: once the
 *                 turn structure moves past it the game has ended ({@link #ended()}, since 0.12)
 */
public record GameState(String ruleset, Map<String, Object> options, Table table, List<Side> sides,
        Map<String, Actor> actors, TurnState turn, int lastTurn) {

    public GameState {
        Objects.requireNonNull(ruleset, "ruleset");
        options = Values.copyOf(options);
        sides = sides == null ? List.of() : List.copyOf(sides);
        // A roster is immutable already: the states of one game share theirs (Roster says why).
        actors = Roster.of(actors);
        if (lastTurn < 0) throw new IllegalArgumentException("the last turn cannot be negative; 0 is no limit");
    }

    /** A state without a turn limit: a situation to resolve one request in, a test's table. */
    public GameState(String ruleset, Map<String, Object> options, Table table, List<Side> sides,
            Map<String, Actor> actors, TurnState turn) {
        this(ruleset, options, table, sides, actors, turn, 0);
    }

    /**
     * The starting state of a scenario: each unit (unit-level rulesets) or each
     * figure (figure-level) becomes an actor; a figure without its own quality
     * takes its unit's; the ruleset's option defaults fill in what the
     * scenario leaves unset. The turn has not begun; the scenario's {@code turns} is the last.
     */
    public static GameState of(Scenario scenario, Ruleset rules) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (RuleOption o : rules.options()) {
            if (o.field().defaultValue() != null) options.put(o.id(), o.field().defaultValue());
        }
        options.putAll(scenario.options());
        Map<String, Actor> actors = new LinkedHashMap<>();
        List<Side> sides = new ArrayList<>();
        boolean unitLevel = rules.profile().scale() == Scale.UNIT;
        for (Side side : scenario.sides()) {
            sides.add(side.withoutUnits());
            for (Unit u : side.units()) {
                if (unitLevel) {
                    actors.put(u.id(), new Actor(u.id(), u.name(), side.id(), u.id(), u.quality(), u.mounted(),
                            List.of(), u.profile(), null, null, side.positionOf(u.id(), u.position()), u.base()));
                } else {
                    for (Figure f : u.figures()) {
                        Map<String, Object> profile = new LinkedHashMap<>(u.profile());
                        profile.putAll(f.profile());
                        actors.put(f.id(), new Actor(f.id(), f.name(), side.id(), u.id(),
                                f.quality() != null ? f.quality() : u.quality(), f.mounted() || u.mounted(),
                                f.weapons(), profile, null, null, side.positionOf(f.id(), f.position()),
                                f.base()));
                    }
                }
            }
        }
        return new GameState(scenario.ruleset(), options, scenario.table(), sides, actors, null,
                Math.max(0, scenario.turns()));
    }

    /** The actor with this id, or null. */
    public Actor actor(String id) {
        return actors.get(id);
    }

    /** The side with this id, or null (since 0.14). */
    public Side side(String id) {
        for (Side s : sides) {
            if (s.id().equals(id)) return s;
        }
        return null;
    }

    /** The turn the game is in: the first before it begins (what is on the table then is so from the start). */
    private int round() {
        return turn == null ? 1 : Math.max(1, turn.round());
    }

    /**
     * Why the actor is not on the table yet, in words that say when it comes on — it is of a side's hidden force
     * not yet revealed ({@link Side.Hidden}: "… is with Garrison's hidden force, off the table until turn 4"), or
     * its unit arrives in a later turn ({@link Side#arrivals}: "… is not on the table yet: it arrives on turn 3
     * from the south edge") — or null when it is on the table. An actor not on the table yet neither acts nor is
     * anyone's target ({@link TableLaw#rule}), with positions or without (since 0.14).
     */
    public String waiting(Actor a) {
        String why = offTable(a);
        return why == null ? null : a.name() + " is " + why;
    }

    /**
     * {@link #waiting(Actor)} without the actor's name: "not on the table yet: it arrives on turn 3 from the south
     * edge", "with Garrison's hidden force, off the table until turn 4"; null when it is on the table (since 0.14).
     */
    public String offTable(Actor a) {
        Side s = side(a.side());
        if (s == null) return null;
        if (hidden(s)) return "with " + s.name() + "'s hidden force, off the table " + s.hidden().words();
        int arrives = s.arrival(a.unit(), a.id());
        if (arrives > round()) {
            return "not on the table yet: it arrives on turn " + arrives
                    + (s.edge() == null ? "" : " from the " + s.edge().name().toLowerCase(Locale.ROOT) + " edge");
        }
        return null;
    }

    /**
     * Whether the actor is of a side's hidden force not yet revealed — a secret from the other sides, where a unit
     * that arrives later is not — rather than on the table or arriving later (since 0.14).
     */
    public boolean inHiddenForce(Actor a) {
        Side s = side(a.side());
        return s != null && hidden(s);
    }

    private boolean hidden(Side s) {
        return s.hidden() != null && s.hidden().hiddenIn(round());
    }

    /** Whether the actor is not on the table yet ({@link #waiting(Actor)}; since 0.14). */
    public boolean isWaiting(Actor a) {
        return offTable(a) != null;
    }

    /** Whether any side's hidden force or arrival is still to come on: else nobody is {@link #waiting} (since 0.14). */
    public boolean anyWaiting() {
        int now = round();
        for (Side s : sides) {
            if (hidden(s)) return true;
            for (int t : s.arrivals().values()) {
                if (t > now) return true;
            }
        }
        return false;
    }

    /**
     * The table as {@code side} sees it: without the other sides' actors not on the table yet (a hidden force, a
     * unit that arrives later) — the view the NPC AI decides on and a side's map shows. Null {@code side}: without
     * anyone's. This state itself when nobody is waiting (since 0.14).
     */
    public GameState seenBy(String side) {
        if (!anyWaiting()) return this;
        List<String> off = new ArrayList<>();
        for (Actor a : actors.values()) {
            if (!a.side().equals(side) && isWaiting(a)) off.add(a.id());
        }
        return without(off);
    }

    /** This state with the side of the same id replaced by {@code s} (since 0.14). */
    public GameState withSide(Side s) {
        List<Side> all = new ArrayList<>(sides);
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).id().equals(s.id())) {
                all.set(i, s);
                return new GameState(ruleset, options, table, all, actors, turn, lastTurn);
            }
        }
        throw new IllegalArgumentException("no side '" + s.id() + "' in this game");
    }

    public Object option(String id) {
        return options.get(id);
    }

    public boolean optionFlag(String id) {
        return Boolean.TRUE.equals(options.get(id));
    }

    public GameState withTurn(TurnState t) {
        return new GameState(ruleset, options, table, sides, actors, t, lastTurn);
    }

    /**
     * This state with another last turn (0: none) — the balance simulator's {@code --turns}, a request's
     * situation (since 0.12).
     */
    public GameState withLastTurn(int last) {
        return last == lastTurn ? this : new GameState(ruleset, options, table, sides, actors, turn, last);
    }

    /**
     * Whether the game has ended: it has a last turn and its turn structure has moved past it (the round after
     * the last has begun — each of the five structures counts its turns, bounds or shuffles as its round). A
     * game without a limit never ends here (since 0.12).
     */
    public boolean ended() {
        return lastTurn > 0 && turn != null && turn.round() > lastTurn;
    }

    /**
     * Why nothing more is played in this state, in the words a refusal gives ("the game ended after turn 8, the
     * scenario's last"); null while the game goes on (since 0.12).
     */
    public String ending() {
        return ended() ? "the game ended after turn " + lastTurn + ", the scenario's last" : null;
    }

    public GameState withActor(Actor a) {
        return new GameState(ruleset, options, table, sides, roster().with(a), turn, lastTurn);
    }

    /** The state without this actor. */
    public GameState without(String id) {
        return new GameState(ruleset, options, table, sides, roster().without(id), turn, lastTurn);
    }

    /**
     * The state without these actors (ids it does not hold are passed over): leaving many out at once, as the
     * players' view of a table with hidden figures does, costs what leaving out one does.
     */
    public GameState without(Collection<String> ids) {
        Roster rest = roster().without(ids);
        return rest == actors ? this : new GameState(ruleset, options, table, sides, rest, turn, lastTurn);
    }

    private Roster roster() {
        return (Roster) actors;
    }

    /**
     * The actors of this state that are not, object for object, those of {@code earlier} in the same places —
     * what the moves between the two changed — in their order; or null when the two do not hold the same ids
     * in the same order (an actor added or removed), and a caller must look at every actor.
     * <p>
     * What lets the AI and the rules carry what they found in one state to the next instead of walking all the
     * actors again after each single figure's action: a state that changes an actor shares the others with
     * the state before it, object for object (an actor is immutable), so the answer costs comparing two
     * arrays.
     */
    public List<Actor> changedSince(GameState earlier) {
        return roster().changedSince(earlier.roster());
    }

    /** The state after one event. */
    public GameState apply(GameEvent event) {
        return switch (event) {
            case GameEvent.StatusChanged s -> withActor(require(s.actor()).withStatus(s.after()));
            case GameEvent.MarkChanged m -> withActor(require(m.actor()).withMark(m.mark(), m.after()));
            case GameEvent.TurnChanged t -> withTurn(t.after());
            case GameEvent.TableInstruction i -> this;
            case GameEvent.ActorAdded a -> {
                if (actors.containsKey(a.actor().id())) {
                    throw new IllegalArgumentException("the game already has an actor '" + a.actor().id() + "'");
                }
                yield withActor(a.actor());
            }
            case GameEvent.ActorRemoved r -> without(require(r.actor()).id());
            case GameEvent.Moved m -> withActor(require(m.actor()).withPosition(m.to()));
            case GameEvent.SideChanged c -> withSide(c.after());
        };
    }

    /**
     * The state after each of the events in order — what applying them one by
     * one gives, made as one new state: the actors changed are put in one copy
     * of the roster rather than a copy each (a move's outcome is often
     * several events, and the balance simulator applies millions).
     */
    public GameState apply(List<GameEvent> events) {
        GameState s = this;
        Roster.Edit edit = null;
        TurnState t = turn;
        for (GameEvent e : events) {
            switch (e) {
                case GameEvent.StatusChanged c -> {
                    if (edit == null) edit = s.roster().edit();
                    edit.set(require(edit.get(c.actor()), c.actor()).withStatus(c.after()));
                }
                case GameEvent.MarkChanged m -> {
                    if (edit == null) edit = s.roster().edit();
                    edit.set(require(edit.get(m.actor()), m.actor()).withMark(m.mark(), m.after()));
                }
                case GameEvent.Moved m -> {
                    if (edit == null) edit = s.roster().edit();
                    edit.set(require(edit.get(m.actor()), m.actor()).withPosition(m.to()));
                }
                case GameEvent.TurnChanged c -> t = c.after();
                case GameEvent.TableInstruction i -> {
                }
                case GameEvent.ActorAdded a -> {
                    s = s.with(edit, t).apply(e);
                    edit = null;
                }
                case GameEvent.ActorRemoved r -> {
                    s = s.with(edit, t).apply(e);
                    edit = null;
                }
                case GameEvent.SideChanged c -> {
                    s = s.with(edit, t).apply(e);
                    edit = null;
                }
            }
        }
        return s.with(edit, t);
    }

    /** This state with an edit's actors and turn {@code t}; itself when neither changes it. */
    private GameState with(Roster.Edit edit, TurnState t) {
        if (edit == null && t == turn) return this;
        return new GameState(ruleset, options, table, sides, edit == null ? actors : edit.done(), t, lastTurn);
    }

    private Actor require(String id) {
        return require(actors.get(id), id);
    }

    private static Actor require(Actor a, String id) {
        if (a == null) {
            throw new IllegalArgumentException("no actor '" + id + "' in this game");
        }
        return a;
    }
}
