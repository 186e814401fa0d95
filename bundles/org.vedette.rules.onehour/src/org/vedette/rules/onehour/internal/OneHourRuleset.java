package org.vedette.rules.onehour.internal;

import java.util.OptionalDouble;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Losses;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.ActionCatalog;
import org.vedette.core.rules.CatalogRuleset;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.AlternateSides;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Quality;
import org.vedette.core.rules.Sighting;
import org.vedette.table.TableAuthority;

/**
 * The Napoleonic One Hour Wargame by H C Bannister, as a ruleset service:
 * units are the actors, distances are in inches, each complete turn is two
 * player turns of movement, shooting, hand-to-hand combat and elimination.
 * Stateless: everything it knows of a game comes in the {@link GameState}.
 */
@Component(service = Ruleset.class)
public final class OneHourRuleset extends CatalogRuleset {
    /** One resolution of one action. */
    @FunctionalInterface
    private interface Resolver {
        Outcome resolve(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException;
    }

    private final Map<String, Resolver> resolvers = Map.of(
            Action.MOVE, Movement::move,
            Action.STAND, Movement::stand,
            Action.LEAVE_SQUARE, Movement::leaveSquare,
            Action.TURN_TO_FACE, Movement::turnToFace,
            Action.CHARGE, Charges::charge,
            Action.FORM_SQUARE, Charges::formSquare,
            Action.SHOOT, Shooting::shoot,
            Action.FIGHT, HandToHand::fight);
    private static TurnStructure sequence() {
        return new AlternateSides(TurnKind.ALTERNATE_SIDES, Book.SEQUENCE, List.of(
            // "1. Movement 3. Shooting 4. Hand to Hand Combat 5. Eliminating Units": there is no step 2 (ruling D7).
            new PhaseSpec(Phase.MOVEMENT, "1. Movement", Book.MOVEMENT),
            new PhaseSpec(Phase.SHOOTING, "3. Shooting", Book.SHOOTING),
            new PhaseSpec(Phase.HAND_TO_HAND, "4. Hand to Hand Combat", Book.MELEE_CASUALTIES),
            new PhaseSpec(Phase.ELIMINATION, "5. Eliminating Units", Book.ELIMINATION)), new TurnEvents());
    }

    public OneHourRuleset() {
        super(new RulesetInfo(OneHour.RULESET, OneHour.NAME, "1.0",
                "Napoleonic One Hour Wargame by H C Bannister (after Alan Saunders' English Civil War One Hour Rules V1.0)",
                MeasurementUnit.INCH), unitProfile(), ActionCatalog.of(Catalog.actions()), Catalog.options(), sequence(),
                MarkSheet.marks());
        // Where a game has positions, the table judges each request as TableNeeds says, by the book.
        judgedBy(TableNeeds.BY_ACTION, TableAuthority.forRuleset(OneHour.RULESET));
        offerHit(RefereeHit.spec(), RefereeHit::resolve);
    }

    /**
     * Ruling D8: the hits the unit's type scores in a turn of shooting and one of hand-to-hand (Assess
     * Casualties), times the hits its quality takes to eliminate (Eliminating Units; optional Troop quality).
     * A unit of no type the book knows is worth 0.
     */
    @Override
    public double strength(Actor actor) {
        UnitType t = actor.profile().get(OneHour.TYPE_FIELD) instanceof String s ? UnitType.byId(s) : null;
        return t == null ? 0 : t.hitsPerTurn() * org.vedette.rules.onehour.internal.Quality.of(actor, t).eliminatedAt;
    }

    /**
     * A unit is lost by its hits, against the hits that eliminate it (Eliminating Units: 5; by its quality with the
     * optional Troop quality): the risk factors' "Per 10% of group wounded or killed" reads one hit of five as two
     * tenths, where counting the unit as one figure read it as all of it (ruling D10). A unit out of the game is
     * lost whole; hits past the limit, before the elimination phase removes it, count no more than it.
     */
    @Override
    public Losses losses(GameState state, Actor actor) {
        int at = TurnEvents.eliminatedAt(state, actor);
        int hits = actor.status().out() ? at : Math.min(actor.status().wounds(), at);
        return new Losses(hits, at, "its hits, of the " + at + " that eliminate it",
                state.optionFlag(Option.TROOP_QUALITY) ? Book.QUALITY : Book.ELIMINATION);
    }

