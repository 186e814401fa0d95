package org.vedette.io.tests;

import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Profile;
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
 * A stand-in for the One Hour ruleset, with the same id, unit type field and
 * qualities, so the io tests do not depend on the real ruleset bundle. Its one
 * action hits on 4+ so outcomes can be asserted.
 */
public final class FakeOneHour implements Ruleset {
    static final RuleRef SHOOTING = RuleRef.of("1H", "Shooting");

    private static final FieldSpec TYPE = FieldSpec.builder("type", FieldType.CHOICE).label("Type").required(true)
            .choices(List.of(Choice.of("infantry", "Infantry"), Choice.of("light-infantry", "Light infantry"),
                    Choice.of("skirmishers", "Skirmishers"), Choice.of("heavy-cavalry", "Heavy cavalry"),
                    Choice.of("light-cavalry", "Light cavalry"), Choice.of("foot-artillery", "Foot artillery"),
                    Choice.of("horse-artillery", "Horse artillery")))
            .build();
    private static final FieldSpec HITS = FieldSpec.integer("hits", "Hits", 0, 15, 0);

    private final String id;
    private final TurnStructure turns;

    public FakeOneHour() {
        this("onehour");
    }

    /** The same rules under another id, to stand for a second ruleset. */
    public FakeOneHour(String id) {
        this(id, null);
    }

    /** The same rules under another id and with another turn sequence (one that keeps a turn detail). */
    public FakeOneHour(String id, TurnStructure turns) {
        this.id = id;
        this.turns = turns;
    }

    @Override
    public RulesetInfo info() {
        return new RulesetInfo(id, "Fake " + id, "0", "test", MeasurementUnit.INCH);
    }

    @Override
    public Profile profile() {
        return new Profile(Scale.UNIT, List.of(TYPE, HITS),
                List.of(Choice.of("elite", null), Choice.of("trained", null), Choice.of("conscript", null)),
                List.of(Choice.of("musket", null), Choice.of("rifle", null)));
    }

    @Override
    public List<ActionSpec> actions() {
        return List.of(new ActionSpec("shoot", "Shoot", SHOOTING, Timing.IN_TURN, List.of("shooting"),
                List.of(FieldSpec.actor("actor", "Shooter", true), FieldSpec.actor("target", "Target", true),
                        FieldSpec.builder("range", FieldType.DECIMAL).range(0, 48).unit("in").build(),
                        FieldSpec.flag("cover", "In cover", ""))));
    }

    @Override
    public List<RuleOption> options() {
        return List.of(new RuleOption(FieldSpec.flag("squares", "Squares", ""), RuleRef.of("1H", "Squares")),
                new RuleOption(FieldSpec.integer("turns", "Turns", 1, 30, 15), RuleRef.of("1H", "Game length")));
    }

    @Override
    public TurnStructure turnStructure() {
        if (turns != null) return turns;
        return new AlternateSides(TurnKind.ALTERNATE_SIDES, RuleRef.of("1H", "Sequence of Play"),
                List.of(new PhaseSpec("movement", "Movement", RuleRef.of("1H", "Movement")),
                        new PhaseSpec("shooting", "Shooting", SHOOTING)),
                null);
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        var roll = dice.roll(1, 6, "D6 to hit");
        boolean hit = roll.face(0) >= 4;
        explanation.step(SHOOTING, "rolled " + roll.face(0) + ": " + (hit ? "a hit" : "a miss") + " on 4+");
        String target = request.text("target");
        List<GameEvent> events = hit
                ? List.of(new GameEvent.StatusChanged(target, state.actor(target).status(),
                        state.actor(target).status().withWounds(state.actor(target).status().wounds() + 1)))
                : List.of();
        return new Outcome(hit ? "hit" : "miss", events, dice.rolls(), explanation.steps());
    }
}
