/**
 * What an editor of a workspace file shares with the workbench's shell, so
 * that editors can come from bundles of their own (contributed as part
 * descriptors by an e4 model fragment) while Save, Revert, Undo, Redo,
 * rename and the Problems part keep working with them: the
 * {@link org.vedette.ui.editing.DocumentEditor} the shell's handlers drive,
 * the {@link org.vedette.ui.editing.EditorSupport} the shell puts in the
 * context (rulesets, workspace files, the same checks as the Problems part),
 * the tag a part descriptor carries to say which file format it edits
 * ({@link org.vedette.ui.editing.EditorTags}), and the JSON text view
 * ({@link org.vedette.ui.editing.JsonSource}) of the workbench's own editor,
 * for a form editor's Source page.
 */
package org.vedette.ui.editing; // exported as version 0.1.0 (MANIFEST.MF)
