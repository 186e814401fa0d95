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
 *
 * <p>Files come from other players, so reading is bounded: only regular files,
 * at most 64 MB ({@link org.vedette.io.InputText} for standard input too), and
 * limits per document and per list listed in docs/FILES.md.
 */
package org.vedette.io; // exported as version 0.7.0 (MANIFEST.MF)
