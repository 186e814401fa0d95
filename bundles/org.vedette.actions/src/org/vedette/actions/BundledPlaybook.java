package org.vedette.actions;

/**
 * A {@link Playbook} shipped as {@code playbook/temperament.txt} in the bundle of the class that extends it,
 * read once when the component is made: what a ruleset's bundle registers, with only its id to give.
 *
 * @since 0.2
 */
public abstract class BundledPlaybook implements Playbook {
    /** Where a ruleset's bundle keeps its sheet. */
    public static final String RESOURCE = "/playbook/temperament.txt";

    private final String ruleset;
    private final String sheet;

    /**
     * @param ruleset the ruleset's id
     * @throws IllegalStateException the bundle lacks {@value #RESOURCE}: a broken build
     */
    protected BundledPlaybook(String ruleset) {
        this.ruleset = ruleset;
        this.sheet = Playbook.resource(getClass(), RESOURCE);
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
