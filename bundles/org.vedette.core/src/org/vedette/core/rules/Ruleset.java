package org.vedette.core.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Unit;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;

/**
 * A ruleset, registered as an OSGi Declarative Services component. Dropping a
 * bundle with one into the workbench or the command line is all it takes to
 * make a ruleset available: both list the services they find.
 *
 * <p>Implementations are stateless and thread-safe: all game state comes in as
 * {@link GameState} and goes out as the events of an {@link Outcome}.
 */
public interface Ruleset {
    RulesetInfo info();

    /** The fields a figure (or unit) carries in this ruleset. */
    Profile profile();

    /** The action catalog. */
    List<ActionSpec> actions();

    /** Optional rules and rulings with more than one common reading. */
    List<RuleOption> options();

    /** How turns are sequenced, and who may act when. */
    TurnStructure turnStructure();

    /**
     * Resolves one action. The request's inputs are checked against the
     * action's {@link ActionSpec} first; then the rules. Nothing changes here:
     * the caller applies the outcome's events to get the next state.
     *
     * @throws IllegalActionException the request is malformed or the rules
     *         forbid it, with the rule that forbids it
     */
    Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException;

    /**
     * The marks this ruleset keeps on its figures or units, each with its
     * type, meaning, rule and how long it lasts, beside the {@link #profile()}:
     * what files, the command line and the workbench check a mark against and
     * show it by ({@link Marks}). Empty by default, and a ruleset that declares
     * none accepts any mark.
     */
    default List<MarkSpec> marks() {
        return List.of();
    }

    /**
     * What this ruleset finds impossible in an actor's status and marks taken
     * together — wounds that kill him while he is not out, a count of shock
     * where the book has none — each said in one sentence citing the rule.
     * Checked when a state is read or the referee changes it ({@link Marks#check(Ruleset, Actor, GameState)}),
     * never in a resolution. None by default.
     */
    default List<String> checkStatus(Actor actor) {
        return List.of();
    }

    /**
     * The referee's hit: a hit from something the engine does not model, or
     * a wound the referee awards, rolled on this ruleset's own tables
     * (Sharpe's area hit and wound table, One Hour's hits, OHFA's damage
     * table and its save). Its id is "hit", its rule the section of the
     * tables, and its inputs "target" (the actor hit) and whatever the tables
     * need. Empty when the ruleset offers none. Core's referee actions
     * ({@code org.vedette.core.game.Referee}) offer it beside their own.
     */
    default Optional<ActionSpec> hit() {
        return Optional.empty();
    }

    /**
     * Resolves {@link #hit()} as the ruleset's own rules would resolve a hit
     * of a shot or a blow: the same rolls, the same events.
     *
     * @throws IllegalActionException the request is malformed, or the rules cannot hit that actor
     */
    default Outcome resolveHit(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        throw new IllegalActionException(null, info().name() + " has no referee's hit");
    }

    /**
     * The turn after the referee adds an actor, for bookkeeping that lists
     * actors (Sharpe's order of movement, OHFA's fate deck). {@code state}
     * already holds him. The turn as it was by default.
     *
     * @throws IllegalActionException the ruleset cannot take him in now, and says why
     */
    default TurnState joined(GameState state, Actor actor) throws IllegalActionException {
        return state.turn();
    }

    /**
     * The turn after the referee removes an actor: {@code state} no longer
     * holds him, and its activation no longer names him. The turn as it was
     * by default.
     *
     * @throws IllegalActionException the ruleset cannot let him go now (his turn is being played), and says why
     */
    default TurnState left(GameState state, Actor actor) throws IllegalActionException {
        return state.turn();
    }

    /**
     * What an action asks of the table where the game has positions — the target seen, the bases touching, a
     * charge reaching contact, a move costed along its path — citing the book's section that asks it
     * ({@link TableNeed}). Nothing by default: an action that does not depend on where anyone stands.
     */
    default TableNeed onTable(ActionSpec action) {
        return TableNeed.NONE;
    }

    /**
     * The law by which the table judges this ruleset's requests where a game has positions
     * ({@link org.vedette.core.game.TableLaw}): {@code org.vedette.table} makes one from the ruleset's
     * {@link #onTable} needs and its book's bases, sight and going. None by default, and then every request is
     * resolved as typed, as in a game without positions.
     */
    default org.vedette.core.game.TableLaw tableLaw() {
        return org.vedette.core.game.TableLaw.NONE;
    }

    default Optional<ActionSpec> action(String id) {
        // A loop, not a stream: Requests.check calls this for every resolution.
        for (ActionSpec a : actions()) {
            if (a.id().equals(id)) return Optional.of(a);
        }
        return Optional.empty();
    }

    default Optional<RuleOption> option(String id) {
        return options().stream().filter(o -> o.id().equals(id)).findFirst();
    }

