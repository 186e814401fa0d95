package org.vedette.ai;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Side;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.turn.TurnState;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;
import org.vedette.table.victory.VictoryJudge;

/**
 * A game played by the NPC AI on some sides (or every side) to its end, step
 * by step: one actor's action at a time, or the turn moved on when no actor
 * of the AI's may do more — each an ordinary journal entry marked as the AI's,
 * its dice from the one source given (the game's seeded dice), so the journal
 * replays to the same state. Every die the AI throws is journaled: those of
 * a suggestion that stood still go with the next entry it writes. It stops when the game ends ({@link Ending}) or
 * when it is the turn of a side the AI does not play (the players'). The scenario's turn limit is the game's own
 * ({@link GameState#lastTurn}, {@link Game#ended}): the engagement keeps no count of its own.
 * <p>
 * What the workbench's "a side plays itself" and the balance simulator use.
 * Not thread-safe: one engagement is one game being played; the games it
 * hands out are immutable.
 */
public final class Engagement {
    private final NpcAi ai;
    private final Set<String> sides;
    private final DiceSource dice;
    private final boolean explain;
    /**
     * What the AI is told of every actor: the turn limit, which a Player force heads home for, and the scenario's
     * victory conditions, which an actor without a destination of the scenario's heads for.
     */
    private Checklist limit;
    /**
     * The objectives that score once when met (checked at once, not decisive: a village explored), still to
     * score; each is taken off what the AI is told when its side has scored it, so its actors go on to the next
     * (and a scout leaves the village it explored). Null when there are none.
     */
    private List<VictoryCondition> toScore;
    private final VictoryJudge scoring;
    private Game game;
    /** The actors asked already in the current activation (round, phase, side): each is asked once. */
    private final Set<String> asked = new HashSet<>();
    private int round;
    private String phase;
    private String side;
    private String label;
    /** The AI's faces of suggestions that stood still, journaled with the next entry it writes. */
    private final List<Integer> unwritten = new ArrayList<>();
    /** The state {@link #end} was told of: states are immutable, so the answer holds while the game stays there. */
    private GameState endingOf;
    private Optional<Ending> end;
    /** The state {@link #players} was told of. */
    private GameState playersOf;
    private boolean players;
    /** Who is in play on each side in the state last told: what the ending and the players' turn are told from. */
    private final Standing standing = new Standing();
    /**
     * Whether the AI plays the referee's sides — every non-player side of the game, of which there is one at
     * least — and so makes the referee's entries that are no figure's action ({@link NpcAi#refereeEntries}).
     */
    private final boolean referee;
    /** The suggestion shown for an actor on the state the step is taken from, played as shown: null for none. */
    private Suggestion shown;

    /** Why a game ended. */
    public enum Why {
        /** The scenario's last turn has been played. */
        TURN_LIMIT,
        /** No more than one side has an actor in play: the others are dead, routed, eliminated or gone off the table. */
        SIDE_GONE,
        /** The turn moved on {@link #STALLED_ADVANCES} times in a row with nobody able to act. */
        NOBODY_CAN_ACT
    }

    /** How often the turn may move on in a row without any action before the game counts as stalled. */
    public static final int STALLED_ADVANCES = 200;

    /**
     * The end of a game and why.
     *
     * @param why   the reason
     * @param round the round (turn) it ended in
     * @param words the reason in words ("the French are gone: every actor dead, routed or off the table")
     */
    public record Ending(Why why, int round, String words) {
        public Ending {
            Objects.requireNonNull(why, "why");
            Objects.requireNonNull(words, "words");
        }
    }

    /**
     * One step: an actor's action as the AI suggested it, or the turn moved on.
     *
     * @param suggestion what the AI suggested (null when the turn moved on)
     * @param played     the moves, each marked as the AI's, in order: the actor's, then the referee's entries
     *                   they made due when the AI plays the referee's sides ({@link NpcAi#refereeEntries}); none
     *                   when the suggestion shown stood still ({@link #step(Suggestion, GameState)}), whose die
     *                   goes with the next entry
     * @param game       the game after the step
     */
    public record Step(Suggestion suggestion, List<Game.Played> played, Game game) {
        public Step {
            played = List.copyOf(played);
            Objects.requireNonNull(game, "game");
        }

