package org.vedette.cli.internal;

/**
 * What runs {@code vedette generate event|scenario} when the scenario
 * generator is installed: a service of this bundle ({@link Generation}), so
 * that the command line starts and lists its commands without the
 * generator's bundle (which comes and goes with The Other Side of the Hill's,
 * whose tables it reads).
 */
interface GenerateRunner {
    int event(Args args, Console console, Rulesets rulesets) throws UsageException, CommandFailed;

    int scenario(Args args, Console console, Rulesets rulesets) throws UsageException, CommandFailed;
}