    /**
     * What is wrong with a value of one of this ruleset's options beyond its
     * field's type: a document in a text option (The Other Side of the Hill's
     * table overrides) checked as the ruleset will read it, so that a file
     * reader, {@code vedette validate} and the workbench's Problems say so
     * before a game is played with it. Nothing by default.
     *
     * @param id    the option's id
     * @param value the value, of the option's field type
     */
    default List<OptionProblem> checkOption(String id, Object value) {
        return List.of();
    }

    /**
     * How a value of one of this ruleset's options differs from the book, a
     * line each in the ruleset's words ("fire.weapons.rifle.damage: 5, the
     * book's 6"), for the referee to see what a game will be played with.
     * Empty when it does not differ, when it cannot be read
     * ({@link #checkOption} says why) and by default.
     */
    default List<String> optionChanges(String id, Object value) {
        return List.of();
    }

    /**
     * Whether the inputs of this action are secret — OHFA's melee allocations,
     * committed by each side before either sees the other's — so that a
     * display of the journal (the command line's {@code game show}, the
     * workbench) shows the action and its headline but not its inputs. The
     * journal itself keeps them: replay needs them.
     */
    default boolean concealsInputs(String action) {
        return false;
    }

    /**
     * The choices of a choice input that fit this actor — the weapons he
     * carries, the paces of a man on foot or of a rider — for a form to
     * offer, so a referee is not offered what cannot be. The rules still
     * refuse whatever they forbid; this only narrows what is shown. Every
     * choice of the input by default, and whenever nothing would be left.
     *
     * @param actor the figure or unit acting, or null when none is chosen yet
     */
    default List<Choice> choicesFor(ActionSpec action, FieldSpec input, Actor actor) {
        return input.choices();
    }

    /**
     * The refusal of a request whose inputs the common checks ({@link
     * Requests#check}) found wrong — a number out of its field's range, an
     * actor not in the game — as this ruleset words it: it may add what its
     * rules know and the field does not (Over the Hills &amp; Far Away: a round
     * over six points, and the points the fighter has to divide). The refusal
     * as the checks worded it by default. Called only on refusal; the request
     * may name actors the state does not have.
     *
     * @param refusal the common checks' refusal, every problem listed
     */
    default IllegalActionException inputsRefused(ActionSpec action, ActionRequest request, GameState state,
            IllegalActionException refusal) {
        return refusal;
    }

