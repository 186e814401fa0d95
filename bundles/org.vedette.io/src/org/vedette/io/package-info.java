/**
 * Vedette's JSON files: scenarios, rosters, collections, game journals and
 * resolve requests, each with a format name, a version and a JSON Schema
 * ({@code schemas/*.schema.json} in this bundle). One entry point per format:
 * {@link org.vedette.io.ScenarioFiles}, {@link org.vedette.io.RosterFiles},
 * {@link org.vedette.io.CollectionFiles}, {@link org.vedette.io.JournalFile},
 * {@link org.vedette.io.RequestFile} (with {@link org.vedette.io.OutcomeJson}
 * for results). Reading never throws for bad input: every problem becomes a
 * {@link org.vedette.io.Diagnostic} with file, line and column, all of them at
 * once. Saving is atomic ({@link org.vedette.io.AtomicWrite}).
 */
package org.vedette.io; // exported as version 0.2.0 (MANIFEST.MF): 0.2.0 locked, checked journal writes; repair; replay
