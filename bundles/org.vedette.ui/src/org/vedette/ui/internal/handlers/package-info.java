/** The handlers of the application model's commands: save, revert, undo, redo, games (new, next, undo move, close), dice, game log, about, quit. */
package org.vedette.ui.internal.handlers;
