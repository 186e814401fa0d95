/**
 * The command line's SPI: how a bundle contributes commands to {@code vedette},
 * as the UI bundles contribute parts to the workbench.
 *
 * <p>A bundle registers each of its commands as a {@link org.vedette.cli.command.Command}
 * service (a Declarative Services component); the command line discovers them
 * while it runs, so a capability's commands come and go with its bundle and the
 * command line names none of them. A command is named by its words: {@code
 * "balance"} is a command of its own, {@code "game ai"} a subcommand of {@code
 * game}. Per invocation the shell parses the words typed against the commands
 * registered, answers {@code --help} for each, and runs the command with its
 * {@link org.vedette.cli.command.Arguments} and a {@link org.vedette.cli.command.Shell}:
 * the streams, the installed rulesets and the other commands. A command says
 * "no" with {@link org.vedette.cli.command.CommandFailed} (exit 1) and "wrong
 * command line" with {@link org.vedette.cli.command.UsageException} (exit 2);
 * the helpers here ({@link org.vedette.cli.command.Inputs}, {@link
 * org.vedette.cli.command.DiceChoice}, {@link org.vedette.cli.command.GameFile},
 * {@link org.vedette.cli.command.OutsideOption}) give every command the same
 * files, dice and messages.
 *
 * <p>{@link org.vedette.cli.command.Command} and {@link org.vedette.cli.command.FormatCheck}
 * are implemented by contributing bundles (consumer types); {@link
 * org.vedette.cli.command.Shell} and {@link org.vedette.cli.command.Rulesets}
 * only by the command line (provider types).
 */
package org.vedette.cli.command; // exported as version 0.1.0 (MANIFEST.MF)
