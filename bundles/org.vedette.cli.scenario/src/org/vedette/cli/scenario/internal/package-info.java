/**
 * {@code vedette generate event} and {@code generate scenario}: the scenario generator's
 * commands, contributed to the command line as {@link org.vedette.cli.command.Command}
 * services beside {@code org.vedette.scenario}.
 */
package org.vedette.cli.scenario.internal;
