/**
 * The workbench's Balance part: the scenario open in the editor played many
 * times by the NPC AI on every side with the balance simulator service, in an
 * Eclipse Job that can be cancelled, its report drawn as charts (JFreeChart,
 * rendered headless into an image that SWT paints) and kept beside the
 * scenario. Contributed by this bundle's model fragment; exported to the UI
 * tests only.
 */
package org.vedette.ui.balance.internal;
