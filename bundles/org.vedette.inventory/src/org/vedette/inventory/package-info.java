/**
 * The miniature-inventory planner: what a game needs ({@link Need}s from a
 * scenario, a {@link RequirementSet} such as The Other Side of the Hill's
 * ch. XII minimums, and the encounters an {@link EncounterSource} may bring),
 * matched against a collection with the collector's {@link InventoryRules}
 * (stand-ins, whether unpainted or unbased figures may be used, whether
 * nations may be mixed) into a {@link Plan}: per need what is assigned and
 * what is short, a {@link PackingList} and a {@link ShoppingList}.
 *
 * <p>The planner is the {@link InventoryPlanner} OSGi service; its files are
 * read by {@link InventoryFiles} and its outputs written by {@link PlanReports}.
 */
package org.vedette.inventory; // exported as version 0.1.0 (MANIFEST.MF)
