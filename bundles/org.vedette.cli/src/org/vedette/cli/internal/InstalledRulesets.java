package org.vedette.cli.internal;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.vedette.core.rules.Ruleset;

/**
 * The rulesets installed right now, as Declarative Services bound them. Bundles
 * come and go while the framework runs, so the list is read fresh each time.
 */
final class Rulesets {
    private final List<Ruleset> installed = new CopyOnWriteArrayList<>();

    void add(Ruleset r) {
        installed.add(r);
    }

    void remove(Ruleset r) {
        installed.remove(r);
    }

    /** Sorted by id, so listings are stable. */
    List<Ruleset> all() {
        return installed.stream().sorted(Comparator.comparing(r -> r.info().id())).toList();
    }

    List<String> ids() {
        return all().stream().map(r -> r.info().id()).toList();
    }

    /** The ruleset with this id, or a usage error naming those installed. */
    Ruleset require(String id, String where) throws UsageException {
        for (Ruleset r : installed) {
            if (r.info().id().equals(id)) return r;
        }
        throw new UsageException(where + "unknown ruleset '" + id + "'; " + installedText());
    }

    String installedText() {
        List<String> ids = ids();
        return ids.isEmpty() ? "no rulesets are installed (a ruleset is a bundle in the launcher's bundle folder)"
                : "installed: " + String.join(", ", ids);
    }
}
