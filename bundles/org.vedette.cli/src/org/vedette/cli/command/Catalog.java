package org.vedette.cli.command;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;

import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;

/**
 * The installed rulesets as the file readers see them, remembering any id
 * asked for that is not installed: a file for a ruleset that is not here is
 * a usage problem (exit 2, naming those installed), not a broken file.
 */
public final class Catalog implements RulesetCatalog {
    private final Rulesets rulesets;
    private final Set<String> missing = new ConcurrentSkipListSet<>();

    public Catalog(Rulesets rulesets) {
        this.rulesets = rulesets;
    }

    @Override
    public Optional<Ruleset> find(String id) {
        Optional<Ruleset> found = rulesets.all().stream().filter(r -> r.info().id().equals(id)).findFirst();
        if (found.isEmpty()) missing.add(id);
        return found;
    }

    @Override
    public List<String> ids() {
        return rulesets.ids();
    }

    /** Throws the usage error for a file that named a ruleset that is not installed. */
    public void requireNoneMissing(String file) throws UsageException {
        if (!missing.isEmpty()) {
            throw new UsageException(file + ": unknown ruleset '" + missing.iterator().next() + "'; "
                    + rulesets.installedText());
        }
    }
}
