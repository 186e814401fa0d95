/**
 * {@code vedette game ai}: the NPC AI's command, contributed to the command line as a
 * {@link org.vedette.cli.command.Command} service beside {@code org.vedette.ai}, as
 * {@code org.vedette.ui.ai} contributes its part to the workbench.
 */
package org.vedette.cli.ai.internal;
