package org.vedette.rules.picket.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Status;
import org.vedette.core.rules.ActionCatalog;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.CatalogRuleset;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.rules.Scale;
import org.vedette.core.rules.Sighting;
import org.vedette.core.rules.TableNeed;
import org.vedette.core.rules.Timing;
import org.vedette.core.turn.AlternateSides;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnKind;
import org.vedette.rules.picket.Picket;
import org.vedette.rules.picket.Picket.Action;
import org.vedette.rules.picket.Picket.Input;
import org.vedette.rules.picket.Picket.Mark;
import org.vedette.rules.picket.Picket.Phase;
import org.vedette.rules.picket.Picket.Quality;
import org.vedette.table.TableAuthority;

/**
 * Picket (RULES.md), the tests' own ruleset, as a Declarative Services
 * component like the five Vedette ships: three actions, judged on the table
 * by the table bundle's default law, and nothing else of its own.
 */
@Component(service = Ruleset.class)
public final class PicketRuleset extends CatalogRuleset {
    private static final String BOOK = "Picket";
    static final RuleRef FIGURES = RuleRef.of(BOOK, "1 Figures");
    static final RuleRef SEQUENCE = RuleRef.of(BOOK, "2 Sequence");
    static final RuleRef MOVEMENT = RuleRef.of(BOOK, "3 Movement");
    static final RuleRef SHOOTING = RuleRef.of(BOOK, "4 Shooting");
    static final RuleRef MELEE = RuleRef.of(BOOK, "5 Melee");
    private static final String THIS_TURN = "its side's turn";

    /** What each action asks of the table where the figures stand on it. */
    private static final Map<String, TableNeed> NEEDS = Map.of(
            Action.MOVE, TableNeed.move(Input.DISTANCE, MOVEMENT),
            Action.SHOOT, TableNeed.sight(SHOOTING),
            Action.FIGHT, TableNeed.contact(MELEE));

    public PicketRuleset() {
        super(new RulesetInfo(Picket.RULESET, Picket.NAME, "1.0", "Picket, the tests' own rules (RULES.md)",
                MeasurementUnit.INCH), figures(), ActionCatalog.of(threeActions()), List.of(), sequence(), markSheet());
        judgedBy(NEEDS, TableAuthority.forRuleset(Picket.RULESET));
    }

    private static Profile figures() {
        return new Profile(Scale.FIGURE, List.of(), List.of(Choice.of(Quality.RAW, "Raw"),
                Choice.of(Quality.STEADY, "Steady")), List.of(Choice.of("musket", "Musket")));
    }

    private static List<ActionSpec> threeActions() {
        FieldSpec figure = FieldSpec.actor(Input.ACTOR, "Figure", true);
        FieldSpec target = FieldSpec.actor(Input.TARGET, "Target", true);
        return List.of(
                new ActionSpec(Action.MOVE, "Move", MOVEMENT, Timing.IN_TURN, List.of(Phase.MOVEMENT), List.of(figure,
                        FieldSpec.builder(Input.DISTANCE, FieldType.DECIMAL).label("Distance").range(0, 12).unit("in")
                                .required(true).help("Up to 6\", mounted 12\" (Picket §3)").build())),
                new ActionSpec(Action.SHOOT, "Shoot", SHOOTING, Timing.IN_TURN, List.of(Phase.SHOOTING), List.of(figure,
                        target, FieldSpec.builder(Input.RANGE, FieldType.DECIMAL).label("Range").range(0, 200).unit("in")
                                .required(true).help("Within 18\" (Picket §4)").build())),
                new ActionSpec(Action.FIGHT, "Fight", MELEE, Timing.IN_TURN, List.of(Phase.MELEE),
                        List.of(figure, target)));
    }

    private static AlternateSides sequence() {
        return new AlternateSides(TurnKind.ALTERNATE_SIDES, SEQUENCE, List.of(
                new PhaseSpec(Phase.MOVEMENT, "Movement", MOVEMENT),
                new PhaseSpec(Phase.SHOOTING, "Shooting", SHOOTING),
                new PhaseSpec(Phase.MELEE, "Melee", MELEE)), PicketRuleset::phaseStarts);
    }

    private static List<MarkSpec> markSheet() {
        return List.of(mark(MarkSpec.flag(Mark.MOVED, "Moved"), MOVEMENT, "Has moved this turn"),
                mark(MarkSpec.flag(Mark.SHOT, "Shot"), SHOOTING, "Has shot this turn"),
                mark(MarkSpec.flag(Mark.FOUGHT, "Fought"), MELEE, "Has fought this turn"));
    }

    private static MarkSpec mark(MarkSpec.Builder b, RuleRef rule, String meaning) {
        return b.means(meaning).rule(rule).lasts(THIS_TURN).build();
    }

    /** §2: a side's Movement phase wipes its figures' marks of its turn before. */
    private static List<GameEvent> phaseStarts(GameState s, Explanation ex) {
        if (!Phase.MOVEMENT.equals(s.turn().phase())) return List.of();
        String side = s.turn().activation().side();
        Changes c = new Changes(s);
        for (Actor a : s.actors().values()) {
            if (!a.side().equals(side)) continue;
            for (String m : List.of(Mark.MOVED, Mark.SHOT, Mark.FOUGHT)) {
                if (a.marks().get(m) != null) c.mark(a.id(), m, null);
            }
        }
        if (!c.events().isEmpty()) ex.step(SEQUENCE, "a new turn: the marks of the side's turn before are wiped");
        return c.events();
    }

