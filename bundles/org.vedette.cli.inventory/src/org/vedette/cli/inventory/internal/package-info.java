/**
 * {@code vedette inventory plan|minimums|rules}: the miniature-inventory planner's commands,
 * and the reader of its formats for {@code vedette validate}, contributed to the command line
 * as services beside {@code org.vedette.inventory}.
 */
package org.vedette.cli.inventory.internal;