    /** The unit type's greatest shooting range (Shooting); 0 for a type that cannot fire, nothing for no type. */
    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        UnitType t = actor.profile().get(OneHour.TYPE_FIELD) instanceof String s ? UnitType.byId(s) : null;
        return t == null ? OptionalDouble.empty() : OptionalDouble.of(t.range);
    }

    @Override
    public List<String> checkStatus(Actor actor) {
        return MarkSheet.checkStatus(actor);
    }


    private static Profile unitProfile() {
        List<Choice> types = new ArrayList<>();
        for (UnitType t : UnitType.all()) types.add(Choice.of(t.id, t.label));
        FieldSpec type = FieldSpec.builder(OneHour.TYPE_FIELD, FieldType.CHOICE).label("Unit type").required(true)
                .choices(types).help("The book's unit types decide movement, terrain, shooting and hand-to-hand dice (1H Unit Types and Scale)")
                .build();
        // The book's unit is a block whatever its figures ("Unit Types and Scale"); how many figures the
        // designer models it with matters to the collector packing for the game, not to the rules.
        FieldSpec figures = FieldSpec.builder(OneHour.FIGURES_FIELD, FieldType.INTEGER).label("Figures")
                .range(1, 100).help("How many figures the unit is modelled with on the table; the rules do not use it,"
                        + " the inventory planner counts it (unset: the collector's rules give a number per unit type)")
                .build();
        return new Profile(Scale.UNIT, List.of(type, figures), List.of(Choice.of(Quality.ELITE, "Elite (Guards units)"),
                Choice.of(Quality.TRAINED, "Trained (Line Troops)"), Choice.of(Quality.CONSCRIPT, "Conscript (Poor Quality)")),
                List.of());
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        checkTurn(spec, request, state);
        return resolvers.get(spec.id()).resolve(request, state, dice, explanation);
    }

    /**
     * The sequence of play, checked here as well as by the game, so a request
     * resolved on its own (a request file) obeys it too: an action of a player
     * turn is taken by that side's units, in its phase.
     */
    private static void checkTurn(ActionSpec spec, ActionRequest request, GameState state)
            throws IllegalActionException {
        TurnState turn = state.turn();
        if (turn == null || spec.timing() != Timing.IN_TURN) {
            return;
        }
        Actor actor = state.actor(request.text(OneHour.Input.ACTOR));
        String side = turn.activation().side();
        if (side != null && !side.equals(actor.side())) {
            String whose = Units.possessive(sideName(state, side));
            throw new IllegalActionException(Action.FIGHT.equals(spec.id()) ? Book.ONE_SIDED : Book.SEQUENCE,
                    Action.FIGHT.equals(spec.id())
                            ? actor.name() + " cannot inflict casualties now: \"Units only inflict casualties during their own player turn\", and this is " + whose
                            : actor.name() + " cannot " + spec.label().toLowerCase() + " in " + whose + " player turn");
        }
        if (turn.phase() != null && !spec.phases().isEmpty() && !spec.phases().contains(turn.phase())) {
            throw new IllegalActionException(Book.SEQUENCE, spec.label() + " is taken in the " + spec.phases().get(0)
                    + " phase, and this is the " + turn.phase() + " phase");
        }
    }

    /** A side as the referee knows it: its name, or its id when it has none. */
    private static String sideName(GameState state, String id) {
        for (org.vedette.core.model.Side side : state.sides()) {
            if (side.id().equals(id) && side.name() != null && !side.name().isBlank()) return side.name();
        }
        return id;
    }

    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        return Sighted.inputs(action.id(), sighting);
    }
}
