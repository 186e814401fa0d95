package org.vedette.ui.internal.parts;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.descriptor.basic.MPartDescriptor;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.vedette.ui.editing.DocumentEditor;
import org.vedette.ui.editing.EditorTags;
import org.vedette.ui.internal.model.FileKind;

/**
 * Opens workspace files in editor parts: one part per file, made from the
 * part descriptor tagged for the file's format ({@link EditorTags}: a form
 * editor a bundle contributes by its model fragment) or else from the JSON
 * text editor's, and put in the editor stack; a file already open is brought
 * to the front instead.
 */
public final class Editors {
    public static final String DESCRIPTOR = "org.vedette.ui.partdescriptor.editor";
    public static final String STACK = "org.vedette.ui.stack.editors";
    /** The persisted-state key holding an editor's file (absolute path). */
    public static final String FILE = EditorTags.FILE;

    private Editors() {
    }

    /**
     * Opens (or shows) the file and shows {@code line} (1-based; 0 leaves it).
     *
     * @param <E> the kind of editor the caller expects: {@link DocumentEditor}, or a test's
     *            {@link EditorPart} for a file only the text editor edits
     */
    @SuppressWarnings("unchecked")
    public static <E extends DocumentEditor> E open(EPartService parts, EModelService models, MApplication app,
            Path file, int line) {
        Path p = file.toAbsolutePath().normalize();
        MPart part = find(parts, p).orElse(null);
        if (part == null) {
            part = parts.createPart(descriptorFor(app, p));
            part.getPersistedState().put(FILE, p.toString());
            part.setLabel(p.getFileName().toString());
            part.setTooltip(p.toString());
            // Closed is gone: a hidden editor left in the model keeps its dirty flag, and Quit
            // would offer to save a file nobody can see ("Save 'british.json'?") and cannot save.
            part.getTags().add(EPartService.REMOVE_ON_HIDE_TAG);
            if (models.find(STACK, app) instanceof MPartStack stack) {
                stack.getChildren().add(part);
            }
        }
        parts.showPart(part, PartState.ACTIVATE);
        DocumentEditor editor = (DocumentEditor) part.getObject();
        if (editor != null && line > 0) editor.goToLine(line);
        return (E) editor;
    }

    /** The id of the descriptor tagged for the file's format, or the text editor's. */
    static String descriptorFor(MApplication app, Path file) {
        String format = FileKind.ofFile(file).format();
        if (format == null) return DESCRIPTOR;
        String tag = EditorTags.forFormat(format);
        return app.getDescriptors().stream().filter(d -> d.getTags().contains(tag)).map(MPartDescriptor::getElementId)
                .findFirst().orElse(DESCRIPTOR);
    }

    /** The editor part of a file, if one is open. */
    public static Optional<MPart> find(EPartService parts, Path file) {
        String p = file.toAbsolutePath().normalize().toString();
        return openEditors(parts).stream().filter(x -> p.equals(x.getPersistedState().get(FILE))).findFirst();
    }

    public static List<MPart> openEditors(EPartService parts) {
        return parts.getParts().stream().filter(x -> x.getPersistedState().containsKey(FILE))
                .filter(MPart::isToBeRendered).toList();
    }
}
