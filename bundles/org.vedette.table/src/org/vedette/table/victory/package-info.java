/**
 * Who is winning: a scenario's victory conditions
 * ({@link org.vedette.core.model.VictoryCondition}) judged on a game's state
 * with its positions — a place held, named actors killed or captured, a side
 * gone off by an edge or broken, the defender who outlasts the turns. Used
 * alike by the balance simulator (a decisive condition ends a simulated
 * game; the rest score at its end), by the command line's game summary and
 * by the workbench. Entry point: {@link org.vedette.table.victory.VictoryJudge#of}.
 */
package org.vedette.table.victory; // exported as version 0.3.0 (MANIFEST.MF)
