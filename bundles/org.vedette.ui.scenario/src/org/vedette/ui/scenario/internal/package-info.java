/**
 * The scenario generator in the workbench (issue #14), contributed to the
 * shell's model by a fragment: File ▸ New ▸ Generated Scenario… (the
 * parameters, a preview of the table with both sides deployed, another seed,
 * Finish writing a scenario that validates into scenarios/ and opening it)
 * and Game ▸ Draw Event for The Other Side of the Hill (an event drawn on the
 * workspace's event tables, placed around the player force, journaled as the
 * game's "event" and shown on the Turn part's map). The logic
 * ({@link org.vedette.ui.scenario.internal.GeneratedScenario},
 * {@link org.vedette.ui.scenario.internal.EventDesk}) is apart from the
 * dialogs, so tests drive it without one.
 */
package org.vedette.ui.scenario.internal;
