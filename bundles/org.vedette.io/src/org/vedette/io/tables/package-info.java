/**
 * Reading a bundle's tables and a referee's overrides of them, as JSON: an override replaces a table's entries by
 * their keys and is checked as the tables themselves are ({@link org.vedette.io.tables.Overrides}), and what is
 * wrong is said where it is, file, line and column ({@link org.vedette.io.tables.TableProblem},
 * {@link org.vedette.io.tables.TablesException}). Used by a ruleset for its own tables and by the scenario
 * generator for its event tables and terrain palette, so neither depends on the other.
 */
package org.vedette.io.tables; // exported as version 0.1.0 (MANIFEST.MF)
