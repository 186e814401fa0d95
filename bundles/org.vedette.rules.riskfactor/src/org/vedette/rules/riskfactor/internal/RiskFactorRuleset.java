package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionCatalog;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.CatalogRuleset;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.riskfactor.ReadyToFire;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.core.rules.Sighting;
import org.vedette.table.TableAuthority;

/**
 * The risk-factor skirmish rules as a ruleset service: figures are the
 * actors and a scenario's units their groups, distances are in centimetres,
 * each side in turn commands, moves, shoots and fights, and what nobody
 * commands the Actions tables decide. Everything it knows of a game comes in
 * the {@link GameState}; it keeps only the last table's prepared geometry
 * ({@link Tables}), a cache that changes no answer.
 */
@Component(service = Ruleset.class)
public final class RiskFactorRuleset extends CatalogRuleset implements ReadyToFire {
    /** One resolution of one action. */
    @FunctionalInterface
    private interface Resolver {
        Outcome resolve(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException;
    }

    /** The table's geometry, kept for the game's table (Tables): this instance's own, never static. */
    private final Tables tables = new Tables();

    private final Map<String, Resolver> resolvers = Map.ofEntries(
            Map.entry(Action.DICE_FOR_COMMAND, Command::diceForCommand),
            Map.entry(Action.ACTIVATE, Command::activate),
            Map.entry(Action.COMMAND, Command::command),
            Map.entry(Action.OBSERVE, Chart::observe),
            Map.entry(Action.ACTIONS_TABLE, (r, s, d, e) -> Chart.roll(r, s, d, e, tables)),
            Map.entry(Action.SPOT, Visibility::spot),
            Map.entry(Action.MOVE, Movement::move),
            Map.entry(Action.LOAD, Movement::load),
            Map.entry(Action.SHOOT, (r, s, d, e) -> Shooting.shoot(r, s, d, e, tables)),
            Map.entry(Action.FIGHT, (r, s, d, e) -> Melee.fight(r, s, d, e, tables)));

    public RiskFactorRuleset() {
        super(new RulesetInfo(RiskFactor.RULESET, RiskFactor.NAME, "1.0",
                "A risk-factor skirmish ruleset: risk factors and Actions tables for uncommanded troops, command dice, D8 shooting, melee",
                MeasurementUnit.CENTIMETRE), Catalog.profile(), ActionCatalog.of(Catalog.actions()), Catalog.options(),
                new Sequence(new Tables()), MarkSheet.marks());
        // Where a game has positions, the table judges each request as TableNeeds says, by the book.
        judgedBy(TableNeeds.BY_ACTION, TableAuthority.forRuleset(RiskFactor.RULESET));
        for (ActionSpec a : actions()) {
            if (!resolvers.containsKey(a.id())) throw new IllegalStateException("no resolver for " + a.id());
        }
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        checkTurn(spec, request, state);
        return resolvers.get(spec.id()).resolve(request, state, dice, explanation);
    }

    /**
     * As {@link Ruleset#rehearse}, with the inputs checked once (resolving checks them again by default), and a
     * shot only checked: its dice and their effects change nothing the rehearsal answers, and the AI rehearses
     * a shot at each enemy in turn.
     */
    @Override
    public void rehearse(ActionRequest request, GameState state) throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        checkTurn(spec, request, state);
        if (Action.SHOOT.equals(spec.id())) {
            Shooting.check(request, state, tables);
            return;
        }
        resolvers.get(spec.id()).resolve(request, state, new Dice(new SeededDice(request.hashCode())), Explanation.none());
    }

    /** The shot's own refusals that hold whatever the target ("Shooting"), for the AI's search of a target. */
    @Override
    public boolean ready(GameState state, Actor figure, String weapon) {
        return Shooting.ready(state, figure, weapon);
    }

    @Override
    public double reach(String weapon) {
        return Shooting.reach(weapon);
    }

    /** "Play Sequence": an action of a phase is taken by the side whose turn it is, in that phase. */
    private static void checkTurn(ActionSpec spec, ActionRequest request, GameState state) throws IllegalActionException {
        TurnState turn = state.turn();
        if (turn == null || spec.timing() != Timing.IN_TURN) return;
        Actor actor = state.actor(request.text(Input.ACTOR));
        String side = turn.activation().side();
        if (side != null && !side.equals(actor.side())) {
            throw new IllegalActionException(Book.PLAY_SEQUENCE, actor.name() + " cannot " + spec.label().toLowerCase()
                    + " in " + side + "'s turn: \"Move the other side as the sequence above (1-4)\"");
        }
        if (turn.phase() != null && !spec.phases().isEmpty() && !spec.phases().contains(turn.phase())) {
            throw new IllegalActionException(Book.PLAY_SEQUENCE, spec.label() + " is taken in the " + spec.phases().get(0)
                    + " phase, and this is the " + turn.phase() + " phase");
        }
    }

    /** A shot or a blow is offered the weapons the figure carries. */
    /** Ruling C22: the figure's command dice by quality (Figure Activation). */
    /** The longest range of the weapons he carries, in centimetres ("within their weapons range", ruling C2). */
    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        return OptionalDouble.of(Positions.reach(actor));
    }

    @Override
    public double strength(Actor actor) {
        return Command.worth(actor);
    }

    @Override
    public List<Choice> choicesFor(ActionSpec action, FieldSpec input, Actor actor) {
        if (actor == null || !Input.WEAPON.equals(input.id())) return input.choices();
        List<Choice> offered = new ArrayList<>();
        for (Choice c : input.choices()) {
            WeaponTable w = WeaponTable.of(c.id());
            boolean fits = actor.carries(c.id()) && (!Action.SHOOT.equals(action.id()) || (w != null && w.shoots()));
            if (fits) offered.add(c);
        }
        return offered.isEmpty() ? input.choices() : offered;
    }

    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return Sighted.inputs(action.id(), sighting);
    }

    /**
     * What the book leaves to whoever plays a figure nobody commands, for the NPC AI: an uncommanded group's shot
     * is at "the nearest enemy" ("uncommanded units will always shoot only at the nearest enemy", RF Shooting),
     * with the first weapon it carries that shoots and that the rules would fire now ({@link #ready}).
     */
    @Override
    public Map<String, Object> npcChoices(GameState state, String action, Actor actor) {
        if (!Action.SHOOT.equals(action) || actor == null) return Map.of();
        // ready() holds the weapon to the table's shooting weapons (one with a range) as well as to the turn.
        for (String w : actor.weapons()) {
            if (ready(state, actor, w)) return Map.of(Input.WEAPON, w, Input.NEAREST, true);
        }
        return Map.of();
    }

    /** The book's ruleset again, with its own memory of the states it resolved against (the overrides come with each game's options). */
    @Override
    public Ruleset another() {
        return new RiskFactorRuleset();
    }
}