    /**
     * The inputs of {@code action} that what the table shows answers, in this
     * ruleset's own terms — the range measured as its book measures it, in its
     * units; the cover as its book classes it; the arc — for a form to fill
     * when the referee aims one figure at another on the map. Inputs it
     * leaves out stay as the referee typed them, and he may change any before
     * the action is taken: the rules still judge the request. None by default.
     *
     * @param action   the action being filled
     * @param sighting what the table shows of the actor aiming at the target
     */
    default Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return Map.of();
    }

    /**
     * The choices the book leaves to a figure's player that no table, tape or die makes for him — OHFA's secret
     * allocation of combat points to a melee's three rounds — made for a figure the NPC AI plays: the inputs of
     * {@code action} by id, which the AI adds to a request where its temperament sets none. Nothing by default,
     * and nothing when the action does not apply to the actor now (no melee waits for him). A ruleset makes them
     * as a careful player would by its own book, since only it knows what the choice is made of (a Hero's 10
     * points less his wounds).
     *
     * @since 0.13
     */
    default Map<String, Object> npcChoices(GameState state, String action, Actor actor) {
        return Map.of();
    }

    /**
     * The actors who may act now though the turn is not theirs: OHFA's held firing and troop type cards, which
     * "can be used at any time". The NPC AI asks them after those whose turn it is, before the turn moves on, so
     * that a figure it plays uses what the book lets it play between turns. None by default.
     *
     * @since 0.13
     */
    default List<String> outOfTurn(GameState state) {
        return List.of();
    }

    /**
     * The action a figure shoots with, for a form to offer when the referee
     * aims it at another on the map: {@code shoot} where the ruleset has one;
     * a ruleset with an action per weapon names the actor's.
     *
     * @param actor the figure or unit aiming
     */
    default Optional<ActionSpec> shotOf(Actor actor) {
        return action("shoot");
    }

    /**
     * Whether the rules accept the request now, as {@link #resolve} would: its
     * inputs checked ({@link Requests#check}), then resolved on trial dice
     * (seeded by the request) and the outcome thrown away — the rules'
     * refusal, or nothing. What the NPC AI asks of every line it tries. A
     * ruleset may leave out work whose only use is the outcome (who acts
     * next; everything after the action's last check, as The Other Side of
     * the Hill does, going on from there when the game resolves the same
     * request against the same state), never a check.
     */
    default void rehearse(ActionRequest request, GameState state) throws IllegalActionException {
        Requests.check(this, request, state);
        resolve(request, state, new Dice(new org.vedette.core.dice.SeededDice(request.hashCode())), Explanation.none());
    }

    /**
     * Whether the book's players play one side together and the referee runs every other with the NPC AI (The
     * Other Side of the Hill, "co-operative, computer-assisted"); false, the default, where each side is a
     * player's. The scenario generator makes every side after the players' a non-player one.
     *
     * @since 0.14
     */
    default boolean cooperative() {
        return false;
    }

    /**
     * The troops a generated scenario's sides field, where drawing the profile's choices at random would make
     * nonsense: the first side's (the players') list, then the other side's, each drawn from at random (a kind
     * listed twice is drawn twice as often; at most one mounted unit a side). Empty, the default: the generator
     * draws each choice of the profile.
     *
     * @since 0.14
     */
    default List<List<TroopType>> generatedForces() {
        return List.of();
    }

    /**
     * The victory points the ruleset's own rules keep, by side id, in the game as it stands: present, whatever the
     * state, for a ruleset that scores its games itself (The Other Side of the Hill's turn ledger, "Winning and
     * Losing") — a side it does not list scores 0, and a side its rules say has lost outright scores below 0; empty,
     * the default, for one whose games are judged by the scenario's victory conditions and the casualties. The
     * balance simulator judges a game by them without knowing the ruleset.
     *
     * @since 0.14
     */
    default Optional<Map<String, Integer>> victoryPoints(GameState state) {
        return Optional.empty();
    }

    /**
     * The losses of the actor's group as its book counts them ({@link Losses}), for the risk factors the NPC AI
     * reads for its troops: by default the figures of its side and unit wounded or out of the game, of all of them
     * the game holds (a figure out of the game stays in it as a casualty, so they are the unit's strength as it
     * started). A ruleset whose book counts otherwise — One Hour's hits against the hits that eliminate a unit —
     * says so here.
     *
     * @since 0.12
     */
    default Losses losses(GameState state, Actor actor) {
        int lost = 0;
        int strength = 0;
        for (Actor other : state.actors().values()) {
            if (!Objects.equals(actor.side(), other.side()) || !Objects.equals(actor.unit(), other.unit())) continue;
            strength++;
            if (other.status().out() || other.status().wounds() > 0) lost++;
        }
        return new Losses(lost, strength, "the figures wounded or out of the game", null);
    }

    /**
     * How far the actor's shooting reaches, in this ruleset's unit ({@link RulesetInfo#units}): the longest range
     * of what it shoots with — a One Hour unit's type, a figure's firearms — infinite for a weapon the book sets no
     * limit to, 0 for one that cannot shoot; empty where the ruleset does not say. The NPC AI asks it for the risk
     * factors' "Enemy in clear sight and within their weapons range of the unit" (RF "Risk Factors") on the table.
     *
     * @since 0.12
     */
    default OptionalDouble reach(GameState state, Actor actor) {
        return OptionalDouble.empty();
    }

    /**
     * What one actor — a figure, or a unit in a unit-level ruleset, as a game
     * would hold it before its first move — is worth on this ruleset's own
     * scale: its book's points or recruitment cost where it has them, else a
     * number its {@code RULINGS.md} derives from the book's qualities or unit
     * types. Only ratios matter: the scenario generator balances two forces
     * by their sums ({@link #strength(Unit)}). One by default, so a ruleset
     * that says nothing counts heads.
     */
    default double strength(Actor actor) {
        return 1;
    }

    /**
     * A unit's strength: the sum of its figures' ({@link #strength(Actor)}),
     * each with its unit's quality and profile under its own as
     * {@code GameState.of} makes them; in a unit-level ruleset
     * ({@link Scale#UNIT}), or for a unit without figures, the unit itself.
     */
    default double strength(Unit unit) {
        if (profile().scale() == Scale.UNIT || unit.figures().isEmpty()) {
            return strength(new Actor(unit.id(), unit.name(), null, unit.id(), unit.quality(), unit.mounted(),
                    List.of(), unit.profile(), null, null, null));
        }
        double sum = 0;
        for (Figure f : unit.figures()) {
            Map<String, Object> profile = new LinkedHashMap<>(unit.profile());
            profile.putAll(f.profile());
            sum += strength(new Actor(f.id(), f.name(), null, unit.id(), f.quality() != null ? f.quality()
                    : unit.quality(), f.mounted() || unit.mounted(), f.weapons(), profile, null, null, null));
        }
        return sum;
    }

    /**
     * A ruleset that resolves exactly as this one does, for the games of another thread: the same outcome for
     * the same request, state and dice, with a memory of its own. A ruleset may carry what it read of one state
     * of a game to the next (who stands where, which figures may act), and two games resolved at once through
     * one ruleset would each throw away what the other kept; the balance simulator gives each of its threads
     * its own. The default is this ruleset, for one that keeps nothing.
     */
    default Ruleset another() {
        return this;
    }
}