        /** Whether the step moved the turn on rather than an actor acting. */
        public boolean advanced() {
            return suggestion == null;
        }
    }

    /**
     * A game the AI plays to the end its state gives ({@link GameState#lastTurn}: the scenario's turns).
     *
     * @param ai      the NPC AI
     * @param game    the game, begun
     * @param sides   the ids of the sides the AI plays; empty for every side
     * @param dice    the dice of every move and of the AI's decisions
     * @param explain whether to compose the reasons and the rulings' explanations (no text when not)
     * @throws IllegalArgumentException the game has not begun, or a side is not in it
     * @since 0.7
     */
    public Engagement(NpcAi ai, Game game, Set<String> sides, DiceSource dice, boolean explain) {
        this(ai, game, sides, List.of(), dice, explain);
    }

    /**
     * The engagement of a game whose last turn is {@code turns}.
     *
     * @param turns the game's last turn, as its state has it ({@link GameState#lastTurn}); 0 for none
     * @throws IllegalArgumentException the game has not begun, a side is not in it, or {@code turns} is not the
     *                                  game's own last turn
     * @deprecated the game knows its last turn: {@link #Engagement(NpcAi, Game, Set, DiceSource, boolean)}
     */
    @Deprecated(since = "0.7")
    public Engagement(NpcAi ai, Game game, Set<String> sides, int turns, DiceSource dice, boolean explain) {
        this(ai, sameLimit(game, turns), sides, List.of(), dice, explain);
    }

    /**
     * @param turns the game's last turn, as its state has it ({@link GameState#lastTurn}); 0 for none
     * @throws IllegalArgumentException as {@link #Engagement(NpcAi, Game, Set, int, DiceSource, boolean)}
     * @deprecated the game knows its last turn: {@link #Engagement(NpcAi, Game, Set, List, DiceSource, boolean)}
     */
    @Deprecated(since = "0.7")
    public Engagement(NpcAi ai, Game game, Set<String> sides, int turns, List<VictoryCondition> objectives,
            DiceSource dice, boolean explain) {
        this(ai, sameLimit(game, turns), sides, objectives, dice, explain);
    }

    /**
     * A game the AI plays towards the scenario's victory conditions ({@link Checklist#objectives}), to the end
     * its state gives.
     *
     * @param objectives the scenario's victory conditions; empty for none
     * @throws IllegalArgumentException the game has not begun, or a side is not in it
     * @since 0.7
     */
    public Engagement(NpcAi ai, Game game, Set<String> sides, List<VictoryCondition> objectives, DiceSource dice,
            boolean explain) {
        this.ai = Objects.requireNonNull(ai, "ai");
        this.game = Objects.requireNonNull(game, "game");
        this.dice = Objects.requireNonNull(dice, "dice");
        this.explain = explain;
        // The last turn the AI plans by (a scout heads home in time) is the one the game ends after.
        this.limit = Checklist.NONE.lastTurn(game.state().lastTurn()).objectives(objectives);
        if (game.state().turn() == null) throw new IllegalArgumentException("the game has not begun");
        List<VictoryCondition> once = objectives.stream().filter(Objectives::scoresOnce).toList();
        GameState begun = game.state();
        this.toScore = once.isEmpty() || begun.table() == null ? null : new ArrayList<>(once);
        this.scoring = toScore == null ? null : VictoryJudge.of(once, begun.sides().stream().map(Side::id).toList(),
                TableGeometry.of(begun.table(), TableRules.forRuleset(begun.ruleset())));
        Set<String> known = new LinkedHashSet<>();
        for (Side s : game.state().sides()) known.add(s.id());
        for (String s : sides) {
            if (!known.contains(s)) throw new IllegalArgumentException("no side '" + s + "' in this game; its sides are " + known);
        }
        this.sides = sides.isEmpty() ? known : Set.copyOf(sides);
        List<String> nonPlayer = game.state().sides().stream().filter(s -> s.control() == Side.Control.NON_PLAYER)
                .map(Side::id).toList();
        this.referee = !nonPlayer.isEmpty() && this.sides.containsAll(nonPlayer);
    }