    @Override
    public Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation ex)
            throws IllegalActionException {
        ActionSpec spec = Requests.check(this, request, state);
        Actor actor = state.actor(request.text(Input.ACTOR));
        if (actor.status().out()) throw new IllegalActionException(FIGURES, actor.name() + " is out of the game");
        return switch (spec.id()) {
            case Action.MOVE -> move(request, state, actor, dice, ex);
            case Action.SHOOT -> shoot(request, state, actor, dice, ex);
            default -> fight(request, state, actor, dice, ex);
        };
    }

    private static Outcome move(ActionRequest r, GameState s, Actor a, Dice dice, Explanation ex)
            throws IllegalActionException {
        once(a, Mark.MOVED, MOVEMENT, "has moved this turn");
        double allowance = a.mounted() ? Picket.MOUNTED_MOVE : Picket.MOVE;
        double distance = r.number(Input.DISTANCE, 0);
        if (distance > allowance) {
            throw new IllegalActionException(MOVEMENT, a.name() + " may move up to " + inches(allowance) + ", not "
                    + inches(distance));
        }
        ex.step(MOVEMENT, inches(distance) + " of the " + inches(allowance) + " " + a.name() + " may move");
        Changes c = new Changes(s).mark(a.id(), Mark.MOVED, true);
        return new Outcome(a.name() + " moves " + inches(distance), c.events(), dice.rolls(), ex.steps());
    }

    private static Outcome shoot(ActionRequest r, GameState s, Actor a, Dice dice, Explanation ex)
            throws IllegalActionException {
        once(a, Mark.SHOT, SHOOTING, "has shot this turn");
        Actor target = enemy(s, a, r.text(Input.TARGET), SHOOTING);
        double range = r.number(Input.RANGE, 0);
        if (range > Picket.RANGE) {
            throw new IllegalActionException(SHOOTING, target.name() + " is " + inches(range) + " away, beyond the "
                    + "musket's " + inches(Picket.RANGE));
        }
        int needs = Quality.STEADY.equals(a.quality()) ? 3 : 4;
        int face = dice.d6("D6 to hit");
        ex.step(SHOOTING, "rolled " + face + ", needs " + needs + " or more");
        Changes c = new Changes(s).mark(a.id(), Mark.SHOT, true);
        if (face < needs) return new Outcome(a.name() + " misses " + target.name(), c.events(), dice.rolls(), ex.steps());
        wound(c, target, SHOOTING, ex);
        return new Outcome(a.name() + " hits " + target.name(), c.events(), dice.rolls(), ex.steps());
    }

    private static Outcome fight(ActionRequest r, GameState s, Actor a, Dice dice, Explanation ex)
            throws IllegalActionException {
        once(a, Mark.FOUGHT, MELEE, "has fought this turn");
        Actor target = enemy(s, a, r.text(Input.TARGET), MELEE);
        int mine = dice.d6("D6 for " + a.name()) + (Quality.STEADY.equals(a.quality()) ? 1 : 0);
        int theirs = dice.d6("D6 for " + target.name()) + (Quality.STEADY.equals(target.quality()) ? 1 : 0);
        ex.step(MELEE, a.name() + " scores " + mine + ", " + target.name() + " " + theirs);
        Changes c = new Changes(s).mark(a.id(), Mark.FOUGHT, true);
        if (mine == theirs) return new Outcome("an equal fight: nothing happens", c.events(), dice.rolls(), ex.steps());
        Actor loser = mine > theirs ? target : a;
        wound(c, loser, MELEE, ex);
        return new Outcome(loser.name() + " is worsted", c.events(), dice.rolls(), ex.steps());
    }

    private static void once(Actor a, String mark, RuleRef rule, String words) throws IllegalActionException {
        if (a.marks().get(mark) != null) throw new IllegalActionException(rule, a.name() + " " + words);
    }

    private static Actor enemy(GameState s, Actor a, String id, RuleRef rule) throws IllegalActionException {
        Actor target = s.actor(id);
        if (target.side().equals(a.side())) throw new IllegalActionException(rule, target.name() + " is a friend");
        if (target.status().out()) throw new IllegalActionException(rule, target.name() + " is out of the game");
        return target;
    }

    /** §4: a hit wounds; the second wound takes the figure out of the game. */
    private static void wound(Changes c, Actor target, RuleRef rule, Explanation ex) {
        Status before = c.status(target);
        int wounds = before.wounds() + 1;
        c.status(target.id(), before.withWounds(wounds).withOut(wounds >= 2));
        ex.step(rule, target.name() + (wounds >= 2 ? " takes a second wound and is out" : " is wounded"));
    }

    private static String inches(double d) {
        return (d == Math.rint(d) ? String.valueOf((long) d) : String.format(java.util.Locale.ROOT, "%.1f", d)) + "\"";
    }

    /** §4: the range is the gap between the bases. */
    @Override
    public Map<String, Object> fromTable(ActionSpec action, Sighting sighting) {
        Map<String, Object> in = new LinkedHashMap<>();
        in.put(Input.TARGET, sighting.target());
        if (Action.SHOOT.equals(action.id())) in.put(Input.RANGE, Math.round(sighting.distance() * 10) / 10.0);
        else if (!Action.FIGHT.equals(action.id())) return Map.of();
        return in;
    }

    /** §4: every figure carries a musket. */
    @Override
    public OptionalDouble reach(GameState state, Actor actor) {
        return OptionalDouble.of(Picket.RANGE);
    }
}
