package org.vedette.core.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.vedette.core.turn.TurnStructure;

/**
 * The part of a {@link Ruleset} that is the same in every ruleset — who it is,
 * what figures carry, its action catalog indexed by id, its options and its
 * turn structure, all fixed when it is made — so that a ruleset bundle writes
 * only its rules: {@link #resolve} and whichever defaults it refines.
 */
public abstract class CatalogRuleset implements Ruleset {
    private final RulesetInfo info;
    private final Profile profile;
    private final ActionCatalog catalog;
    private final List<RuleOption> options;
    private final TurnStructure turns;

    protected CatalogRuleset(RulesetInfo info, Profile profile, ActionCatalog catalog, List<RuleOption> options,
            TurnStructure turns) {
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
}