    /** The game, when {@code turns} is its own last turn: two limits would be two answers to when it ends. */
    private static Game sameLimit(Game game, int turns) {
        if (turns < 0) throw new IllegalArgumentException("turns cannot be negative");
        int own = game.state().lastTurn();
        if (turns != own) {
            throw new IllegalArgumentException("the game's last turn is " + (own == 0 ? "not set" : own)
                    + ", not " + turns + ": the engagement ends where the game does (GameState.lastTurn)");
        }
        return game;
    }

    /** The game as it stands now. */
    public Game game() {
        return game;
    }

    /** Why the game has ended, or empty while it goes on. */
    public Optional<Ending> ending() {
        // Asked two or three times a step (aiToAct, then step) of the same state: told once for each state.
        GameState state = game.state();
        if (state != endingOf) {
            endingOf = state;
            standing.tell(state);
            boolean over = standing.sideGone() || state.ended();
            // The words are composed, and the actors walked again, only when it has ended.
            end = over ? ending(state) : Optional.empty();
        }
        return end;
    }

    /**
     * Why a game in this state has ended, or empty: it has ended by its
     * turns ({@link GameState#ended}: the turn after its last), or no more
     * than one side has an actor in play.
     *
     * @since 0.7
     */
    public static Optional<Ending> ending(GameState state) {
        TurnState t = state.turn();
        if (state.ended()) {
            return Optional.of(new Ending(Why.TURN_LIMIT, t.round(), "the last turn (" + state.lastTurn()
                    + ") has been played"));
        }
        // Asked before every step of every simulated game: told without building any list or words while it goes on.
        if (!sideGone(state)) return Optional.empty();
        List<String> standing = new ArrayList<>();
        List<String> gone = new ArrayList<>();
        for (Side s : state.sides()) {
            boolean any = false;
            for (Actor a : state.actors().values()) {
                if (a.side().equals(s.id()) && !a.status().out()) {
                    any = true;
                    break;
                }
            }
            (any ? standing : gone).add(s.name() == null ? s.id() : s.name());
        }
        if (standing.size() <= 1 && !gone.isEmpty()) {
            return Optional.of(new Ending(Why.SIDE_GONE, t == null ? 0 : t.round(), String.join(" and ", gone)
                    + (gone.size() == 1 ? " is" : " are") + " gone: every actor dead, routed, eliminated or off the table"));
        }
        return Optional.empty();
    }

    /**
     * Why a game in this state would have ended with {@code turns} as its last turn.
     *
     * @deprecated the state knows its last turn: {@link #ending(GameState)}
     */
    @Deprecated(since = "0.7")
    public static Optional<Ending> ending(GameState state, int turns) {
        if (turns < 0) throw new IllegalArgumentException("turns cannot be negative");
        return ending(state.withLastTurn(turns));
    }

    /** Whether no more than one side has an actor in play, and at least one has none. */
    private static boolean sideGone(GameState state) {
        List<Side> sides = state.sides();
        int n = sides.size();
        boolean[] standing = new boolean[n];
        int count = 0;
        for (Actor a : state.actors().values()) {
            if (a.status().out()) continue;
            for (int i = 0; i < n; i++) {
                if (!standing[i] && sides.get(i).id().equals(a.side())) {
                    standing[i] = true;
                    if (++count == n) return false;
                    break;
                }
            }
        }
        return count <= 1 && count < n;
    }

    /** Whether the AI may take the next step: the game goes on, and it is not the turn of a side it does not play. */
    public boolean aiToAct() {
        return ending().isEmpty() && !playersToAct(game.state());
    }

    /**
     * One step: the next actor of the AI's, in the order the turn lists them,
     * does what the AI suggests; when none of them does anything more, the
     * turn moves on.
     *
     * @throws IllegalStateException the game has ended, or it is a side's turn the AI does not play
     * @throws IllegalActionException the rules refused a suggestion (a fault of the AI's: its suggestions are legal by construction)
     */
    public Step step() throws IllegalActionException {
        Optional<Ending> over = ending();
        if (over.isPresent()) throw new IllegalStateException("the game has ended: " + over.get().words());
        GameState state = game.state();
        if (playersToAct(state)) {
            throw new IllegalStateException("it is not the AI's turn: " + state.turn().describe());
        }
        keepTrack(state);
        scored(state);
        Step acted = ask(state, state.turn().activation().actors());
        // Then those the book lets act out of turn (OHFA's held cards), before the turn moves on.
        if (acted == null) acted = ask(state, game.rules().outOfTurn(state));
        if (acted != null) return acted;
        Game.Played p = game.advance(dice, explain, JournalEntry.By.AI, unwritten);
        unwritten.clear();
        game = p.game();
        return new Step(null, List.of(p), game);
    }

