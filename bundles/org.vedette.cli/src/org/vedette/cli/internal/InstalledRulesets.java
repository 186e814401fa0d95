package org.vedette.cli.internal;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.vedette.cli.command.Rulesets;
import org.vedette.core.rules.Ruleset;

/** The {@link Ruleset} services Declarative Services has bound to the command line, as they come and go. */
final class InstalledRulesets implements Rulesets {
    private final List<Ruleset> installed = new CopyOnWriteArrayList<>();

    void add(Ruleset r) {
        installed.add(r);
    }

    void remove(Ruleset r) {
        installed.remove(r);
    }

    @Override
    public List<Ruleset> all() {
        return installed.stream().sorted(Comparator.comparing(r -> r.info().id())).toList();
    }
}
