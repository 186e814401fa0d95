/**
 * What the form editors edit: a {@link org.vedette.ui.editors.model.Document}
 * — a file's JSON text and the tree read from it, changed one undoable
 * operation at a time — and the names of the wargame's things in it.
 */
package org.vedette.ui.editors.model;
