/**
 * The table's geometry: where figures and units stand ({@link org.vedette.table.Stand}),
 * terrain as shapes, and the questions the rules and the AI ask of them —
 * distance between bases, One Hour's range and field of fire, line of sight
 * and cover, arcs, flank and rear, the nearest enemy, artillery's cone and
 * line, moves measured by the ruleset's going — each citing the book that
 * defines it. Built on JTS; positions stay optional everywhere. Entry points:
 * {@link org.vedette.table.TableGeometry#of} with
 * {@link org.vedette.table.TableRules#forRuleset}, then
 * {@link org.vedette.table.TableGeometry#stands}.
 */
package org.vedette.table; // exported as version 0.6.0 (MANIFEST.MF)