    /**
     * One step in which an actor the AI has decided for already on the game as it stands does what was shown —
     * the same requests and the same die of the AI's — rather than deciding again on fresh dice: what the
     * workbench's NPC AI part shows is what its Play plays. A suggestion shown that stands still is the whole
     * step (nothing is written; the next actor is decided for at the next step, to be shown first). When the
     * step's actor is another, or the game has moved on from {@code decidedOn}, the step is {@link #step()}.
     *
     * @param shown     the suggestion shown, or null
     * @param decidedOn the state it was decided on
     * @since 0.8
     */
    public Step step(Suggestion shown, GameState decidedOn) throws IllegalActionException {
        this.shown = shown != null && decidedOn == game.state() ? shown : null;
        try {
            return step();
        } finally {
            this.shown = null;
        }
    }

    /**
     * The actors asked already in the game's current activation, who are not asked again in it: those that acted
     * and those whose suggestion stood still.
     *
     * @since 0.8
     */
    public Set<String> asked() {
        keepTrack(game.state());
        return Set.copyOf(asked);
    }

    /**
     * Leaves an actor out of the rest of the game's current activation, as if asked: the referee has taken,
     * changed or skipped what the AI suggested for him, so the AI does not act for him again now.
     *
     * @since 0.8
     */
    public void leave(String actor) {
        keepTrack(game.state());
        asked.add(Objects.requireNonNull(actor, "actor"));
    }

    /** The first of {@code actors} not yet asked in this activation that does something, and what it did; or null. */
    private Step ask(GameState state, List<String> actors) throws IllegalActionException {
        for (String id : actors) {
            Actor a = state.actor(id);
            if (a == null || a.status().out() || !sides.contains(a.side()) || !asked.add(id)) continue;
            Suggestion s = shown != null && shown.actor().equals(id) ? shown
                    : ai.suggest(game.rules(), state, id, limit, new Dice(dice), explain);
            if (s.standsStill()) {
                unwritten.addAll(s.faces());
                // The suggestion shown stands still: that is the step, and the next actor's decision is shown
                // before it is played, not made and played unseen in the same step.
                if (s == shown) return new Step(s, List.of(), game);
                continue;
            }
            List<Game.Played> played = s.play(game, dice, explain, unwritten);
            unwritten.clear();
            game = played.get(played.size() - 1).game();
            return new Step(s, refereed(state, played), game);
        }
        return null;
    }

    /**
     * The moves of a step, and after them the referee's entries the step made due (a Player unit home with the
     * news of the villages its force explored) when the AI plays the referee's sides: each an entry of its own.
     */
    private List<Game.Played> refereed(GameState before, List<Game.Played> played) throws IllegalActionException {
        if (!referee) return played;
        List<ActionRequest> due = ai.refereeEntries(game.rules(), before, game.state());
        if (due.isEmpty()) return played;
        List<Game.Played> all = new ArrayList<>(played);
        for (ActionRequest r : due) {
            Game.Played p = game.act(r, dice, explain, JournalEntry.By.AI, List.of());
            all.add(p);
            game = p.game();
        }
        return all;
    }

    /**
     * Steps until a side may act (one of its actors in play is in the turn's
     * activation), the AI cannot go on (the players' turn), or the game ends.
     *
     * @return the steps taken, in order
     */
    public List<Step> untilTurnOf(String side) throws IllegalActionException {
        List<Step> steps = new ArrayList<>();
        while (aiToAct() && !mayAct(game.state(), side)) steps.add(step());
        return steps;
    }

