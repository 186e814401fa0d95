/**
 * The table drawn to scale: {@link org.vedette.ui.map.TableMap}, an SWT
 * canvas of the table in inches with its grid, terrain outlines filled by
 * kind, zones, the friendly edge, markers and every figure's or unit's base
 * turned to its facing, with zoom, pan and a tape measure; and
 * {@link org.vedette.ui.map.MapPicture}, the same drawing as a PNG for a
 * printed set-up sheet. It reads the core model and asks org.vedette.table
 * where the bases stand; the scenario editor's Table page and the Turn view
 * both show it.
 */
package org.vedette.ui.map; // exported as version 0.1.0 (MANIFEST.MF)
