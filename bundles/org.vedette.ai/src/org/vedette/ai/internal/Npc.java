package org.vedette.ai.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.vedette.ai.Checklist;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Question;
import org.vedette.ai.Reason.Kind;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.Ruleset;
import org.vedette.rules.riskfactor.Observation;

/**
 * The NPC AI as a Declarative Services component: the intent from the
 * risk-factor machine ({@link Temperament}), the nearest enemy
 * ({@link Targets}), and the first line of the temperament sheet for the
 * ruleset, phase and intent that the rules accept ({@link Legality}).
 */
@Component(service = NpcAi.class)
public final class Npc implements NpcAi {
    private final TemperamentSheet sheet;
    private final Temperament temperament;
    private final Targets targets = new Targets();

    public Npc() {
        this(TemperamentSheet.bundled());
    }

    /**
     * The AI with a designer's own temperament sheet instead of the bundled one.
     *
     * @throws IllegalArgumentException a line that cannot be read, with {@code name} and its line number
     */
    public static Npc withSheet(String text, String name) {
        return new Npc(TemperamentSheet.read(text, name));
    }

    private Npc(TemperamentSheet sheet) {
        this.sheet = sheet;
        this.temperament = new Temperament(sheet);
    }

    @Override
    public Suggestion suggest(Ruleset rules, GameState state, String actorId, Checklist answers, Dice dice,
            boolean explain) {
        Actor a = state.actor(actorId);
        if (a == null) throw new IllegalArgumentException("no actor '" + actorId + "' in this game");
        if (state.turn() == null) throw new IllegalArgumentException("the game has not begun");
        int rolled = dice.rolls().size();
        Reasons reasons = Reasons.wanted(explain);
        Temperament.Intent intent = temperament.of(state, a, answers, dice, reasons);
        MeasurementUnit unit = rules.info().units();
        Target target = targets.nearest(state, a, answers, unit, reasons);
        String phase = state.turn().phase();
        List<TemperamentSheet.Choice> lines = sheet.choices(state.ruleset(), phase, intent.result());
        ActionRequest chosen = null;
        Optional<Target> priority = null;
        for (TemperamentSheet.Choice line : lines) {
            if (priority == null && line.usesPriority()) priority = Optional.ofNullable(targets.priority(state, a, reasons));
            ActionRequest request = fill(line, state, a, target, priority == null ? null : priority.orElse(null), reasons);
            if (request == null) continue;
            try {
                Legality.check(rules, request, state);
            } catch (IllegalActionException e) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, line.action() + " " + request.inputs() + " refused: " + e.explain(), e.rule());
                }
                continue;
            }
            chosen = request;
            if (reasons.wanted()) {
                reasons.add(Kind.ACTION, intent.result().word() + " becomes " + line.action() + " " + request.inputs()
                        + " (temperament.txt line " + line.line() + ")", line.rule());
            }
            break;
        }
        if (chosen == null && reasons.wanted()) {
            reasons.add(Kind.ACTION, lines.isEmpty()
                    ? intent.result().word() + " asks for no action in the " + (phase == null ? "turn" : phase + " phase")
                    : "none of the " + lines.size() + " actions for " + intent.result().word()
                            + " is possible now: no action", null);
        }
        List<Roll> rolls = dice.rolls().subList(rolled, dice.rolls().size());
        return new Suggestion(a.id(), intent.result(), chosen == null ? List.of() : List.of(chosen), reasons.list(),
                rolls);
    }

    /** The line's request with its values filled in, or null (and a reason) when one is not known. */
    private ActionRequest fill(TemperamentSheet.Choice line, GameState state, Actor a, Target target, Target priority,
            Reasons reasons) {
        if (line.within() != null && (target.distance() == null || target.distance() > line.within())) {
            if (reasons.wanted()) {
                reasons.add(Kind.REFUSED, line.action() + " only with the nearest enemy within " + line.within()
                        + (target.distance() == null ? ", and how far it is is not known" : ", and it is "
                                + target.distance()) + " (temperament.txt line " + line.line() + ")", line.rule());
            }
            return null;
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        for (TemperamentSheet.Input in : line.inputs()) {
            Object value = value(in.value(), state, a, target, priority);
            if (value == null) {
                if (reasons.wanted()) {
                    reasons.add(Kind.REFUSED, line.action() + " needs " + in.value().substring(1)
                            + ", which is not known (temperament.txt line " + line.line() + ")", line.rule());
                }
                return null;
            }
            inputs.put(in.id(), value);
        }
        return new ActionRequest(state.ruleset(), line.action(), inputs);
    }

    private Object value(String v, GameState state, Actor a, Target target, Target priority) {
        if (!v.startsWith("@")) return literal(v);
        return switch (v) {
            case "@self" -> a.id();
            case "@nearest" -> target.enemy() == null ? null : target.enemy().id();
            case "@nearest-distance" -> target.distance();
            case "@priority" -> priority == null ? null : priority.enemy().id();
            case "@priority-distance" -> priority == null ? null : priority.distance();
            default -> {
                if (!v.startsWith("@allowance")) throw new IllegalStateException("unknown value " + v);
                TemperamentSheet.Rated<Double> allowance = sheet.allowance(state.ruleset(), a);
                if (allowance == null) yield null;
                double more = v.length() > "@allowance".length() ? Double.parseDouble(v.substring("@allowance".length())) : 0;
                yield allowance.value() + more;
            }
        };
    }

    private static Object literal(String v) {
        if (v.equals("true") || v.equals("false")) return Boolean.valueOf(v);
        try {
            return v.contains(".") ? (Object) Double.valueOf(v) : (Object) Integer.valueOf(v);
        } catch (NumberFormatException e) {
            return v;
        }
    }

    @Override
    public List<Question> questions(Ruleset rules, GameState state, String actorId) {
        Actor a = state.actor(actorId);
        if (a == null) throw new IllegalArgumentException("no actor '" + actorId + "' in this game");
        List<Question> list = new ArrayList<>();
        if (Temperament.RISK_FACTOR.equals(state.ruleset()) && a.marks().get(Temperament.ACTION_MARK) != null) {
            // the group has diced already: the rules asked for its observations
        } else {
            for (Observation o : Observation.values()) {
                list.add(new Question(o.id(), "Does this hold for " + a.name() + "'s group: " + o.words() + "?"));
            }
        }
        if (a.position() == null) {
            list.add(new Question(Question.NEAREST_ENEMY, "Which enemy is nearest to " + a.name() + "?"));
            list.add(new Question(Question.DISTANCE, "How far away is it, in " + rules.info().units().symbol() + "?"));
        }
        return list;
    }

    @Override
    public List<String> rulesets() {
        return List.copyOf(sheet.rulesets());
    }
}
