/**
 * The NPC AI in the workbench: the part that shows, for the non-player actor
 * whose turn it is, what the AI ({@code org.vedette.ai}) suggests and why,
 * with Take, Change and Skip, the checklist it asks when the table has no
 * positions, and a side playing itself step by step or until the players'
 * turn; contributed by this bundle's model fragment, playing in the game
 * through the shell's {@code org.vedette.ui.game.TableGame}.
 */
package org.vedette.ui.ai.internal;
