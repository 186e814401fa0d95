/**
 * {@code vedette balance}: the balance simulator's command, contributed to the command
 * line as a {@link org.vedette.cli.command.Command} service beside {@code org.vedette.balance}.
 */
package org.vedette.cli.balance.internal;
