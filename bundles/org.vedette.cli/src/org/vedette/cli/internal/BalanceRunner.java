package org.vedette.cli.internal;

/**
 * What runs {@code vedette balance} when the balance simulator is installed:
 * a service of this bundle ({@link Balancing}), so that the command line
 * starts and lists its commands without the simulator's bundle.
 */
interface BalanceRunner {
    int run(Args args, Console console, Rulesets rulesets) throws UsageException, CommandFailed;
}
