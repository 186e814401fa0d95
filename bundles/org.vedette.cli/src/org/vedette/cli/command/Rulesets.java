package org.vedette.cli.command;

import java.util.List;

import org.vedette.core.rules.Ruleset;

/**
 * The rulesets installed right now, as Declarative Services bound them to the
 * command line. Bundles come and go while the framework runs, so the list is
 * read fresh each time. Implemented by the command line only.
 */
public interface Rulesets {
    /** Sorted by id, so listings are stable. */
    List<Ruleset> all();

    default List<String> ids() {
        return all().stream().map(r -> r.info().id()).toList();
    }

    /**
     * The ruleset with this id, or a usage error naming those installed.
     *
     * @param where what the message starts with ("game.journal: ", "--ruleset: ")
     */
    default Ruleset require(String id, String where) throws UsageException {
        for (Ruleset r : all()) {
            if (r.info().id().equals(id)) return r;
        }
        throw new UsageException(where + "unknown ruleset '" + id + "'; " + installedText());
    }

    /** "installed: onehour, sharpe", or that none is. */
    default String installedText() {
        List<String> ids = ids();
        return ids.isEmpty() ? "no rulesets are installed (a ruleset is a bundle in the launcher's bundle folder)"
                : "installed: " + String.join(", ", ids);
    }
}
