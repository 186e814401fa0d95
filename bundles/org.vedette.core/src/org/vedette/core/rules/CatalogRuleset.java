package org.vedette.core.rules;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.game.TableLaw;
import java.util.Optional;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.GameState;
import org.vedette.core.turn.TurnStructure;

/**
 * The part of a {@link Ruleset} that is the same in every ruleset — who it is,
 * what figures carry, its action catalog indexed by id, its options, its
 * turn structure and the marks it keeps, all fixed when it is made — so that a ruleset bundle writes
 * only its rules: {@link #resolve} and whichever defaults it refines.
 */
public abstract class CatalogRuleset implements Ruleset {
    private final RulesetInfo info;
    private final Profile profile;
    private final ActionCatalog catalog;
    private final List<RuleOption> options;
    private final TurnStructure turns;
    private final List<MarkSpec> marks;
    private ActionSpec hit;
    private Resolver hitResolver;
    /** What each action asks of the table, by action id, and the law that judges it ({@link #judgedBy}). */
    private Map<String, TableNeed> needs = Map.of();
    private TableLaw law = TableLaw.NONE;
    /**
     * The last request whose inputs {@link Requests#check} accepted, with the state and the spec: a request the
     * AI rehearsed is checked again by {@code Game.act} and by the resolution, against the same immutable state,
     * and the answer cannot differ. One slot, an immutable value replaced whole, so a ruleset shared between
     * threads at worst checks again; refusals are never kept, so each is worded afresh.
     */
    private Accepted accepted;

    /** A request whose inputs were accepted against a state, and its action's spec. */
    private record Accepted(ActionRequest request, GameState state, ActionSpec spec) {
    }

    /** How a ruleset resolves a request against a state: {@link Ruleset#resolve}'s shape, for the referee's hit. */
    @FunctionalInterface
    public interface Resolver {
        Outcome resolve(ActionRequest request, GameState state, Dice dice, Explanation explanation)
                throws IllegalActionException;
    }

    protected CatalogRuleset(RulesetInfo info, Profile profile, ActionCatalog catalog, List<RuleOption> options,
            TurnStructure turns) {
        this(info, profile, catalog, options, turns, List.of());
    }

    /** @param marks the marks the ruleset keeps on its actors ({@link Ruleset#marks()}) */
    protected CatalogRuleset(RulesetInfo info, Profile profile, ActionCatalog catalog, List<RuleOption> options,
            TurnStructure turns, List<MarkSpec> marks) {
        this.marks = List.copyOf(marks);
        for (int i = 0; i < this.marks.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (this.marks.get(i).id().equals(this.marks.get(j).id())) {
                    throw new IllegalArgumentException("two marks have the id '" + this.marks.get(i).id() + "'");
                }
            }
        }
        this.info = Objects.requireNonNull(info, "info");
        this.profile = Objects.requireNonNull(profile, "profile");
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.options = List.copyOf(options);
        this.turns = Objects.requireNonNull(turns, "turns");
    }

    @Override
    public final RulesetInfo info() {
        return info;
    }

    @Override
    public final Profile profile() {
        return profile;
    }

    @Override
    public final List<ActionSpec> actions() {
        return catalog.actions();
    }

    /** The actions indexed by id. */
    public final ActionCatalog catalog() {
        return catalog;
    }

    @Override
    public final Optional<ActionSpec> action(String id) {
        return catalog.find(id);
    }

    @Override
    public final List<RuleOption> options() {
        return options;
    }

    @Override
    public final TurnStructure turnStructure() {
        return turns;
    }

    @Override
    public final List<MarkSpec> marks() {
        return marks;
    }

    /**
     * Offers the referee's hit ({@link Ruleset#hit()}): called once, from the
     * ruleset's constructor, with the hit's spec and how it is rolled.
     */
    protected final void offerHit(ActionSpec spec, Resolver resolver) {
        if (hit != null) throw new IllegalStateException("the referee's hit is offered once");
        this.hit = Objects.requireNonNull(spec, "spec");
        this.hitResolver = Objects.requireNonNull(resolver, "resolver");
    }

    /**
     * Puts the ruleset under the table's law where a game has positions ({@link Ruleset#tableLaw}): called once,
     * from the ruleset's constructor, with what each of its actions asks of the table (by action id, each citing
     * its book) and the law, which {@code org.vedette.table} gives.
     */
    protected final void judgedBy(Map<String, TableNeed> needs, TableLaw law) {
        if (this.law != TableLaw.NONE) throw new IllegalStateException("the table's law is given once");
        this.needs = Map.copyOf(needs);
        this.law = Objects.requireNonNull(law, "law");
    }

    @Override
    public final TableNeed onTable(ActionSpec action) {
        return needs.getOrDefault(action.id(), TableNeed.NONE);
    }

    @Override
    public final TableLaw tableLaw() {
        return law;
    }

    /** The spec of the request when its inputs were the last accepted against this very state, else null. */
    final ActionSpec acceptedBefore(ActionRequest request, GameState state) {
        Accepted a = accepted;
        return a != null && a.state == state && (a.request == request || a.request.equals(request)) ? a.spec : null;
    }

    /** Keeps the request as accepted against the state ({@link Requests#check}). */
    final void accept(ActionRequest request, GameState state, ActionSpec spec) {
        accepted = new Accepted(request, state, spec);
    }

    @Override
    public final Optional<ActionSpec> hit() {
        return Optional.ofNullable(hit);
    }

    @Override
    public final Outcome resolveHit(ActionRequest request, GameState state, Dice dice, Explanation explanation)
            throws IllegalActionException {
        if (hitResolver == null) return Ruleset.super.resolveHit(request, state, dice, explanation);
        return hitResolver.resolve(request, state, dice, explanation);
    }
}
