/**
 * The scenario generator (The Other Side of the Hill, ch. X "Scenarios,
 * Tabletop Events, and Deployments"): the event tables as data
 * ({@link EventTables}, read by {@link EventTableReader}), an event drawn on
 * them ({@link Encounter}), where it appears around the player force
 * ({@link Placement}), where a travelling unit heads ({@link Destination}),
 * the generic scouting mission's objectives ({@link Objective}) — all through
 * the {@link EventGenerator} service, reproducible from the game's dice; one
 * press of the Initiative/Event button for a game, drawn, placed and made
 * into its journal entry ({@link TabletopEvent}, 0.2: what the command line
 * and the workbench share); and whole new scenarios from a seed
 * ({@link ScenarioGenerator}).
 */
package org.vedette.scenario; // exported as version 0.4.0 (MANIFEST.MF)
