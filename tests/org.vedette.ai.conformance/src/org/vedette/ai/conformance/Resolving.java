package org.vedette.ai.conformance;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.model.Unit;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Losses;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.OptionProblem;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Sighting;
import org.vedette.core.rules.TroopType;
import org.vedette.core.rules.TableNeed;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;

/**
 * A ruleset that remembers, for each state, the last request it resolved in it: what the rules were given after
 * the table's law filled in what the table answers (the distance a move asks for), read by a test without asking
 * the law again. The game resolves a request last of all in the state it was asked in (the AI's trials come
 * before), so that is the one the game took. Every other question goes to the ruleset as it is — every one,
 * defaults included ({@code ResolvingTest}), or the games it plays would not be the product's.
 */
public final class Resolving implements Ruleset {
    private final Ruleset rules;
    private final Map<GameState, ActionRequest> taken = new IdentityHashMap<>();

    public Resolving(Ruleset rules) {
        this.rules = rules;
    }

    /** The request last resolved in this very state, or null. */
    public ActionRequest takenIn(GameState state) {
        return taken.get(state);
    }

    /** Forgets what was resolved so far (between a game's steps, so that the states can go). */
    public void forget() {
        taken.clear();
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        taken.put(state, request);
        return rules.resolve(request, state, dice, explanation);
    }

    @Override
    public RulesetInfo info() {
        return rules.info();
    }

    @Override
    public Profile profile() {
        return rules.profile();
    }

    @Override
    public List<ActionSpec> actions() {
        return rules.actions();
    }

    @Override
    public List<RuleOption> options() {
        return rules.options();
    }

    @Override
    public TurnStructure turnStructure() {
        return rules.turnStructure();
    }

    @Override
    public List<MarkSpec> marks() {
        return rules.marks();
    }

    @Override
    public List<String> checkStatus(Actor actor) {
        return rules.checkStatus(actor);
    }

    @Override
    public Optional<ActionSpec> hit() {
        return rules.hit();
    }

    @Override
    public Outcome resolveHit(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        return rules.resolveHit(request, state, dice, explanation);
    }

    @Override
    public TurnState joined(GameState state, Actor actor) throws IllegalActionException {
        return rules.joined(state, actor);
    }

    @Override
    public TurnState left(GameState state, Actor actor) throws IllegalActionException {
        return rules.left(state, actor);
    }

    @Override
    public TableNeed onTable(ActionSpec action) {
        return rules.onTable(action);
    }

    @Override
    public TableLaw tableLaw() {
        return rules.tableLaw();
    }

    @Override
    public Optional<ActionSpec> action(String id) {
        return rules.action(id);
    }

    @Override
    public Optional<RuleOption> option(String id) {
        return rules.option(id);
    }

    @Override
    public List<OptionProblem> checkOption(String id, Object value) {
        return rules.checkOption(id, value);
    }

    @Override
    public List<String> optionChanges(String id, Object value) {
        return rules.optionChanges(id, value);
    }

    @Override
    public boolean concealsInputs(String action) {
        return rules.concealsInputs(action);
    }

    @Override
    public List<Choice> choicesFor(ActionSpec action, FieldSpec input, Actor actor) {
        return rules.choicesFor(action, input, actor);
    }

    @Override
    public IllegalActionException inputsRefused(ActionSpec action, ActionRequest request, GameState state,
            IllegalActionException refusal) {
        return rules.inputsRefused(action, request, state, refusal);
    }

    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return rules.fromTable(action, sighting);
    }

    @Override
    public Optional<ActionSpec> shotOf(Actor actor) {
        return rules.shotOf(actor);
    }

    @Override
    public void rehearse(ActionRequest request, GameState state) throws IllegalActionException {
        rules.rehearse(request, state);
    }

    @Override
    public double strength(Actor actor) {
        return rules.strength(actor);
    }

    @Override
    public double strength(Unit unit) {
        return rules.strength(unit);
    }

    @Override
    public Losses losses(GameState state, Actor actor) {
        return rules.losses(state, actor);
    }

    @Override
    public boolean cooperative() {
        return rules.cooperative();
    }

    @Override
    public List<List<TroopType>> generatedForces() {
        return rules.generatedForces();
    }

    @Override
    public Optional<Map<String, Integer>> victoryPoints(GameState state) {
        return rules.victoryPoints(state);
    }

    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        return rules.reach(state, actor);
    }

    @Override
    public Map<String, Object> npcChoices(GameState state, String action, Actor actor) {
        return rules.npcChoices(state, action, actor);
    }

    @Override
    public List<String> outOfTurn(GameState state) {
        return rules.outOfTurn(state);
    }

    /** Another thread's games are recorded apart: a recording of its own around the ruleset's other. */
    @Override
    public Ruleset another() {
        return new Resolving(rules.another());
    }
}
