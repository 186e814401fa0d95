package org.vedette.ai.internal;

import java.util.List;
import java.util.OptionalDouble;

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
import org.vedette.actions.ActionsChart;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Decision;
import org.vedette.actions.Lookout;
import org.vedette.actions.Observation;
import org.vedette.actions.Playbook;
import org.vedette.actions.Result;
import org.vedette.actions.Situation;
import org.vedette.table.SightRules;
import org.vedette.table.Stand;

/**
 * What an actor means to do: the risk-factor machine's result. In the
 * risk-factor rules it is the group's own roll, already on it as its
 * {@code action} mark (the rule itself, RF "Actions Table"); elsewhere the
 * AI builds the group's {@link Situation} — the referee's answers given, its
 * casualties counted from the game — throws the D6 through the game's dice and
 * reads the Actions table the sheet names for it.
 */
final class Temperament {
    private static final RuleRef ACTIONS_TABLE = RuleRef.of("RF", "Actions Table");
    /** The risk factors computed from the figures' places, as the risk-factor rules compute them. */
    private static final RuleRef ON_THE_TABLE = RuleRef.of("RF RULINGS.md", "C25 — other rulesets' troops on the table");
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
     * @param lookout what the group sees from the table, or null in a game without positions
     */
    Intent of(Ruleset rules, GameState state, Actor a, Checklist answers, Dice dice, Reasons reasons, Archetype type,
            Target threat, AiSettings orders, Lookout lookout) {
        Playbook book = sheet.playbook(state.ruleset());
        Playbook.Decided decided = book == null ? null : book.decided(a);
        if (decided != null) {
            // The risk-factor rules' own roll: the group diced in the command phase, and the AI throws nothing.
            Result r = decided.intent();
            if (reasons.wanted()) {
                reasons.add(Kind.RISK_FACTOR, "Its group diced on the Actions table this turn: " + r.word(),
                        decided.rule());
                reasons.add(Kind.INTENT, r.word() + ": " + r.meaning(), decided.rule());
            }
            return new Intent(r);
        }
        if (threat != null) {
            if (reasons.wanted()) {
                reasons.add(Kind.ARCHETYPE, threat.enemy().name() + " is within " + type.threat() + " ("
                        + threat.distance() + "): " + type.name() + " avoid it (" + type.where() + ")",
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
                        + (type.travels() ? " (they travel to their destination)" : "") + " ("
                        + type.where() + ")", type.rule());
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
        if (lookout != null) s = onTheTable(s, lookout, a, reasons);
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
                        + (type.die() > 0 ? " are bold" : " are averse to risk") + " (" + type.where()
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

    /**
     * The risk factors the table answers where the actor stands (RF "Risk Factors", as the risk-factor rules
     * compute them for a group, ruling C18): an enemy in sight and within its weapons' range — each ruleset's reach
     * ({@link Ruleset#reach}) — to the flank or rear, enemy cavalry near, in cover, surrounded, nothing in sight.
     * The AI decides one figure or unit at a time, so it looks from that one's place: what it sees is what it
     * decides on. They replace the referee's answers to the same questions, as in those rules; friends retreating
     * are not known outside them (no ruleset but theirs marks a group's retreat), so none are counted. Nothing
     * where the actor has no stand.
     */
    private static Situation onTheTable(Situation s, Lookout lookout, Actor a, Reasons reasons) {
        Stand mine = lookout.stand(a);
        if (mine == null) return s;
        Lookout.Seen seen = lookout.look(List.of(mine), reasons.wanted());
        for (Observation o : Lookout.COMPUTED) {
            if (s.holds(o) && !seen.holds().contains(o) && reasons.wanted()) {
                reasons.add(Kind.OBSERVATION, "the referee's \"" + o.words() + "\" is not counted: the figures stand on"
                        + " the table, and it does not hold there", ON_THE_TABLE);
            }
            s = s.without(o);
        }
        for (Observation o : seen.holds()) s = s.computed(o);
        if (reasons.wanted()) {
            for (String why : seen.why()) reasons.add(Kind.OBSERVATION, "on the table: " + why, ON_THE_TABLE);
        }
        return s;
    }

    /** How far an enemy's weapons reach by his ruleset, in centimetres on the table; 0 where it does not say. */
    static double reachCm(Ruleset rules, GameState state, Actor enemy) {
        OptionalDouble r = rules.reach(state, enemy);
        if (r.isEmpty()) return 0;
        double v = r.getAsDouble();
        return Double.isInfinite(v) ? v : rules.info().units().toInches(v) / SightRules.CM;
    }
}
