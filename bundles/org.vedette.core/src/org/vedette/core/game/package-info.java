/**
 * Games: the {@link org.vedette.core.game.GameState} as it stands, the
 * {@link org.vedette.core.game.GameEvent}s that change it,
 * {@link org.vedette.core.game.Changes}, which a ruleset makes them with
 * during one resolution, and {@link org.vedette.core.game.Game}, whose state
 * is the replay of its journal.
 */
package org.vedette.core.game; // exported as version 0.12.0 (MANIFEST.MF): 0.2.0 added Changes, 0.3.0 Game.unbegun, replayNext, 0.4.0 Referee, Game.referee, JournalEntry.Kind.REFEREE, GameEvent.ActorAdded and ActorRemoved, GameState.without, 0.5.0 an actor's base and withPosition, 0.6.0 GameEvent.Moved and TableMove, 0.7.0 JournalEntry.By and aiFaces, Game.act and advance by the AI (with its faces), 0.8.0 Game.unjournaled and journaled, 0.9.0 GameState.without a collection of ids, 0.10.0 GameState.changedSince, 0.11.0 TableMove.asText and a path carried as a TablePath, 0.12.0 GameState.lastTurn, withLastTurn, ended and ending, Game.ended (an ended game refuses every move but undo; Game.advance may throw IllegalActionException)
