package org.vedette.ui.editors.model;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.vedette.io.Diagnostic;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A workspace file as a form edits it: its JSON text, which is what is saved
 * and what the Source page shows, and the tree read from that text, which is
 * what the form pages show. The text is the one truth: a form's change is an
 * operation that replaces the text with the changed tree written out, so
 * Undo goes back through form changes and typing in the Source page alike,
 * and a text the tree cannot be read from (a syntax error) is kept as typed.
 * Members the forms know nothing of stay in the tree and in the file.
 */
public interface Document {
    String text();

    /** The document read from the text; empty while the text is not a JSON object. */
    Optional<ObjectNode> tree();

    /** Why the text cannot be read ("line 4, column 9: …"), or null when it can. */
    String syntaxError();

    /** The node at a JSON pointer ("/sides/0/name"); a missing node when there is none or no tree. */
    JsonNode at(String pointer);

    /**
     * Changes the document as one undoable operation: {@code change} alters a
     * copy of the tree, which is written out in place of the text. Nothing
     * happens when the text cannot be read or the change changes nothing.
     *
     * @param label what Undo names ("Set title")
     * @param field the form field being typed into: changes of the same field one after
     *              another (a word typed) make one operation; null for a change of its own
     */
    void edit(String label, String field, Consumer<ObjectNode> change);

    /** The next change of a field starts an operation of its own (the field lost the focus). */
    void endTyping();

    /** The problems found in the text now, as the Problems part would list them. */
    List<Diagnostic> diagnostics();

    /** The problems at or under a JSON pointer ("/units/2" gives those of the unit and its figures). */
    List<Diagnostic> diagnosticsAt(String pointer);

    /** Runs {@code listener} after every change of the text, and when its problems have been checked again. */
    void addListener(Runnable listener);

    void removeListener(Runnable listener);
}
