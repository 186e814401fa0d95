package org.vedette.ai.internal;

import org.vedette.ai.Checklist;
import org.vedette.ai.Reason.Kind;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.AiSettings;
import org.vedette.core.rules.Losses;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Step;
import org.vedette.rules.riskfactor.ActionsChart;
import org.vedette.rules.riskfactor.ActionsTable;
import org.vedette.rules.riskfactor.Decision;
import org.vedette.rules.riskfactor.Observation;
import org.vedette.rules.riskfactor.Result;
import org.vedette.rules.riskfactor.Situation;

/**
 * What an actor means to do: the risk-factor machine's result. In the
 * risk-factor rules it is the group's own roll, already on it as its
 * {@code action} mark (the rule itself, RF "Actions Table"); elsewhere the
 * AI builds the group's {@link Situation} — the referee's answers given, its
 * casualties counted from the game — throws the D6 through the game's dice and
 * reads the Actions table the sheet names for it.
 */
final class Temperament {
    /** The risk-factor ruleset's id and the mark its command phase leaves on each uncommanded figure. */
    static final String RISK_FACTOR = "riskfactor";
    static final String ACTION_MARK = "action";
    private static final RuleRef ACTIONS_TABLE = RuleRef.of("RF", "Actions Table");
    /** The scenario's own settings for the AI: the designer's word, not a book's. */
    static final RuleRef SCENARIO = RuleRef.of("Scenario", "AI settings");
    /** What the AI's D6 is for, in the game's record of rolls. */
    static final String PURPOSE = "D6 on the Actions table (the NPC AI's temperament)";

    /** The intent and what led to it. */
    record Intent(Result result) {
    }

    private final TemperamentSheet sheet;

    Temperament(TemperamentSheet sheet) {
        this.sheet = sheet;
    }

    /**
     * @param rules  the game's ruleset, which counts the group's losses ({@link Ruleset#losses})
     * @param type   the actor's archetype, or null
     * @param threat the nearest figure it avoids within its threat distance, or null
     * @param orders the scenario's settings for the actor's unit ({@link AiSettings#NONE} when none)
     */
    Intent of(Ruleset rules, GameState state, Actor a, Checklist answers, Dice dice, Reasons reasons, Archetype type,
            Target threat, AiSettings orders) {
        if (RISK_FACTOR.equals(state.ruleset()) && a.marks().get(ACTION_MARK) instanceof String id
                && Result.of(id) != null) {
            Result r = Result.of(id);
            if (reasons.wanted()) {
                reasons.add(Kind.RISK_FACTOR, "Its group diced on the Actions table this turn: " + r.word(),
                        ACTIONS_TABLE);
                reasons.add(Kind.INTENT, r.word() + ": " + r.meaning(), ACTIONS_TABLE);
            }
            return new Intent(r);
        }
        if (threat != null) {
            if (reasons.wanted()) {
                reasons.add(Kind.ARCHETYPE, threat.enemy().name() + " is within " + type.threat() + " ("
                        + threat.distance() + "): " + type.name() + " avoid it (temperament.txt line " + type.line() + ")",
                        type.rule());
                reasons.add(Kind.INTENT, Result.RETREAT.word() + ": " + Result.RETREAT.meaning(), type.rule());
            }
            return new Intent(Result.RETREAT);
        }
        if (Boolean.TRUE.equals(orders.hold())) {
            if (reasons.wanted()) {
                reasons.add(Kind.INTENT, Result.HALT.word() + ": the scenario has it hold its position", SCENARIO);
            }
            return new Intent(Result.HALT);
        }
        if (type != null && type.intent() != null) {
            if (reasons.wanted()) {
                reasons.add(Kind.INTENT, type.intent().word() + ", as " + type.name() + " do"
                        + (type.travels() ? " (they travel to their destination)" : "") + " (temperament.txt line "
                        + type.line() + ")", type.rule());
            }
            return new Intent(type.intent());
        }
        TemperamentSheet.Rated<ActionsTable> line = sheet.table(state.ruleset(), a);
        ActionsTable table = line == null ? ActionsTable.GUNPOWDER : line.value();
        Situation s = Situation.on(table);
        for (Observation o : answers.observed()) {
            s = s.given(o);
            if (reasons.wanted()) reasons.add(Kind.OBSERVATION, "Given: " + o.words(), ACTIONS_TABLE);
        }
        // The group's losses as its own book counts them: a One Hour unit's hits against its elimination.
        Losses losses = rules.losses(state, a);
        s = s.casualties(losses.lost(), losses.strength(), losses.counted());
        if (reasons.wanted() && losses.rule() != null && losses.lost() > 0) {
            reasons.add(Kind.OBSERVATION, a.name() + " has lost " + losses.lost() + " of " + losses.strength() + " ("
                    + losses.counted() + ")", losses.rule());
        }
        int modifier = 0;
        if (type != null && type.die() != 0) {
            modifier += type.die();
            if (reasons.wanted()) {
                reasons.add(Kind.ARCHETYPE, (type.die() > 0 ? "+" : "") + type.die() + " to the die: " + type.name()
                        + (type.die() > 0 ? " are bold" : " are averse to risk") + " (temperament.txt line " + type.line()
                        + ")", type.rule());
            }
        }
        int ordered = (orders.aggression() == null ? 0 : orders.aggression())
                - (orders.riskAversion() == null ? 0 : orders.riskAversion());
        if (ordered != 0) {
            modifier += ordered;
            if (reasons.wanted()) {
                reasons.add(Kind.ARCHETYPE, (ordered > 0 ? "+" : "") + ordered + " to the die: the scenario's aggression "
                        + (orders.aggression() == null ? 0 : orders.aggression()) + ", risk aversion "
                        + (orders.riskAversion() == null ? 0 : orders.riskAversion()), SCENARIO);
            }
        }
        if (modifier != 0) s = s.dieModifier(modifier);
        int die = dice.d6(PURPOSE);
        Decision d = ActionsChart.decide(s, die);
        if (reasons.wanted()) {
            if (line != null) {
                reasons.add(Kind.RISK_FACTOR, "It dices on the " + table.title() + " (" + line.when() + ")", line.rule());
            }
            for (Step step : d.explain()) reasons.add(Kind.RISK_FACTOR, step.text(), step.rule());
            reasons.add(Kind.INTENT, d.instruction(), ACTIONS_TABLE);
        }
        return new Intent(d.result());
    }
}
