/** The handlers of this bundle's commands: Add, Duplicate and Delete a row of the active form editor. */
package org.vedette.ui.editors.handlers;
