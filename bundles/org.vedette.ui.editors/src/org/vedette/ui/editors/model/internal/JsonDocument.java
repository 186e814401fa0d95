package org.vedette.ui.editors.model.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.vedette.io.Diagnostic;
import org.vedette.ui.editors.model.Document;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The {@link Document} of a form editor, over the text its Source page holds.
 * A change is written out in the layout of io's writers (two spaces, "name":
 * value), so a file made by File ▸ New or by the command line changes only
 * where it was changed.
 */
public final class JsonDocument implements Document {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private final Supplier<String> text;
    private final Consumer<String> replace;
    private final IOperationHistory history;
    private final IUndoContext context;
    private final List<Runnable> listeners = new ArrayList<>();
    private ObjectNode tree;
    private String syntaxError;
    private List<Diagnostic> diagnostics = List.of();
    private Places places = Places.of("");
    private boolean typingEnded = true;

    /**
     * @param text    the text now (the Source page's)
     * @param replace puts a new text in place without recording an edit
     * @param history where each change is executed
     * @param context the editor's undo context
     */
    public JsonDocument(Supplier<String> text, Consumer<String> replace, IOperationHistory history,
            IUndoContext context) {
        this.text = text;
        this.replace = replace;
        this.history = history;
        this.context = context;
        read();
    }

    @Override
    public String text() {
        return text.get();
    }

    @Override
    public Optional<ObjectNode> tree() {
        return Optional.ofNullable(tree);
    }

    @Override
    public String syntaxError() {
        return syntaxError;
    }

    @Override
    public JsonNode at(String pointer) {
        return tree == null ? MissingNode.getInstance() : tree.at(pointer);
    }

    @Override
    public void edit(String label, String field, Consumer<ObjectNode> change) {
        if (tree == null) return;
        ObjectNode copy = tree.deepCopy();
        change.accept(copy);
        if (copy.equals(tree)) return;
        String before = text();
        String after = write(copy);
        if (!typingEnded && history.getUndoOperation(context) instanceof TextChange last && last.continues(field)) {
            last.extend(after);
            return;
        }
        TextChange op = new TextChange(label, context, replace, field, before, after);
        try {
            history.execute(op, null, null);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a text replacement cannot fail", e);
        }
        typingEnded = field == null;
    }

    @Override
    public void endTyping() {
        typingEnded = true;
    }

    /** The text changed (typed, undone, replaced): reads the tree again and tells the pages. */
    public void textChanged() {
        read();
        fire();
    }

    /** The text's problems, checked again (after a pause in typing, or when a roster changed). */
    public void checked(List<Diagnostic> found) {
        diagnostics = List.copyOf(found);
        places = Places.of(text());
        fire();
    }

    @Override
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    @Override
    public List<Diagnostic> diagnosticsAt(String pointer) {
        List<Diagnostic> found = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            String p = places.at(d.line(), d.column());
            if (p.equals(pointer) || p.startsWith(pointer + "/") || pointer.isEmpty()) found.add(d);
        }
        return found;
    }

    @Override
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** A tree as a document's text. */
    public static String write(JsonNode node) {
        try {
            return PRETTY.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always prints", e);
        }
    }

    private void read() {
        String t = text();
        try {
            JsonNode n = MAPPER.readTree(t);
            if (n instanceof ObjectNode o) {
                tree = o;
                syntaxError = null;
            } else {
                tree = null;
                syntaxError = n == null || n.isMissingNode() ? "the file is empty" : "the file is not a JSON object";
            }
        } catch (JsonProcessingException e) {
            tree = null;
            var at = e.getLocation();
            syntaxError = (at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ")
                    + e.getOriginalMessage().lines().findFirst().orElse("");
        }
    }

    private void fire() {
        for (Runnable r : List.copyOf(listeners)) r.run();
    }
}
