/**
 * The Other Side of the Hill's tables: the numbers its app kept to itself,
 * as Vedette sets them ({@link org.vedette.rules.osoth.tables.Tables}), read
 * from the bundle's {@code tables/osoth-tables.json} and overridden by a
 * referee's document of the same format, checked with the line and column of
 * each problem ({@link org.vedette.rules.osoth.tables.TableReader}, through
 * {@link org.vedette.io.tables.Overrides}, the reader of every bundle's
 * tables and overrides).
 */
package org.vedette.rules.osoth.tables; // exported as version 0.4.0 (MANIFEST.MF)
