/**
 * The workbench's Inventory part: a scenario (or OSOTH ch. XII's minimums)
 * planned against a collection of the workspace with the inventory planner
 * service, kept up to date with the files. Contributed by this bundle's
 * model fragment; exported to the UI tests only.
 */
package org.vedette.ui.inventory.internal;
