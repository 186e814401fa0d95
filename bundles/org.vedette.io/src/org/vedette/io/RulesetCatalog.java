package org.vedette.io;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.vedette.core.rules.Ruleset;

/**
 * The rulesets a reader may check a file against, by id. The command line and
 * the workbench build one from the Ruleset services they find; tests from a
 * fake ruleset.
 */
@FunctionalInterface
public interface RulesetCatalog {
    Optional<Ruleset> find(String id);

    /** The ids known, for "unknown ruleset 'x' (known: ...)"; empty when the catalog cannot list them. */
    default List<String> ids() {
        return List.of();
    }

    static RulesetCatalog of(Collection<? extends Ruleset> rulesets) {
        Map<String, Ruleset> byId = new LinkedHashMap<>();
        for (Ruleset r : rulesets) byId.putIfAbsent(r.info().id(), r);
        List<String> ids = List.copyOf(new ArrayList<>(byId.keySet()));
        return new RulesetCatalog() {
            @Override
            public Optional<Ruleset> find(String id) {
                return Optional.ofNullable(byId.get(id));
            }

            @Override
            public List<String> ids() {
                return ids;
            }
        };
    }

    static RulesetCatalog of(Ruleset... rulesets) {
        return of(List.of(rulesets));
    }
}
