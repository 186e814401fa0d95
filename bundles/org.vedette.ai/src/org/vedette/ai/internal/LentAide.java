package org.vedette.ai.internal;

import org.vedette.actions.Aide;
import org.vedette.actions.Playbook;
import org.vedette.actions.Policy.Course;
import org.vedette.ai.Checklist;
import org.vedette.ai.Reason.Kind;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TablePath;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;

/**
 * The AI's tools lent to a ruleset's policy for one decision ({@link Aide}): the sheet's decision, the rules'
 * refusals, the table as {@link Targets} reads it, and the reasons and dice of this suggestion. One decision's,
 * not kept.
 */
final class LentAide implements Aide {
    private final Npc npc;
    private final Targets targets;
    private final Ruleset rules;
    private final Checklist answers;
    private final Dice dice;
    private final Reasons reasons;

    LentAide(Npc npc, Targets targets, Ruleset rules, Checklist answers, Dice dice, Reasons reasons) {
        this.npc = npc;
        this.targets = targets;
        this.rules = rules;
        this.answers = answers;
        this.dice = dice;
        this.reasons = reasons;
    }

    @Override
    public Ruleset rules() {
        return rules;
    }

    @Override
    public boolean explains() {
        return reasons.wanted();
    }

    @Override
    public void note(Note kind, String words, RuleRef rule) {
        if (reasons.wanted()) reasons.add(Kind.valueOf(kind.name()), words, rule);
    }

    @Override
    public int lastTurn() {
        return answers.lastTurn();
    }

    @Override
    public Course bySheet(GameState state, Actor actor) {
        Suggestion s = npc.byTemperament(rules, state, actor, answers, dice, reasons);
        return new Course(s.intent(), s.requests());
    }

    @Override
    public void check(GameState state, ActionRequest request) throws IllegalActionException {
        Legality.check(rules, request, state);
    }

    @Override
    public TableGeometry geometry(GameState state) {
        return state.table() == null ? null : targets.geometry(state);
    }

    @Override
    public Stands stands(GameState state) {
        return state.table() == null ? null : targets.stands(state);
    }

    @Override
    public Double allowance(GameState state, Actor actor) {
        TemperamentSheet.Rated<Double> r = npc.sheet().allowance(state.ruleset(), actor);
        return r == null ? null : r.value();
    }

    @Override
    public boolean readsAlike(Actor before, Actor after) {
        return TemperamentSheet.readsAlike(before, after);
    }

    @Override
    public TablePath toward(Table table, Position from, Position to, double inches) {
        return Destination.path(table, from, to, inches, false);
    }

    @Override
    public ActionRequest fit(GameState state, Actor actor, ActionRequest move) {
        return Allowance.fit(rules, move, targets.geometry(state), targets.stands(state), actor, rules.info().units());
    }

    @Override
    public Engaged contact(GameState state, Actor actor) {
        Playbook book = npc.sheet().playbook(state.ruleset());
        Contact c = Contact.of(targets.field(state), actor, book);
        return c.enemy() == null ? null : new Engaged(c.enemy(), c.outnumbered(), c.targetOutnumbered());
    }

    @Override
    public Objective objective(GameState state, Actor actor, double pace) {
        Destination.Objective o = Destination.objective(state, actor, answers.objectives(), targets.geometry(state),
                answers.lastTurn(), pace);
        return o == null ? null : new Objective(o.to(), o.place(), o.words(), o.leaves(), Destination.OBJECTIVES);
    }

    @Override
    public Sighted nearestEnemy(GameState state, Actor actor) {
        Target t = targets.nearest(state, actor, Checklist.NONE, rules.info().units(), reasons);
        return t.enemy() == null || t.distance() == null ? null : new Sighted(t.enemy(), t.distance());
    }
}
