package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.ActionCatalog;
import org.vedette.core.rules.CatalogRuleset;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.core.rules.Sighting;
import org.vedette.table.TableAuthority;

/**
 * Sharpe's Skirmish (40mm), Durham's Chosen Men, as a ruleset service: single
 * figures are the actors, distances are in inches, each bound every figure
 * moves and acts once in an order diced for. Stateless: everything it knows of
 * a game comes in the {@link GameState}; what each figure carries through the
 * game lives in its status and marks.
 */
@Component(service = Ruleset.class)
public final class SharpeRuleset extends CatalogRuleset {
    /** One resolution of one action. */
    @FunctionalInterface
    private interface Resolver {
        Outcome resolve(Resolution r, ActionRequest q) throws IllegalActionException;
    }

    private final Map<String, Resolver> resolvers = new HashMap<>();

    public SharpeRuleset() {
        super(new RulesetInfo(Sharpe.RULESET, Sharpe.NAME, "1.0",
                "Sharpe's Skirmish 40mm Napoleonic Rules, Durham's Chosen Men", MeasurementUnit.INCH),
                Profiles.profile(), ActionCatalog.of(Catalog.actions()), Catalog.options(), new Bound(),
                MarkSheet.marks(Catalog.actions()));
        // Where a game has positions, the table judges each request as TableNeeds says, by the book.
        judgedBy(TableNeeds.BY_ACTION, TableAuthority.forRuleset(Sharpe.RULESET));
        offerHit(RefereeHit.spec(), RefereeHit::resolve);
        resolvers.put(Action.MOVE, Movement::move);
        resolvers.put(Action.CHECK, Actions::check);
        resolvers.put(Action.FORCE, Actions::force);
        resolvers.put(Action.PUSH, Movement::push);
        resolvers.put(Action.COLLIDE, Movement::collide);
        resolvers.put(Action.AIM, Actions::aim);
        resolvers.put(Action.SHOOT, Shooting::shoot);
        resolvers.put(Action.RELOAD, Actions::reload);
        resolvers.put(Action.PICK_UP, Actions::pickUp);
        resolvers.put(Action.ATTACK, Melee::attack);
        resolvers.put(Action.DISTRACT, Melee::distract);
        resolvers.put(Action.RISE, Actions::rise);
        resolvers.put(Action.MORALE, OptionalRules::morale);
        resolvers.put(Action.CONTROL_HORSE, (r, q) -> {
            needHorsemen(r);
            return Horsemen.controlHorse(r, r.fighter(q.text(Sharpe.Input.ACTOR)));
        });
        resolvers.put(Action.HORSE_COLLISION, (r, q) -> {
            needHorsemen(r);
            return Horsemen.collision(r, r.fighter(q.text(Sharpe.Input.ACTOR)), Horsemen.paceInput(q));
        });
        resolvers.put(Action.RIDE_DOWN, OptionalRules::rideDown);
        resolvers.put(Action.KILL_UNCONSCIOUS, OptionalRules::killUnconscious);
        resolvers.put(Action.AFTER_THE_GAME, AfterTheGame::roll);
        for (ActionSpec a : actions()) {
            if (!resolvers.containsKey(a.id())) throw new IllegalStateException("no resolver for " + a.id());
        }
    }

    /** Ruling E: the sum of the five characteristics of §2. */
    /**
     * The longest range of the firearms the figure carries (§7 Shooting: where the ball is spent; the Baker rifle
     * and artillery have no such limit), 0 for a figure with none.
     */
    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        double best = 0;
        for (String id : actor.weapons()) {
            Weapon w = Weapon.of(id);
            if (w != null && w.firearm) best = Math.max(best, w.maxRange());
        }
        return OptionalDouble.of(best);
    }

    @Override
    public double strength(Actor actor) {
        return Worth.of(actor);
    }

    @Override
    public List<String> checkStatus(Actor actor) {
        return MarkSheet.checkStatus(actor);
    }


    @Override
    public TurnState joined(GameState state, Actor actor) {
        return RefereeHit.joined(state, actor);
    }

    @Override
    public TurnState left(GameState state, Actor actor) {
        return RefereeHit.left(state, actor);
    }

    private static void needHorsemen(Resolution r) throws IllegalActionException {
        if (!Options.horsemen(r.state)) {
            throw new IllegalActionException(Book.SHOOTING_HORSEMAN, "this is part of the optional horsemen rules, which this game does not use (option 'horsemen')");
        }
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        checkTurn(spec, request, state);
        return resolvers.get(spec.id()).resolve(new Resolution(state, dice, explanation), request);
    }

    /**
     * The order of movement, checked here as well as by the game, so a request
     * resolved on its own (a request file) obeys it too: an action taken in a
     * figure's move is taken by the figure whose move it is.
     */
    private static void checkTurn(ActionSpec spec, ActionRequest request, GameState state)
            throws IllegalActionException {
        TurnState turn = state.turn();
        if (turn == null || spec.timing() != Timing.IN_TURN) return;
        String id = request.text(Sharpe.Input.ACTOR);
        if (!turn.activation().includes(id)) {
            Actor a = state.actor(id);
            throw new IllegalActionException(Book.SEQUENCE, a.name() + " cannot " + spec.label().toLowerCase()
                    + " now: \"The rest of the sequence is completed for each character in the game in order of initiative\", and it is "
                    + (turn.activation().actors().isEmpty() ? "nobody's move" : turn.activation().label()));
        }
    }

    /**
     * A man on foot is offered the foot paces, a rider the horse's (§4 movement
     * table, §15); a shot or a blow the weapons the figure carries (§7, §19).
     */
    @Override
    public List<Choice> choicesFor(ActionSpec action, FieldSpec input, Actor actor) {
        if (actor == null) return input.choices();
        List<Choice> offered = new ArrayList<>();
        for (Choice c : input.choices()) {
            boolean fits = switch (input.id()) {
                case Sharpe.Input.PACE -> Movement.Gait.of(c.id(), actor.mounted()) != null;
                case Sharpe.Input.WEAPON -> actor.carries(c.id());
                default -> true;
            };
            if (fits) offered.add(c);
        }
        return offered.isEmpty() ? input.choices() : offered;
    }

    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return Sighted.inputs(action.id(), sighting);
    }
}