    /**
     * Plays on until the game ends or it is the players' turn, at most
     * {@code maxSteps} steps; a game whose turn moves on
     * {@link #STALLED_ADVANCES} times in a row with nobody acting ends as
     * {@link Why#NOBODY_CAN_ACT}.
     *
     * @return why it ended, or empty when it stopped for the players or after {@code maxSteps}
     */
    public Optional<Ending> playOn(int maxSteps) throws IllegalActionException {
        int idle = 0;
        for (int i = 0; i < maxSteps && aiToAct(); i++) {
            idle = step().advanced() ? idle + 1 : 0;
            if (idle >= STALLED_ADVANCES) {
                return Optional.of(new Ending(Why.NOBODY_CAN_ACT, game.state().turn().round(), "the turn moved on "
                        + idle + " times in a row and nobody acted"));
            }
        }
        return ending();
    }

    /** Whether it is the turn of actors the AI does not play: told once for each state, as its ending is. */
    private boolean playersToAct(GameState state) {
        if (state != playersOf) {
            playersOf = state;
            players = playersNow(state);
        }
        return players;
    }

    private boolean playersNow(GameState state) {
        standing.tell(state);
        // In a game the AI plays on every side (the balance simulator's) no actor in play is the players'.
        if (standing.players > 0) {
            for (String id : state.turn().activation().actors()) {
                Actor a = state.actor(id);
                if (a != null && !a.status().out() && !sides.contains(a.side())) return true;
            }
        }
        String side = state.turn().activation().side();
        return side != null && !sides.contains(side) && !state.turn().activation().actors().isEmpty();
    }

    private static boolean mayAct(GameState state, String side) {
        for (String id : state.turn().activation().actors()) {
            Actor a = state.actor(id);
            if (a != null && !a.status().out() && a.side().equals(side)) return true;
        }
        return false;
    }

    /**
     * How many actors are in play on each side of the state last told, and how many of them are of sides the
     * AI does not play: told afresh from the actors a step replaced ({@link GameState#changedSince}) rather
     * than by walking every figure before every step of every simulated game. Counted whole again when actors
     * were added or removed, or the sides are others.
     */
    private final class Standing {
        private GameState of;
        private List<Side> sidesOf;
        /** Actors in play by the side's place in {@link #sidesOf}. */
        private int[] inPlay;
        /** Sides with an actor in play. */
        private int standingSides;
        /** Actors in play of sides the AI does not play. */
        private int players;

        void tell(GameState state) {
            if (state == of) return;
            List<Actor> changed = of == null || state.sides() != sidesOf ? null : state.changedSince(of);
            if (changed == null) {
                sidesOf = state.sides();
                inPlay = new int[sidesOf.size()];
                standingSides = 0;
                players = 0;
                for (Actor a : state.actors().values()) count(a, 1);
            } else {
                for (Actor a : changed) {
                    count(of.actor(a.id()), -1);
                    count(a, 1);
                }
            }
            of = state;
        }

        private void count(Actor a, int n) {
            if (a.status().out()) return;
            if (!sides.contains(a.side())) players += n;
            for (int i = 0; i < inPlay.length; i++) {
                if (sidesOf.get(i).id().equals(a.side())) {
                    int before = inPlay[i];
                    inPlay[i] += n;
                    if (before == 0 && n > 0) standingSides++;
                    else if (inPlay[i] == 0 && n < 0) standingSides--;
                    return;
                }
            }
        }

        /** Whether no more than one side has an actor in play, and at least one has none (as {@link #ending}). */
        boolean sideGone() {
            return standingSides <= 1 && standingSides < inPlay.length;
        }
    }

    /** Takes the objectives met on this state off what the AI is told: scored once, they are not sought again. */
    private void scored(GameState state) {
        if (toScore == null) return;
        List<VictoryCondition> met = new ArrayList<>();
        for (VictoryCondition c : toScore) if (scoring.met(c, state)) met.add(c);
        if (met.isEmpty()) return;
        toScore.removeAll(met);
        limit = limit.objectives(limit.objectives().stream().filter(c -> !met.contains(c)).toList());
        if (toScore.isEmpty()) toScore = null;
    }

    /** A new activation (round, phase, side) asks every actor afresh. */
    private void keepTrack(GameState state) {
        TurnState t = state.turn();
        if (t.round() != round || !Objects.equals(t.phase(), phase) || !Objects.equals(t.activation().side(), side)
                || !Objects.equals(t.activation().label(), label)) {
            round = t.round();
            phase = t.phase();
            side = t.activation().side();
            label = t.activation().label();
            asked.clear();
        }
    }
}
