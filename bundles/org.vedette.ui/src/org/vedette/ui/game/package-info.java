/**
 * What a bundle that plays in the workbench's open game shares with the
 * shell — the NPC AI's part ({@code org.vedette.ui.ai}) — so it needs none of
 * the shell's internals: the {@link org.vedette.ui.game.TableGame} the shell
 * puts in the application context gives the game as it stands, takes moves
 * into it as the AI's through the referee's usual dice and journal, and
 * fills the Action Resolver with a move for the referee to change — and
 * what follows the shell's Next in another bundle ({@link
 * org.vedette.ui.game.TurnFollowUp}, 0.2: the scenario generator's tabletop
 * event at OSOTH's "an event" press).
 */
package org.vedette.ui.game; // exported as version 0.2.0 (MANIFEST.MF)
