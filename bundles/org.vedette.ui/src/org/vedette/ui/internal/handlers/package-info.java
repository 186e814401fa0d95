/** The handlers of the application model's commands: save, revert, undo, redo, dice, game log, about, quit. */
package org.vedette.ui.internal.handlers;
