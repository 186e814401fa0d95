package org.vedette.core.game;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.AlternateSides;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnStructure;

/**
 * A two-rule game for testing the engine without a real ruleset: in your turn
 * you strike (1D6, 4+ wounds the target, two wounds and he is out); at any
 * time you may shout, which marks you as hoarse.
 */
final class DuelRules implements Ruleset {
    static final RuleRef STRIKE = RuleRef.of("Duel", "Striking");
    static final RuleRef SEQUENCE = RuleRef.of("Duel", "Sequence");

    /** Ann of the red side, sword in hand, against Bob of the blue, on a 36" table; red's positions by id. */
    static org.vedette.core.model.Scenario duel(java.util.Map<String, org.vedette.core.model.Position> red) {
        var ann = new org.vedette.core.model.Unit("red-unit", "Red", null, false, java.util.Map.of(), List.of(
                new org.vedette.core.model.Figure("ann", "Ann", null, false, List.of("sword"), java.util.Map.of("skill",
                        4), null)), null);
        var bob = new org.vedette.core.model.Unit("blue-unit", "Blue", null, false, java.util.Map.of(), List.of(
                new org.vedette.core.model.Figure("bob", "Bob", null, false, List.of(), java.util.Map.of(), null)), null);
        return new org.vedette.core.model.Scenario("s", "S", "duel", null, java.util.Map.of(),
                new org.vedette.core.model.Table(36, 36, null, null), List.of(
                        new org.vedette.core.model.Side("red", "Red", null, null, List.of(ann), red),
                        new org.vedette.core.model.Side("blue", "Blue", null, null, List.of(bob))), List.of(), 0);
    }

    private final TurnStructure turns = new AlternateSides(TurnKind.ALTERNATE_SIDES, SEQUENCE,
            List.of(new PhaseSpec("fight", "Fighting", SEQUENCE)), null);

    @Override
    public RulesetInfo info() {
        return new RulesetInfo("duel", "Duel", "1.0", "test", MeasurementUnit.INCH);
    }

    @Override
    public Profile profile() {
        return new Profile(Scale.FIGURE, List.of(FieldSpec.integer("skill", "Skill", 1, 6, 3)), List.of(), List.of());
    }

    @Override
    public List<ActionSpec> actions() {
        return List.of(
                new ActionSpec("strike", "Strike", STRIKE, Timing.IN_TURN, List.of("fight"),
                        List.of(FieldSpec.actor("actor", "Actor", true), FieldSpec.actor("target", "Target", true))),
                new ActionSpec("shout", "Shout", STRIKE, Timing.ANY_TIME, List.of(),
                        List.of(FieldSpec.actor("actor", "Actor", true),
                                FieldSpec.builder("volume", FieldType.INTEGER).range(1, 10).build())));
    }

    @Override
    public List<RuleOption> options() {
        return List.of(new RuleOption(FieldSpec.flag("gentle", "Gentle", "wounds never kill"), STRIKE));
    }

    @Override
    public TurnStructure turnStructure() {
        return turns;
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        Requests.check(this, request, state);
        Actor actor = state.actor(request.text("actor"));
        if (request.action().equals("shout")) {
            return new Outcome(actor.name() + " shouts",
                    List.of(new GameEvent.MarkChanged(actor.id(), "hoarse", actor.marks().get("hoarse"), true)),
                    dice.rolls(), explanation.steps());
        }
        Actor target = state.actor(request.text("target"));
        if (target.side().equals(actor.side())) {
            throw new IllegalActionException(STRIKE, "cannot strike a friend");
        }
        int face = dice.d6("1D6 to strike");
        explanation.step(STRIKE, "rolled " + face + ", needs 4");
        if (face < 4) {
            return new Outcome("miss", List.of(), dice.rolls(), explanation.steps());
        }
        Status before = target.status();
        int wounds = before.wounds() + 1;
        Status after = before.withWounds(wounds).withOut(wounds >= 2 && !state.optionFlag("gentle"));
        return new Outcome("hit", List.of(new GameEvent.StatusChanged(target.id(), before, after)), dice.rolls(),
                explanation.steps());
    }
}
