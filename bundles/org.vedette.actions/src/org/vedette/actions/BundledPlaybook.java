package org.vedette.actions;

/**
 * A {@link Playbook} shipped as {@code playbook/RULESET/temperament.txt} in the bundle of the class that extends
 * it, read once when the component is made: what a ruleset's bundle registers, with only its id to give. The
 * ruleset's id in the path keeps each sheet its own where the bundles share one class path (the benchmarks' jar).
 *
 * @since 0.2
 */
public abstract class BundledPlaybook implements Playbook {

    private final String ruleset;
    private final String sheet;

    /**
     * @param ruleset the ruleset's id
     * @throws IllegalStateException the bundle lacks its sheet: a broken build
     */
    protected BundledPlaybook(String ruleset) {
        this.ruleset = ruleset;
        this.sheet = Playbook.resource(getClass(), "/playbook/" + name());
    }

    @Override
    public final String ruleset() {
        return ruleset;
    }

    @Override
    public final String name() {
        return ruleset + "/temperament.txt";
    }

    @Override
    public final String sheet() {
        return sheet;
    }
}
