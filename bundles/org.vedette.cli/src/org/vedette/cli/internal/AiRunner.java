package org.vedette.cli.internal;

/**
 * What runs {@code vedette game ai} when the NPC AI is installed: a service
 * of this bundle ({@link NpcAiRunner}), so that the command line starts and
 * lists its commands without the AI's bundle.
 */
interface AiRunner {
    /**
     * Runs the command.
     *
     * @param name  the command's name, for messages
     * @param usage its usage line, for messages
     */
    int run(Args args, Console console, Rulesets rulesets, String name, String usage)
            throws UsageException, CommandFailed;
}
