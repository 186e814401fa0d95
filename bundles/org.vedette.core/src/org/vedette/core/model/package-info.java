/**
 * The wargame's nouns: sides, units, figures, the table and its terrain,
 * scenarios, rosters and a collector's figures. Immutable values, no JSON, no UI.
 */
package org.vedette.core.model; // exported as version 0.7.0 (MANIFEST.MF): 0.2.0 added Base, Zone, Marker, terrain shapes, widths and heights, a table's zones and markers, a side's deployment; 0.3.0 a side's nation and a collection item's box, drawer, role, weapon and based; 0.4.0 AiSettings, a side's ai; 0.5.0 VictoryCondition and a scenario's victory conditions; 0.6.0 TablePath and Values.inputsOf; 0.7.0 a side's hidden force and arrivals (Side.Hidden)
